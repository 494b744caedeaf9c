// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// Spec sections 5 and 9: the payment amount is US dollars with 2 decimals, typed by the guarantor.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatMoney } from '@/i18n/i18n';
import { amountToText, parseAmount, toCents } from '@machines/rules/money';

import { cents, typedAmount } from './arbitraries';

describe('amount parsing (fast-check)', () => {
  it('reads any amount typed with or without $, thousands commas and up to 2 decimals as that amount', () => {
    fc.assert(
      fc.property(typedAmount(), ({ text, cents: c }) => {
        expect(parseAmount(text)).toBe(c / 100);
      }),
    );
  });

  it('reads back the amount the page shows (formatMoney) and the amount it pre-fills (amountToText)', () => {
    fc.assert(
      fc.property(cents(1), (c) => {
        expect(parseAmount(formatMoney(c / 100))).toBe(c / 100);
        expect(parseAmount(amountToText(c / 100))).toBe(c / 100);
      }),
    );
  });

  it('never reads a negative amount, nor fractions of a cent', () => {
    fc.assert(
      fc.property(typedAmount(), fc.integer({ min: 0, max: 9 }), ({ text }, digit) => {
        expect(parseAmount(`-${text.trim()}`)).toBeNull();
        const withCents = /\.\d\d\s*$/.test(text) ? text.trimEnd() : null;
        if (withCents) expect(parseAmount(`${withCents}${digit}`)).toBeNull();
      }),
    );
  });

  it('reads nothing with letters or other symbols in it', () => {
    fc.assert(
      fc.property(
        typedAmount(),
        fc.nat(),
        fc.constantFrom('a', 'O', 'l', 'e', '#', '€', '%', '+', '/', '_'),
        ({ text }, at, junk) => {
          const i = at % (text.length + 1);
          expect(parseAmount(text.slice(0, i) + junk + text.slice(i))).toBeNull();
        },
      ),
    );
  });

  it('reads nothing with a thousands comma out of place', () => {
    fc.assert(
      fc.property(cents(100_000, 1_000_000_000), fc.integer({ min: 1, max: 2 }), (c, shift) => {
        const grouped = String(Math.floor(c / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
        // Move the last comma one or two digits to the right: '12,345' → '123,45' / '1234,5'.
        const i = grouped.lastIndexOf(',');
        const digits = grouped.slice(i + 1);
        const moved = `${grouped.slice(0, i)}${digits.slice(0, shift)},${digits.slice(shift)}`;
        expect(parseAmount(moved)).toBeNull();
      }),
    );
  });
});

describe('whole cents (fast-check)', () => {
  it('are the cents the page shows for any amount, however noisy', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (amount) => {
        expect(toCents(amount) / 100).toBe(parseAmount(formatMoney(amount)));
      }),
    );
  });
});
