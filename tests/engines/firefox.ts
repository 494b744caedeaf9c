import puppeteer, { type Dialog, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';

import {
  type EngineDriver,
  findTarget,
  type Key,
  reloadAnswering,
  TARGET_SELECTOR,
  type TargetKind,
  until,
} from './driver';
import { browserContextLauncher, type EngineLauncher, stopProcess } from './launcher';

// Debian's Firefox ESR (scripts/setup/ensure-engines.sh) through WebDriver BiDi, which Firefox speaks
// itself: puppeteer-core launches it headless, with no geckodriver and nothing downloaded.
const FIREFOX = '/usr/bin/firefox-esr';

const KEYS: Record<Key, KeyInput[]> = {
  Tab: ['Tab'],
  'Shift+Tab': ['Shift', 'Tab'],
  Enter: ['Enter'],
  Space: ['Space'],
  Escape: ['Escape'],
  ArrowDown: ['ArrowDown'],
};

/**
 * Starts Firefox once for a whole lane (tests/engines/global-setup.ts): a launch costs more CPU than
 * some journeys do. Firefox holds one WebDriver BiDi session at a time, so the launcher's own session
 * ends here and each journey file opens one of its own on the returned address.
 */
export async function startFirefox(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  const endpoint = browser.wsEndpoint();
  const firefox = browser.process() ?? undefined;
  await browser.disconnect();
  return { endpoint, stop: () => stopProcess(firefox) };
}

/** Journeys in the lane's Firefox (startFirefox's address): a browser context per visitor. */
export function firefoxLauncher(endpoint: string): EngineLauncher {
  return browserContextLauncher('firefoxLauncher', {
    launch: () => puppeteer.connect({ browserWSEndpoint: endpoint, protocol: 'webDriverBiDi' }),
    release: (browser) => browser.disconnect(),
    newContext: (browser) => browser.createBrowserContext(),
    driver: firefoxDriver,
  });
}

function firefoxDriver(page: Page, closeContext: () => Promise<void>): EngineDriver {
  const evaluateExpression = (expression: string) => page.evaluate(expression);
  const target = async (kind: TargetKind, name: string): Promise<ElementHandle<Element>> => {
    await findTarget(evaluateExpression, kind, name);
    const element = await page.$(TARGET_SELECTOR);
    if (!element) throw new Error(`The ${kind} '${name}' went away`);
    return element;
  };
  return {
    engine: 'firefox',
    async open(url) {
      await page.goto(url);
    },
    // WebDriver BiDi's userPromptOpened, as puppeteer's 'dialog' (puppeteer leaves prompts to it).
    reload: ({ acceptLeave = false } = {}) => reloadAnswering<Dialog>(page, acceptLeave),
    async back() {
      // puppeteer's goBack() (browsingContext.traverseHistory) never resolves with this Firefox: the tab
      // goes back but puppeteer sees no navigation and times out, even between two plain pages. The same
      // traversal of the tab's history, asked by the page, then the page before it shown (docs/decisions.md).
      // The page's own address: puppeteer's page.url() can lag behind this Firefox's navigations.
      const from = await page.evaluate(() => location.href);
      await page.evaluate(() => history.back());
      await until(
        'the page before to show',
        () => page.evaluate(() => [location.href, document.readyState]).catch(() => [from, 'navigating']),
        ([href, state]) => href !== from && state === 'complete',
      );
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    async fillByLabel(label, text) {
      const field = await target('label', label);
      await field.click();
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await field.type(text);
    },
    async choose(label, option) {
      await findTarget(evaluateExpression, 'label', label);
      const value = await page.$eval(
        TARGET_SELECTOR,
        (select, wanted) =>
          [...(select as HTMLSelectElement).options].find((o) => o.text.trim() === wanted || o.value === wanted)?.value,
        option,
      );
      if (value === undefined) throw new Error(`No option '${option}' in '${label}'`);
      await page.select(TARGET_SELECTOR, value);
    },
    async pressButton(name) {
      await (await target('button', name)).click();
    },
    readText(selector = 'main') {
      return page.evaluate((s) => document.querySelector<HTMLElement>(s)?.innerText ?? '', selector);
    },
    async uploadFile(button, path) {
      const input = await target('file', button);
      await (input as ElementHandle<HTMLInputElement>).uploadFile(path);
    },
    async screenshot(path) {
      await page.screenshot({ path: `${path.replace(/\.png$/, '')}.png` });
    },
    evaluate(fn) {
      return page.evaluate(fn);
    },
    async pressKey(key) {
      const keys = KEYS[key];
      for (const k of keys) await page.keyboard.down(k);
      for (const k of [...keys].reverse()) await page.keyboard.up(k);
    },
    async typeText(text) {
      await page.keyboard.type(text);
    },
    close: closeContext,
  };
}
