// The moving parts of `npm run bench:first-screen` (scripts/bench/bench-first-screen.mjs): its servers
// (scripts/bench/first-screen-server.mjs, one per build) and one Lighthouse load of a page: mobile,
// applied throttling (`devtools`: each request slowed to slow 4G, the CPU slowed `slowdown`×), the
// performance category only (the figures; accessibility and the rest are `npm run lighthouse`'s).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CHROME, lighthouseArgs } from './lighthouse-cli.mjs';

/**
 * Serves `dist` with the demo API answering after `latencyMs`, on a free port (`env`: the server's
 * settings besides, such as REACT_FLOORS); resolves to `{ port, stop }` once it listens (a new build's
 * files are compressed first: up to a minute when busy).
 */
export function startServer(dist, latencyMs, env = {}) {
  const child = spawn(process.execPath, ['scripts/bench/first-screen-server.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env, DIST: dist, PORT: '0', DEMO_LATENCY_MS: String(latencyMs) },
  });
  const stop = () => child.kill();
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(
      () => reject(new Error(`first-screen-server: not listening after 5 min (${dist})`)),
      300_000,
    );
    child.stdout.on('data', (chunk) => {
      said += chunk;
      const port = /listening on (\d+)/.exec(said)?.[1];
      if (!port) return;
      clearTimeout(timer);
      child.stdout.resume();
      resolve({ port: Number(port), stop });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`first-screen-server exited (${code}) for ${dist}`));
    });
  });
}

/** The element Lighthouse took as the largest paint (its own selector and text), from its LCP breakdown. */
function largestPaintElement(report) {
  const items = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  return node ? `${(node.selector ?? '').split(' > ').at(-1)} "${node.nodeLabel ?? ''}"` : '';
}

function loadOnce(url, slowdown) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-first-screen-'));
  const file = join(dir, 'report.json');
  try {
    const args = lighthouseArgs(
      url,
      'devtools',
      '--only-categories=performance',
      `--throttling.cpuSlowdownMultiplier=${slowdown}`,
      '--output=json',
      `--output-path=${file}`,
    );
    const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROME } });
    if (result.status !== 0) throw new Error(`lighthouse failed on ${url}`);
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
    const value = (id) => Math.round(report.audits[id].numericValue);
    return {
      lcp: value('largest-contentful-paint'),
      fcp: value('first-contentful-paint'),
      tbt: value('total-blocking-time'),
      largestPaint: largestPaintElement(report),
      lighthouse: report.lighthouseVersion,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One load of `url` at `slowdown`× CPU; Lighthouse sometimes loses a trace on a busy machine: three tries. */
export function loadPage(url, slowdown, tries = 3) {
  try {
    return loadOnce(url, slowdown);
  } catch (error) {
    if (tries <= 1) throw error;
    console.log(`bench-first-screen: ${error.message}; trying again`);
    return loadPage(url, slowdown, tries - 1);
  }
}
