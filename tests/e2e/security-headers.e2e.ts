import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser, BrowserContext } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { HOSTILE_MARKUP } from '@/demo/providers';

import { chromiumOfThisWorker, watchCspViolations } from './support/browser';
import { E2E_HOST, E2E_OUT_DIR, E2E_PORT, portalOrigin } from './support/config';

// The production response headers on what ships (scripts/serve/serve-prod.mjs serving the production
// bundle), and the CSP doing its job as a second line behind "provider text is text".
const CSP_REPORTS = `http://${E2E_HOST}:${E2E_PORT}/__csp-report`;
/** What the build wrote for deployers (dist/_headers format), by lower-case name. */
const BUILT_HEADERS = Object.fromEntries(
  readFileSync(join(E2E_OUT_DIR, '_headers'), 'utf8')
    .split('\n')
    .map((line) => /^\s+([\w-]+):\s*(.*)$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => [m[1]!.toLowerCase(), m[2]!]),
);

let browser: Browser;
let context: BrowserContext;
let violations: string[];
let dialogs: string[];

beforeAll(async () => {
  browser = await chromiumOfThisWorker();
});
afterEach(async () => {
  await context.close();
});

async function open(path: string, key = 'demo') {
  context = await browser.newContext();
  violations = [];
  await watchCspViolations(context, (v) => violations.push(v));
  const page = await context.newPage();
  dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(`${portalOrigin(key)}${path}`);
  return { page, response: response! };
}

describe('production response headers', () => {
  it('the page and its scripts carry the headers of scripts/build/security-headers.mjs', async () => {
    const { page, response } = await open('/d/D1001');
    const headers = await response.allHeaders();
    expect(Object.keys(BUILT_HEADERS)).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'permissions-policy']),
    );
    // serve-prod is plain HTTP: it leaves out the Reporting API (report-to), which only works over HTTPS.
    for (const [name, value] of Object.entries(BUILT_HEADERS)) {
      if (name === 'reporting-endpoints') expect(headers[name]).toBeUndefined();
      else expect(headers[name], name).toBe(value.replace('; report-to csp', ''));
    }
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toMatch(/^camera=\(self\), microphone=\(\)/);
    const csp = headers['content-security-policy']!;
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "style-src 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['referrer-policy']).toBe('no-referrer');
    // A script file: the app's (the entry is inline in the page).
    const script = await page.locator('link[rel=modulepreload]').first().getAttribute('href');
    const scriptCsp = await page.evaluate(
      async (src) => (await fetch(src!)).headers.get('content-security-policy'),
      script,
    );
    expect(scriptCsp).toBe(csp);
    // Scripts go out compressed, as a production host sends them (Lighthouse measures this server). The
    // preload's timing entry is there once it has loaded, which may follow the page's own load.
    await page.waitForFunction(
      (src) => performance.getEntriesByName(new URL(src!, location.href).href).length > 0,
      script,
    );
    const compressed = await page.evaluate((src) => {
      const [load] = performance.getEntriesByName(new URL(src!, location.href).href) as PerformanceResourceTiming[];
      return load ? load.encodedBodySize < load.decodedBodySize : null;
    }, script);
    expect(compressed).toBe(true);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(violations).toEqual([]);
  });

  it('an address of the app (a client-side route) is served index.html', async () => {
    const { response } = await open('/help');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
  });
});

describe('the CSP as a second line', () => {
  it('markup forced into the page runs nothing, and the browser reports the attempt to the report endpoint', async () => {
    const { page } = await open('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // What would happen if provider text were ever rendered as markup: the CSP refuses inline handlers.
    await page.evaluate((markup) => document.body.insertAdjacentHTML('beforeend', markup), HOSTILE_MARKUP);
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__hostileRan = true';
      document.body.append(s);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __hostileRan?: boolean }).__hostileRan)).toBeUndefined();
    expect(dialogs).toEqual([]); // the onerror=alert(1) never ran
    expect(violations.join('\n')).toContain('script-src');
    await expect
      .poll(async () => JSON.stringify(await (await fetch(CSP_REPORTS)).json()), { timeout: 10_000 })
      .toContain('script-src');
  });
});
