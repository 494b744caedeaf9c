import { describe, expect, it } from 'vitest';

import { autopayCopy as autopayCopyMessages } from '@/screens/confirmation/copy';
import { paymentMessages } from '@machines/rules/messages';
import { card, RIVERA } from '@tests/e2e/support/payment';
import { english } from '@tests/support/language';

import { type EngineDriver, until } from '../driver';
import { FITS_EVERY_PHONE, setUpEngine, sidewaysAtPhoneWidths } from '../harness';
import { confirmationCopy, paymentCopy, waitForText } from './steps';

// A whole payment by keyboard alone (D1001), in each engine at phone size on the production
// bundle: Tab, typing, Enter; the focus follows the error and the autopay dialog.
const autopayCopy = english(autopayCopyMessages);
const m = english(paymentMessages);

/** The focused element's id (or name), and whether it is inside a dialog. */
const focused = (driver: EngineDriver) =>
  driver.evaluate(() => {
    const el = document.activeElement;
    return { id: el?.id || el?.getAttribute('name') || el?.tagName || '', inDialog: !!el?.closest('[role="dialog"]') };
  });

/** Presses Tab (or Shift+Tab) until the element `id` has the focus; fails if it never does. */
async function tabTo(driver: EngineDriver, id: string, backwards = false): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if ((await focused(driver)).id === id) return;
    await driver.pressKey(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect((await focused(driver)).id, `Tab never reached #${id}`).toBe(id);
}

const { visit } = setUpEngine();

describe('keyboard only', () => {
  it('from the link to the confirmation with Tab, typing and Enter; focus follows the error and the dialog', async () => {
    const driver = await visit(`/d/${RIVERA.id}`);
    await until('the zip field', () => driver.evaluate(() => !!document.getElementById('confirm-zip')), Boolean);
    await tabTo(driver, 'confirm-zip');
    await driver.typeText(RIVERA.zip);
    await driver.pressKey('Tab');
    expect((await focused(driver)).id).toBe('confirm-last-name');
    await driver.typeText(RIVERA.lastName);
    await driver.pressKey('Enter');
    await waitForText(driver, paymentCopy.heading);

    // The name is left out: the error takes the focus, and Shift+Tab leads back to the name.
    const entry = card();
    await tabTo(driver, 'field-cardNumber');
    const typed: [string, string][] = [
      ['field-cardNumber', entry.number],
      ['field-expMonth', entry.month], // type-ahead picks the option '12'
      ['field-expYear', entry.year],
      ['field-cardCVV', entry.cvv],
      ['field-billingZip', entry.zip],
    ];
    for (const [index, [id, text]] of typed.entries()) {
      if (index > 0) await driver.pressKey('Tab');
      expect((await focused(driver)).id).toBe(id);
      await driver.typeText(text);
    }
    const values = await driver.evaluate(() =>
      ['field-cardNumber', 'field-expMonth', 'field-expYear', 'field-cardCVV', 'field-billingZip'].map(
        (id) => (document.getElementById(id) as HTMLInputElement | null)?.value,
      ),
    );
    expect(values).toEqual([entry.number, entry.month, entry.year, entry.cvv, entry.zip]);
    await driver.pressKey('Enter');
    await waitForText(driver, m.nameOnCardRequired);
    await tabTo(driver, 'field-nameOnCard', true);
    await driver.typeText(entry.name);
    await driver.pressKey('Enter');

    await waitForText(driver, confirmationCopy.heading);
    await waitForText(driver, autopayCopy.offerTitle, '[role="dialog"]');
    await until(
      'the focus in the autopay dialog',
      () => focused(driver),
      (f) => f.inDialog,
    );
    expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll with the autopay offer open').toEqual(
      FITS_EVERY_PHONE,
    );
    await driver.pressKey('Escape');
    await until(
      'the autopay dialog to close',
      () => driver.readText('[role="dialog"]'),
      (text) => text === '',
    );
    await until(
      'the focus on the confirmation heading',
      () => driver.evaluate(() => document.activeElement?.tagName ?? ''),
      (tag) => tag === 'H1',
    );
  });
});
