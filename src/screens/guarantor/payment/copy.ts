// Text of the payment form (spec section 2, item 3). Validation and failure messages come from the
// machine (machines/rules/messages.ts).
import { msg } from '@lingui/core/macro';

import { money } from '@machines/rules/money';

export const paymentCopy = {
  heading: msg`Enter Your Payment Information`,
  acceptedCards: msg`Accepted cards`,
  /** The row's name when it also shows the bank symbol (issue 33). */
  acceptedMethods: msg`Accepted payment methods`,
  bankAccount: msg`Bank account`,
  amountFullOrPartial: msg`Enter Full or Partial Payment`,
  amountEnter: msg`Enter Payment Amount`,
  amountReadOnly: msg`Payment Amount`,
  email: msg`Email`,
  /** WCAG 3.3.2: which contact fields are optional, and when one is needed, said before the submit. */
  contactHint: msg`Email and phone number are optional. For a partial payment, enter at least one so we can send your monthly reminder.`,
  phone: msg`Phone Number`,
  paymentOption: msg`Select a payment option`,
  savedCard: (last4: string, exDate: string) => msg`Use card on file: (${last4} EX: ${exDate})`,
  newCard: msg`Add new Credit Card`,
  /** The wallets' area (issue 24); 'Apple Pay' is Apple's brand name, the same in every language. */
  walletsLabel: msg`Pay with a digital wallet`,
  applePay: msg`Apple Pay`,
  walletsOrCard: msg`Or pay by card below.`,
  /** The bank account's area (issue 33; wording in docs/decisions.md). */
  bankLabel: msg`Pay from a bank account`,
  payFromBank: msg`Pay from bank account`,
  accountHolderName: msg`Account Holder Name`,
  /**
   * The debit's authorization, shown before the button is pressed (Square requires the buyer's
   * authorization in the payment flow): who, how much as typed, once, today, and how to revoke or ask.
   */
  bankAuthorization: (provider: string, amount: number | null, date: string, providerPhone: string) => {
    const phone = providerPhone.trim();
    const values = { provider, amount: amount === null ? '' : money(amount), date, phone };
    const descriptor =
      amount === null
        ? phone
          ? msg({
              message:
                "By pressing 'Pay from bank account', you authorize {provider} to debit the amount entered above once from the bank account you connect, on {date}. To revoke this authorization or ask a question, call {phone}.",
            })
          : msg({
              message:
                "By pressing 'Pay from bank account', you authorize {provider} to debit the amount entered above once from the bank account you connect, on {date}. To revoke this authorization or ask a question, call your provider.",
            })
        : phone
          ? msg({
              message:
                "By pressing 'Pay from bank account', you authorize {provider} to debit {amount} once from the bank account you connect, on {date}. To revoke this authorization or ask a question, call {phone}.",
            })
          : msg({
              message:
                "By pressing 'Pay from bank account', you authorize {provider} to debit {amount} once from the bank account you connect, on {date}. To revoke this authorization or ask a question, call your provider.",
            });
    return { ...descriptor, values };
  },
  nameOnCard: msg`Name on Card`,
  cardNumber: msg`Card Number`,
  expMonth: msg`Expiration Month`,
  expYear: msg`Expiration Year`,
  monthPlaceholder: msg`Month`,
  yearPlaceholder: msg`Year`,
  cvv: msg`CVV`,
  billingZip: msg`Billing Zip Code`,
  loadingCardForm: msg`Loading the secure card form…`,
  /** The card widget's script or card did not load (blocked, offline): how to pay anyway. */
  cardFormUnavailable: (providerPhone: string) => {
    const phone = providerPhone.trim();
    return phone
      ? msg`The secure card form could not be loaded. Please reload the page, or call ${phone} to pay by phone.`
      : msg`The secure card form could not be loaded. Please reload the page, or call your provider to pay by phone.`;
  },
  submit: msg`Submit Payment`,
  processingTitle: msg`Processing Payment`,
  processingBody: msg`One moment please...`,
  ok: msg`OK`,
  /** Asked before posting again after a post that got no answer (issue 17; wording in docs/decisions.md). */
  repostTitle: msg`Your last payment may have gone through`,
  repostBody: (providerPhone: string) => {
    const phone = providerPhone.trim();
    return phone
      ? msg`We did not get an answer about your last payment, so your card may already have been charged. If you pay again, you could be charged twice. To check first, call ${phone}.`
      : msg`We did not get an answer about your last payment, so your card may already have been charged. If you pay again, you could be charged twice. To check first, call your provider.`;
  },
  repostConfirm: msg`Pay again`,
  repostCancel: msg`Do not pay now`,
} as const;

/** Spec section 9: card months 1-12, years 2025 to 2038. */
export const CARD_MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
export const CARD_YEARS = Array.from({ length: 2038 - 2025 + 1 }, (_, i) => 2025 + i);
