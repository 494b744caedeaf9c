// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { quickPayOffer } from '@machines/bill/rules/quickPay';

const card = { Id: 'pa_1', Last4: '4242', ExDate: '12/29' };
const qp = { QP: true, DefaultPaymentAmount: 150, PA: [card, { Id: 'pa_2', Last4: '1111', ExDate: '01/30' }] };

describe('quick-pay offer', () => {
  it('offers the default amount on the first saved card when QP is set', () => {
    expect(quickPayOffer(qp)).toEqual({ amount: 150, card });
  });

  it('offers nothing when QP is false', () => {
    expect(quickPayOffer({ ...qp, QP: false })).toBeNull();
  });

  it('offers nothing without a saved card to charge', () => {
    expect(quickPayOffer({ ...qp, PA: [] })).toBeNull();
  });

  it.each([null, undefined, 0, -5])('offers nothing for a default amount of %s', (amount) => {
    expect(quickPayOffer({ ...qp, DefaultPaymentAmount: amount })).toBeNull();
  });
});

// Shrunk counter-example from amountThresholds.property.test.ts: a default amount left over from float arithmetic.
describe('a default amount of 5.684341886080802e-14 (found by fast-check)', () => {
  it('is the $0.00 the page would show, so there is nothing to quick-pay', () => {
    const leftover = 2 ** -44; // 5.684341886080802e-14 (the literal trips eslint's no-loss-of-precision)
    expect(quickPayOffer({ ...qp, DefaultPaymentAmount: leftover })).toBeNull();
    expect(quickPayOffer({ ...qp, DefaultPaymentAmount: 0.01 })).toEqual({ amount: 0.01, card });
  });
});
