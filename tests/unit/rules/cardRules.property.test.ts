// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// Spec section 5, the card rules without the card widget, for any text typed. The payment form:
// card number 10-20 characters, CVV 3-4 characters, expiry month and year numbers and not in the
// past, billing zip at least 5 characters (section 9's limits). The statement lookup flow's card
// form: a valid credit card number, the security code, the zip pattern, each with its own message.
// Every other field is valid, so the message is the card rule's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { validatePayment } from '@machines/payment/rules/paymentValidation';
import { findStatementCardError } from '@machines/payment/rules/statementCard';
import type { PaymentValidationContext, PaymentValidationInput } from '@machines/payment/types';
import { cardFormMessages as c, paymentMessages as m } from '@machines/rules/messages';
import { cardEntry } from '@tests/fixtures/payment';

import { goodCardNumber, today, validZip } from './arbitraries';

const now = new Date(2026, 4, 15);
const ctx: PaymentValidationContext = { MP: 1, MAX: null, AmountDue: 100, useWidget: false, now };
const card = cardEntry;
const statement = (change: Partial<PaymentValidationInput>, at = now) =>
  findStatementCardError({ ...card, ...change }, { useWidget: false, now: at })?.message ?? null;

/** Printable text with spaces around it (spaces around a value are not part of it). */
const padded = (core: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom('', ' ', '  '), core).map(([pad, text]) => ({ text: `${pad}${text}${pad}`, core: text }));
const visible = (maxLength: number) => fc.string({ maxLength }).filter((s) => s === s.trim());

/** An expiry month and year as numbers typed in the usual ways ('5', '05', '2027'). */
const numericExpiry = fc
  .record({ month: fc.integer({ min: 1, max: 12 }), yearOffset: fc.integer({ min: -3, max: 3 }), zero: fc.boolean() })
  .map(({ month, yearOffset, zero }) => ({
    month,
    yearOffset,
    text: zero ? String(month).padStart(2, '0') : String(month),
  }));

describe('payment form card rules, no widget (fast-check)', () => {
  it('card number: 10-20 characters, or its invalid-format message', () => {
    fc.assert(
      fc.property(padded(visible(25)), ({ text, core }) => {
        const ok = core.length >= 10 && core.length <= 20;
        expect(validatePayment({ ...card, cardNumber: text }, ctx)).toBe(ok ? null : m.invalidCardNumber);
      }),
    );
  });

  it('CVV: 3-4 characters, or its message', () => {
    fc.assert(
      fc.property(padded(visible(6)), ({ text, core }) => {
        const ok = core.length >= 3 && core.length <= 4;
        expect(validatePayment({ ...card, cardCVV: text }, ctx)).toBe(ok ? null : m.invalidCvv);
      }),
    );
  });

  it('expiry: a month 1-12 and a year, not before the current month, or its message', () => {
    fc.assert(
      fc.property(today, numericExpiry, (at, { month, yearOffset, text }) => {
        const year = at.getFullYear() + yearOffset;
        const notPast = year > at.getFullYear() || (year === at.getFullYear() && month >= at.getMonth() + 1);
        const message = validatePayment({ ...card, expMonth: text, expYear: String(year) }, { ...ctx, now: at });
        expect(message).toBe(notPast ? null : m.invalidExpiration);
      }),
    );
  });

  it('expiry: a month or year that is not a number, or a month outside 1-12, is invalid', () => {
    const notAMonth = fc.oneof(
      fc.constantFrom('', ' ', 'MM', '1.5', '1e1', '-1', '+1', '0x1', 'May', '0', '00', '13', '99'),
      visible(4).filter((s) => !/^\d+$/.test(s)),
    );
    fc.assert(
      fc.property(notAMonth, fc.constantFrom('', 'YYYY', '2030.0', 'next', ' 20 30'), (month, year) => {
        expect(validatePayment({ ...card, expMonth: month }, ctx)).toBe(m.invalidExpiration);
        expect(validatePayment({ ...card, expYear: year }, ctx)).toBe(m.invalidExpiration);
      }),
    );
  });

  it('billing zip: at least 5 characters, or its message', () => {
    fc.assert(
      fc.property(padded(visible(12)), ({ text, core }) => {
        expect(validatePayment({ ...card, billingZip: text }, ctx)).toBe(core.length >= 5 ? null : m.invalidBillingZip);
      }),
    );
  });

  it('a saved card or the widget: the card fields are not checked, whatever they hold', () => {
    fc.assert(
      fc.property(visible(25), visible(6), visible(4), visible(4), visible(8), (number, cvv, mm, yy, zip) => {
        const typed = { ...card, cardNumber: number, cardCVV: cvv, expMonth: mm, expYear: yy, billingZip: zip };
        expect(validatePayment({ ...typed, paymentAccountId: 'pa_1' }, ctx)).toBeNull();
        expect(validatePayment({ ...typed, token: 'cnon:ok' }, { ...ctx, useWidget: true })).toBeNull();
        expect(validatePayment(typed, { ...ctx, useWidget: true })).toBe(m.invalidCardData);
      }),
    );
  });
});

describe('statement lookup card rules (fast-check)', () => {
  it('accepts any 10-20 digit card number with a good check digit, bare or in groups', () => {
    fc.assert(
      fc.property(goodCardNumber, ({ text }) => {
        expect(statement({ cardNumber: text })).toBeNull();
      }),
    );
  });

  it('catches any one mistyped digit, and a number too short or too long', () => {
    fc.assert(
      fc.property(goodCardNumber, fc.nat(), fc.integer({ min: 1, max: 9 }), ({ digits }, at, shift) => {
        const i = at % digits.length;
        const typo = digits.slice(0, i) + String((Number(digits[i]) + shift) % 10) + digits.slice(i + 1);
        expect(statement({ cardNumber: typo })).toBe(c.numberInvalid);
        expect(statement({ cardNumber: digits.slice(0, 9) })).toBe(c.numberInvalid);
        expect(statement({ cardNumber: `${digits}${'0'.repeat(21 - digits.length)}` })).toBe(c.numberInvalid);
      }),
    );
  });

  it('a card number with anything but digits, spaces and dashes is not a card number', () => {
    fc.assert(
      fc.property(goodCardNumber, fc.nat(), fc.constantFrom('x', '.', '/', '+', '*', 'O'), ({ text }, at, junk) => {
        const i = at % (text.length + 1);
        expect(statement({ cardNumber: text.slice(0, i) + junk + text.slice(i) })).toBe(c.numberInvalid);
      }),
    );
  });

  it('security code: 3 or 4 digits, else it is asked for again', () => {
    const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
    const code = fc.oneof(
      digits(3, 4).map((cvv) => ({ cvv, ok: true })),
      fc.oneof(digits(0, 2), digits(5, 8)).map((cvv) => ({ cvv, ok: false })),
      fc
        .tuple(digits(2, 3), fc.nat(), fc.constantFrom('a', 'O', '-', '.', '*'))
        .map(([d, at, junk]) => ({ cvv: d.slice(0, at % 4) + junk + d.slice(at % 4), ok: false })),
    );
    fc.assert(
      fc.property(code, ({ cvv, ok }) => {
        expect(statement({ cardCVV: cvv })).toBe(ok ? null : c.cvvRequired);
      }),
    );
  });

  it('billing zip: any US or Canadian code passes; blank asks for it', () => {
    fc.assert(
      fc.property(validZip, fc.constantFrom('', ' ', '   '), (zip, blank) => {
        expect(statement({ billingZip: zip })).toBeNull();
        expect(statement({ billingZip: blank })).toBe(c.zipRequired);
      }),
    );
  });

  it('expiry: not before the current month', () => {
    fc.assert(
      fc.property(today, numericExpiry, (at, { month, yearOffset, text }) => {
        const year = at.getFullYear() + yearOffset;
        const notPast = year > at.getFullYear() || (year === at.getFullYear() && month >= at.getMonth() + 1);
        expect(statement({ expMonth: text, expYear: String(year) }, at)).toBe(notPast ? null : m.invalidExpiration);
      }),
    );
  });
});
