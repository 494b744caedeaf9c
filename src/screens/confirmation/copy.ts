// Text of the confirmation page and the autopay / reminder dialogs (spec section 2 items 8 and 9).
// The machine's messages (amount rules, the autopay failure) are in machines/rules/messages.ts.

/** 1 → '1st', 2 → '2nd', 11 → '11th', 22 → '22nd'. */
export function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

export const confirmationCopy = {
  heading: 'Payment Confirmation',
  thanks: 'Thank you. Your payment was received.',
  empty:
    'There is no payment to show in this window. The confirmation appears here right after a payment; if you gave an e-mail address, your receipt was also sent to it.',
  home: 'Go to the home page',
  provider: 'Provider',
  phone: 'Phone',
  paymentDate: 'Payment Date',
  amount: 'Payment Amount',
  patientName: 'Patient Name',
  patientId: 'Patient Id',
  confirmationId: 'Confirmation Id',
  postingNote: 'Please allow up to 3 business days for your payment to post to your account.',
} as const;

export const autopayCopy = {
  offerTitle: "Thank you for today's payment!",
  offerBody: 'Enroll in Autopay and we will charge your card a set amount each month until your balance is paid.',
  offerSchedule: (day: number) =>
    `Payments are processed on the ${ordinal(day)} of each month (or the next business day). We send a reminder 7 days before each one.`,
  amountLabel: 'Monthly payment amount',
  enroll: 'Enroll in Autopay',
  noThanks: 'No Thanks',
  enrolling: 'Enrolling you in Autopay…',
  enabledTitle: 'Autopay Enabled',
  enabledBody: (amount: string) => `You are enrolled in Autopay for ${amount} each month until your balance is paid.`,
  closeWindow: 'Close Window',
  failureTitle: 'Autopay',
  ok: 'OK',
  reminderTitle: 'Monthly Payment Reminder',
  reminderBody: (day: number | null) =>
    day
      ? `We will send you a reminder on the ${ordinal(day)} of each month to make your next payment.`
      : 'We will send you a monthly reminder to make your next payment.',
  saveCard: 'Save my card for my next payments',
  saveCardDisclaimer:
    'Your card number is not kept. A secure token from our card processor is stored in place of your card details.',
  close: 'Close',
} as const;
