import { msg } from '@lingui/core/macro';

export const deliveryCopy = {
  confirmInfo: msg`Please Confirm Your Info`,
  zip: msg`Enter Your Zip Code`,
  lastName: msg`Enter Your Last Name`,
  continue: msg`Continue`,
  checking: msg`Checking your information…`,
} as const;
