// The fault matrix's rows for the calls around a payment: financing, the payment itself, autopay.
import type { Locator, Page } from 'playwright-core';

import { DEMO_CARDS, FINANCING_ORIGIN } from '@/demo/scenarioValues';
import { autopayCopy as autopayCopyWords } from '@/screens/confirmation/copy';
import {
  paymentOptionCopy as paymentOptionCopyWords,
  quickPayCopy as quickPayCopyWords,
} from '@/screens/guarantor/copy';
import { paymentCopy as paymentCopyWords } from '@/screens/guarantor/payment/copy';
import {
  autopayMessages as autopayMessagesWords,
  financingMessages as financingMessagesWords,
  paymentMessages as paymentMessagesWords,
} from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { expectNoA11yViolations } from '../browser';
import { confirmInfo } from '../delivery';
import { OUTCOME_UNKNOWN, REFUSAL } from '../faults';
import {
  card,
  confirmationHeading,
  fields,
  fillCard,
  RIVERA,
  signIn,
  submitButton,
  waitForPaymentPost,
} from '../payment';
import { type CallRow, h1, okButton, origin } from './row';

const autopayCopy = english(autopayCopyWords);
const paymentOptionCopy = english(paymentOptionCopyWords);
const quickPayCopy = english(quickPayCopyWords);
const paymentCopy = english(paymentCopyWords);
const autopayMessages = english(autopayMessagesWords);
const financingMessages = english(financingMessagesWords);
const paymentMessages = english(paymentMessagesWords);

const repostQuestion = (page: Page) => page.getByRole('alertdialog', { name: paymentCopy.repostTitle, exact: true });

/** Payment: the typed form minus the card number and CVV, which never outlive a post attempt. */
const typedPayment = (page: Page): [Locator, string][] => {
  const f = fields(page);
  return [
    [f.amount, '245.50'],
    [f.email, 'maria@example.com'],
    [f.phone, '4045550100'],
    [f.name, 'Maria Rivera'],
    [f.month, '12'],
    [f.zip, '30301'],
  ];
};

export const PAYMENT_ROWS: CallRow[] = [
  {
    call: 'thirdPartyFinancingUrl',
    open: async (page) => {
      // The partner's site is not reachable offline: answer for it so the new tab loads.
      await page.context().route(`${FINANCING_ORIGIN}/**`, (route) => route.fulfill({ body: 'ok' }));
      await page.goto(`${origin()}/d/D1002`);
      await confirmInfo(page, '94105', 'Chen');
      await h1(page, quickPayCopy.remainingBalance).waitFor();
      await page.getByRole('button', { name: quickPayCopy.details, exact: true }).click();
      await fields(page).email.fill('chen@example.com');
    },
    trigger: (page) => page.getByRole('button', { name: paymentOptionCopy.paymentPlan, exact: true }).click(),
    sees: () => ({ text: financingMessages.failure }),
    typed: (page) => [[fields(page).email, 'chen@example.com']],
    recovered: (page) => page.getByRole('link', { name: paymentOptionCopy.link, exact: true }).waitFor(),
  },
  {
    call: 'createAutopayEnrollment',
    open: async () => {},
    // The offer closes after a failure (section 8), so each try is a new payment on the demo's seed
    // data (?demo-reset: the demo keeps one payment per guarantor and day; the fault switch stays).
    trigger: async (page) => {
      await page.goto(`${origin()}/d/D1001?demo-reset`);
      await signIn(page, RIVERA);
      await fillCard(page, card(DEMO_CARDS.approved));
      await submitButton(page).click();
      const offer = page.getByRole('dialog', { name: autopayCopy.offerTitle, exact: true });
      await offer.getByLabel(autopayCopy.amountLabel, { exact: true }).fill('30');
      await offer.getByRole('button', { name: autopayCopy.enroll, exact: true }).click();
    },
    // An answered failure: the alert of section 8. No answer that says what happened: the enrolment
    // may have gone through (issue 25), closed with 'Close', never enrolled again unasked.
    sees: (fault) =>
      OUTCOME_UNKNOWN.includes(fault)
        ? { alertDialog: autopayCopy.uncertainTitle }
        : { alertDialog: autopayMessages.failure },
    dismiss: (page, seen) =>
      okButton(
        'alertDialog' in seen && seen.alertDialog === autopayCopy.uncertainTitle ? autopayCopy.close : autopayCopy.ok,
      )(page, seen),
    recovered: (page) => page.getByRole('dialog', { name: autopayCopy.enabledTitle, exact: true }).waitFor(),
  },
  {
    call: 'processPayment',
    open: async (page) => {
      await page.goto(`${origin()}/d/D1001`);
      await signIn(page, RIVERA);
      const f = fields(page);
      await f.amount.fill('245.50');
      await f.email.fill('maria@example.com');
      await f.phone.fill('4045550100');
      await fillCard(page, card(DEMO_CARDS.approved));
    },
    trigger: async (page) => {
      // The card number and CVV are typed again for every attempt (they were wiped by the last one).
      const f = fields(page);
      await f.number.fill(DEMO_CARDS.approved);
      await f.cvv.fill('123');
      const posted = waitForPaymentPost(page).then(() => 'posted' as const);
      const question = repostQuestion(page);
      const asked = question.waitFor().then(() => 'asked' as const);
      await submitButton(page).click();
      // After a post that got no answer the next submit asks first, and nothing is posted until 'Pay again'.
      if ((await Promise.race([posted, asked])) === 'asked') {
        await question.getByRole('button', { name: paymentCopy.repostConfirm, exact: true }).click();
      }
      await posted;
      asked.catch(() => {});
    },
    // HTTP 400: the server refused the payment, its message under the heading; anything else: the network
    // alert. After a drop, a time-out or a gateway's 502/504 the next trigger meets the repost question.
    sees: (fault) =>
      fault === 'HTTP 400 with a body'
        ? { text: paymentMessages.failureHeading, detail: REFUSAL }
        : { alertDialog: paymentMessages.networkFailure },
    dismiss: okButton(paymentCopy.ok),
    // After an unknown outcome the next submit asks first, and 'Do not pay now' posts nothing.
    afterwards: async (page, fault) => {
      if (!OUTCOME_UNKNOWN.includes(fault)) return;
      await fields(page).number.fill(DEMO_CARDS.approved);
      await fields(page).cvv.fill('123');
      await submitButton(page).click();
      const question = repostQuestion(page);
      await question.waitFor();
      if (fault === 'dropped connection') await expectNoA11yViolations(page, 'the repost question');
      await question.getByRole('button', { name: paymentCopy.repostCancel, exact: true }).click();
      await question.waitFor({ state: 'detached' });
    },
    typed: typedPayment,
    recovered: (page) => confirmationHeading(page).waitFor(),
  },
];
