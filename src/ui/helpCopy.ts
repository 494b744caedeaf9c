// The help screen's and the footer dialogs' words (spec section 2, 'Need Help?'), loaded with the
// dialogs' code, not before the first render (their own catalogue part, lingui.config.ts).
import { msg } from '@lingui/core/macro';

export const helpCopy = {
  /** The language assistance view (issue 48): the provider's taglines, phone and TTY, nondiscrimination. */
  languageAssistance: {
    title: msg`Language assistance`,
    call: (phone: string) => msg`Call ${phone}.`,
    tty: (tty: string) => msg`TTY: ${tty}`,
    nondiscrimination: msg`Notice of nondiscrimination`,
  },
  help: {
    title: msg`Need Help?`,
    sections: [
      {
        heading: msg`Partial Payments`,
        body: msg`You can pay your bill in full or in part. After a partial payment, we will send you reminders by e-mail or text regularly until your balance is paid.`,
      },
      {
        heading: msg`Payment Receipt`,
        body: msg`If you give us an e-mail address when you pay, we will e-mail you a receipt. You can also take a screenshot of the confirmation page.`,
      },
      {
        heading: msg`Auto-Payments`,
        body: msg`After a partial payment you will be invited to join our Auto-Pay program. You pick a monthly amount that is charged to your credit card until your balance is paid. If we have your e-mail address, we e-mail you a receipt for each payment.`,
      },
      {
        heading: msg`Mail in Payments`,
        body: msg`You can mail your payment to the address shown at the bottom of the page after you log in.`,
      },
      {
        heading: msg`Print Paper Bill`,
        body: msg`If you received your bill by e-mail, use the 'Print Bill' icon after you log in. If you received your bill by text, either click the link, log in and take a screenshot of the landing page (it shows the Practice, Patient Name, Date of Service and Amount Due), or reply 'Email' to the text to switch to e-mail notifications. The e-mail may take several days depending on the billing cycle.`,
      },
    ],
    closing: (phone: string) => msg`If you have any other questions, please contact our office at ${phone}.`,
  },
  privacy: {
    title: msg`Privacy & Terms`,
    body: [
      msg`This site is operated for your healthcare provider to let you view and pay your bill.`,
      msg`Your card number and security code are sent only to the payment processor. They are never stored in your browser.`,
      msg`Your session ends after 30 minutes or when you close this tab.`,
    ],
  },
  /** The support code (src/observability/supportCode.ts) and the trace a guarantor can hand to support. */
  support: {
    download: msg`Download a record of this visit for our support team`,
    downloadNote: msg`The record lists the steps you took on this site. It holds no card details, names, addresses or e-mail addresses.`,
  },
} as const;
