import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { twoFrames } from './browser';

const FOCUSABLE =
  'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable]';

/**
 * While `dialog` (modal, open) shows, only it can be reached (WCAG 2.4.3, 2.1.2): no focusable element
 * outside it is left un-inert, Tab goes round inside it, and a click on the page behind reaches no
 * element of the page (the dialog's overlay takes it; a dismissible dialog may close). Returns whether
 * the dialog is still open after that click (`clickBehind: false` leaves the click out, for a dialog the
 * test goes on in).
 */
export async function expectOnlyDialogReachable(
  page: Page,
  dialog: Locator,
  { clickBehind = true } = {},
): Promise<boolean> {
  const handle = await dialog.elementHandle();
  const reachable = await page.evaluate(
    ([open, selector]) =>
      [...document.querySelectorAll(selector)]
        .filter((el) => !open?.contains(el) && !el.closest('[inert]'))
        .map((el) => el.outerHTML.slice(0, 120)),
    [handle, FOCUSABLE] as const,
  );
  expect(reachable, 'focusable elements outside the open dialog that are not inert').toEqual([]);

  const focused: string[] = [];
  for (let press = 0; press < 10; press += 1) {
    await page.keyboard.press('Tab');
    focused.push(
      await page.evaluate((open) => {
        const el = document.activeElement;
        const where = open?.contains(el) ? 'in' : 'OUTSIDE';
        return `${where}: ${el?.outerHTML.slice(0, 80) ?? 'nothing'}`;
      }, handle),
    );
  }
  expect(
    focused.filter((f) => !f.startsWith('in')),
    'Tab left the dialog',
  ).toEqual([]);
  expect(new Set(focused).size, 'Tab goes round the dialog').toBeLessThan(focused.length);

  if (!clickBehind) return true;
  // A click in the page's top-left corner, outside the dialog: recorded on every element it reaches.
  const box = (await dialog.boundingBox())!;
  expect(box.x > 4 || box.y > 4, 'the dialog leaves the corner free').toBe(true);
  await page.evaluate((open) => {
    document.addEventListener(
      'click',
      (e) => {
        const target = e.target as Element;
        const own = open?.contains(target) || target.matches('html, body, .dialog-overlay');
        if (!own) document.documentElement.dataset.clickedBehind = target.outerHTML.slice(0, 80);
      },
      { capture: true, once: true },
    );
  }, handle);
  await page.mouse.click(2, 2);
  expect(
    await page.evaluate(() => document.documentElement.dataset.clickedBehind ?? null),
    'clicked behind',
  ).toBeNull();
  // A dismissible dialog starts closing within the click's own task: two frames later its state says so.
  await twoFrames(page);
  return dialog.evaluateAll((open) => open.some((el) => el.getAttribute('data-state') === 'open'));
}
