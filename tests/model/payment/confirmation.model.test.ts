// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { beforeEach, expect, vi } from 'vitest';

import { autopayInputOf, confirmationMachine } from '@machines/payment/confirmation.machine';
import type { PaymentOutput } from '@machines/payment/payment.machine';
import { receiptDetails } from '@machines/payment/rules/receipt';
import { approved, newCardGuarantor } from '@tests/fixtures/payment';
import { provider } from '@tests/fixtures/provider';

import { failed, type Fixtures, modelTest } from '../harness';

const autopayReceipt: PaymentOutput = { result: approved, paymentAmount: 245.5, provider, guarantor: newCardGuarantor };
const partialReceipt: PaymentOutput = {
  result: {
    IsSuccess: true,
    TransactionId: 'T2',
    PaymentAmount: 100,
    IsAutoPayAllowed: false,
    DoesBalanceExistRequiringScheduledPayments: true,
    PartialPaymentsDayOfMonthlyPayments: 15,
    IsAccountOnFileEnabled: true,
  },
  paymentAmount: 100,
  provider,
  guarantor: { ...newCardGuarantor, GuarantorId: 'G6' },
};

const fixtures = {
  autopay: {
    done: { enrolled: { enrolled: true, saveCard: null }, declined: { enrolled: false, saveCard: true } },
    error: { fault: new Error('action threw') },
  },
} satisfies Fixtures<typeof confirmationMachine>;

// The fault path logs; keep the test output clean.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const remember = vi.fn();
const remembered = receiptDetails(autopayReceipt, new Date(2026, 10, 22));

const fresh = { remembered: null };
const reload = { remembered };

modelTest('confirmation machine', {
  machine: confirmationMachine.provide({
    actions: {
      rememberReceipt: (_, params) => {
        remember(params.receipt);
      },
    },
  }),
  inputs: { 'a fresh tab': fresh, 'a reload after a payment': reload },
  events: {
    RESTORED: [{ type: 'RESTORED', sessionLive: true }],
    PAYMENT_CONFIRMED: [
      { type: 'PAYMENT_CONFIRMED', receipt: autopayReceipt },
      { type: 'PAYMENT_CONFIRMED', receipt: partialReceipt },
    ],
  },
  fixtures,
  states: {
    empty: (snapshot) => {
      expect(snapshot.context.receipt).toBeNull();
      expect(snapshot.children.autopay).toBeUndefined();
    },
    reloaded: (snapshot) => {
      // The remembered receipt shows, and no second autopay offer runs for it.
      expect(snapshot.context.remembered).toEqual(remembered);
      expect(snapshot.children.autopay).toBeUndefined();
    },
    showing: (snapshot) => {
      const { receipt } = snapshot.context;
      expect(receipt).not.toBeNull();
      // Every receipt shown is also remembered for a reload.
      expect(remember).toHaveBeenLastCalledWith(receipt);
      // The offer running is about the receipt showing (a new payment restarts it).
      const child = snapshot.children.autopay?.getSnapshot() as { input?: unknown } | undefined;
      if (child) expect(child.input).toEqual(autopayInputOf(receipt!));
    },
  },
  journeys: [
    { name: 'a fresh tab has no receipt', input: fresh, events: [], expect: 'empty' },
    { name: 'a reload shows the remembered receipt', input: reload, events: [], expect: 'reloaded' },
    {
      name: 'a payment shows its receipt, and a broken offer keeps it showing',
      input: fresh,
      events: [{ type: 'PAYMENT_CONFIRMED', receipt: autopayReceipt }, failed('autopay', 'fault')],
      expect: 'showing',
    },
    {
      name: 'a new payment after a reload shows the new receipt',
      input: reload,
      events: [{ type: 'PAYMENT_CONFIRMED', receipt: partialReceipt }],
      expect: 'showing',
    },
  ],
});
