import { autopayMessages as m } from '@machines/rules/messages';
import { toCents } from '@machines/rules/money';
import type { Words } from '@machines/rules/words';

/** Spec section 5: a positive number, optional thousands commas, up to 2 decimals ('1,250.5'). */
export const AUTOPAY_AMOUNT_PATTERN = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** The autopay amount as a number, or null when it does not match the pattern or is not positive. */
export function parseAutopayAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!AUTOPAY_AMOUNT_PATTERN.test(trimmed)) return null;
  const n = Number(trimmed.replace(/,/g, ''));
  return n > 0 ? n : null;
}

/** The first error for the autopay amount, or null. A missing minimum means no minimum. */
export function validateAutopayAmount(text: string, minimum: number | null | undefined): Words | null {
  const amount = parseAutopayAmount(text);
  if (amount === null) return m.invalidAmount;
  // In cents, as the message shows the minimum (see toCents).
  if (minimum != null && toCents(amount) < toCents(minimum)) return m.minimum(minimum);
  return null;
}
