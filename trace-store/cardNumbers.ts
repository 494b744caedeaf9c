// Defence in depth (issue 55): the portal redacts before it sends (src/observability/redact.ts), so a
// batch holding anything shaped like a card number is refused whole and never stored; the store must not
// become a place where one could sit. Shaped like one: 13 to 19 digits, spaces or dashes allowed between
// them, passing the Luhn check.

/** Groups of digits with spaces or dashes between them ('4111 1111-1111 1111'). */
const RUN = /\d+(?:[ -]+\d+)*/g;
const SEPARATORS = /[ -]+/;
const MIN_DIGITS = 13;
const MAX_DIGITS = 19;

/** The Luhn check: from the right, every second digit doubled (minus 9 over 9), the sum a multiple of 10. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function digitCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) count += 1;
  }
  return count;
}

/**
 * Whether `text` holds a card-number shape. Within a run of digit groups, every span of whole groups
 * with 13 to 19 digits is checked, so a number written beside another ('2026-11-01 4111 1111 1111 1111')
 * is still found; a group of more than 19 digits alone is no card number.
 */
export function textHoldsCardNumber(text: string): boolean {
  // Nearly every string of a trace holds fewer than 13 digits in all: those need no regex (the check was
  // two thirds of the intake's time, `npm run bench:traces`).
  if (text.length < MIN_DIGITS || digitCount(text) < MIN_DIGITS) return false;
  for (const [run] of text.matchAll(RUN)) {
    if (run.length < MIN_DIGITS) continue;
    const groups = run.split(SEPARATORS);
    for (let first = 0; first < groups.length; first += 1) {
      let digits = '';
      for (let last = first; last < groups.length; last += 1) {
        digits += groups[last];
        if (digits.length > MAX_DIGITS) break;
        if (digits.length >= MIN_DIGITS && passesLuhn(digits)) return true;
      }
    }
  }
  return false;
}

/** Whether any string (object keys included) or number in a parsed JSON value holds a card-number shape. */
export function holdsCardNumber(value: unknown): boolean {
  // A loop, not recursion: a deeply nested body must not exhaust the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node === 'string') {
      if (textHoldsCardNumber(node)) return true;
    } else if (typeof node === 'number') {
      // A whole number under 10^12 has fewer than 13 digits.
      if (!(Number.isSafeInteger(node) && Math.abs(node) < 1e12) && textHoldsCardNumber(String(node))) return true;
    } else if (Array.isArray(node)) {
      for (const item of node as unknown[]) pending.push(item);
    } else if (node && typeof node === 'object') {
      for (const key in node) {
        if (!Object.hasOwn(node, key)) continue;
        if (textHoldsCardNumber(key)) return true;
        pending.push((node as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}
