/**
 * The support code a guarantor reads out on the phone ('7F3K-9TQD'): eight characters from an
 * alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V), so it survives being spoken and
 * typed. One per tab: kept in sessionStorage, so a reload keeps the code the guarantor already saw.
 */
export const SUPPORT_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const SUPPORT_CODE_PATTERN = /^[34679ACDEFGHJKMNPQRTWXY]{4}-[34679ACDEFGHJKMNPQRTWXY]{4}$/;
const STORAGE_KEY = 'portal-support-code';

/** A fresh random code (crypto random; 23^8 ≈ 7.8e10 codes). */
export function newSupportCode(random: (n: number) => Uint32Array = randomWords): string {
  const chars = Array.from(random(8), (word) => SUPPORT_CODE_ALPHABET[word % SUPPORT_CODE_ALPHABET.length]!);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

function randomWords(n: number): Uint32Array {
  return crypto.getRandomValues(new Uint32Array(n));
}

/** What a person typed ('7f3k 9tqd') as a code, or null when it cannot be one. */
export function normalizeSupportCode(typed: string): string | null {
  const bare = typed.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const code = `${bare.slice(0, 4)}-${bare.slice(4)}`;
  return SUPPORT_CODE_PATTERN.test(code) ? code : null;
}

let current: string | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled: the code lives as long as the page
  }
}

/** This tab's support code, created on first use. */
export function supportCode(): string {
  if (current) return current;
  const store = storage();
  const kept = store?.getItem(STORAGE_KEY) ?? null;
  current = kept && SUPPORT_CODE_PATTERN.test(kept) ? kept : newSupportCode();
  store?.setItem(STORAGE_KEY, current);
  return current;
}

/** Tests only: forget the code, as a new tab would. */
export function resetSupportCode(): void {
  current = null;
  storage()?.removeItem(STORAGE_KEY);
}
