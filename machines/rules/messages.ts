// Every user-visible string the machines produce (spec sections 5 and 8), written once, exactly as
// the spec writes it (typos included: 'Expriation'). Screens and tests import them from here.
import { formatMoney } from './money';

export const paymentMessages = {
  amountRequired: 'Please enter a payment amount.',
  /** The spec's '${MP}' renders as money: '$5.00' (formatMoney supplies the '$'). */
  minimumPayment: (mp: number) =>
    `Sorry, the minimum allowed payment is ${formatMoney(mp)}. Please enter ${formatMoney(mp)} or more.`,
  aboveMaximum: 'Sorry, your payment amount cannot exceed the total amount due.',
  partialNeedsContact:
    'Please include an email or text number for Partial Payments so that we have a method to send you a monthly reminder for your next payment.',
  invalidEmail: 'Sorry, your email address is invalid. Please verify and try again.',
  nameOnCardRequired: 'Please enter the name on your card.',
  invalidCardData: 'Invalid credit card data...',
  invalidCardNumber: 'Your card number has an invalid format...',
  invalidCvv: 'Invalid CVV...',
  invalidExpiration: 'Invalid Expriation Date...',
  invalidBillingZip: 'Invalid billing zip code...',
  /** Heading of the error box; the server's ErrorMessage follows it. */
  failureHeading: 'Sorry, there was an error while processing your payment',
  /** Alert on a network failure of the post. */
  networkFailure: 'Sorry, there was an error while processing your transaction.',
} as const;

/** Card form of the statement lookup flow (spec section 5). */
/** Spec section 5 'Zip pattern (all forms)': one text for every form that checks it. */
const invalidPostalCode = 'That postal code is not a valid US or Canadian postal code.';

export const cardFormMessages = {
  nameRequired: "Please enter the cardholder's name",
  numberRequired: 'Please enter the card number',
  numberInvalid: 'The CardNumber field is not a valid credit card number.',
  monthRequired: 'Please enter the expiration month',
  yearRequired: 'Please enter the expiration year',
  cvvRequired: "Please enter the card's security code",
  zipRequired: 'Please enter the billing zip code',
  zipInvalid: invalidPostalCode,
} as const;

export const confirmInfoMessages = {
  providerIdEmpty: 'The provider id is empty',
  deliveryIdEmpty: 'The delivery id is empty',
  lastNameRequired: "Please enter the guarantor's last name",
  zipRequired: "Please enter the guarantor's zip code",
  zipInvalid: invalidPostalCode,
} as const;

/** Statement lookup form (spec section 5), and its failure (section 8). */
export const lookupMessages = {
  /** Inline, after the field was touched. */
  identifierInline: 'Please enter your Guarantor Id or Account Number as shown on your statement',
  lastNameInline: 'Please enter your last name',
  zipInline: 'Please enter a valid Zip Code',
  /** Submit-time checks, in the spec's order; the label is the provider's VerificationLabel1. */
  identifierRequired: (label: string) => `Please enter the ${label}`,
  lastNameRequired: confirmInfoMessages.lastNameRequired,
  zipRequired: confirmInfoMessages.zipRequired,
  providerIdMissing: 'ProviderId is not set',
  /** The lookup failed or matched no one: an alert with no detail. */
  failure: 'ERROR',
} as const;

export const deliveryMessages = {
  /** Shown above the server's ErrorMessage when guarantor validation fails. */
  validationFailed:
    "We had a problem retrieving your billing information from your provider's system. Please try again",
  /** Alert on a network failure of the delivery guarantor validation. */
  networkFailure: 'ERROR',
} as const;

export const autopayMessages = {
  invalidAmount: 'Please enter a valid payment amount',
  /** The spec's '$X' renders as money: '$25.00'. */
  minimum: (x: number) =>
    `Sorry, the minimum monthly payment is ${formatMoney(x)}. If you wish to enroll in automatic payments, please enter ${formatMoney(x)} or more.`,
  failure: 'There was a problem with your autopay request. Autopay is not available at this time',
} as const;

export const notificationMessages = {
  invalidEmail: 'Please enter a valid email address',
  failure:
    'There was a problem while trying to update your address. Please try again, if the problem continues, contact your provider.',
} as const;

export const financingMessages = {
  failure: "Sorry, there was an error while redirecting to our partner's site. Please try again later",
} as const;

export const quickPayMessages = {
  /** Confirm dialog; the amount renders as money: 'Are you sure you want to make this $150.00 payment'. */
  confirm: (amount: number) => `Are you sure you want to make this ${formatMoney(amount)} payment`,
} as const;
