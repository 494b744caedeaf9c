import { describe, expect, it } from 'vitest';

import { SSO_OK } from '@/demo/scenarioValues';
import { guarantorCopy as guarantorCopyMessages } from '@/screens/guarantor/copy';
import { lookupCopy as lookupCopyMessages } from '@/screens/lookup/copy';
import { card, spaced } from '@tests/e2e/support/payment';
import { english } from '@tests/support/language';

import { FITS_EVERY_PHONE, setUpEngine, sidewaysAtPhoneWidths } from '../harness';
import { confirmationCopy, fillCard, paymentCopy, waitForText } from './steps';

// The other ways in, in each engine at phone size on the production bundle: statement lookup
// (A1001 / Rivera / 30301) and single sign-on (/apgt/SSO-OK, the amount read-only), each to the
// confirmation.
const lookupCopy = english(lookupCopyMessages);
const guarantorCopy = english(guarantorCopyMessages);
const ACCOUNT_NUMBER = 'Account Number'; // the demo provider's VerificationLabel1

const { visit } = setUpEngine();

describe('statement lookup and single sign-on', () => {
  it('A1001: the statement, then a card payment to the confirmation', async () => {
    const driver = await visit('/');
    await waitForText(driver, lookupCopy.heading);
    await driver.fillByLabel(ACCOUNT_NUMBER, 'A1001');
    await driver.fillByLabel(lookupCopy.lastName, 'Rivera');
    await driver.fillByLabel(lookupCopy.zipCode, '30301');
    expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll on the lookup form').toEqual(FITS_EVERY_PHONE);
    await driver.pressButton(lookupCopy.continue);
    const bill = await waitForText(driver, guarantorCopy.title);
    expect(bill).toContain('$245.50');
    expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll on the statement').toEqual(FITS_EVERY_PHONE);
    await fillCard(driver, card(spaced('4111111111111111')));
    await driver.pressButton(paymentCopy.submit);
    await waitForText(driver, confirmationCopy.heading);
    expect(await driver.evaluate(() => location.pathname)).toBe('/confirmation');
  });

  it('SSO-OK: the bill with a read-only amount, paid to the confirmation', async () => {
    const driver = await visit(`/apgt/${SSO_OK}`);
    await waitForText(driver, guarantorCopy.title);
    const amount = await driver.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('#payment-amount');
      return { readOnly: input?.readOnly, value: input?.value };
    });
    expect(amount).toEqual({ readOnly: true, value: '$245.50' });
    expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll on the staff-assisted bill').toEqual(FITS_EVERY_PHONE);
    await fillCard(driver, card(spaced('4111111111111111')));
    await driver.pressButton(paymentCopy.submit);
    await waitForText(driver, confirmationCopy.heading);
  });
});
