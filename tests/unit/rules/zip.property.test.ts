// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// Spec section 5 'Zip pattern (all forms)': US 5 digits optionally followed by -4 digits, or a
// Canadian postal code (letter-digit-letter, optional space, digit-letter-digit). Confirm-info's
// bad zip says 'That postal code is not a valid US or Canadian postal code.'
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { findConfirmInfoError } from '@machines/delivery/rules/confirmInfo';
import { confirmInfoMessages } from '@machines/rules/messages';
import { isValidZip } from '@machines/rules/zip';

import { canadianZip, usZip, validZip } from './arbitraries';

const confirm = (zip: string) =>
  findConfirmInfoError({ providerId: 'p1', deliveryId: 'd1', lastName: 'Rivera', zip })?.message ?? null;

/** A character inserted, removed or replaced at a position. */
const edit = fc.record({ at: fc.nat(), char: fc.constantFrom('0', '7', 'A', 'z', '-', ' ', '.', '/') });
const insert = (s: string, { at, char }: { at: number; char: string }) => {
  const i = at % (s.length + 1);
  return s.slice(0, i) + char + s.slice(i);
};

describe('zip pattern (fast-check)', () => {
  it('accepts every US zip and Canadian postal code, in either case, with spaces around it', () => {
    fc.assert(
      fc.property(validZip, fc.constantFrom('', ' ', '\t'), (zip, pad) => {
        expect(isValidZip(`${pad}${zip}${pad}`)).toBe(true);
        expect(confirm(zip)).toBeNull();
      }),
    );
  });

  it('rejects a US zip with a digit more or less, or a letter in it', () => {
    fc.assert(
      fc.property(usZip, fc.nat(), fc.constantFrom('0', '9', 'A', 'o'), (zip, at, char) => {
        const digits = [...zip].map((c, i) => (/\d/.test(c) ? i : -1)).filter((i) => i >= 0);
        const i = digits[at % digits.length] ?? 0;
        const dropped = zip.slice(0, i) + zip.slice(i + 1);
        expect(isValidZip(dropped)).toBe(false);
        expect(confirm(dropped)).toBe(confirmInfoMessages.zipInvalid);
        const longer = zip.slice(0, i) + char + zip.slice(i);
        expect(isValidZip(longer)).toBe(false);
        const replaced = zip.slice(0, i) + 'X' + zip.slice(i + 1);
        expect(isValidZip(replaced)).toBe(false);
      }),
    );
  });

  it('rejects a Canadian code with a letter and a digit swapped, a character missing or one too many', () => {
    fc.assert(
      fc.property(canadianZip, fc.nat(), edit, (zip, at, extra) => {
        const chars = [...zip].filter((c) => c !== ' ');
        const i = at % (chars.length - 1);
        const swapped = [...chars.slice(0, i), chars[i + 1], chars[i], ...chars.slice(i + 2)].join('');
        expect(isValidZip(swapped)).toBe(false);
        const dropped = chars.filter((_, j) => j !== at % chars.length).join('');
        expect(isValidZip(dropped)).toBe(false);
        // A space may stand between the halves (and around the code: it is trimmed); nothing else may be added.
        if (extra.char !== ' ') expect(isValidZip(insert(chars.join(''), extra))).toBe(false);
      }),
    );
  });

  it('accepts nothing but the two shapes: any other separator, a second space or a 4-digit suffix of another length', () => {
    fc.assert(
      fc.property(
        digitsOfLength(5),
        fc.constantFrom(' ', '.', '/', '--', '_'),
        fc.integer({ min: 1, max: 6 }).filter((n) => n !== 4),
        (five, sep, n) => {
          expect(isValidZip(`${five}${sep}1234`)).toBe(false);
          expect(isValidZip(`${five}-${'5'.repeat(n)}`)).toBe(false);
          expect(isValidZip(`K1A${sep === ' ' ? '  ' : sep}0B1`)).toBe(false);
        },
      ),
    );
  });
});

function digitsOfLength(n: number) {
  return fc.stringMatching(new RegExp(`^\\d{${n}}$`));
}
