import { describe, expect, it } from 'vitest';

import { DELIVERIES } from '@/demo/deliveries';
import { quickPayCopy as quickPayCopyMessages } from '@/screens/guarantor/copy';
import { quickPayMessages as quickPayMessagesMessages } from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { FITS_EVERY_PHONE, setUpEngine, sidewaysAtPhoneWidths } from '../harness';
import { confirmationCopy, signIn, waitForText } from './steps';

// Quick-pay with the saved card (D1002 / Chen / 94105) and its confirmation dialog, in each engine
// at phone size on the production bundle.
const quickPayCopy = english(quickPayCopyMessages);
const quickPayMessages = english(quickPayMessagesMessages);
const CHEN = { id: 'D1002', lastName: 'Chen', zip: '94105' };
const amount = DELIVERIES.find((d) => d.DeliveryId === CHEN.id)!.guarantor.DefaultPaymentAmount!;

const { visit } = setUpEngine();

describe('quick-pay (D1002)', () => {
  it('pays the default amount with the saved card after the confirming question', async () => {
    const driver = await visit(`/d/${CHEN.id}`);
    await signIn(driver, CHEN, 'en', quickPayCopy.remainingBalance);
    expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll on quick-pay').toEqual(FITS_EVERY_PHONE);
    await driver.pressButton(quickPayCopy.submit(amount));
    await waitForText(driver, quickPayMessages.confirm(amount), '[role="alertdialog"]');
    expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll with the question open').toEqual(FITS_EVERY_PHONE);
    await driver.pressButton(quickPayCopy.yes);
    await waitForText(driver, confirmationCopy.heading);
    expect(await driver.evaluate(() => location.pathname)).toBe('/confirmation');
  });
});
