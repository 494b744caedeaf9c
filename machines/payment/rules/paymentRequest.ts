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
}

const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());

/**
 * The ProcessPayment body for a validated form. Only what the chosen way of paying needs is sent:
 * a saved card sends its account id, the widget its token, card fields only without either.
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
    NameOnCard: s.form.nameOnCard.trim(),
  };
  if (s.paymentAccountId) return { ...base, NameOnCard: s.guarantor.LastName, PaymentAccountId: s.paymentAccountId };
  if (s.useWidget) return { ...base, Token: s.token };
  return {
    ...base,
    CardNumber: s.form.cardNumber.trim(),
    CardCVV: s.form.cardCVV.trim(),
    ExDateMonth: Number(s.form.expMonth),
    ExDateYear: Number(s.form.expYear),
    ZipCode: s.form.billingZip.trim(),
  };
}
