// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// Common rule and spec section 7: card number and CVV never reach a trace. Whatever field name a
// card number lands under (an allowed one included), whatever shape it has (as typed, grouped, a
// number, inside a sentence, a code word, an error, a key, a collection) and however deep, the
// redacted event carries none of its digits in a row. A CVV is three or four digits, the shape of
// an amount or a count; under a name not on the allow-list it never survives in any shape, and under
// an allowed name it never survives in a shape that is not an amount (a sentence, a key, an error).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ALLOWED_EVENT_FIELDS, redact, redactEvent } from '@/observability/redact';

import { allowedName, strings, unlistedName } from './secrets';

const digitsOf = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));

/** Spec section 9: a card number has 10-20 characters; as digits, 10-20 of them. */
const cardDigits = digitsOf(10, 20);
const cvvDigits = digitsOf(3, 4);

/** How a card number can be written down. */
const cardShape = (digits: string) =>
  fc
    .constantFrom<(d: string) => unknown>(
      (d) => d,
      (d) => d.replace(/(\d{4})(?=\d)/g, '$1 '),
      (d) => d.replace(/(\d{4})(?=\d)/g, '$1-'),
      (d) => d.replace(/(\d{4})(?=\d)/g, '$1.'),
      (d) => `${d.slice(0, 4)} ${d.slice(4, 10)} ${d.slice(10)}`.trim(), // AMEX grouping 4-6-5
      (d) => Number(d),
      (d) => `Card ${d} was declined`,
      (d) => `card-${d.replace(/(\d{4})(?=\d)/g, '$1-')}`, // a code word: letters, digits, dashes
      (d) => `x:${d.replace(/(\d{4})(?=\d)/g, '$1.')}`,
      (d) => `pm_${d.replace(/(\d{4})(?=\d)/g, '$1_')}`,
      (d) => new Error(`card ${d} declined`),
      (d) => ({ [d]: true }),
      (d) => ({ [`card-${d.replace(/(\d{4})(?=\d)/g, '$1-')}`]: 1 }),
      (d) => [d.slice(0, 4), d],
      (d) => new Map([['cardNumber', d]]),
      (d) => JSON.stringify({ cardNumber: d }),
      (d) => `https://pay.example/p?card=${d}`,
    )
    .map((shape) => shape(digits));

/** How a CVV can be written down, besides an amount-shaped '123' or 123. */
const cvvTextShape = (cvv: string) =>
  fc
    .constantFrom<(c: string) => unknown>(
      (c) => `CVV ${c}`,
      (c) => `cvv=${c}`,
      (c) => new Error(`bad cvv ${c}`),
      (c) => ({ [c]: true }),
      (c) => ({ cardCVV: c }),
      (c) => JSON.stringify({ cvv: c }),
    )
    .map((shape) => shape(cvv));
const cvvAnyShape = (cvv: string) =>
  fc.oneof(cvvTextShape(cvv), fc.constantFrom<unknown>(cvv, Number(cvv), `cvv-${cvv}`, [cvv], [[Number(cvv)]]));

/** Wraps a value in objects and arrays down to a depth of 4, under the given names. */
const nested = (value: unknown, names: fc.Arbitrary<string>) =>
  fc
    .array(fc.tuple(names, fc.boolean()), { maxLength: 4 })
    .map((path) =>
      path.reduceRight<unknown>((inner, [name, asList]) => (asList ? { [name]: [inner] } : { [name]: inner }), value),
    );

/**
 * An event with the value at a random place: under any field name, next to data redaction keeps.
 * Not as the event's own type: that is the code's constant name for the event, kept as it is.
 */
const eventWith = (value: unknown, names: fc.Arbitrary<string>) =>
  fc
    .tuple(
      fc.constantFrom('AMOUNT_CHANGED', 'FIELD_CHANGED', 'SUBMIT', 'CARD_TOKENIZED'),
      names.filter((name) => name !== 'type'),
      nested(value, names),
    )
    .map(([type, name, tree]) => ({ type, IsSuccess: true, PaymentAmount: 12.5, [name]: tree }));

/** Allowed for one event only: AMOUNT_CHANGED's value is the amount as typed. */
const eventFields: string[] = Object.values(ALLOWED_EVENT_FIELDS).flat();
/** Any name: on the allow-list, allowed for one event (AMOUNT_CHANGED's value), or not. */
const anyName = fc.oneof(allowedName, fc.constantFrom(...eventFields), unlistedName);

/** A name not on the allow-list, nor allowed for any event. */
const notAllowed = unlistedName.filter((name) => !eventFields.includes(name));

/** Every value left in the output (keys, strings and numbers), as text. */
const leftovers = (out: unknown): string[] => [
  ...strings(out),
  ...JSON.stringify(out)
    .split(/[^\d.e+-]+/)
    .filter(Boolean),
];
/** The card number's digits in a row, once separators are taken out of whatever is left. */
const keepsCard = (out: unknown, digits: string) =>
  leftovers(out).some((text) => text.replace(/\D/g, '').includes(digits));
/** The CVV on its own (not as part of a longer number) anywhere in what is left. */
const keepsCvv = (out: unknown, cvv: string) =>
  leftovers(out).some((text) => new RegExp(`(^|\\D)${cvv}(\\D|$)`).test(text));

describe('card data in traces (fast-check)', () => {
  it('no card number survives, under any field name, in any shape, at any depth', () => {
    fc.assert(
      fc.property(
        cardDigits.chain((digits) =>
          cardShape(digits).chain((shaped) => eventWith(shaped, anyName).map((event) => ({ digits, event }))),
        ),
        ({ digits, event }) => {
          expect(keepsCard(redactEvent(event), digits)).toBe(false);
          expect(keepsCard(redact(event), digits)).toBe(false);
        },
      ),
    );
  });

  it('no CVV survives under a field not on the allow-list, in any shape', () => {
    fc.assert(
      fc.property(
        cvvDigits.chain((cvv) =>
          cvvAnyShape(cvv).chain((shaped) => eventWith(shaped, notAllowed).map((event) => ({ cvv, event }))),
        ),
        ({ cvv, event }) => {
          expect(keepsCvv(redactEvent(event), cvv)).toBe(false);
        },
      ),
    );
  });

  it('no CVV in a sentence, a key, an error or a body survives even under an allowed name', () => {
    fc.assert(
      fc.property(
        cvvDigits.chain((cvv) =>
          cvvTextShape(cvv).chain((shaped) => eventWith(shaped, anyName).map((event) => ({ cvv, event }))),
        ),
        ({ cvv, event }) => {
          expect(keepsCvv(redactEvent(event), cvv)).toBe(false);
        },
      ),
    );
  });
});
