/**
 * Spec section 9: currency is USD, locale en-US, 2 decimals. One formatter for the whole app, made
 * on first use: making it loads locale data (about 80 ms on a slow phone), which the first screen
 * of a link does not need.
 */
let usd: Intl.NumberFormat | undefined;

/** 1234.5 → '$1,234.50' */
export function formatMoney(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(amount);
}

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
 * An amount in whole cents, rounded exactly as formatMoney shows it (Intl rounds the shortest
 * decimal of the number, so 1.005 shows as $1.01 where toFixed gives 1.00). Amount rules compare
 * cents, not floats: a balance the server adds up in floating point (48.86000000000001) is the
 * $48.86 the page shows, and typing $48.86 must meet it.
 */
export function toCents(amount: number): number {
  return Math.round(Number(formatMoney(amount).replace(/[^\d.-]/g, '')) * 100);
}

/** The editable text for an amount: 2 decimals, no symbol or grouping ('1250.00'); '' for 0. */
export function amountToText(amount: number | null | undefined): string {
  return amount ? amount.toFixed(2) : '';
}
