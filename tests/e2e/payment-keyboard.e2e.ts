import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { autopayCopy } from '@/screens/confirmation/copy';
import { deliveryCopy as deliveryCopyMessages } from '@/screens/delivery/copy';
import { paymentMessages as m } from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { setUpBrowser, waitForFocus } from './support/browser';
import { card, confirmationHeading, errorBox, fields, paymentHeading, RIVERA } from './support/payment';

const deliveryCopy = english(deliveryCopyMessages);

// The whole payment link with the keyboard alone: Tab, typing and Enter from the link to the
// receipt, focus following errors and dialogs. Provider demo, D1001.
const { openPage } = setUpBrowser();

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `Tab never reached ${String(target)}`).toBe(true);
}

describe('keyboard only', () => {
  it('from the link to the confirmation with Tab, typing and Enter; focus follows errors and dialogs', async () => {
    const portal = await openPage('demo', `/d/${RIVERA.id}`);
    const { page } = portal;
    const zip = page.getByLabel(deliveryCopy.zip, { exact: true });
    await zip.waitFor();
    await tabTo(page, zip);
    await page.keyboard.type(RIVERA.zip);
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByLabel(deliveryCopy.lastName, { exact: true }))).toBe(true);
    await page.keyboard.type(RIVERA.lastName);
    await page.keyboard.press('Enter');
    await paymentHeading(page).waitFor();
    // The next Tab continues in the bill that replaced the form, not back at the top of the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    const f = fields(page);
    const entry = card();
    await tabTo(page, f.amount);
    for (const next of [f.email, f.phone, f.name]) {
      await page.keyboard.press('Tab');
      expect(await isFocused(next)).toBe(true);
    }
    // The name is left out on purpose, to see focus go to the error.
    await page.keyboard.press('Tab');
    expect(await isFocused(f.number)).toBe(true);
    await page.keyboard.type(entry.number);
    await page.keyboard.press('Tab');
    expect(await isFocused(f.month)).toBe(true);
    await page.keyboard.type(entry.month); // type-ahead picks the option '12'
    await page.keyboard.press('Tab');
    expect(await isFocused(f.year)).toBe(true);
    await page.keyboard.type(entry.year);
    await page.keyboard.press('Tab');
    expect(await isFocused(f.cvv)).toBe(true);
    await page.keyboard.type(entry.cvv);
    await page.keyboard.press('Tab');
    expect(await isFocused(f.zip)).toBe(true);
    await page.keyboard.type(entry.zip);
    expect([await f.month.inputValue(), await f.year.inputValue()]).toEqual([entry.month, entry.year]);
    await page.keyboard.press('Enter');

    const box = errorBox(page);
    await box.getByText(m.nameOnCardRequired, { exact: true }).waitFor();
    await waitForFocus(page, box);
    await tabTo(page, f.name, true);
    await page.keyboard.type(entry.name);
    await page.keyboard.press('Enter');

    const heading = confirmationHeading(page);
    await heading.waitFor();
    const offer = page.getByRole('dialog', { name: autopayCopy.offerTitle });
    await offer.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
    await page.keyboard.press('Escape');
    await offer.waitFor({ state: 'detached' });
    await waitForFocus(page, heading);
    expect(portal.pageErrors).toEqual([]);
  });
});
