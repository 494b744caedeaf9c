import { describe, expect, it } from 'vitest';

import { PAYMENT_ERROR_ID } from '@/screens/guarantor/payment/errorField';
import { RIVERA } from '@tests/e2e/support/payment';

import { type EngineDriver, until } from '../driver';
import { setUpEngine } from '../harness';
import { charged, paymentPostsAnswered } from './posts';
import { confirmationCopy, paymentCopy, signIn, waitForText } from './steps';

// Issue 46, the bank whose sign-in is at the bank's own site (Plaid's OAuth banks), in each engine at
// phone size on the production bundle, provider `bank` (D1001 / Rivera / 30301): 'Sign in at your bank'
// in the stand-in's bank dialog takes the whole tab to the stand-in bank page and back
// (demo-public/demo/square-bank-trip.js). Approve: the payment posts once, to the confirmation. Cancel
// or the browser's Back: the bill as it was, nothing posted, no error, the bank button ready.
const { visit } = setUpEngine();

const EMAIL = 'ana@example.com';
const BANK_PAGE = '/demo/bank.html';

/** What the page's address and the bill's bank button say (read in the page). */
const place = (driver: EngineDriver) =>
  driver.evaluate(() => ({
    path: location.pathname,
    search: location.search,
    bankButtons: [...document.querySelectorAll<HTMLButtonElement>('.bank-payment:not([hidden]) button')].map(
      (button) => ({ name: button.textContent?.trim(), disabled: button.disabled }),
    ),
  }));

/** Rivera's bill on provider `bank`, signed in, an e-mail typed and kept in the tab. */
async function openTheBill(): Promise<EngineDriver> {
  const driver = await visit(`/d/${RIVERA.id}`, 'production', 'bank');
  await signIn(driver, RIVERA);
  await driver.fillByLabel(paymentCopy.email, EMAIL);
  await driver.pressKey('Tab');
  await until(
    'the bill kept in the tab',
    () => driver.evaluate(() => sessionStorage.getItem('portal_kept:bill:/d/D1001') ?? ''),
    (kept) => kept.includes(EMAIL),
  );
  return driver;
}

/** From the bill, the bank button, then 'Sign in at your bank': the whole tab at the bank's own page. */
async function toTheBank(driver: EngineDriver): Promise<void> {
  await driver.pressButton(paymentCopy.payFromBank);
  await waitForText(driver, 'Sign in at your bank', 'dialog');
  await driver.pressButton('Sign in at your bank');
  await waitForText(driver, 'Your bank', 'h1');
  expect((await place(driver)).path).toBe(BANK_PAGE);
}

/** Back on the bill as it was: the e-mail kept, no error, the bank button ready, nothing posted or charged. */
async function expectTheBillAsItWas(driver: EngineDriver): Promise<void> {
  await waitForText(driver, paymentCopy.heading);
  const ready = await until(
    'the bank button ready',
    () => place(driver),
    ({ bankButtons }) => bankButtons.some((b) => b.name === paymentCopy.payFromBank && !b.disabled),
  );
  // The bank's answer is read once: the address is the bill's own again.
  expect(ready).toMatchObject({ path: `/d/${RIVERA.id}`, search: '' });
  expect(await driver.evaluate(() => (document.getElementById('field-email') as HTMLInputElement | null)?.value)).toBe(
    EMAIL,
  );
  expect(await driver.readText(`#${PAYMENT_ERROR_ID}`)).toBe('');
  const alerts = await driver.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="alert"], [role="alertdialog"]')]
      .map((el) => el.innerText.trim())
      .filter(Boolean),
  );
  expect(alerts).toEqual([]);
  expect(await paymentPostsAnswered(driver)).toEqual([]);
  expect(await charged(driver)).toEqual([]);
}

describe("the bank's own sign-in page, away and back (provider bank)", () => {
  it('Approve: back on the bill, the payment posts once, to the confirmation', async () => {
    const driver = await openTheBill();
    await toTheBank(driver);
    await driver.pressButton('Approve');
    await waitForText(driver, confirmationCopy.heading);
    await waitForText(driver, confirmationCopy.bankNote);
    expect(await paymentPostsAnswered(driver)).toHaveLength(1);
    expect(await charged(driver)).toEqual([expect.objectContaining({ DeliveryId: RIVERA.id, Amount: 245.5 })]);
  });

  it("Cancel, then the browser's Back on a second trip: each time the bill as it was, nothing posted", async () => {
    const driver = await openTheBill();
    await toTheBank(driver);
    await driver.pressButton('Cancel');
    await expectTheBillAsItWas(driver);
    // The bank button is ready indeed: it takes the tab to the bank again, and Back is a cancel too.
    await toTheBank(driver);
    await driver.back();
    await expectTheBillAsItWas(driver);
  });
});
