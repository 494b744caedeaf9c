// Text of the confirmation page and the autopay / reminder dialogs (spec section 2 items 8 and 9).
// The machine's messages (amount rules, the autopay failure) are in machines/rules/messages.ts.
import { msg, selectOrdinal } from '@lingui/core/macro';

import { money } from '@machines/rules/money';

// The day of the month ('the 1st', 'the 22nd', 'the 13th') is an ICU selectordinal inside the message,
// so each catalogue writes it its own way (Spanish: 'el día 5'), never an English suffix glued on.

export const confirmationCopy = {
  heading: msg`Payment Confirmation`,
  thanks: msg`Thank you. Your payment was received.`,
  empty: msg`There is no payment to show in this window. The confirmation appears here right after a payment; if you gave an e-mail address, your receipt was also sent to it.`,
  home: msg`Go to the home page`,
  provider: msg`Provider`,
  phone: msg`Phone`,
  paymentDate: msg`Payment Date`,
  amount: msg`Payment Amount`,
  patientName: msg`Patient Name`,
  patientId: msg`Patient Id`,
  confirmationId: msg`Confirmation Id`,
  postingNote: msg`Please allow up to 3 business days for your payment to post to your account.`,
  /** A bank payment (ACH, issue 33): Square says it takes up to 3 business days (docs/decisions.md). */
  bankNote: msg`You paid from a bank account. A bank payment takes up to 3 business days to complete, and it posts to your account once it does.`,
} as const;

export const autopayCopy = {
  offerTitle: msg`Thank you for today's payment!`,
  offerBody: msg`Enroll in Autopay and we will charge your card a set amount each month until your balance is paid.`,
  /** After a bank payment (issue 33): autopay debits the account the payment came from. */
  offerBodyBank: msg`Enroll in Autopay and we will debit the same bank account a set amount each month until your balance is paid.`,
  offerSchedule: (day: number) =>
    msg`Payments are processed on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} of each month (or the next business day). We send a reminder 7 days before each one.`,
  amountLabel: msg`Monthly payment amount`,
  enroll: msg`Enroll in Autopay`,
  noThanks: msg`No Thanks`,
  enrolling: msg`Enrolling you in Autopay…`,
  enabledTitle: msg`Autopay Enabled`,
  /** The amount renders as money for the page's language. */
  enabledBody: (amount: number) => ({
    ...msg({ message: 'You are enrolled in Autopay for {amount} each month until your balance is paid.' }),
    values: { amount: money(amount) },
  }),
  closeWindow: msg`Close Window`,
  failureTitle: msg`Autopay`,
  uncertainTitle: msg`Your Autopay enrollment may have gone through`,
  /** After an enrolment whose outcome is unknown: enrolling again could set up a second schedule. */
  uncertainBody: (providerPhone: string) => {
    const phone = providerPhone.trim();
    return phone
      ? msg`We did not get an answer about your Autopay enrollment, so it may already be set up. If you enroll again, you could be charged twice each month. To check first, call ${phone}.`
      : msg`We did not get an answer about your Autopay enrollment, so it may already be set up. If you enroll again, you could be charged twice each month. To check first, call your provider.`;
  },
  enrollAgain: msg`Enroll again`,
  ok: msg`OK`,
  reminderTitle: msg`Monthly Payment Reminder`,
  reminderBody: (day: number | null) =>
    day
      ? msg`We will send you a reminder on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} of each month to make your next payment.`
      : msg`We will send you a monthly reminder to make your next payment.`,
  saveCard: msg`Save my card for my next payments`,
  saveCardDisclaimer: msg`Your card number is not kept. A secure token from our card processor is stored in place of your card details.`,
  close: msg`Close`,
} as const;
