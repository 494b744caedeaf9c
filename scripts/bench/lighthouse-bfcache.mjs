// `npm run lighthouse:bfcache`: Lighthouse's back/forward-cache audit (`bf-cache`) on the bill and on the
// confirmation (issue 46 item 8). A guarantor who goes back to the portal from their mail or bank app
// should get the page at once, as it was, from the browser's back/forward cache; an `unload` listener,
// `Cache-Control: no-store` or a connection left open makes the browser load it again instead.
// Neither page has an address of its own to give Lighthouse: both are reached inside the tab (the
// bill after confirm-info on /d/D1001, the confirmation after a card payment), and the tab keeps them,
// so a reload comes back to them. A Lighthouse user flow (puppeteer-core on CHROME_PATH, default
// /usr/bin/chromium, never a download) reaches each page, then measures a navigation whose step is that
// reload: Lighthouse leaves the page for chrome://terms, comes back through the history and reports
// why the browser did not restore it from the cache, if it did not. The production bundle (built with
// the Square and paper-privacy stand-ins into a temporary folder, as the browser tests' build is: no
// network beyond this machine) with the demo API, served by scripts/serve/serve-prod.mjs with the production
// headers. Prints each page's score and reasons; exits 1 when either fails. Not part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';

import { CHROME } from './lighthouse-cli.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4181);
const ORIGIN = `http://demo.pay.localhost:${PORT}`;
const STAND_INS = { VITE_SQUARE_SCRIPT_URL: '/demo/square-standin.js', VITE_PPA_SCRIPT_URL: '/demo/ppa-standin.js' };
// Only the bf-cache audit, gathered actively: a flow gathers passively by default, and then the audit
// only sees the step's own navigation (never a return through the history) and passes whatever the page does.
const FLAGS = { onlyAudits: ['bf-cache'], usePassiveGathering: false, throttlingMethod: 'provided' };

const started = Date.now();
const dist = mkdtempSync(join(tmpdir(), 'lighthouse-bfcache-'));
const vite = ['vite', 'build', '--mode', 'production', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'];
const build = spawnSync('npx', vite, { stdio: 'inherit', env: { ...process.env, ...STAND_INS } });
if (build.status !== 0) throw new Error('vite build failed');
const server = spawn(process.execPath, ['scripts/serve/serve-prod.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(PORT), DIST: dist, DEMO_LATENCY_MS: process.env.DEMO_LATENCY_MS ?? '0' },
});

/** serve-prod compresses every file of a new build before it listens: up to a minute on a busy machine. */
async function waitForServer() {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`serve-prod exited (${server.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${PORT}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no server on port ${PORT}`);
}

/** The bill (Rivera's, demo-scenarios.md) → the confirmation: the demo's approved card, paid in full. */
async function pay(page) {
  const year = String(new Date().getFullYear() + 2);
  const card = { nameOnCard: 'Maria Rivera', cardNumber: '4111 1111 1111 1111', expMonth: '12', expYear: year };
  for (const [field, value] of Object.entries({ ...card, cardCVV: '123', billingZip: '30301' }))
    await page.locator(`#field-${field}`).fill(value);
  await page.locator('.payment-form button[type="submit"]').click();
  await page.waitForFunction(() => location.pathname === '/confirmation' && document.querySelector('main dl'));
}

/** 'bill: passed (bf-cache 1)', then each reason the browser gave for not restoring the page. */
function report(step) {
  const audit = step.lhr.audits['bf-cache'];
  const passed = audit.score === 1;
  console.log(
    `${step.name} (${step.lhr.finalDisplayedUrl}): ${passed ? 'passed' : 'FAILED'} (bf-cache ${audit.score})`,
  );
  if (audit.errorMessage) console.log(`  error: ${audit.errorMessage}`);
  for (const warning of audit.warnings ?? []) console.log(`  warning: ${warning}`);
  for (const item of audit.details?.items ?? []) {
    const frames = item.subItems.items.map((sub) => sub.frameUrl).join(', ');
    console.log(`  ${item.failureType}: ${item.reason} [${item.protocolReason}] in ${frames}`);
  }
  return passed;
}

let browser;
try {
  await waitForServer();
  browser = await puppeteer.launch({
    executablePath: CHROME,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  await page.goto(`${ORIGIN}/d/D1001`);
  await page.locator('input[name="lastName"]').fill('Rivera');
  await page.locator('input[name="zipCode"]').fill('30301');
  await page.locator('form button[type="submit"]').click();
  await page.locator('#payment-form-title').wait();

  const flow = await startFlow(page, { name: 'back/forward cache', flags: FLAGS });
  await flow.navigate(() => page.reload(), { name: 'bill' });
  await page.locator('#payment-form-title').wait(); // the bill it measured, still there
  await pay(page);
  await flow.navigate(() => page.reload(), { name: 'confirmation' });
  await page.locator('main dl').wait();

  const { steps } = await flow.createFlowResult();
  const results = steps.map(report);
  console.log(`lighthouse-bfcache: ${Math.round((Date.now() - started) / 1000)} s, the build included`);
  if (results.includes(false)) process.exitCode = 1;
} finally {
  await browser?.close();
  server.kill();
  rmSync(dist, { recursive: true, force: true });
}
