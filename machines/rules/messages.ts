// Every user-visible string the machines produce (spec sections 5 and 8), written once, exactly as
// the spec writes it (typos included: msg`Expriation`). Screens and tests import them from here.
import { msg } from '@lingui/core/macro';

import { money } from './money';
import type { Words } from './words';

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
  /** Alert on a network failure of the post. */
  networkFailure: msg`Sorry, there was an error while processing your transaction.`,
} as const;

/** Card form of the statement lookup flow (spec section 5). */
/** Spec section 5 'Zip pattern (all forms)': one text for every form that checks it. */
const invalidPostalCode = msg`That postal code is not a valid US or Canadian postal code.`;

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

export const confirmInfoMessages = {
  providerIdEmpty: msg`The provider id is empty`,
  deliveryIdEmpty: msg`The delivery id is empty`,
  lastNameRequired: msg`Please enter the guarantor's last name`,
  zipRequired: msg`Please enter the guarantor's zip code`,
  zipInvalid: invalidPostalCode,
} as const;

/** Statement lookup form (spec section 5), and its failure (section 8). */
export const lookupMessages = {
  /** Inline, after the field was touched. */
  identifierInline: msg`Please enter your Guarantor Id or Account Number as shown on your statement`,
  lastNameInline: msg`Please enter your last name`,
  zipInline: msg`Please enter a valid Zip Code`,
  /** The identifier's label when the provider has no VerificationLabel1: the words of the spec's inline message. */
  identifierLabel: msg`Guarantor Id or Account Number`,
  /**
   * Submit-time checks, in the spec's order; the label is the provider's VerificationLabel1 (shown as
   * delivered) or, without one, the portal's own label (translated whole, so the sentence reads right).
   */
  identifierRequired: (label: Words) =>
    typeof label === 'string' ? msg`Please enter the ${label}` : msg`Please enter the Guarantor Id or Account Number`,
  lastNameRequired: confirmInfoMessages.lastNameRequired,
  zipRequired: confirmInfoMessages.zipRequired,
  providerIdMissing: msg`ProviderId is not set`,
  /** The lookup failed or matched no one: an alert with no detail. */
  failure: msg`ERROR`,
} as const;

export const deliveryMessages = {
  /** Shown above the server's ErrorMessage when guarantor validation fails. */
  validationFailed: msg`We had a problem retrieving your billing information from your provider's system. Please try again`,
  /** Alert on a network failure of the delivery guarantor validation. */
  networkFailure: msg`ERROR`,
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

export const notificationMessages = {
  invalidEmail: msg`Please enter a valid email address`,
  failure: msg`There was a problem while trying to update your address. Please try again, if the problem continues, contact your provider.`,
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
