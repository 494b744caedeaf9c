/**
 * An amount of money inside a message (spec section 9: USD, 2 decimals). The machines do not know the
 * page's language: the screen that shows the message writes the amount for it ('$1,234.50').
 */
export interface MoneyValue {
  money: number;
}

export const money = (amount: number): MoneyValue => ({ money: amount });

/**
 * What the guarantor typed into an amount field, as a number, or null when it is not an amount.
 * Accepts an optional leading '$', thousands commas in the right places and at most 2 decimals
 * (cents are the smallest chargeable unit), e.g. '1,234.50', '$12', '12.', '.50'.
 * Negative numbers, letters, '1,23' and '12.345' are null.
 */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d*)(\.\d{0,2})?$/.test(trimmed) || !/\d/.test(trimmed)) return null;
  return Number(trimmed.replace(/,/g, ''));
}

/**
 * An amount in whole cents, rounded exactly as the page shows it (src/i18n formatMoney) (Intl rounds the shortest
 * decimal of the number, so 1.005 shows as $1.01 where toFixed gives 1.00). Amount rules compare
 * cents, not floats: a balance the server adds up in floating point (48.86000000000001) is the
 * $48.86 the page shows, and typing $48.86 must meet it.
 */
export function toCents(amount: number): number {
  // en-US for the digits only: every language rounds an amount to the same cent.
  cents ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  return Math.round(Number(cents.format(amount)) * 100);
}
let cents: Intl.NumberFormat | undefined;

/** The editable text for an amount: 2 decimals, no symbol or grouping ('1250.00'); '' for 0. */
export function amountToText(amount: number | null | undefined): string {
  return amount ? amount.toFixed(2) : '';
}
