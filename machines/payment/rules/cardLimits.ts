// Card limits of spec section 9, shared by both card message sets of section 5.

export const CARD_NUMBER_LENGTH = { min: 10, max: 20 } as const;
export const CVV_LENGTH = { min: 3, max: 4 } as const;
export const BILLING_ZIP_MIN_LENGTH = 5;

/**
 * A card is good through the last day of its expiry month, so the current month is still valid.
 * Month and year must be whole numbers, month 1-12.
 */
export function isExpiryValid(month: string, year: string, now: Date): boolean {
  if (!/^\d+$/.test(month.trim()) || !/^\d+$/.test(year.trim())) return false;
  const mm = Number(month);
  const yy = Number(year);
  if (mm < 1 || mm > 12) return false;
  const nowYear = now.getFullYear();
  return yy > nowYear || (yy === nowYear && mm >= now.getMonth() + 1);
}
