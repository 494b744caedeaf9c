// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { PROVIDERS } from '@/demo/providers';
import { type PaymentOptionContext, paymentOptionMachine } from '@machines/bill/paymentOption.machine';
import { type PaymentOptionView, paymentOptionView } from '@machines/bill/paymentOption.view';

import { financedGuarantor, statePaths } from '../viewStates';

const offered: PaymentOptionContext = {
  guarantor: financedGuarantor,
  provider: PROVIDERS.demo!,
  deliveryId: 'D1002',
  financingUrl: null,
  error: null,
};
const notOffered: PaymentOptionContext = { ...offered, guarantor: { ...financedGuarantor, AmountDue: 499.99 } };

const none = { offered: false, requesting: false, planChosen: false, planOpened: false };
const rows: [string, PaymentOptionContext, PaymentOptionView][] = [
  ['payNow', notOffered, none],
  ['payNow', offered, { ...none, offered: true }],
  ['requestingFinancing', offered, { offered: true, requesting: true, planChosen: true, planOpened: false }],
  ['planOpened', offered, { offered: true, requesting: false, planChosen: true, planOpened: true }],
];

describe('paymentOptionView', () => {
  it('has a row for every state of the machine', () => {
    expect([...new Set(rows.map(([value]) => value))].sort()).toEqual(statePaths(paymentOptionMachine));
  });

  it.each(rows)('%s (AmountDue %#) → %o', (value, context, view) => {
    expect(paymentOptionView(paymentOptionMachine.resolveState({ value, context }))).toEqual(view);
  });
});
