// Text of staff-assisted entry /apgt/{tokenId} (spec section 2, single sign-on entry).
import { msg } from '@lingui/core/macro';

export const ssoCopy = {
  /** Only a status while ValidateBySso2 runs: nothing of the flow shows before the answer. */
  checking: msg`Checking the payment session…`,
  problemHeading: msg`Sorry, there was a problem accepting a payment.`,
  /** The request failed (the spec only logs it): what the staff member can do. */
  failedBody: msg`The payment session could not be verified, so no payment can be taken on this page. Please reload this page to try again. If the problem continues, start a new payment session from your billing system.`,
} as const;
