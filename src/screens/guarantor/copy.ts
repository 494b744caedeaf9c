// Text of the validated-guarantor view (spec section 2, "Delivery and payment screens").
import { msg } from '@lingui/core/macro';

import { money } from '@machines/rules/money';

export const guarantorCopy = {
  title: msg`Your Bill`,
  amountDue: msg`Total Amount Due`,
  encounters: msg`Your Visits`,
  patient: (name: string) => msg`Patient: ${name}`,
  location: (name: string) => msg`Location: ${name}`,
  details: msg`Details`,
  detailsFor: (date: string) => msg`Details for the visit on ${date}`,
  serviceDetail: msg`Service Detail`,
  showDetail: msg`Show Detail`,
  hideDetail: msg`Hide Detail`,
  // The spec's 'Total: $' plus the balance: the money value supplies the '$' for the page's language.
  total: (balance: number) => ({ ...msg({ message: 'Total: {balance}' }), values: { balance: money(balance) } }),
  insurancePlans: (plans: string) => msg`Insurance plans on file: ${plans}`,
  close: msg`Close`,
  date: msg`Date`,
  description: msg`Description`,
  amount: msg`Amount`,
  balance: msg`Balance`,
  visitId: msg`Visit Id`,
  recentPayments: msg`Recent Payments`,
  dateProcessed: msg`Date Processed`,
  paymentAmount: msg`Payment Amount`,
  updateInfoPrompt: msg`Do you need to update your personal or insurance information?`,
  updateInfoButton: msg`Yes, update my information`,
  mailChecksTo: msg`Mail Checks to`,
  yourGuarantorId: msg`Your Guarantor Id`,
  refundPolicy: msg`Refund Policy`,
  printBill: msg`Print Bill`,
  statement: msg`Statement`,
  billingQuestions: msg`For billing questions, call`,
  patientId: msg`Patient Id`,
} as const;

export const quickPayCopy = {
  remainingBalance: msg`Remaining Balance Due`,
  submit: (amount: number) => ({
    ...msg({ message: 'Click to Submit {amount} Payment' }),
    values: { amount: money(amount) },
  }),
  differentAmount: msg`Pay a different amount`,
  changeCard: (last4: string) => msg`Change credit card (card ending in ${last4})`,
  details: msg`See balance details`,
  yes: msg`Yes, submit payment`,
  no: msg`No, go back`,
} as const;

export const paymentOptionCopy = {
  title: msg`Choose a Payment Option`,
  payNow: msg`Pay Now`,
  paymentPlan: msg`Payment Plan`,
  requesting: msg`One moment while we contact our financing partner...`,
  opened: msg`Our financing partner's site opened in a new tab.`,
  link: msg`Open our financing partner's site`,
} as const;
