import { expect, vi } from 'vitest';

import { guarantorViewMachine } from '@machines/guarantorView.machine';
import type { PaymentOutput } from '@machines/payment.machine';
import { confirmationInbox } from '@tests/fixtures/confirmationInbox';
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

const confirmation = confirmationInbox();
const navigate = vi.fn();

modelTest('guarantor view machine', {
  machine: guarantorViewMachine.provide({
    actions: {
      navigate: (_, params) => {
        navigate(params);
      },
    },
  }),
  inputs: {
    'quick-pay guarantor': { provider, guarantor, deliveryId: 'D1002', confirmation: confirmation.ref },
    'no quick-pay': {
      provider,
      guarantor: { ...guarantor, QP: false },
      deliveryId: 'D1002',
      confirmation: confirmation.ref,
    },
    'staff-assisted': {
      provider,
      guarantor: { ...guarantor, PA: [] },
      adminTokenId: 'SSO-OK',
      confirmation: confirmation.ref,
    },
  },
  events: [],
  fixtures,
  check: (snapshot) => {
    if (snapshot.matches({ active: 'quickPay' })) expect(snapshot.context.guarantor.QP).toBe(true);
    if (snapshot.matches('paid')) {
      // The receipt is with the confirmation actor and the page changes (the live navigate waits
      // for the end of the transition, after the receipt: tests/unit/app/live/receipt.test.ts).
      expect(confirmation.received.at(-1)).toEqual({ type: 'PAYMENT_CONFIRMED', receipt });
      expect(navigate).toHaveBeenLastCalledWith({ to: '/confirmation' });
    }
  },
});
