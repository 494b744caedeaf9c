// Every user-visible message the machines produce (spec sections 5 and 8), written once, exactly as
// the spec writes it (typos included: 'Expriation'), as Lingui descriptors: a machine holds the
// message, the screen that shows it writes it in the page's language (src/i18n). Screens and tests
// import them from here. The ways in have theirs here; the account's (payment, card form, autopay,
// financing, quick-pay) are in ./paymentMessages.ts, whose words load with the account's code.
import { msg } from '@lingui/core/macro';

export * from './paymentMessages';
import type { Words } from './words';

/** Spec section 5 'Zip pattern (all forms)': one text for every form that checks it. */
const invalidPostalCode = msg`That postal code is not a valid US or Canadian postal code.`;

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

export const notificationMessages = {
  invalidEmail: msg`Please enter a valid email address`,
  failure: msg`There was a problem while trying to update your address. Please try again, if the problem continues, contact your provider.`,
} as const;
