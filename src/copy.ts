// User-visible text of the shell and message pages, written once (spec section 2) so tests can
// import it as well as see it. Machine-produced messages live in machines/rules/messages.ts.

export const copy = {
  loading: 'Loading…',
  needHelp: 'Need Help?',
  privacyTerms: 'Privacy & Terms',
  copyright: '© 2025 All rights reserved.',
  close: 'Close',
  maintenance: {
    heading: 'Sorry, we are currently down for maintenance',
    body: 'Please try again in a few hours.',
  },
  locked: {
    heading: 'Your Account is Locked',
    body: (phone: string) =>
      `The maximum number of validation attempts was exceeded. Please call our office at ${phone}.`,
  },
  notAccepting: { heading: 'Sorry we cannot accept payments at this time.' },
  invalidBalance: {
    heading: 'Sorry, we cannot take a payment for this account online at this time.',
    body: (phone: string) => `Please call our office at ${phone} for your current balance.`,
  },
  duplicate: {
    heading:
      'Sorry we cannot accept additional payments at this time. Only one payment is allowed per 24 hours. Please try again later.',
  },
  invalidDelivery: {
    heading:
      'Sorry, the link you followed is invalid or has expired. Please contact your provider to receive an updated payment link',
  },
  notFound: { heading: 'Sorry', body: 'We could not find the page you asked for.', home: 'Go to the home page' },
  home: { heading: 'Please Enter Statement Information' },
  help: {
    title: 'Need Help?',
    sections: [
      {
        heading: 'Partial Payments',
        body: 'You can pay your bill in full or in part. After a partial payment, we will send you reminders by e-mail or text regularly until your balance is paid.',
      },
      {
        heading: 'Payment Receipt',
        body: 'If you give us an e-mail address when you pay, we will e-mail you a receipt. You can also take a screenshot of the confirmation page.',
      },
      {
        heading: 'Auto-Payments',
        body: 'After a partial payment you will be invited to join our Auto-Pay program. You pick a monthly amount that is charged to your credit card until your balance is paid. If we have your e-mail address, we e-mail you a receipt for each payment.',
      },
      {
        heading: 'Mail in Payments',
        body: 'You can mail your payment to the address shown at the bottom of the page after you log in.',
      },
      {
        heading: 'Print Paper Bill',
        body: "If you received your bill by e-mail, use the 'Print Bill' icon after you log in. If you received your bill by text, either click the link, log in and take a screenshot of the landing page (it shows the Practice, Patient Name, Date of Service and Amount Due), or reply 'Email' to the text to switch to e-mail notifications. The e-mail may take several days depending on the billing cycle.",
      },
    ],
    closing: (phone: string) => `If you have any other questions, please contact our office at ${phone}.`,
  },
  privacy: {
    title: 'Privacy & Terms',
    body: [
      'This site is operated for your healthcare provider to let you view and pay your bill.',
      'Your card number and security code are sent only to the payment processor. They are never stored in your browser.',
      'Your session ends after 30 minutes or when you close this tab.',
    ],
  },
  /** The support code (src/observability/supportCode.ts) and the trace a guarantor can hand to support. */
  support: {
    quote: 'If you call us, quote support code',
    download: 'Download a record of this visit for our support team',
    downloadNote:
      'The record lists the steps you took on this site. It holds no card details, names, addresses or e-mail addresses.',
  },
} as const;
