// Text of 'Change Your Notification Method' (spec section 2 item 11). The machine's messages
// (invalid e-mail, save failure) are in machines/rules/messages.ts.
export const notificationCopy = {
  heading: 'Change Your Notification Method',
  intro: 'Enter the e-mail address where you would like to receive your billing notifications.',
  emailLabel: 'Email Address',
  save: 'Save Changes',
  saving: 'One moment please',
  thankYou: 'Thank You',
  saved: 'Your changes have been saved.',
} as const;
