import { describe, expect, it } from 'vitest';

import { copy as shellCopyMessages } from '@/copy';
import { confirmationCopy as confirmationCopyMessages } from '@/screens/confirmation/copy';
import { guarantorCopy as guarantorCopyMessages } from '@/screens/guarantor/copy';
import { paymentCopy as paymentCopyMessages } from '@/screens/guarantor/payment/copy';
import { helpCopy as helpCopyMessages } from '@/ui/helpCopy';
import { card, RIVERA, spaced } from '@tests/e2e/support/payment';
import { english, spanish } from '@tests/support/language';

import { FITS_EVERY_PHONE, setUpEngine, sidewaysAtPhoneWidths } from '../harness';
import { escapeDialog, fillCard, signIn, waitForText } from './steps';

// The footer's help dialog ('Need Help?') and a Spanish link (?lang=es) paid to the Spanish
// confirmation, in each engine at phone size on the production bundle.
const shellCopy = english(shellCopyMessages);
const helpCopy = english(helpCopyMessages);
const es = {
  bill: spanish(guarantorCopyMessages),
  payment: spanish(paymentCopyMessages),
  confirmation: spanish(confirmationCopyMessages),
};
const DIALOG = '[role="dialog"]';

const { visit } = setUpEngine();

describe('the help dialog and a Spanish link', () => {
  it("'Need Help?' opens the help dialog, which fits the phone and closes with Escape", async () => {
    const driver = await visit(`/d/${RIVERA.id}`);
    await signIn(driver, RIVERA);
    await driver.pressButton(shellCopy.needHelp);
    const help = await waitForText(driver, helpCopy.help.title, DIALOG);
    expect(help).toContain(helpCopy.help.sections[0]!.heading);
    expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll with the help dialog open').toEqual(FITS_EVERY_PHONE);
    await escapeDialog(driver, 'the help dialog');
  });

  it('pays from the Spanish bill to the Spanish confirmation', async () => {
    const driver = await visit(`/d/${RIVERA.id}?lang=es`);
    await signIn(driver, RIVERA, 'es');
    expect(await driver.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await driver.readText()).toContain(es.bill.title);
    expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll on the Spanish bill').toEqual(FITS_EVERY_PHONE);
    await fillCard(driver, card(spaced('4111111111111111')), 'es');
    await driver.pressButton(es.payment.submit);
    await waitForText(driver, es.confirmation.heading);
    expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll on the Spanish confirmation').toEqual(
      FITS_EVERY_PHONE,
    );
  });
});
