// fast-check generators for what a guarantor types and what the server sends, shared by the
// property tests of machines/rules (spec sections 5 and 9).
import fc from 'fast-check';

/** Whole cents: the currency's smallest unit (spec section 9: 2 decimals). Up to ten million dollars. */
export const cents = (min = 0, max = 1_000_000_000) => fc.integer({ min, max });

/** Thousands commas in the right places: 1234567 → '1,234,567'. */
export const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export interface TypedAmount {
  text: string;
  cents: number;
}

/**
 * An amount as a person types it: with or without thousands commas, 0, 1 or 2 decimals (whatever
 * keeps the value), with or without a '$', with stray spaces around it.
 */
export const typedAmount = (range: { min?: number; max?: number } = {}) =>
  fc
    .record({
      cents: cents(range.min, range.max),
      grouped: fc.boolean(),
      decimals: fc.constantFrom(0, 1, 2),
      dollar: fc.constantFrom('', '$', '$ '),
      pad: fc.constantFrom('', ' ', '  '),
    })
    .map(({ cents: c, grouped, decimals, dollar, pad }): TypedAmount => {
      const whole = String(Math.floor(c / 100));
      const frac = String(c % 100).padStart(2, '0');
      // Fewer decimals only when they say the same amount: 12.50 → 12.5, 12.00 → 12.
      const kept = decimals === 0 && frac === '00' ? '' : decimals <= 1 && frac.endsWith('0') ? frac[0] : frac;
      const text = `${grouped ? group(whole) : whole}${kept ? `.${kept}` : ''}`;
      return { text: `${pad}${dollar}${text}${pad}`, cents: c };
    });

/**
 * A money amount as a server computes it: a sum of line items in cents, added up in binary floating
 * point, so it carries the noise real balances carry (0.1 + 0.2 = 0.30000000000000004).
 */
export const serverAmount = (maxItem = 100_000) =>
  fc
    .array(cents(0, maxItem), { minLength: 1, maxLength: 6 })
    .map((items) => items.reduce((sum, c) => sum + c / 100, 0));

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const letter = fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZabcdefghijklmnopqrstuvwxyz');
const digitsOf = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));

/** Spec section 5 'Zip pattern': a US zip, 5 digits with an optional -4 digits. */
export const usZip = fc
  .tuple(digitsOf(5), fc.option(digitsOf(4), { nil: undefined }))
  .map(([five, four]) => (four ? `${five}-${four}` : five));
/** Spec section 5 'Zip pattern': a Canadian postal code, letter-digit-letter, optional space, digit-letter-digit. */
export const canadianZip = fc
  .tuple(letter, digit, letter, fc.constantFrom('', ' '), digit, letter, digit)
  .map((parts) => parts.join(''));
export const validZip = fc.oneof(usZip, canadianZip);

/** The check digit that makes a card number pass the Luhn checksum every card number carries. */
export function luhnCheckDigit(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((c, i) => {
    const doubled = Number(c) * (i % 2 === 0 ? 2 : 1);
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return String((10 - (sum % 10)) % 10);
}

/** A card number of 10-20 digits with a good check digit, as printed: bare, or in fours with spaces or dashes. */
export const goodCardNumber = fc
  .tuple(
    fc.integer({ min: 9, max: 19 }).chain((n) => digitsOf(n)),
    fc.constantFrom('', ' ', '-'),
  )
  .map(([body, sep]) => {
    const digits = body + luhnCheckDigit(body);
    return { digits, text: sep ? digits.replace(/(\d{4})(?=\d)/g, `$1${sep}`) : digits };
  });

/** A local date between 2020 and 2040: "now" for an expiry check. */
export const today = fc.date({ min: new Date(2020, 0, 1), max: new Date(2040, 11, 31), noInvalidDate: true });
