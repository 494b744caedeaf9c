import type { GuarantorData } from '../../src/api/types';

/** Spec section 9: third-party financing is offered from this AmountDue up. */
export const FINANCING_THRESHOLD = 500;

/** Spec section 4: 'Payment Plan' only when finance is available and AmountDue ≥ 500. */
export function isFinancingOffered(
  guarantor: Pick<GuarantorData, 'IsThirdPartyFinanceAvailable' | 'AmountDue'>,
): boolean {
  return guarantor.IsThirdPartyFinanceAvailable && guarantor.AmountDue >= FINANCING_THRESHOLD;
}
