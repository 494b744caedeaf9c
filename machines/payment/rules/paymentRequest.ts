import { parseAmount } from '@machines/rules/money';
import type { GuarantorData, PaymentRequest, ProviderData } from '@machines/types';

import type { PaymentFormValues } from '../types';

export interface PaymentRequestSource {
  provider: Pick<ProviderData, 'ProviderId'>;
  guarantor: Pick<GuarantorData, 'GuarantorId' | 'LastName'>;
  adminTokenId: string | null;
  deliveryId: string | null;
  useWidget: boolean;
  form: PaymentFormValues;
  paymentAccountId: string | null;
  token: string | null;
  /** A wallet pays: its token only (the wallet holds the card and its name). */
  wallet?: string | null;
  /** A bank account pays: Square's bank token only (Square holds the account and its holder's name). */
  payingFromBank?: boolean;
}

const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());

/**
 * The ProcessPayment body for a validated form. Only what the chosen way of paying needs is sent:
 * a wallet or the bank account sends its token alone, a saved card its account id, the widget its token, card fields
 * only without any of them.
 * A saved card is paid under the guarantor's last name (spec section 4); the form's name on card
 * belongs to a new card only, so it never shows the last name as if the guarantor had typed it.
 */
export function buildPaymentRequest(s: PaymentRequestSource): PaymentRequest {
  const base: PaymentRequest = {
    ProviderId: s.provider.ProviderId,
    GuarantorId: s.guarantor.GuarantorId,
    PaymentAmount: parseAmount(s.form.amount) ?? 0,
    EmailAddress: optional(s.form.email),
    PhoneNumber: optional(s.form.phone),
    DeliveryId: s.deliveryId,
    AdminTokenId: s.adminTokenId,
  };
  if (s.wallet || s.payingFromBank) return { ...base, Token: s.token };
  if (s.paymentAccountId) return { ...base, NameOnCard: s.guarantor.LastName, PaymentAccountId: s.paymentAccountId };
  const card = { ...base, NameOnCard: s.form.nameOnCard.trim() };
  if (s.useWidget) return { ...card, Token: s.token };
  return {
    ...card,
    CardNumber: s.form.cardNumber.trim(),
    CardCVV: s.form.cardCVV.trim(),
    ExDateMonth: Number(s.form.expMonth),
    ExDateYear: Number(s.form.expYear),
    ZipCode: s.form.billingZip.trim(),
  };
}
