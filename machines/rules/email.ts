/**
 * Payment form: an e-mail, when given, "must look like {email}" (spec section 5): something@host.tld
 * with no spaces.
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** Notification-method change (spec section 5): non-empty and contains an at sign. */
export function isValidNotificationEmail(value: string): boolean {
  return value.trim() !== '' && value.includes('@');
}
