import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { setUpBrowser } from './support/browser';

// Issue 34: index.html's head holds only the first paint's rules (src/styles/shell.css); the rest of
// the stylesheet comes at the end of the body, after the page's entry. On a slow line the shell is
// drawn before the rest has arrived: it must draw exactly as it does with the whole stylesheet, so
// nothing moves when the rest lands. The production build in real Chromium, without script (the shell
// as the HTML alone draws it), the page's HTML with and without its second <style>.
const { openPage } = setUpBrowser({ javaScriptEnabled: false });

const PROPERTIES = [
  'display',
  'position',
  'box-sizing',
  'margin',
  'padding',
  'width',
  'height',
  'min-height',
  'max-width',
  'flex',
  'flex-direction',
  'flex-wrap',
  'align-items',
  'align-content',
  'gap',
  'font-family',
  'font-size',
  'line-height',
  'color',
  'background-color',
  'border-bottom',
  'fill',
  'stroke',
  'stroke-width',
  'animation-name',
  'animation-duration',
];

/** Each element of the shell: its computed PROPERTIES and, outside the spinning SVG, its box. */
function shellAsDrawn(page: Page): Promise<string[]> {
  return page.evaluate(
    (properties) =>
      [...document.querySelectorAll('html, body, #root, #root *')].map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const where = element.closest('svg') ? '' : ` @${box.x},${box.y} ${box.width}×${box.height}`;
        return `${element.tagName} ${properties.map((p) => `${p}:${style.getPropertyValue(p)}`).join(';')}${where}`;
      }),
    PROPERTIES,
  );
}

/** The page as the HTML draws it, with the whole stylesheet or (`headOnly`) with the head's rules alone. */
async function shellOf(path: string, width: number, headOnly: boolean): Promise<{ styles: number; shell: string[] }> {
  const { page } = await openPage('demo', path, 'production', async (next) => {
    await next.setViewportSize({ width, height: 800 });
    await next.route(
      (url) => url.pathname === path,
      async (route) => {
        // Fetched by the test's side, which resolves no *.localhost name: the same server by address.
        const url = new URL(route.request().url());
        const response = await route.fetch({ url: `http://127.0.0.1:${url.port}${url.pathname}` });
        const html = await response.text();
        const cut = html.replace(/(<\/script>\s*)<style>[\s\S]*?<\/style>/, '$1');
        expect(cut).not.toBe(html);
        await route.fulfill({ response, body: headOnly ? cut : html });
      },
    );
  });
  await page.waitForLoadState('load');
  return { styles: await page.locator('style').count(), shell: await shellAsDrawn(page) };
}

describe("the first paint's styles", () => {
  it.each([
    ['/', 320],
    ['/d/D1001', 320],
    ['/', 1280],
  ])('%s at %i px: the head alone draws the shell as the whole stylesheet does', async (path, width) => {
    const whole = await shellOf(path, width, false);
    const head = await shellOf(path, width, true);
    expect([head.styles, whole.styles]).toEqual([1, 2]);
    expect(head.shell.length).toBeGreaterThan(5);
    expect(head.shell).toEqual(whole.shell);
  });
});
