// The fault matrix's row for a payment from a bank account (issue 33): the same ProcessPayment call,
// its token from the stand-in's bank dialog, behind the same waiting modal and repost question.
import type { Locator, Page } from 'playwright-core';

import { paymentCopy as paymentCopyWords } from '@/screens/guarantor/payment/copy';
import { paymentMessages as paymentMessagesWords } from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { OUTCOME_UNKNOWN, REFUSAL } from '../faults';
import { confirmationHeading, fields, RIVERA, signIn, waitForPaymentPost } from '../payment';
import { type CallRow, okButton, origin } from './row';

const paymentCopy = english(paymentCopyWords);
const paymentMessages = english(paymentMessagesWords);

const repostQuestion = (page: Page) => page.getByRole('alertdialog', { name: paymentCopy.repostTitle, exact: true });
const holder = (page: Page) => page.getByLabel(paymentCopy.accountHolderName, { exact: true });

/** 'Pay from bank account', then 'Connect and pay' in the stand-in's bank dialog. */
async function payFromBank(page: Page): Promise<void> {
  await page.getByRole('button', { name: paymentCopy.payFromBank, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect your bank', exact: true });
  await dialog.getByRole('button', { name: 'Connect and pay', exact: true }).click();
}

const typedBankPayment = (page: Page): [Locator, string][] => [
  [fields(page).amount, '245.50'],
  [fields(page).email, 'maria@example.com'],
  [fields(page).phone, '4045550100'],
  [holder(page), 'Maria L Rivera'],
];

export const BANK_ROWS: CallRow[] = [
  {
    call: 'processPayment',
    title: 'processPayment from a bank account',
    // The card's row tries every fault on the same call and the same client code (src/app/live/payment.ts):
    // here one of each kind it tells apart (a refusal, an answered fault, no answer, a gateway's), in the
    // npm test budget.
    faults: ['HTTP 400 with a body', 'HTTP 500', 'dropped connection', 'HTTP 502 from the gateway'],
    open: async (page) => {
      await page.goto(`${origin('bank')}/d/D1001`);
      await signIn(page, RIVERA);
      for (const [field, value] of typedBankPayment(page)) await field.fill(value);
    },
    trigger: async (page) => {
      const posted = waitForPaymentPost(page).then(() => 'posted' as const);
      const question = repostQuestion(page);
      const asked = question.waitFor().then(() => 'asked' as const);
      await payFromBank(page);
      // After a post that got no answer the next bank token asks first, as a card's does.
      if ((await Promise.race([posted, asked])) === 'asked') {
        await question.getByRole('button', { name: paymentCopy.repostConfirm, exact: true }).click();
      }
      await posted;
      asked.catch(() => {});
    },
    sees: (fault) =>
      fault === 'HTTP 400 with a body'
        ? { text: paymentMessages.failureHeading, detail: REFUSAL }
        : { alertDialog: paymentMessages.networkFailure },
    dismiss: okButton(paymentCopy.ok),
    afterwards: async (page, fault) => {
      if (!OUTCOME_UNKNOWN.includes(fault)) return;
      await payFromBank(page);
      const question = repostQuestion(page);
      await question.waitFor();
      await question.getByRole('button', { name: paymentCopy.repostCancel, exact: true }).click();
      await question.waitFor({ state: 'detached' });
    },
    typed: typedBankPayment,
    recovered: (page) => confirmationHeading(page).waitFor(),
  },
];
