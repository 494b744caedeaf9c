// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { findPaymentError, isExpiryValid, validatePayment } from '@machines/payment/rules/paymentValidation';
import type { PaymentValidationContext, PaymentValidationInput } from '@machines/payment/types';
import { paymentMessages as m } from '@machines/rules/messages';
import { cardEntry } from '@tests/fixtures/payment';
import { english } from '@tests/support/language';

const now = new Date(2026, 4, 15); // 15 May 2026
const ctx: PaymentValidationContext = { MP: 5, MAX: 245.5, AmountDue: 245.5, useWidget: false, now };
const card: PaymentValidationInput = { ...cardEntry, amount: '245.50', expYear: '2029' };

describe('payment validation', () => {
  it('accepts a full payment with a new card', () => {
    expect(validatePayment(card, ctx)).toBeNull();
  });

  it.each(['', '0', '0.00', 'abc', '-10'])('asks for an amount when it is %j', (amount) => {
    expect(english(validatePayment({ ...card, amount }, ctx))).toBe(english(m.amountRequired));
  });

  it('rejects an amount below the minimum payment', () => {
    expect(english(validatePayment({ ...card, amount: '4.99', email: 'a@b.co' }, ctx))).toBe(
      'Sorry, the minimum allowed payment is $5.00. Please enter $5.00 or more.',
    );
  });

  it('rejects an amount above the maximum only when there is one', () => {
    expect(english(validatePayment({ ...card, amount: '245.51' }, ctx))).toBe(english(m.aboveMaximum));
    expect(validatePayment({ ...card, amount: '245.51' }, { ...ctx, MAX: null })).toBeNull();
  });

  it('needs an e-mail or a phone for a partial payment', () => {
    expect(english(validatePayment({ ...card, amount: '50' }, ctx))).toBe(english(m.partialNeedsContact));
    expect(validatePayment({ ...card, amount: '50', email: 'a@b.co' }, ctx)).toBeNull();
    expect(validatePayment({ ...card, amount: '50', phone: '5550102000' }, ctx)).toBeNull();
  });

  it('rejects an e-mail that does not look like one, when given', () => {
    expect(english(validatePayment({ ...card, email: 'jane@' }, ctx))).toBe(english(m.invalidEmail));
  });

  it('needs the name on a new card', () => {
    expect(english(validatePayment({ ...card, nameOnCard: ' ' }, ctx))).toBe(english(m.nameOnCardRequired));
  });

  it('asks nothing about the card when a saved card is chosen', () => {
    const saved = {
      ...card,
      paymentAccountId: 'pa_1',
      nameOnCard: '',
      cardNumber: '',
      cardCVV: '',
      expMonth: '',
      expYear: '',
      billingZip: '',
    };
    expect(validatePayment(saved, ctx)).toBeNull();
    expect(validatePayment(saved, { ...ctx, useWidget: true })).toBeNull();
  });

  it('with the widget, needs its token and ignores the card fields', () => {
    const widget = { ...ctx, useWidget: true };
    const blankCard = { ...card, cardNumber: '', cardCVV: '', expMonth: '', expYear: '', billingZip: '' };
    expect(english(validatePayment(blankCard, widget))).toBe(english(m.invalidCardData));
    expect(validatePayment({ ...blankCard, token: 'cnon:1' }, widget)).toBeNull();
  });

  it('checks card number length 10-20', () => {
    expect(english(validatePayment({ ...card, cardNumber: '123456789' }, ctx))).toBe(english(m.invalidCardNumber));
    expect(validatePayment({ ...card, cardNumber: '1234567890' }, ctx)).toBeNull();
    expect(validatePayment({ ...card, cardNumber: '1'.repeat(20) }, ctx)).toBeNull();
    expect(english(validatePayment({ ...card, cardNumber: '1'.repeat(21) }, ctx))).toBe(english(m.invalidCardNumber));
  });

  it('checks CVV length 3-4', () => {
    expect(english(validatePayment({ ...card, cardCVV: '12' }, ctx))).toBe(english(m.invalidCvv));
    expect(validatePayment({ ...card, cardCVV: '1234' }, ctx)).toBeNull();
    expect(english(validatePayment({ ...card, cardCVV: '12345' }, ctx))).toBe(english(m.invalidCvv));
  });

  it('rejects an expiry in the past or not numeric', () => {
    expect(english(validatePayment({ ...card, expMonth: '4', expYear: '2026' }, ctx))).toBe(
      english(m.invalidExpiration),
    );
    expect(english(validatePayment({ ...card, expMonth: '', expYear: '2029' }, ctx))).toBe(
      english(m.invalidExpiration),
    );
    expect(english(validatePayment({ ...card, expMonth: 'MM', expYear: '2029' }, ctx))).toBe(
      english(m.invalidExpiration),
    );
  });

  it('needs a billing zip of at least 5 characters', () => {
    expect(english(validatePayment({ ...card, billingZip: '3030' }, ctx))).toBe(english(m.invalidBillingZip));
    expect(validatePayment({ ...card, billingZip: 'K1A 0B1' }, ctx)).toBeNull();
  });

  it('reports errors in the spec order: amount, minimum, maximum, contact, e-mail, name, card', () => {
    const allWrong = {
      ...card,
      amount: '',
      email: 'x',
      nameOnCard: '',
      cardNumber: '1',
      cardCVV: '1',
      expMonth: '',
      billingZip: '',
    };
    expect(english(validatePayment(allWrong, ctx))).toBe(english(m.amountRequired));
    expect(english(validatePayment({ ...allWrong, amount: '1' }, { ...ctx, MAX: 0.5 }))).toBe(
      english(m.minimumPayment(5)),
    );
    expect(english(validatePayment({ ...allWrong, amount: '300' }, ctx))).toBe(english(m.aboveMaximum));
    expect(english(validatePayment({ ...allWrong, amount: '10', email: '' }, ctx))).toBe(
      english(m.partialNeedsContact),
    );
    expect(english(validatePayment({ ...allWrong, amount: '10' }, ctx))).toBe(english(m.invalidEmail));
    const full = { ...allWrong, amount: '245.50', email: 'a@b.co' };
    expect(english(validatePayment(full, ctx))).toBe(english(m.nameOnCardRequired));
    expect(english(validatePayment({ ...full, nameOnCard: 'A' }, ctx))).toBe(english(m.invalidCardNumber));
    const withNumber = { ...full, nameOnCard: 'A', cardNumber: '4111111111111111' };
    expect(english(validatePayment(withNumber, ctx))).toBe(english(m.invalidCvv));
    expect(english(validatePayment({ ...withNumber, cardCVV: '123' }, ctx))).toBe(english(m.invalidExpiration));
    expect(english(validatePayment({ ...withNumber, cardCVV: '123', expMonth: '1' }, ctx))).toBe(
      english(m.invalidBillingZip),
    );
  });
});

describe('the field a payment error is about', () => {
  it.each([
    [{ amount: '' }, 'amount'],
    [{ amount: '1' }, 'amount'],
    [{ amount: '300' }, 'amount'],
    [{ amount: '50' }, 'email'],
    [{ email: 'nope' }, 'email'],
    [{ nameOnCard: ' ' }, 'nameOnCard'],
    [{ cardNumber: '4111' }, 'cardNumber'],
    [{ cardCVV: '1' }, 'cardCVV'],
    [{ expYear: '2025' }, 'expMonth'],
    [{ billingZip: '303' }, 'billingZip'],
  ] as const)('marks %o on %s', (change, field) => {
    expect(english(findPaymentError({ ...card, ...change }, ctx)?.field)).toBe(english(field));
  });

  it('marks no field for a missing widget token', () => {
    expect(english(findPaymentError(card, { ...ctx, useWidget: true }))).toEqual(
      english({ field: null, message: m.invalidCardData }),
    );
  });
});

describe('card expiry', () => {
  it('is valid through the end of the expiry month', () => {
    expect(isExpiryValid('5', '2026', now)).toBe(true);
    expect(isExpiryValid('05', '2026', new Date(2026, 4, 31, 23, 59))).toBe(true);
    expect(isExpiryValid('4', '2026', now)).toBe(false);
    expect(isExpiryValid('1', '2027', now)).toBe(true);
    expect(isExpiryValid('12', '2025', now)).toBe(false);
  });
  it('needs whole numbers and a month 1-12', () => {
    expect(isExpiryValid('13', '2030', now)).toBe(false);
    expect(isExpiryValid('0', '2030', now)).toBe(false);
    expect(isExpiryValid('1.5', '2030', now)).toBe(false);
    expect(isExpiryValid('6', 'next', now)).toBe(false);
  });
});

// Shrunk counter-examples from paymentAmount.property.test.ts: balances added up in floating point.
describe('server amounts with floating-point noise (found by fast-check)', () => {
  const contact = { ...card, email: 'a@b.co' };

  it('MP 48.86000000000001: typing the $48.86 the minimum message names is enough', () => {
    const noisy = { ...ctx, MP: 48.86000000000001, MAX: null, AmountDue: 0 };
    expect(validatePayment({ ...contact, amount: '$48.86' }, noisy)).toBeNull();
    expect(english(validatePayment({ ...contact, amount: '48.85' }, noisy))).toBe(
      english(m.minimumPayment(48.86000000000001)),
    );
  });

  it('MAX 1238.1799999999998: paying the $1,238.18 it shows is not above the maximum', () => {
    const noisy = { ...ctx, MP: 0.01, MAX: 1238.1799999999998, AmountDue: 0 };
    expect(validatePayment({ ...contact, amount: '1238.18' }, noisy)).toBeNull();
    expect(english(validatePayment({ ...contact, amount: '1238.19' }, noisy))).toBe(english(m.aboveMaximum));
  });

  it('AmountDue 1565.8200000000002: the pre-filled 1565.82 is a full payment, no contact needed', () => {
    const noisy = { ...ctx, MP: 0.01, MAX: 1565.8200000000002, AmountDue: 1565.8200000000002 };
    expect(validatePayment({ ...card, amount: '1565.82' }, noisy)).toBeNull();
    expect(english(validatePayment({ ...card, amount: '1565.81' }, noisy))).toBe(english(m.partialNeedsContact));
  });
});
