import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { guarantorCopy as guarantorCopyMessages } from '@/screens/guarantor/copy';
import { formatDate } from '@/ui/format';
import { english, inLanguage } from '@tests/support/language';

import { expectNoA11yViolations, setUpBrowser, twoFrames } from './support/browser';
import { launchChromium } from './support/chromium';
import { confirmInfo, delivery, deliveryUrl, h1, signIn } from './support/delivery';
import { FITS_EVERY_PHONE, PHONE, sidewaysAtPhoneWidths } from './support/language';
import { signInAnyLanguage } from './support/payment';

// Issue 47: a bill of any length hides nothing from the guarantor. On a phone the visit rows far off
// screen skip their rendering (content-visibility), yet every visit is in the page: the browser's
// find-in-page finds the last, the keyboard reaches it, and nothing moves while the bill shows or jumps.

const guarantorCopy = english(guarantorCopyMessages);

const { openPage } = setUpBrowser({ viewport: PHONE });

/** Every layout shift of the page, whatever caused it (a keypress's included). */
const recordShifts = async (page: Page) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
};
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

/** For each name, whether the accessibility tree (the browser's own, through the DevTools protocol) holds a node of that name, not ignored. */
async function namedInAccessibilityTree(page: Page, names: string[]): Promise<boolean[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const found: boolean[] = [];
  for (const accessibleName of names) {
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      backendNodeId: root.backendNodeId,
      accessibleName,
    });
    found.push(nodes.some((node) => !node.ignored));
  }
  await cdp.detach();
  return found;
}

describe('a 2,000-visit bill (D1010) on a phone', () => {
  const { Details } = delivery('D1010').guarantor;
  const lastVisit = Details.at(-1)!;

  it('holds every visit: find-in-page finds the last, Tab reaches it, nothing shifts, nothing scrolls sideways', async () => {
    const { page } = await signIn((key, path) => openPage(key, path, 'production', recordShifts), 'demo', 'D1010');
    await h1(page, guarantorCopy.title).waitFor();
    await expect(page.locator('.visits tbody tr').count()).resolves.toBe(2000);
    // From the bill shown on: what its rows do as they come and go.
    await twoFrames(page);
    await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.splice(0));

    // The browser's find-in-page (window.find is its script face) finds the last visit id and shows its row.
    const found = await page.evaluate((id) => {
      const hit = (window as unknown as { find: (text: string) => boolean }).find(id);
      return { hit, selected: getSelection()?.toString() };
    }, lastVisit.PEncounterId!);
    expect(found).toEqual({ hit: true, selected: lastVisit.PEncounterId });
    await twoFrames(page);
    const cell = page.getByText(lastVisit.PEncounterId!, { exact: true });
    await expect(cell.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).resolves.toBe(true);
    await expect(cell.isVisible()).resolves.toBe(true);
    await expect(namedInAccessibilityTree(page, [lastVisit.PEncounterId!])).resolves.toEqual([true]);

    // The keyboard: from the visit before it, Tab lands on the last visit's 'Details', named by its date.
    const buttons = page.locator('.visits tbody button');
    await page.evaluate(() => window.scrollTo(0, 0));
    await twoFrames(page);
    await buttons.nth(1998).focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      const box = active.getBoundingClientRect();
      return { name: active.getAttribute('aria-label'), inView: box.top >= 0 && box.bottom <= innerHeight };
    });
    expect(focused).toEqual({ name: guarantorCopy.detailsFor(formatDate(lastVisit.Date)), inView: true });

    await twoFrames(page);
    expect(await shifts(page)).toEqual([]);
    expect(await sidewaysAtPhoneWidths(page)).toEqual(FITS_EVERY_PHONE);
  });
});

describe('a 2,000-visit bill (D1010) with a screen reader on', () => {
  // A screen reader turns on Chromium's full accessibility mode (--force-renderer-accessibility is that
  // mode without one): every row is then in the tree, those whose group skips its rendering included.
  // Without it, the DevTools protocol's tree is built lazily and leaves those groups out (docs/decisions.md).
  it('has every visit in the accessibility tree, the first, one in the middle and the last', async () => {
    const browser = await launchChromium(['--force-renderer-accessibility']);
    try {
      const page = await browser.newPage({ viewport: PHONE });
      await page.goto(deliveryUrl('demo', 'D1010'));
      const { LastName, Zip } = delivery('D1010').guarantor;
      await confirmInfo(page, Zip, LastName);
      await h1(page, guarantorCopy.title).waitFor();
      const ids = ['E-900001', 'E-901000', 'E-902000'];
      await expect(namedInAccessibilityTree(page, ids)).resolves.toEqual([true, true, true]);
    } finally {
      await browser.close();
    }
  });
});

describe('a 300-visit bill (D1009)', () => {
  it.each(['en', 'es'] as const)(
    'has no accessibility violation (axe-core, IBM Equal Access), lang=%s',
    async (lang) => {
      const { page } = await openPage('demo', `/d/D1009?lang=${lang}`);
      const { LastName, Zip } = delivery('D1009').guarantor;
      await signInAnyLanguage(page, { id: 'D1009', lastName: LastName, zip: Zip });
      await h1(page, inLanguage(lang, guarantorCopyMessages).title).waitFor();
      await expect(page.locator('.visits tbody tr').count()).resolves.toBe(300);
      await expectNoA11yViolations(page, `the 300-visit bill (${lang})`);
    },
  );
});
