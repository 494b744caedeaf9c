// Text of the payment form (spec section 2, item 3). Validation and failure messages come from the
// machine (machines/rules/messages.ts).
export const paymentCopy = {
  heading: 'Enter Your Payment Information',
  acceptedCards: 'Accepted cards',
  amountFullOrPartial: 'Enter Full or Partial Payment',
  amountEnter: 'Enter Payment Amount',
  amountReadOnly: 'Payment Amount',
  email: 'Email',
  phone: 'Phone Number',
  paymentOption: 'Select a payment option',
  savedCard: (last4: string, exDate: string) => `Use card on file: (${last4} EX: ${exDate})`,
  newCard: 'Add new Credit Card',
  nameOnCard: 'Name on Card',
  cardNumber: 'Card Number',
  expMonth: 'Expiration Month',
  expYear: 'Expiration Year',
  monthPlaceholder: 'Month',
  yearPlaceholder: 'Year',
  cvv: 'CVV',
  billingZip: 'Billing Zip Code',
  loadingCardForm: 'Loading the secure card form…',
  /** The card widget's script or card did not load (blocked, offline): how to pay anyway. */
  cardFormUnavailable: (phone: string) =>
    `The secure card form could not be loaded. Please reload the page, or call ${phone.trim() || 'your provider'} to pay by phone.`,
  submit: 'Submit Payment',
  processingTitle: 'Processing Payment',
  processingBody: 'One moment please...',
  ok: 'OK',
  /** Asked before posting again after a post that got no answer (issue 17; wording in docs/decisions.md). */
  repostTitle: 'Your last payment may have gone through',
  repostBody: (phone: string) =>
    `We did not get an answer about your last payment, so your card may already have been charged. If you pay again, you could be charged twice. To check first, call ${phone.trim() || 'your provider'}.`,
  repostConfirm: 'Pay again',
  repostCancel: 'Do not pay now',
} as const;

/** Spec section 9: card months 1-12, years 2025 to 2038. */
export const CARD_MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
export const CARD_YEARS = Array.from({ length: 2038 - 2025 + 1 }, (_, i) => 2025 + i);
