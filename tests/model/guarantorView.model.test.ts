import { expect, vi } from 'vitest';

import { guarantorViewMachine } from '@machines/guarantorView.machine';
import type { PaymentOutput } from '@machines/payment.machine';
import { guarantor, provider } from '@tests/fixtures/guarantor';

import { type Fixtures, modelTest } from './harness';

const receipt: PaymentOutput = {
  result: { IsSuccess: true, TransactionId: 'T1', PaymentAmount: 150 },
  paymentAmount: 150,
  provider,
  guarantor,
};

const fixtures = {
  payment: { done: { approved: receipt } },
  paymentOption: { done: {} },
  quickPay: {
    done: {
      'pay now': { choice: 'payNow', amount: 150, paymentAccountId: 'pa_1' },
      'different amount': { choice: 'fullView', focus: 'amount' },
    },
  },
} satisfies Fixtures<typeof guarantorViewMachine>;

const paid = vi.fn();
const navigate = vi.fn();

modelTest('guarantor view machine', {
  machine: guarantorViewMachine.provide({
    actions: {
      paymentSucceeded: (_, params) => {
        paid(params.receipt);
      },
      navigate: (_, params) => {
        navigate(params);
      },
    },
  }),
  inputs: {
    'quick-pay guarantor': { provider, guarantor, deliveryId: 'D1002' },
    'no quick-pay': { provider, guarantor: { ...guarantor, QP: false }, deliveryId: 'D1002' },
    'staff-assisted': { provider, guarantor: { ...guarantor, PA: [] }, adminTokenId: 'SSO-OK' },
    'staff-assisted, guarantor with quick-pay': { provider, guarantor, adminTokenId: 'SSO-CARD' },
    'statement lookup': { provider, guarantor, cardMessages: 'statement' },
  },
  events: [],
  fixtures,
  check: (snapshot) => {
    if (snapshot.matches({ active: 'quickPay' })) {
      expect(snapshot.context.guarantor.QP).toBe(true);
      // Staff take a fixed amount: never quick-pay.
      expect(snapshot.context.adminTokenId).toBeNull();
    }
    if (snapshot.matches('paid')) {
      // The receipt is handed over before the page changes.
      expect(paid).toHaveBeenLastCalledWith(receipt);
      expect(navigate).toHaveBeenLastCalledWith({ to: '/confirmation' });
      expect(paid.mock.invocationCallOrder.at(-1)!).toBeLessThan(navigate.mock.invocationCallOrder.at(-1)!);
    }
  },
});
