// Text of the validated-guarantor view (spec section 2, "Delivery and payment screens").
export const guarantorCopy = {
  title: 'Your Bill',
  amountDue: 'Total Amount Due',
  encounters: 'Your Visits',
  patient: (name: string) => `Patient: ${name}`,
  location: (name: string) => `Location: ${name}`,
  details: 'Details',
  detailsFor: (date: string) => `Details for the visit on ${date}`,
  serviceDetail: 'Service Detail',
  showDetail: 'Show Detail',
  hideDetail: 'Hide Detail',
  // The spec's 'Total: $' plus the balance: formatMoney supplies the '$'.
  total: (balance: string) => `Total: ${balance}`,
  insurancePlans: (plans: string) => `Insurance plans on file: ${plans}`,
  close: 'Close',
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
  balance: 'Balance',
  visitId: 'Visit Id',
  recentPayments: 'Recent Payments',
  dateProcessed: 'Date Processed',
  paymentAmount: 'Payment Amount',
  updateInfoPrompt: 'Do you need to update your personal or insurance information?',
  updateInfoButton: 'Yes, update my information',
  mailChecksTo: 'Mail Checks to',
  yourGuarantorId: 'Your Guarantor Id',
  refundPolicy: 'Refund Policy',
  printBill: 'Print Bill',
  statement: 'Statement',
  billingQuestions: 'For billing questions, call',
  patientId: 'Patient Id',
} as const;

export const quickPayCopy = {
  remainingBalance: 'Remaining Balance Due',
  submit: (amount: string) => `Click to Submit ${amount} Payment`,
  differentAmount: 'Pay a different amount',
  changeCard: (last4: string) => `Change credit card (card ending in ${last4})`,
  details: 'See balance details',
  yes: 'Yes, submit payment',
  no: 'No, go back',
} as const;

export const paymentOptionCopy = {
  title: 'Choose a Payment Option',
  payNow: 'Pay Now',
  paymentPlan: 'Payment Plan',
  requesting: 'One moment while we contact our financing partner...',
  opened: "Our financing partner's site opened in a new tab.",
  link: "Open our financing partner's site",
} as const;
