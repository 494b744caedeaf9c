import { appendFileSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';

import type * as Axe from 'axe-core';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterEach, beforeAll, expect } from 'vitest';

import { launchChromium } from './chromium';
import { type Build, portalOrigin } from './config';

/**
 * Waits fail well inside the 60 s test timeout, so the failure names the locator that timed out. 15 s,
 * not 10: CI's two cores, shared by four lanes, once took longer than 10 s for a step a quiet machine
 * does in one. A wait ends as soon as its element is there; the limit only guards against hangs.
 */
const WAIT_TIMEOUT_MS = 15_000;
const SCREENSHOT_DIR = 'test-results';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// Evaluated through the DevTools protocol, not added as a <script>: the page's CSP refuses inline scripts.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** IBM Equal Access's engine (accessibility-checker-engine), loaded the same way; its WCAG 2.2 A and AA policy. */
const ACE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'), 'utf8');
const ACE_POLICIES = ['WCAG_2_2'];

/** A page of the portal plus everything it said on the side, so tests can assert on it. */
export interface PortalPage {
  page: Page;
  /** `type: text` of every console message. */
  consoleMessages: string[];
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
  /** Messages of alert/confirm/prompt dialogs; each one is accepted so the page goes on. */
  dialogs: string[];
}

let sharedChromium: Promise<Browser> | undefined;
/**
 * One headless Chromium for all the files a test worker runs (they share its modules: isolate false).
 * Launching and closing one per file cost ≈0.4 CPU-s a file; each test still gets a context of its own.
 * Playwright closes the browser when the worker exits; a browser that crashed is launched again.
 */
export function chromiumOfThisWorker(): Promise<Browser> {
  sharedChromium ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => (sharedChromium = undefined));
    return browser;
  });
  return sharedChromium;
}

/**
 * Gives each test of the calling file a fresh browser context of the worker's Chromium
 * (a fresh visitor cookie, so the demo API server starts it from its seed). A failing test leaves a
 * screenshot of its last page in test-results/. Every test also fails on any Content-Security-Policy
 * violation in any of its pages (the production headers are on: no flow may need more than the CSP allows).
 * `contextOptions` set up each context (e.g. `{ locale: 'es-MX' }`: a browser whose languages are Spanish).
 */
export function setUpBrowser(contextOptions: BrowserContextOptions = {}): {
  openPage: (
    providerKey: string,
    path?: string,
    build?: Build,
    beforeNavigation?: (page: Page) => Promise<void>,
  ) => Promise<PortalPage>;
} {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let lastPage: Page | undefined;
  let cspViolations: string[] = [];

  beforeAll(async () => {
    browser = await chromiumOfThisWorker();
  });

  afterEach(async ({ task }) => {
    const violations = cspViolations;
    cspViolations = [];
    try {
      if (task.result?.state === 'fail' && lastPage && !lastPage.isClosed()) {
        await mkdir(SCREENSHOT_DIR, { recursive: true });
        const name = `${basename(task.file.name)}--${task.name}`.replace(/[^\w.-]+/g, '_');
        await lastPage.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
      }
    } finally {
      await context?.close();
      context = undefined;
      lastPage = undefined;
    }
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  });

  /** `beforeNavigation` runs on the new page before it loads (e.g. Playwright's page.clock.install()). */
  async function openPage(
    providerKey: string,
    path = '/',
    build: Build = 'production',
    beforeNavigation?: (page: Page) => Promise<void>,
  ): Promise<PortalPage> {
    if (!browser) throw new Error('setUpBrowser() must be called at the top of the test file');
    if (!context) {
      context = await browser.newContext(contextOptions);
      await watchCspViolations(context, (violation) => cspViolations.push(violation));
    }
    context.setDefaultTimeout(WAIT_TIMEOUT_MS);
    const page = await context.newPage();
    lastPage = page;
    const opened: PortalPage = { page, consoleMessages: [], pageErrors: [], dialogs: [] };
    // An error names where it came from: Chromium's 'Failed to load resource' says nothing else.
    page.on('console', (message) => {
      const where = message.type() === 'error' && message.location().url ? ` @${message.location().url}` : '';
      opened.consoleMessages.push(`${message.type()}: ${message.text()}${where}`);
    });
    page.on('pageerror', (error) => opened.pageErrors.push(error.stack ?? error.message));
    page.on('dialog', (dialog) => {
      opened.dialogs.push(dialog.message());
      void dialog.accept();
    });
    await beforeNavigation?.(page);
    await page.goto(`${portalOrigin(providerKey, build)}${path}`);
    return opened;
  }

  return { openPage };
}

/**
 * Reports every `securitypolicyviolation` of the context's pages (the listener and the binding go in
 * through the DevTools protocol, which the page's CSP does not govern).
 */
export async function watchCspViolations(context: BrowserContext, report: (violation: string) => void): Promise<void> {
  await context.exposeBinding('__e2eCspViolation', (_source, violation: string) => report(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const send = (window as unknown as { __e2eCspViolation: (v: string) => void }).__e2eCspViolation;
      send(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}

interface Violation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: { target: string; summary: string }[];
}

interface AceResult {
  ruleId: string;
  reasonId: string;
  value: [string, string];
  message: string;
  path: { dom: string };
  snippet: string;
}

/**
 * IBM Equal Access rules that are wrong for this portal, each with why; docs/accessibility-rules.md says
 * what proves the criterion instead. Nothing else is left out: a new finding fails the test.
 */
const ACE_RULES_WRONG_HERE: Readonly<Record<string, string>> = {};

/**
 * Waits for animations to end (contrast is measured on the final colours, not halfway through a dialog's
 * fade-in), then runs axe-core (WCAG 2.0/2.1/2.2 A and AA) and IBM Equal Access (policy WCAG_2_2, results
 * whose value is VIOLATION/FAIL) on the page as it is now; fails with one readable list of both engines'
 * findings: rule, what to fix and which elements.
 */
export async function expectNoA11yViolations(page: Page, label: string): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const axeStart = performance.now();
  const axe = await axeFindings(page);
  const aceStart = performance.now();
  const ace = await aceFindings(page);
  // A11Y_TIMING=file: one line per check (label, axe ms, IBM ms), to measure what the engines cost.
  const timing = process.env.A11Y_TIMING;
  if (timing)
    appendFileSync(
      timing,
      `${label}\t${Math.round(aceStart - axeStart)}\t${Math.round(performance.now() - aceStart)}\n`,
    );
  const findings = [...axe, ...ace];
  expect(findings, `accessibility violations on ${label}`).toEqual([]);
}

async function axeFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags): Promise<Violation[]> => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
    }));
  }, AXE_TAGS);
  return violations.map(
    (v) =>
      `axe [${v.id}] ${v.impact}: ${v.help} (${v.helpUrl})\n` +
      v.nodes.map((n) => `    ${n.target}: ${n.summary.replace(/\s*\n\s*/g, '; ')}`).join('\n'),
  );
}

async function aceFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(ACE_SOURCE);
  const results = await page.evaluate(async (policies): Promise<AceResult[]> => {
    const { ace } = window as unknown as { ace: { Checker: new () => AceChecker } };
    const report = await new ace.Checker().check(document, policies);
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
      .map(({ ruleId, reasonId, value, message, path, snippet }) => ({
        ruleId,
        reasonId,
        value,
        message,
        path: { dom: path.dom },
        snippet,
      }));
  }, ACE_POLICIES);
  const byRule = new Map<string, AceResult[]>();
  for (const result of results.filter((r) => !(r.ruleId in ACE_RULES_WRONG_HERE)))
    byRule.set(result.ruleId, [...(byRule.get(result.ruleId) ?? []), result]);
  return [...byRule].map(
    ([ruleId, found]) =>
      `IBM [${ruleId}]: ${found[0]!.message}\n` + found.map((r) => `    ${r.path.dom}: ${r.snippet}`).join('\n'),
  );
}

interface AceChecker {
  check(doc: Document, policies: string[]): Promise<{ results: AceResult[] }>;
}

/**
 * Moves the portal to `path` as its own redirects do (history.pushState: no reload, so the rule engines
 * stay loaded and a walk over many screens stays quick) and resolves once the page's h1 has changed.
 */
export async function navigateInPage(page: Page, path: string): Promise<void> {
  const before = await page.locator('h1').first().textContent();
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await page.waitForFunction((text) => {
    const h1 = document.querySelector('h1');
    return h1 !== null && h1.textContent !== text;
  }, before);
}

/** Resolves once `target` has the keyboard focus (focus moves asynchronously, e.g. after a dialog closes). */
export async function waitForFocus(page: Page, target: Locator): Promise<void> {
  const element = await target.elementHandle();
  await page.waitForFunction((el) => el !== null && el === document.activeElement, element);
}

/** Fails if a secret long enough to be unambiguous (a card number, with or without spaces) reached the console or page errors. */
export function expectNotLogged(portal: PortalPage, secrets: string[]): void {
  const logged = [...portal.consoleMessages, ...portal.pageErrors].map((line) => line.replace(/[\s-]/g, ''));
  for (const secret of secrets) {
    const digits = secret.replace(/[\s-]/g, '');
    expect(
      logged.filter((line) => line.includes(digits)),
      `console lines containing ${secret}`,
    ).toEqual([]);
  }
}

/** The page's next two frames: what a change drew has been laid out and painted. */
export function twoFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
