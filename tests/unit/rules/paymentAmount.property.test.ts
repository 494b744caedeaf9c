// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// Spec section 5 'Payment form', the amount rules, for any amount typed and any amounts the server
// sends (MP, MAX, AmountDue of section 3, with the floating-point noise of a computed balance).
// Every other field is valid, so the message is the amount rule's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatMoney } from '@/i18n/i18n';
import { validatePayment } from '@machines/payment/rules/paymentValidation';
import type { PaymentValidationContext, PaymentValidationInput } from '@machines/payment/types';
import { paymentMessages as m } from '@machines/rules/messages';
import { amountToText, parseAmount } from '@machines/rules/money';
import { cardEntry } from '@tests/fixtures/payment';
import { english } from '@tests/support/language';

import { serverAmount, typedAmount } from './arbitraries';

const form: PaymentValidationInput = { ...cardEntry, amount: '' };

const ctxOf = (MP: number, MAX: number | null, AmountDue: number): PaymentValidationContext => ({
  MP,
  MAX,
  AmountDue,
  useWidget: false,
  now: new Date(2026, 4, 15),
});

/** What the page shows for a server amount, in cents: the guarantor can only type what they see. */
const shownCents = (amount: number) => Math.round((parseAmount(formatMoney(amount)) ?? NaN) * 100);

const server = fc.record({
  MP: serverAmount(5_000),
  MAX: fc.option(serverAmount(), { nil: null }),
  AmountDue: serverAmount(),
});
/** A way to be reached for reminders (spec: e-mail or text number), or none. */
const contact = fc.constantFrom({ email: 'ana@example.com', phone: '' }, { email: '', phone: '5550102000' });

describe('payment amount rules (fast-check)', () => {
  it("empty or 0 in any form: 'Please enter a payment amount.', whatever the server's amounts", () => {
    const zero = fc.oneof(
      fc.constantFrom('', ' ', '   '),
      typedAmount({ max: 0 }).map((a) => a.text),
    );
    fc.assert(
      fc.property(zero, server, (amount, s) => {
        expect(english(validatePayment({ ...form, amount }, ctxOf(s.MP, s.MAX, s.AmountDue)))).toBe(
          english(m.amountRequired),
        );
      }),
    );
  });

  it('below MP: the minimum message naming MP; typing the MP it names is enough', () => {
    fc.assert(
      fc.property(serverAmount(5_000), typedAmount({ min: 1, max: 500_000 }), contact, (MP, typed, reach) => {
        const ctx = ctxOf(MP, null, 0);
        if (typed.cents < shownCents(MP))
          expect(english(validatePayment({ ...form, ...reach, amount: typed.text }, ctx))).toBe(
            english(m.minimumPayment(MP)),
          );
        const asNamed = formatMoney(MP);
        if (shownCents(MP) > 0) expect(validatePayment({ ...form, ...reach, amount: asNamed }, ctx)).toBeNull();
      }),
    );
  });

  it('above MAX, when there is one: cannot exceed the total amount due; paying MAX itself is allowed', () => {
    fc.assert(
      fc.property(serverAmount(), typedAmount({ min: 1, max: 10_000_000 }), contact, (MAX, typed, reach) => {
        const ctx = ctxOf(0.01, MAX, 0);
        const message = validatePayment({ ...form, ...reach, amount: typed.text }, ctx);
        if (typed.cents > shownCents(MAX)) expect(english(message)).toBe(english(m.aboveMaximum));
        else expect(message).toBeNull();
        expect(validatePayment({ ...form, ...reach, amount: amountToText(MAX) || '0' }, ctx)).not.toBe(m.aboveMaximum);
      }),
    );
  });

  it('no MAX: no amount is ever too large', () => {
    fc.assert(
      fc.property(server, typedAmount({ min: 1 }), contact, (s, typed, reach) => {
        expect(validatePayment({ ...form, ...reach, amount: typed.text }, ctxOf(s.MP, null, s.AmountDue))).not.toBe(
          m.aboveMaximum,
        );
      }),
    );
  });

  it('below AmountDue with neither e-mail nor phone: asks for a contact; either one is enough', () => {
    fc.assert(
      fc.property(serverAmount(), typedAmount({ min: 1, max: 10_000_000 }), contact, (AmountDue, typed, reach) => {
        const ctx = ctxOf(0.01, null, AmountDue);
        const alone = validatePayment({ ...form, amount: typed.text }, ctx);
        if (typed.cents < shownCents(AmountDue)) expect(alone).toBe(m.partialNeedsContact);
        else expect(alone).toBeNull();
        expect(validatePayment({ ...form, ...reach, amount: typed.text }, ctx)).toBeNull();
      }),
    );
  });

  it('paying the amount due as the form pre-fills it is a full payment: no contact needed, not above MAX', () => {
    fc.assert(
      fc.property(serverAmount(), (due) => {
        fc.pre(shownCents(due) > 0);
        const ctx = ctxOf(0.01, due, due);
        expect(validatePayment({ ...form, amount: amountToText(due) }, ctx)).toBeNull();
        expect(validatePayment({ ...form, amount: formatMoney(due) }, ctx)).toBeNull();
      }),
    );
  });
});
