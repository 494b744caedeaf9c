import type { PaymentOutput } from '@machines/payment/payment.machine';
import { type ReceiptDetails, receiptDetails } from '@machines/payment/rules/receipt';

/**
 * The last receipt's printed fields, kept for this tab only (sessionStorage), so a reload of
 * /confirmation still shows the confirmation id. Never card data; never the whole guarantor record.
 */
const KEY = 'last_receipt';

export function rememberReceipt(receipt: PaymentOutput, now = new Date()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(receiptDetails(receipt, now)));
  } catch (error) {
    // A full or blocked storage only costs the reload view; the receipt is still on screen.
    console.error('[confirmation] could not remember the receipt', error instanceof Error ? error.name : error);
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

export function rememberedReceipt(): ReceiptDetails | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<ReceiptDetails> | null;
    if (!value || typeof value.amount !== 'number') return null;
    const { providerName, providerPhone, paymentDate, patientName, patientId, confirmationId } = value;
    const texts = [providerName, providerPhone, paymentDate, patientName, patientId, confirmationId];
    return texts.every(isText) ? (value as ReceiptDetails) : null;
  } catch {
    return null;
  }
}
