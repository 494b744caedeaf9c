import { describe, expect, it } from 'vitest';

import { confirmationCopy as confirmationCopyMessages } from '@/screens/confirmation/copy';
import { english } from '@tests/support/language';

import { FITS_EVERY_PHONE, setUpEngine, sidewaysAtPhoneWidths } from '../harness';
import { confirmationCopy, paymentCopy, signIn, waitForText } from './steps';

// Paying from a bank account (issue 33) on provider `bank` (D1001 / Rivera / 30301), through the
// stand-in's bank dialog, in each engine at phone size on the production bundle: the authorization
// before the press, Square's dialog, the confirmation that says business days.
const bankNote = english(confirmationCopyMessages).bankNote;
const RIVERA = { id: 'D1001', lastName: 'Rivera', zip: '30301' };

const { visit } = setUpEngine();

describe('a payment from a bank account (provider bank)', () => {
  it('authorizes the debit, connects the bank and reaches the confirmation', async () => {
    const driver = await visit(`/d/${RIVERA.id}`, 'production', 'bank');
    await signIn(driver, RIVERA);
    const said = await waitForText(driver, paymentCopy.payFromBank, '.bank-payment:not([hidden])');
    expect(said).toContain('Riverside Family Medicine to debit $245.50 once');
    expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll with the bank account').toEqual(FITS_EVERY_PHONE);
    await driver.pressButton(paymentCopy.payFromBank);
    await waitForText(driver, 'Amount: $245.50', 'dialog');
    await driver.pressButton('Connect and pay');
    await waitForText(driver, confirmationCopy.heading);
    await waitForText(driver, bankNote);
  });
});
