// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect, vi } from 'vitest';

import { guarantorViewMachine } from '@machines/bill/guarantorView.machine';
import type { PaymentOutput } from '@machines/payment/payment.machine';
import { confirmationInbox } from '@tests/fixtures/confirmationInbox';
import { quickPayGuarantor } from '@tests/fixtures/guarantor';
import { provider } from '@tests/fixtures/provider';

import { done, type Fixtures, modelTest } from '../harness';

const receipt: PaymentOutput = {
  result: { IsSuccess: true, TransactionId: 'T1', PaymentAmount: 150 },
  paymentAmount: 150,
  provider,
  guarantor: quickPayGuarantor,
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
const quickPay = { provider, guarantor: quickPayGuarantor, deliveryId: 'D1002', confirmation: confirmation.ref };
const noQuickPay = {
  provider,
  guarantor: { ...quickPayGuarantor, QP: false },
  deliveryId: 'D1002',
  confirmation: confirmation.ref,
};
const staffAssisted = {
  provider,
  guarantor: { ...quickPayGuarantor, PA: [] },
  adminTokenId: 'SSO-OK',
  confirmation: confirmation.ref,
};
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
    'quick-pay guarantor': quickPay,
    'no quick-pay': noQuickPay,
    'staff-assisted': staffAssisted,
    'staff-assisted, guarantor with quick-pay': { ...quickPay, deliveryId: null, adminTokenId: 'SSO-CARD' },
    'statement lookup': { ...quickPay, deliveryId: null, cardMessages: 'statement' as const },
  },
  events: { RESTORED: [{ type: 'RESTORED', sessionLive: true }] },
  fixtures,
  states: {
    'active.quickPay': (snapshot) => {
      expect(snapshot.context.guarantor.QP).toBe(true);
      // Staff take a fixed amount: never quick-pay.
      expect(snapshot.context.adminTokenId).toBeNull();
    },
    paid: () => {
      // The receipt is with the confirmation actor and the page changes (the live navigate waits
      // for the end of the transition, after the receipt: tests/unit/app/live/receipt.test.ts).
      expect(confirmation.received.at(-1)).toEqual({ type: 'PAYMENT_CONFIRMED', receipt });
      expect(navigate).toHaveBeenLastCalledWith({ to: '/confirmation' });
    },
  },
  journeys: [
    { name: 'a quick-pay guarantor starts in quick-pay', input: quickPay, events: [], expect: { active: 'quickPay' } },
    { name: 'without quick-pay the full view shows', input: noQuickPay, events: [], expect: { active: 'full' } },
    {
      name: 'pay now goes to the full view, where the payment runs',
      input: quickPay,
      events: [done('quickPay', 'pay now')],
      expect: { active: 'full' },
    },
    {
      name: 'a different amount goes to the full view',
      input: quickPay,
      events: [done('quickPay', 'different amount')],
      expect: { active: 'full' },
    },
    {
      name: 'a staff-assisted payment ends paid',
      input: staffAssisted,
      events: [done('payment', 'approved')],
      expect: 'paid',
    },
    {
      name: 'a staff-assisted guarantor with quick-pay gets the full view',
      input: { ...quickPay, deliveryId: null, adminTokenId: 'SSO-CARD' },
      events: [],
      expect: { active: 'full' },
    },
  ],
});
