// `npm run lighthouse:path -- <url>`: what Lighthouse's simulated largest contentful paint waits for on
// one page (issue 34). One mobile run with simulated throttling against a server already running
// (e.g. `DEMO_LATENCY_MS=250 npm run serve:prod`), then Lantern, the model behind the simulated
// figures, computes the paint from that run's trace: it prints each request and main-thread task the
// paint depends on with its simulated start and end (CPU tasks as observed, before the 4× slowdown),
// the last to end first. The paint is the later of those ends; shortening anything else gains nothing.
// A benchmark aid, not part of `npm test`; it reads Lighthouse's own modules (the pinned 13.5.0).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import * as constants from 'lighthouse/core/config/constants.js';

import { CHROME, lighthouseArgs, metricData } from './lighthouse-cli.mjs';

const url = process.argv[2];
if (!url) throw new Error('usage: npm run lighthouse:path -- <url>');
const dir = mkdtempSync(join(tmpdir(), 'lighthouse-path-'));
try {
  const gathered = spawnSync('npx', lighthouseArgs(url, 'simulate', '--only-categories=performance', `-G=${dir}`), {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: CHROME },
  });
  if (gathered.status !== 0) throw new Error('lighthouse failed');
  const settings = {
    ...constants.defaultSettings,
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    throttling: constants.throttling.mobileSlow4G,
    screenEmulation: constants.screenEmulationMetrics.mobile,
  };
  const data = await metricData(dir, settings);
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
  const ms = (value) => String(Math.round(value)).padStart(6);
  console.log(
    `${url}: simulated LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)},` +
      ` pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}); the pessimistic graph, last to end first:`,
  );
  const nodes = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => b[1].endTime - a[1].endTime);
  for (const [node, timing] of nodes) {
    const what =
      node.type === 'network'
        ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '')} ${node.request.transferSize} B, ${node.request.priority}`
        : `main thread ${(node.duration / 1000).toFixed(1)} ms observed: ${[
            ...new Set(node.childEvents.map((e) => e.args?.data?.url?.split('/').pop()).filter(Boolean)),
          ].join(', ')}`;
    console.log(`${ms(timing.startTime)} → ${ms(timing.endTime)}  ${what}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
