/**
 * Spec section 5, all forms: a US zip (5 digits, optionally -4 digits) or a Canadian postal code
 * (letter digit letter, optional space, digit letter digit). Letters in either case; the value is
 * trimmed first.
 */
export const ZIP_PATTERN = /^(\d{5}(-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/;

export function isValidZip(value: string): boolean {
  return ZIP_PATTERN.test(value.trim());
}
