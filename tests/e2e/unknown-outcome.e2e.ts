// Issue 25: an autopay enrolment whose outcome is unknown (a dropped connection, or a gateway's 504
// in front of the billing API) is never sent again unasked: 'Enroll again' on purpose, or 'Close'. On
// the production bundle; gateway answers come from the demo server's fault switch (src/demo/faults.ts).
// The payment's repost question after every unknown outcome, and 'Do not pay now' posting nothing:
// faults.e2e.ts; both through the dev server's proxy: dev-proxy.e2e.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { PROVIDERS } from '@/demo/providers';
import { DEMO_CARDS } from '@/demo/scenarioValues';
import { autopayCopy as autopayCopyWords } from '@/screens/confirmation/copy';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, setUpBrowser, waitForFocus } from './support/browser';
import { type Fault, inject, recordRequests } from './support/faults';
import { card, confirmationHeading, fillCard, RIVERA, signIn, submitButton } from './support/payment';

const autopayCopy = english(autopayCopyWords);
const PHONE = PROVIDERS.demo!.Phone;

const { openPage } = setUpBrowser();

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * Rivera pays the bill with the approved card, then the autopay offer opens: its dialog, the page, and
 * every autopay enrolment the page posts from the start.
 */
async function payThenOffer() {
  const { page } = await openPage('demo', `/d/${RIVERA.id}`);
  const enrolments = recordRequests(page, API_PATHS.createAutopayEnrollment);
  await signIn(page, RIVERA);
  await fillCard(page, card(DEMO_CARDS.approved));
  await submitButton(page).click();
  const offer = page.getByRole('dialog', { name: autopayCopy.offerTitle, exact: true });
  await offer.waitFor();
  return { page, enrolments, offer };
}

describe.each(['dropped connection'] satisfies Fault[])('an autopay enrolment answered by %s', (fault) => {
  it("says it may have gone through; 'Close' enrols nothing more, 'Enroll again' once more", async () => {
    const { page, enrolments, offer } = await payThenOffer();
    await offer.getByLabel(autopayCopy.amountLabel, { exact: true }).fill('30');
    const heal = await inject(page, API_PATHS.createAutopayEnrollment, fault);
    await button(page, autopayCopy.enroll).click();

    const question = page.getByRole('alertdialog', { name: autopayCopy.uncertainTitle, exact: true });
    await question.waitFor();
    expect(await question.innerText()).toContain(autopayCopy.uncertainBody(PHONE));
    await waitForFocus(page, button(page, autopayCopy.close));
    await expectNoA11yViolations(page, `the autopay question after ${fault}`);
    expect(enrolments).toHaveLength(1);
    await heal();

    await button(page, autopayCopy.enrollAgain).click();
    await page.getByRole('dialog', { name: autopayCopy.enabledTitle, exact: true }).waitFor();
    expect(enrolments).toHaveLength(2);
  });
});

describe('an autopay enrolment that may have gone through', () => {
  it("'Close' goes back to the receipt without a second enrolment", async () => {
    const { page, enrolments } = await payThenOffer();
    await inject(page, API_PATHS.createAutopayEnrollment, 'HTTP 504 from the gateway');
    await button(page, autopayCopy.enroll).click();
    const question = page.getByRole('alertdialog', { name: autopayCopy.uncertainTitle, exact: true });
    await button(page, autopayCopy.close).click();
    await question.waitFor({ state: 'detached' });
    await waitForFocus(page, confirmationHeading(page));
    expect(enrolments).toHaveLength(1);
  });
});
