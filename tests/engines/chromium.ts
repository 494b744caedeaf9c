import { chromium, type Dialog, type Page } from 'playwright-core';

import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { type EngineDriver, findTarget, type Key, reloadAnswering, TARGET_SELECTOR, type TargetKind } from './driver';
import { browserContextLauncher, type EngineLauncher } from './launcher';

// Debian's Chromium on playwright-core, as the e2e tests run it (tests/e2e/support/browser.ts).
const KEYS: Record<Key, string> = {
  Tab: 'Tab',
  'Shift+Tab': 'Shift+Tab',
  Enter: 'Enter',
  Space: 'Space',
  Escape: 'Escape',
  ArrowDown: 'ArrowDown',
};

export function chromiumLauncher(): EngineLauncher {
  return browserContextLauncher('chromiumLauncher', {
    launch: () => chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }),
    newContext: (browser) => browser.newContext(),
    driver: chromiumDriver,
  });
}

function chromiumDriver(page: Page, closeContext: () => Promise<void>): EngineDriver {
  const evaluateExpression = (expression: string) => page.evaluate(expression);
  const target = async (kind: TargetKind, name: string) => {
    await findTarget(evaluateExpression, kind, name);
    return page.locator(TARGET_SELECTOR);
  };
  return {
    engine: 'chromium',
    async open(url) {
      await page.goto(url);
    },
    reload: ({ acceptLeave = false } = {}) => reloadAnswering<Dialog>(page, acceptLeave),
    async back() {
      await page.goBack();
    },
    async setViewport(width, height) {
      await page.setViewportSize({ width, height });
    },
    async fillByLabel(label, text) {
      const field = await target('label', label);
      await field.fill('');
      await field.pressSequentially(text);
    },
    async choose(label, option) {
      const select = await target('label', label);
      const value = await select.evaluate(
        (el, wanted) =>
          [...(el as HTMLSelectElement).options].find((o) => o.text.trim() === wanted || o.value === wanted)?.value,
        option,
      );
      if (value === undefined) throw new Error(`No option '${option}' in '${label}'`);
      await select.selectOption(value);
    },
    async pressButton(name) {
      await (await target('button', name)).click();
    },
    readText(selector = 'main') {
      return page.evaluate((s) => document.querySelector<HTMLElement>(s)?.innerText ?? '', selector);
    },
    async uploadFile(button, path) {
      await (await target('file', button)).setInputFiles(path);
    },
    async screenshot(path) {
      await page.screenshot({ path, fullPage: true });
    },
    evaluate(fn) {
      return page.evaluate(fn);
    },
    async pressKey(key) {
      await page.keyboard.press(KEYS[key]);
    },
    async typeText(text) {
      await page.keyboard.type(text);
    },
    close: closeContext,
  };
}
