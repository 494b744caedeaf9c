import type { GuarantorData, ProviderData, TransactionResult } from '@machines/types';

/** The parts of a payment's output the confirmation page reads (payment.machine's PaymentOutput). */
export interface ReceiptSource {
  result: TransactionResult;
  paymentAmount: number;
  provider: ProviderData;
  guarantor: GuarantorData;
  /** Paid from a bank account (issue 33). */
  fromBankAccount?: boolean | undefined;
}

/** What 'Payment Confirmation' shows (spec section 2 item 8), each field with its fallback. */
export interface ReceiptDetails {
  providerName: string;
  providerPhone: string;
  /** A server date/timestamp, or today (yyyy-mm-dd, local) when the answer carries none. */
  paymentDate: string;
  amount: number;
  patientName: string;
  patientId: string;
  confirmationId: string;
  /** Paid from a bank account: the page says it takes some business days to complete (issue 33). */
  fromBankAccount?: boolean;
}

const filled = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value : null);

function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The server's answer first; what the portal already knew when the answer leaves a field out. */
export function receiptDetails(receipt: ReceiptSource, now: Date): ReceiptDetails {
  const { result, guarantor, provider } = receipt;
  return {
    providerName: provider.ProviderName,
    providerPhone: provider.Phone,
    paymentDate: filled(result.PaymentDate) ?? localIsoDate(now),
    amount: result.PaymentAmount ?? receipt.paymentAmount,
    patientName: filled(result.GuarantorName) ?? `${guarantor.FirstName} ${guarantor.LastName}`.trim(),
    patientId: filled(result.ProviderSpecificGuarantorId) ?? guarantor.PGuarantorId,
    confirmationId: filled(result.ConfirmationCode) ?? filled(result.TransactionId) ?? '',
    ...(receipt.fromBankAccount ? { fromBankAccount: true } : {}),
  };
}
