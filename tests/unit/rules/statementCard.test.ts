// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { findPaymentError } from '@machines/payment/rules/paymentValidation';
import { findStatementCardError, isValidCardNumber, passesLuhn } from '@machines/payment/rules/statementCard';
import type { PaymentValidationInput } from '@machines/payment/types';
import { cardFormMessages as c, paymentMessages as m } from '@machines/rules/messages';
import type { Words } from '@machines/rules/words';
import { cardEntry } from '@tests/fixtures/payment';

const now = new Date(2026, 4, 15);
const card: PaymentValidationInput = { ...cardEntry, email: 'ana@example.com', expMonth: '5', expYear: '2026' };
const rules = { useWidget: false, now };

describe('card rules of the statement lookup flow', () => {
  it('accepts a valid card, through the current month', () => {
    expect(findStatementCardError(card, rules)).toBeNull();
  });

  it.each([
    ['4111111111111111', true],
    ['5555 5555 5555 4444', true],
    ['4000-0000-0000-0002', true],
    ['4111111111111112', false],
    ['41111111', false], // too short, even with a good checksum
    ['4111 1111 1111 111x', false],
  ])('card number %j valid: %s', (number, valid) => {
    expect(isValidCardNumber(number)).toBe(valid);
  });

  it('computes the Luhn checksum on digits only', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('7992 7398 713')).toBe(false);
  });

  it('checks in the spec order', () => {
    const blank = { ...card, nameOnCard: '', cardNumber: '', expMonth: '', expYear: '', cardCVV: '', billingZip: '' };
    const steps: [Partial<PaymentValidationInput>, Words][] = [
      [{}, c.nameRequired],
      [{ nameOnCard: 'Ana' }, c.numberRequired],
      [{ cardNumber: '4111 1111 1111 1112' }, c.numberInvalid],
      [{ cardNumber: card.cardNumber }, c.monthRequired],
      [{ expMonth: '4' }, c.yearRequired],
      [{ expYear: '2026' }, m.invalidExpiration],
      [{ expYear: '2027' }, c.cvvRequired],
      [{ cardCVV: '12345' }, c.cvvRequired],
      [{ cardCVV: '1234' }, c.zipRequired],
      [{ billingZip: '3030' }, c.zipInvalid],
      [{ billingZip: 'K1A 0B1' }, ''],
    ];
    let values = blank;
    for (const [change, message] of steps) {
      values = { ...values, ...change };
      expect(findStatementCardError(values, rules)?.message ?? '').toBe(message);
    }
  });

  it('with the card widget asks only for the name and the token', () => {
    const widget = { useWidget: true, now };
    expect(findStatementCardError({ ...card, nameOnCard: ' ' }, widget)?.message).toBe(c.nameRequired);
    expect(findStatementCardError({ ...card, cardNumber: '' }, widget)?.message).toBe(m.invalidCardData);
    expect(findStatementCardError({ ...card, cardNumber: '', token: 'tok' }, widget)).toBeNull();
  });

  it('is chosen by cardMessages, after the amount and e-mail rules, and never for a saved card', () => {
    const ctx = { MP: 5, MAX: null, AmountDue: 100, useWidget: false, now };
    const bad = { ...card, cardNumber: '4111 1' };
    expect(findPaymentError(bad, ctx)?.message).toBe(m.invalidCardNumber);
    expect(findPaymentError(bad, { ...ctx, cardMessages: 'statement' })?.message).toBe(c.numberInvalid);
    expect(findPaymentError({ ...bad, amount: '' }, { ...ctx, cardMessages: 'statement' })?.message).toBe(
      m.amountRequired,
    );
    expect(findPaymentError({ ...bad, paymentAccountId: 'pa_1' }, { ...ctx, cardMessages: 'statement' })).toBeNull();
  });
});
