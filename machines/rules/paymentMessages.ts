// The account's messages (spec sections 5 and 8): the payment form, the statement lookup flow's card
// form, autopay, financing and quick-pay, exactly as the spec writes them (typos included:
// 'Expriation'). Their words load with the account's code (lingui.config.ts); ./messages.ts
// re-exports them.
import { msg } from '@lingui/core/macro';

import { money } from './money';

/** Spec section 5 'Zip pattern (all forms)': the same words as confirm-info's. */
const invalidPostalCode = msg`That postal code is not a valid US or Canadian postal code.`;

export const paymentMessages = {
  amountRequired: msg`Please enter a payment amount.`,
  /** The spec's '${MP}' renders as money: '$5.00' (the screen writes it for the page's language). */
  minimumPayment: (mp: number) => ({
    ...msg({ message: 'Sorry, the minimum allowed payment is {minimum}. Please enter {minimum} or more.' }),
    values: { minimum: money(mp) },
  }),
  aboveMaximum: msg`Sorry, your payment amount cannot exceed the total amount due.`,
  partialNeedsContact: msg`Please include an email or text number for Partial Payments so that we have a method to send you a monthly reminder for your next payment.`,
  invalidEmail: msg`Sorry, your email address is invalid. Please verify and try again.`,
  nameOnCardRequired: msg`Please enter the name on your card.`,
  invalidCardData: msg`Invalid credit card data...`,
  invalidCardNumber: msg`Your card number has an invalid format...`,
  invalidCvv: msg`Invalid CVV...`,
  invalidExpiration: msg`Invalid Expriation Date...`,
  invalidBillingZip: msg`Invalid billing zip code...`,
  /** Heading of the error box; the server's ErrorMessage follows it. */
  failureHeading: msg`Sorry, there was an error while processing your payment`,
  /** A wallet's sheet failed (not cancelled): nothing was posted (issue 24, wording in docs/decisions.md). */
  walletFailed: msg`Your wallet payment did not go through and nothing was charged. Please try again, or pay by card.`,
  /** Square's bank dialog needs the account holder's name (issue 33, wording in docs/decisions.md). */
  accountHolderRequired: msg`Please enter the account holder's name.`,
  /** Square's bank dialog failed (not closed by the guarantor): nothing was posted (issue 33). */
  bankFailed: msg`Your bank payment did not go through and nothing was charged. Please try again, or pay by card.`,
  /** Alert on a network failure of the post. */
  networkFailure: msg`Sorry, there was an error while processing your transaction.`,
  /** The page reloaded (or the browser discarded the tab) while a payment was posted (issue 46). */
  postInterrupted: msg`The page reloaded while your payment was being sent. It may have gone through, so we will ask you before you pay again.`,
} as const;

/** Card form of the statement lookup flow (spec section 5). */
export const cardFormMessages = {
  nameRequired: msg`Please enter the cardholder's name`,
  numberRequired: msg`Please enter the card number`,
  numberInvalid: msg`The CardNumber field is not a valid credit card number.`,
  monthRequired: msg`Please enter the expiration month`,
  yearRequired: msg`Please enter the expiration year`,
  cvvRequired: msg`Please enter the card's security code`,
  zipRequired: msg`Please enter the billing zip code`,
  zipInvalid: invalidPostalCode,
} as const;

export const autopayMessages = {
  invalidAmount: msg`Please enter a valid payment amount`,
  /** The spec's '$X' renders as money: '$25.00'. */
  minimum: (x: number) => ({
    ...msg({
      message:
        'Sorry, the minimum monthly payment is {minimum}. If you wish to enroll in automatic payments, please enter {minimum} or more.',
    }),
    values: { minimum: money(x) },
  }),
  failure: msg`There was a problem with your autopay request. Autopay is not available at this time`,
} as const;

export const financingMessages = {
  failure: msg`Sorry, there was an error while redirecting to our partner's site. Please try again later`,
} as const;

export const quickPayMessages = {
  /** Confirm dialog; the amount renders as money: 'Are you sure you want to make this $150.00 payment'. */
  confirm: (amount: number) => ({
    ...msg({ message: 'Are you sure you want to make this {payment} payment' }),
    values: { payment: money(amount) },
  }),
} as const;
