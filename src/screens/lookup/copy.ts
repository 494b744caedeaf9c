import { msg } from '@lingui/core/macro';

import { copy } from '@/copy';

// Text of the statement lookup form (spec section 2). Its validation messages and alerts come from
// machines/rules/messages.ts (lookupMessages); the identifier's label is the provider's VerificationLabel1.
export const lookupCopy = {
  heading: copy.home.heading,
  lastName: msg`Last Name`,
  zipCode: msg`Zip Code`,
  continue: msg`Continue`,
  /** The disabled button while the form is not valid. */
  enterForm: msg`Enter form`,
  checking: msg`One moment while we process your request`,
  ok: msg`OK`,
} as const;
