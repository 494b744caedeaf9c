// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// Spec section 5 'Autopay amount': a positive number with optional thousands commas and up to 2
// decimals ('Please enter a valid payment amount'); below AutopaymentMinimumAllowed, the minimum
// message naming it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatMoney } from '@/i18n/i18n';
import { parseAutopayAmount, validateAutopayAmount } from '@machines/payment/rules/autopayValidation';
import { autopayMessages as m } from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { cents, group, serverAmount, typedAmount } from './arbitraries';

/** The pattern's own shapes: no '$', no stray spaces inside (typedAmount's other shapes are tested for the payment form). */
const plainAmount = (range: { min?: number; max?: number } = {}) =>
  typedAmount(range).filter(({ text }) => !text.includes('$'));

describe('autopay amount (fast-check)', () => {
  it('reads any positive amount, with or without thousands commas and 0-2 decimals, as that amount', () => {
    fc.assert(
      fc.property(plainAmount({ min: 1 }), ({ text, cents: c }) => {
        expect(parseAutopayAmount(text)).toBe(c / 100);
        expect(validateAutopayAmount(text, null)).toBeNull();
      }),
    );
  });

  it('zero in any form is not a positive number', () => {
    fc.assert(
      fc.property(plainAmount({ max: 0 }), ({ text }) => {
        expect(english(validateAutopayAmount(text, null))).toBe(english(m.invalidAmount));
      }),
    );
  });

  it('a minus sign, a third decimal, a letter or a misplaced comma is not a valid amount', () => {
    const broken = fc
      .tuple(cents(1), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 9 }))
      .map(([c, how, digit]) => {
        const money = (c / 100).toFixed(2);
        if (how === 0) return `-${money}`;
        if (how === 1) return `${money}${digit}`;
        if (how === 2) return `${money.slice(0, 1)}x${money.slice(1)}`;
        return `${money.replace('.', '')},${digit}${digit}`; // '12345,67': a comma before 2 digits
      });
    fc.assert(
      fc.property(broken, (text) => {
        expect(english(validateAutopayAmount(text, null))).toBe(english(m.invalidAmount));
      }),
    );
  });

  it('below the minimum: the message naming it; typing the minimum it names is enough', () => {
    fc.assert(
      fc.property(serverAmount(10_000), plainAmount({ min: 1, max: 1_000_000 }), (minimum, typed) => {
        const named = formatMoney(minimum).replace('$', '');
        fc.pre(Number(named.replace(/,/g, '')) > 0);
        expect(validateAutopayAmount(named, minimum)).toBeNull();
        const message = validateAutopayAmount(typed.text, minimum);
        const namedCents = Math.round(Number(named.replace(/,/g, '')) * 100);
        expect(english(message)).toBe(english(typed.cents < namedCents ? m.minimum(minimum) : null));
      }),
    );
  });

  it('thousands commas group by three from the point', () => {
    fc.assert(
      fc.property(cents(100_000), (c) => {
        const whole = String(Math.floor(c / 100));
        expect(parseAutopayAmount(group(whole))).toBe(Number(whole));
      }),
    );
  });
});
