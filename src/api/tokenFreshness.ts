/** Spec sections 4 and 9: a guarantor token is sent only while it is less than 30 minutes old. */
export const SESSION_TOKEN_LIFETIME_MS = 1_800_000;

/**
 * True while a token issued at `issuedAt` (ms since epoch) is still usable at `now`.
 * A missing or unreadable timestamp, or one in the future (clock change or tampering), counts as
 * expired: for health and payment data we prefer asking again over trusting a doubtful token.
 */
export function isTokenFresh(issuedAt: number | null, now: number): boolean {
  if (issuedAt === null || !Number.isFinite(issuedAt)) return false;
  const age = now - issuedAt;
  return age >= 0 && age < SESSION_TOKEN_LIFETIME_MS;
}
