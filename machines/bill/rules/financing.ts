import { toCents } from '@machines/rules/money';
import type { GuarantorData } from '@machines/types';

/** Spec section 9: third-party financing is offered from this AmountDue up. */
export const FINANCING_THRESHOLD = 500;

/** Spec section 4: 'Payment Plan' only when finance is available and AmountDue ≥ 500. */
export function isFinancingOffered(
  guarantor: Pick<GuarantorData, 'IsThirdPartyFinanceAvailable' | 'AmountDue'>,
): boolean {
  // In cents, as the page shows the amount (see toCents): $500.00 shown is $500.00 here.
  return guarantor.IsThirdPartyFinanceAvailable && toCents(guarantor.AmountDue) >= FINANCING_THRESHOLD * 100;
}

/**
 * The partner's Url as the page may open and link it: only an absolute https: URL (never
 * javascript:, data:, http: or a relative path). Returns the parsed href, or null (the failure text).
 */
export function safeFinancingUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url); // no base: a relative Url throws
  } catch {
    return null;
  }
  return parsed.protocol === 'https:' && parsed.hostname !== '' ? parsed.href : null;
}
