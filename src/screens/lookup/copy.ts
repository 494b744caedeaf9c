import { copy } from '@/copy';

// Text of the statement lookup form (spec section 2). Its validation messages and alerts come from
// machines/rules/messages.ts (lookupMessages); the identifier's label is the provider's VerificationLabel1.
export const lookupCopy = {
  heading: copy.home.heading,
  lastName: 'Last Name',
  zipCode: 'Zip Code',
  continue: 'Continue',
  /** The disabled button while the form is not valid. */
  enterForm: 'Enter form',
  checking: 'One moment while we process your request',
  ok: 'OK',
} as const;
