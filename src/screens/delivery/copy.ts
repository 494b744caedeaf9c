export const deliveryCopy = {
  confirmInfo: 'Please Confirm Your Info',
  zip: 'Enter Your Zip Code',
  lastName: 'Enter Your Last Name',
  continue: 'Continue',
  checking: 'Checking your information…',
} as const;
