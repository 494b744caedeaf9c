// Text of 'Change Your Notification Method' (spec section 2 item 11). The machine's messages
// (invalid e-mail, save failure) are in machines/rules/messages.ts.
import { msg } from '@lingui/core/macro';

export const notificationCopy = {
  heading: msg`Change Your Notification Method`,
  intro: msg`Enter the e-mail address where you would like to receive your billing notifications.`,
  emailLabel: msg`Email Address`,
  save: msg`Save Changes`,
  saving: msg`One moment please`,
  thankYou: msg`Thank You`,
  saved: msg`Your changes have been saved.`,
} as const;
