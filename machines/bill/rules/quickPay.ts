import { toCents } from '@machines/rules/money';
import type { GuarantorData, PaymentAccount } from '@machines/types';

export interface QuickPayOffer {
  /** DefaultPaymentAmount: what 'Click to Submit {amount} Payment' charges. */
  amount: number;
  /** The saved card charged; 'change card' shows its Last4. */
  card: PaymentAccount;
}

/**
 * Spec section 4: quick-pay shows when QP is true. It charges the default amount to a saved card,
 * so without a positive DefaultPaymentAmount or a saved card there is nothing to quick-pay and the
 * full view shows instead (null). The first saved card is used.
 */
export function quickPayOffer(g: Pick<GuarantorData, 'QP' | 'DefaultPaymentAmount' | 'PA'>): QuickPayOffer | null {
  const card = g.PA[0];
  const amount = g.DefaultPaymentAmount ?? 0;
  if (!g.QP || !card || !(toCents(amount) > 0)) return null; // as shown: see toCents
  return { amount, card };
}
