import { describe, expect, it } from 'vitest';

import { card, RIVERA } from '@tests/e2e/support/payment';

import { until } from '../driver';
import { setUpEngine } from '../harness';
import { fillCard, formValues, paymentCopy, signIn, waitForText } from './steps';

// Issue 46 in each engine, at phone size, on the production bundle: a reload of the bill (what a
// phone does to a tab left in the background) comes back to the bill with what was typed, without
// the card number or CVV, and without asking who the guarantor is. Typed values have no repeated
// neighbouring characters (WebKitGTK's Actions API drops them: docs/decisions.md).
const { visit } = setUpEngine();

describe('a reload on the bill (D1001)', () => {
  it('comes back to the bill with what was typed, never the card number or CVV', async () => {
    const driver = await visit(`/d/${RIVERA.id}`);
    await signIn(driver, RIVERA);
    await driver.fillByLabel(paymentCopy.amountFullOrPartial, '45.60');
    await driver.fillByLabel(paymentCopy.email, 'ana@example.com');
    await fillCard(driver, card('4111111111111111', { name: 'Ana Rivera' }));
    // The billing zip is kept when it is left, as every field is.
    await driver.pressKey('Tab');
    const typed = await formValues(driver);
    await until(
      'the bill kept in the tab',
      () => driver.evaluate(() => sessionStorage.getItem('portal_kept:bill:/d/D1001') ?? ''),
      (kept) => kept.includes(RIVERA.zip) && kept.includes('45.60'),
    );

    await driver.reload();
    await waitForText(driver, paymentCopy.heading);
    expect(await formValues(driver)).toEqual({ ...typed, 'field-cardNumber': '', 'field-cardCVV': '' });
    expect(typed['field-nameOnCard']).toBe('Ana Rivera');
  });
});
