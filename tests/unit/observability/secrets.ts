// fast-check generators for what must never reach a trace: card numbers, CVVs, names, e-mails,
// addresses, dates of birth, tokens and free text, and trees that hide them at any depth.
import fc from 'fast-check';

import { ALLOWED_FIELDS } from '@/observability/redact';

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
const word = fc.stringMatching(/^[A-Z][a-z]{2,11}$/);

/** As typed: bare, or in groups of four with spaces or dashes. */
export const cardNumber = fc
  .tuple(digits(13, 19), fc.constantFrom('', ' ', '-'))
  .map(([n, sep]) => (sep ? n.replace(/(\d{4})(?=\d)/g, `$1${sep}`) : n));
export const cvv = digits(3, 4);
export const fullName = fc
  .tuple(word, fc.option(word, { nil: undefined }), word)
  .map((parts) => parts.filter(Boolean).join(' '));
export const email = fc.emailAddress();
export const address = fc
  .tuple(fc.integer({ min: 1, max: 99999 }), word, fc.constantFrom('St', 'Ave', 'Road', 'Blvd', 'Apt 4'))
  .map(([n, street, kind]) => `${n} ${street} ${kind}`);
export const dateOfBirth = fc
  .date({ min: new Date('1920-01-01'), max: new Date('2010-12-31'), noInvalidDate: true })
  .chain((d) => {
    const iso = d.toISOString().slice(0, 10);
    const [y, m, day] = iso.split('-');
    return fc.constantFrom(iso, `${m}/${day}/${y}`);
  });
export const token = fc
  .tuple(fc.constantFrom('tok_', 'cnon:', 'eyJ', 'sq0idp-'), fc.base64String({ minLength: 16, maxLength: 64 }))
  .map(([prefix, body]) => prefix + body.replace(/=+$/, ''));
export const freeText = fc
  .array(fc.stringMatching(/^[a-zA-Z']{2,10}$/), { minLength: 3, maxLength: 12 })
  .map((words) => `${words.join(' ')}.`);

/** Every kind, tagged, so a failure names what leaked. */
export const secret = fc.oneof(
  cardNumber.map((value) => ({ kind: 'card number', value })),
  cvv.map((value) => ({ kind: 'CVV', value })),
  fullName.map((value) => ({ kind: 'name', value })),
  email.map((value) => ({ kind: 'e-mail', value })),
  address.map((value) => ({ kind: 'address', value })),
  dateOfBirth.map((value) => ({ kind: 'date of birth', value })),
  token.map((value) => ({ kind: 'token', value })),
  freeText.map((value) => ({ kind: 'free text', value })),
);
export type Secret = { kind: string; value: string };

/**
 * User data with a shape no allowed field's value has, so it is caught even under an allowed name.
 * Not CVVs (three digits are an amount) nor tokens (a code word): the allow-list's names keep them out.
 */
export const userShapedSecret = secret.filter((s) => s.kind !== 'CVV' && s.kind !== 'token');

/** Field names: what the portal's own data uses, a few hostile ones, and arbitrary strings. */
const sensitiveNames = [
  'cardNumber',
  'CardNumber',
  'cardCVV',
  'CardCVV',
  'nameOnCard',
  'NameOnCard',
  'accountHolderName',
  'LastName',
  'FirstName',
  'Email',
  'EmailAddress',
  'email',
  'Address1',
  'Dob',
  'Token',
  'token',
  'value',
  'values',
  'input',
  'output',
  'error',
  'message',
  'ErrorMessage',
  'Zip',
  'ZipCode',
  'Phone',
  'notes',
  '__proto__',
  'constructor',
  'toString',
  '',
];
export const unlistedName = fc
  .oneof(fc.constantFrom(...sensitiveNames), fc.string({ maxLength: 12 }))
  .filter((name) => !ALLOWED_FIELDS.has(name));
export const allowedName = fc.constantFrom(...ALLOWED_FIELDS);

export interface Planted {
  tree: Record<string, unknown>;
  secrets: Secret[];
}

/**
 * An object tree (objects, arrays, at depth up to 4) with secrets planted as values under
 * `names`; ordinary allowed data (flags, amounts) around them, so redaction has something to keep.
 */
export function plantedTree(
  names: fc.Arbitrary<string>,
  secrets: fc.Arbitrary<Secret> = secret,
): fc.Arbitrary<Planted> {
  const { node } = fc.letrec<{ node: Planted }>((tie) => ({
    node: fc
      .array(
        fc.oneof(
          { depthSize: 'small', withCrossShrink: true },
          fc.tuple(names, secrets).map(([name, s]) => ({ tree: { [name]: s.value }, secrets: [s] })),
          fc.tuple(names, fc.array(secrets, { minLength: 1, maxLength: 3 })).map(([name, list]) => ({
            tree: { [name]: list.map((s) => s.value) },
            secrets: list,
          })),
          fc
            .tuple(names, tie('node'))
            .map(([name, child]) => ({ tree: { [name]: child.tree }, secrets: child.secrets })),
          fc
            .record({ AmountDue: fc.double({ min: 0, max: 1e6, noNaN: true }), IsSuccess: fc.boolean() })
            .map((tree) => ({
              tree,
              secrets: [],
            })),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((parts) => ({
        tree: Object.assign({}, ...parts.map((p) => p.tree)) as Record<string, unknown>,
        secrets: parts.flatMap((p) => p.secrets),
      })),
  }));
  return node;
}

/** Every string (values and keys) in a JSON-like value. */
export function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push(key);
      strings(item, out);
    }
  }
  return out;
}

/** The secrets still readable in `output` (short ones as a whole string, long ones anywhere). */
export function survivors(output: unknown, planted: Secret[]): Secret[] {
  const found = strings(output);
  const squash = (s: string) => s.replace(/[\s-]/g, '');
  return planted.filter(({ value }) =>
    value.length < 6
      ? found.includes(value)
      : found.some((s) => s.includes(value) || (squash(value).length >= 6 && squash(s).includes(squash(value)))),
  );
}
