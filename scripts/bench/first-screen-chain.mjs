// `npm run first-screen-chain -- <url> [loads]`: the chain the first screen waits for on a slow phone
// (issue 34), as Lighthouse's applied throttling lives it (each request slowed to its slow 4G, the CPU
// 4×, set through the DevTools protocol as Lighthouse does), over many loads: when the page (with the
// entry) and the app have arrived, when the screen's code, the provider's call and the words leave and
// when each arrives ('none': an English page's words come with the app), and the largest paint; the
// median of each (default 9 loads). Against a server already running (e.g. `DEMO_LATENCY_MS=250 npm
// run serve:prod`); Debian's Chromium, never a download. Steadier than a few Lighthouse runs for
// comparing two builds (serve each on its own port). A benchmark aid, not part of `npm test`.
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';

import { CHROME } from './lighthouse-cli.mjs';

const [url, loads = '9'] = process.argv.slice(2);
if (!url) throw new Error('usage: npm run first-screen-chain -- <url> [loads]');
// Lighthouse's mobile slow 4G as its applied ('devtools') method sets it: latency per request, kbit/s.
const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } =
  throttling.mobileSlow4G;
const SLOW_4G = {
  offline: false,
  latency: requestLatencyMs,
  downloadThroughput: (downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (uploadThroughputKbps * 1024) / 8,
};

const browser = await chromium.launch({ executablePath: CHROME });
const rows = [];
try {
  for (let load = 0; load < Number(loads); load += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.addInitScript(() => {
      window.__largestPaint = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__largestPaint = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // No DOM polling while the page loads (Playwright's injected script would take the main thread in
    // the middle of the chain): wait until the network has been quiet a moment, then read the page.
    await page.goto(url, { waitUntil: 'networkidle' });
    if (!(await page.locator('h1').count())) throw new Error(`${url}: no heading once the page was quiet`);
    rows.push(
      await page.evaluate(() => {
        const requests = performance.getEntriesByType('resource');
        // A catalogue of its own: another language's, or a screen's part (help's); English's ways in come with the app.
        const WORDS = /\/assets\/(messages|help|account|session)-[\w-]+\.js$/;
        const first = (pattern, key) => requests.find((entry) => pattern.test(entry.name))?.[key] ?? NaN;
        const screen = /\/assets\/(LookupRoute|DeliveryRoute|HelpPage)-/;
        const screenSent = first(screen, 'startTime');
        // The screen's code has arrived when its last file has (the files asked for with the first).
        const screenCode = requests.filter(
          (entry) => entry.initiatorType === 'script' && Math.abs(entry.startTime - screenSent) <= 5,
        );
        return {
          // The entry is inline in the page (scripts/build/vite-inline-entry.ts): it arrives with it.
          'page arrived': performance.getEntriesByType('navigation')[0].responseEnd,
          'app arrived': first(/\/assets\/app[-\w]*\.js$/, 'responseEnd'),
          'screen code sent': screenSent,
          'provider call sent': first(/\/api\/GetProvider/, 'startTime'),
          'words sent': first(WORDS, 'startTime'),
          'screen code arrived': Math.max(...screenCode.map((entry) => entry.responseEnd)),
          'provider answered': first(/\/api\/GetProvider/, 'responseEnd'),
          'words arrived': first(WORDS, 'responseEnd'),
          'largest paint': window.__largestPaint,
        };
      }),
    );
    await context.close();
  }
} finally {
  await browser.close();
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
console.log(`${url}, ${rows.length} loads, median ms after navigation (applied slow 4G, CPU 4×):`);
for (const key of Object.keys(rows[0])) {
  const value = median(rows.map((row) => row[key]));
  console.log(`  ${key.padEnd(20)} ${Number.isNaN(value) ? '  none' : String(Math.round(value)).padStart(6)}`);
}
