// Issue 25: a payment or an autopay enrolment whose outcome is unknown (a dropped connection, or a
// gateway's 502 / 504 in front of the billing API) is never sent again unasked. On the production
// bundle; the gateway answers come from the demo server's fault switch (src/demo/faults.ts). The
// same through the dev server's proxy: dev-proxy.e2e.ts. Every call × fault: faults.e2e.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { PROVIDERS } from '@/demo/providers';
import { DEMO_CARDS } from '@/demo/scenarioValues';
import { autopayCopy as autopayCopyWords } from '@/screens/confirmation/copy';
import { paymentCopy as paymentCopyWords } from '@/screens/guarantor/payment/copy';
import { paymentMessages as paymentMessagesWords } from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, setUpBrowser, waitForFocus } from './support/browser';
import { type Fault, inject, recordRequests } from './support/faults';
import {
  card,
  confirmationHeading,
  fields,
  fillCard,
  paymentHeading,
  recordPaymentPosts,
  RIVERA,
  signIn,
  submitButton,
} from './support/payment';

const autopayCopy = english(autopayCopyWords);
const paymentCopy = english(paymentCopyWords);
const paymentMessages = english(paymentMessagesWords);
const PHONE = PROVIDERS.demo!.Phone;

const { openPage } = setUpBrowser();

// A gateway's answer here; the proxy's 502 for a drop: dev-proxy.e2e.ts; every fault × call, the
// question included: faults.e2e.ts.
const PAYMENT_FAULTS: Fault[] = ['HTTP 502 from the gateway'];
const repostQuestion = (page: Page) => page.getByRole('alertdialog', { name: paymentCopy.repostTitle, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe.each(PAYMENT_FAULTS)('a payment answered by %s', (fault) => {
  it("is never posted again by itself; the next submit asks, and 'Do not pay now' posts nothing", async () => {
    const { page } = await openPage('demo', `/d/${RIVERA.id}`);
    const posts = recordPaymentPosts(page);
    await signIn(page, RIVERA);
    const heal = await inject(page, API_PATHS.processPayment, fault);
    await fillCard(page, card(DEMO_CARDS.approved));
    await submitButton(page).click();
    const alert = page.getByRole('alertdialog', { name: paymentMessages.networkFailure, exact: true });
    await alert.getByRole('button', { name: paymentCopy.ok, exact: true }).click();
    await heal();
    expect(posts).toHaveLength(1);

    await fillCard(page, card(DEMO_CARDS.approved));
    await submitButton(page).click();
    const question = repostQuestion(page);
    await question.waitFor();
    expect(await question.innerText()).toContain(paymentCopy.repostBody(PHONE));
    // Focus is on the choice that cannot charge.
    await waitForFocus(page, button(page, paymentCopy.repostCancel));
    await expectNoA11yViolations(page, `the repost question after ${fault}`);
    await button(page, paymentCopy.repostCancel).click();
    await question.waitFor({ state: 'detached' });
    await paymentHeading(page).waitFor();
    expect(posts).toHaveLength(1);
    expect(await fields(page).number.inputValue()).toBe(DEMO_CARDS.approved);

    // 'Pay again', on purpose: one more post, and this one goes through.
    await submitButton(page).click();
    await button(page, paymentCopy.repostConfirm).click();
    await confirmationHeading(page).waitFor();
    expect(posts).toHaveLength(2);
  });
});

describe.each(['dropped connection'] satisfies Fault[])('an autopay enrolment answered by %s', (fault) => {
  it("says it may have gone through; 'Close' enrols nothing more, 'Enroll again' once more", async () => {
    const { page } = await openPage('demo', `/d/${RIVERA.id}`);
    const enrolments = recordRequests(page, API_PATHS.createAutopayEnrollment);
    await signIn(page, RIVERA);
    await fillCard(page, card(DEMO_CARDS.approved));
    await submitButton(page).click();
    const offer = page.getByRole('dialog', { name: autopayCopy.offerTitle, exact: true });
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
    const { page } = await openPage('demo', `/d/${RIVERA.id}`);
    const enrolments = recordRequests(page, API_PATHS.createAutopayEnrollment);
    await signIn(page, RIVERA);
    await fillCard(page, card(DEMO_CARDS.approved));
    await submitButton(page).click();
    await inject(page, API_PATHS.createAutopayEnrollment, 'HTTP 504 from the gateway');
    await button(page, autopayCopy.enroll).click();
    const question = page.getByRole('alertdialog', { name: autopayCopy.uncertainTitle, exact: true });
    await button(page, autopayCopy.close).click();
    await question.waitFor({ state: 'detached' });
    await waitForFocus(page, confirmationHeading(page));
    expect(enrolments).toHaveLength(1);
  });
});
