import { describe, expect, it } from 'vitest';

import { SESSION_TOKEN_LIFETIME_MS, TOKEN_KEY, TOKEN_TIMESTAMP_KEY } from '@/api/session';
import { sessionCopy as sessionCopyMessages } from '@/screens/session/copy';
import { RIVERA } from '@tests/e2e/support/payment';
import { english } from '@tests/support/language';

import { until } from '../driver';
import { FITS_EVERY_PHONE, setUpEngine, sidewaysAtPhoneWidths } from '../harness';
import { formValues, paymentCopy, signIn, waitForText } from './steps';

// The session warning and its extension (issue 17, WCAG 2.2.1) in each engine at phone size, on the
// production bundle (30-minute token). No engine here has a test clock, so once the guarantor has typed,
// the journey stops the page's clock (Date.now, which is all the session reads: src/app/live/session.ts)
// a second before the token's end, inside the warning's last minutes, and tells the page at once (a
// window regaining focus ticks the session's clock): the warning opens at the journey's word, never in
// the middle of its typing, and the stopped clock cannot end the session while a slow engine presses
// its button. (The warning's exact moment, 28 minutes in, is session.e2e.ts's, on Playwright's clock.)
const sessionCopy = english(sessionCopyMessages);
const WARNING = '[role="alertdialog"]';
/** How old the token is when the page's clock stops: a second short of its lifetime. */
const WARNING_AGE_MS = SESSION_TOKEN_LIFETIME_MS - 1000;
/** Only catches a hang (the warning's code loads when it first opens). */
const WARNING_WAIT_MS = 60_000;

/**
 * `fn(arg)` as a page function: the engines' evaluate sends a function's source (no closure reaches
 * the page), so `arg` is written into that source as JSON.
 */
function withArgument<A, T>(fn: (arg: A) => T, arg: A): () => T {
  const source = `() => (${fn.toString()})(${JSON.stringify(arg)})`;
  return Object.assign(() => fn(arg), { toString: () => source });
}

/** Runs in the page: its clock stops `ageMs` after the token's stamp, and the window regains focus. */
function stopClockAtTokenAge({ stampKey, ageMs }: { stampKey: string; ageMs: number }): number {
  const at = Number(sessionStorage.getItem(stampKey)) + ageMs;
  Date.now = () => at;
  window.dispatchEvent(new Event('focus'));
  return at;
}

const { visit } = setUpEngine();

describe('session warning (D1001)', () => {
  it('warns before the session ends; Stay signed in renews it and keeps what was typed', async () => {
    const driver = await visit(`/d/${RIVERA.id}`);
    await signIn(driver, RIVERA);
    await driver.fillByLabel(paymentCopy.email, 'maria@example.com');
    const typed = await formValues(driver);
    const token = async () => {
      const stored = Object.fromEntries(await driver.evaluate(() => Object.entries<string>(sessionStorage)));
      return { value: stored[TOKEN_KEY], stamp: Number(stored[TOKEN_TIMESTAMP_KEY]) };
    };
    const issued = await token();
    expect(issued.value, 'the sign-in token').toBeTruthy();
    expect(await driver.readText(WARNING), 'no warning before the clock says so').toBe('');

    const stoppedAt = await driver.evaluate(
      withArgument(stopClockAtTokenAge, { stampKey: TOKEN_TIMESTAMP_KEY, ageMs: WARNING_AGE_MS }),
    );
    await waitForText(driver, sessionCopy.warningTitle, WARNING, WARNING_WAIT_MS);
    expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll with the warning open').toEqual(FITS_EVERY_PHONE);
    await driver.pressButton(sessionCopy.staySignedIn);
    await until(
      'the warning to close',
      // A boolean, not the element: WebKit's driver cannot hand back a node that left the page meanwhile.
      () => driver.evaluate(() => document.querySelector('[role="alertdialog"]') !== null),
      (open) => !open,
    );
    const renewed = await token();
    expect(renewed.value, 'a new token from the server').not.toBe(issued.value);
    expect(renewed.stamp, 'stored when the page renewed it').toBe(stoppedAt);
    expect(await formValues(driver)).toEqual(typed);
    expect(typed['field-email']).toBe('maria@example.com');
  });
});
