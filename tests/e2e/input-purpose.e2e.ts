import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { insuranceCopy } from '@/screens/insurance/copy';
import { notificationCopy as notificationCopyMessages } from '@/screens/notification/copy';
import { english } from '@tests/support/language';

import { setUpBrowser } from './support/browser';
import { h1 } from './support/delivery';
import { button, openHubFromD1001, stepButton } from './support/insurance';
import { fields, RIVERA, signIn } from './support/payment';

const copy = english(insuranceCopy);
const notificationCopy = english(notificationCopyMessages);

// WCAG 1.3.5 Identify Input Purpose: every field for the guarantor's own data names its purpose with
// the HTML autocomplete token; fields about someone else's data (the insurance plan, its subscriber)
// say 'off' (docs/decisions.md). WCAG 3.3.8: pasting into the card fields works.
const { openPage } = setUpBrowser({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The autocomplete token of every field a person types into on the page, by the field's name. */
function tokens(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('main input:not([type="hidden"]):not([readonly]), main select, main textarea')]
        .filter((el) => el.getAttribute('type') !== 'radio' && el.getAttribute('type') !== 'file')
        .map((el) => [el.getAttribute('name') ?? el.id, el.getAttribute('autocomplete')]),
    ),
  );
}

describe('each personal field names its purpose (autocomplete)', () => {
  it('statement lookup: last name and zip; the account number is not a personal datum', async () => {
    const { page } = await openPage('demo', '/');
    await page.locator('input[name="zipCode"]').waitFor();
    expect(await tokens(page)).toEqual({ identifier: 'off', lastName: 'family-name', zipCode: 'postal-code' });
  });

  it('confirm-info, then the payment form with its card fields', async () => {
    const { page } = await openPage('demo', `/d/${RIVERA.id}`);
    await page.locator('input[name="zipCode"]').waitFor();
    expect(await tokens(page)).toEqual({ zipCode: 'postal-code', lastName: 'family-name' });
    await signIn(page, RIVERA);
    await fields(page).number.waitFor();
    expect(await tokens(page)).toEqual({
      amount: 'transaction-amount',
      email: 'email',
      phone: 'tel',
      nameOnCard: 'cc-name',
      cardNumber: 'cc-number',
      expMonth: 'cc-exp-month',
      expYear: 'cc-exp-year',
      cardCVV: 'cc-csc',
      billingZip: 'billing postal-code',
    });
  });

  it('notification change: the e-mail', async () => {
    const { page } = await openPage('demo', '/change/D1001');
    await page.getByLabel(notificationCopy.emailLabel, { exact: true }).waitFor();
    expect(await tokens(page)).toEqual({ email: 'email' });
  });

  it("insurance guarantor step: the guarantor's own name, address, phones and e-mail", async () => {
    const { page } = await openHubFromD1001(openPage);
    await stepButton(page, 'guarantor').click();
    await page.getByLabel(copy.guarantor.firstName, { exact: true }).waitFor();
    expect(await tokens(page)).toEqual({
      firstName: 'given-name',
      lastName: 'family-name',
      streetAddress: 'address-line1',
      city: 'address-level2',
      state: 'address-level1',
      zipCode: 'postal-code',
      phone: 'tel',
      mobile: 'mobile tel',
      email: 'email',
    });
  });

  it("insurance manual entry: the plan's and subscriber's fields are 'off' (not the guarantor's own data)", async () => {
    const { page } = await openHubFromD1001(openPage);
    await stepButton(page, 'secondary').click();
    await button(page, copy.choice.manual).click();
    await h1(page, copy.manual.heading('secondary')).waitFor();
    const manual = await tokens(page);
    expect(Object.keys(manual).length).toBeGreaterThan(5);
    expect(Object.entries(manual).filter(([, token]) => token !== 'off')).toEqual([]);
  });
});

describe('pasting is never blocked (WCAG 3.3.8)', () => {
  it('card number, CVV and billing zip take a paste from the clipboard (Ctrl+V)', async () => {
    const { page } = await openPage('demo', `/d/${RIVERA.id}`);
    await signIn(page, RIVERA);
    const f = fields(page);
    for (const [field, text] of [
      [f.number, '4111 1111 1111 1111'],
      [f.cvv, '123'],
      [f.zip, '30301'],
    ] as const) {
      await page.evaluate((value) => navigator.clipboard.writeText(value), text);
      await field.focus();
      await page.keyboard.press('Control+V');
      expect((await field.inputValue()).replace(/\s/g, ''), `pasted into ${await field.getAttribute('name')}`).toBe(
        text.replace(/\s/g, ''),
      );
    }
  });
});
