import { describe, expect, it } from 'vitest';

import { TOKEN_TIMESTAMP_KEY } from '@/api/session';
import { sessionCopy as sessionCopyMessages } from '@/screens/session/copy';
import { RIVERA } from '@tests/e2e/support/payment';
import { english } from '@tests/support/language';

import { until } from '../driver';
import { FITS_EVERY_PHONE, setUpEngine, sidewaysAtPhoneWidths } from '../harness';
import { formValues, paymentCopy, signIn, waitForText } from './steps';

// The session warning and its extension (issue 17, WCAG 2.2.1) in each engine at phone size. No engine
// here has a test clock, so the journey opens the production bundle built with a short token
// (npm run build:e2e-session: the warning opens 15 s after signing in) and waits for it.
const sessionCopy = english(sessionCopyMessages);
const WARNING = '[role="alertdialog"]';
/** The sign-in's 15 s, with room for a busy machine. */
const WARNING_WAIT_MS = 60_000;

const { visit } = setUpEngine();

describe('session warning (D1001)', () => {
  it('warns before the session ends; Stay signed in renews it and keeps what was typed', async () => {
    const driver = await visit(`/d/${RIVERA.id}`, 'shortSession');
    await signIn(driver, RIVERA);
    await driver.fillByLabel(paymentCopy.email, 'maria@example.com');
    const typed = await formValues(driver);
    const tokenStamp = async () =>
      Number(Object.fromEntries(await driver.evaluate(() => Object.entries(sessionStorage)))[TOKEN_TIMESTAMP_KEY]);
    const issued = await tokenStamp();

    await waitForText(driver, sessionCopy.warningTitle, WARNING, WARNING_WAIT_MS);
    expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll with the warning open').toEqual(FITS_EVERY_PHONE);
    await driver.pressButton(sessionCopy.staySignedIn);
    await until(
      'the warning to close',
      // A boolean, not the element: WebKit's driver cannot hand back a node that left the page meanwhile.
      () => driver.evaluate(() => document.querySelector('[role="alertdialog"]') !== null),
      (open) => !open,
    );
    expect(await tokenStamp(), 'a new token').toBeGreaterThan(issued);
    expect(await formValues(driver)).toEqual(typed);
    expect(typed['field-email']).toBe('maria@example.com');
  });
});
