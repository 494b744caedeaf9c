import { beforeEach, expect, vi } from 'vitest';
import { autopayInputOf, confirmationMachine } from '../../machines/confirmation.machine';
import type { PaymentOutput } from '../../machines/payment.machine';
import { approved, guarantor, provider } from '../fixtures/payment';
import { modelTest, type Fixtures } from './harness';

const autopayReceipt: PaymentOutput = { result: approved, paymentAmount: 245.5, provider, guarantor };
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
  guarantor: { ...guarantor, GuarantorId: 'G6' },
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

modelTest('confirmation machine', {
  machine: confirmationMachine,
  events: [
    { type: 'PAYMENT_CONFIRMED', receipt: autopayReceipt },
    { type: 'PAYMENT_CONFIRMED', receipt: partialReceipt },
  ],
  fixtures,
  check: (snapshot) => {
    const { receipt } = snapshot.context;
    if (snapshot.matches('empty')) {
      expect(receipt).toBeNull();
      expect(snapshot.children.autopay).toBeUndefined();
    }
    if (snapshot.matches('showing')) {
      expect(receipt).not.toBeNull();
      // The offer running is about the receipt showing (a new payment restarts it).
      const child = snapshot.children.autopay?.getSnapshot() as { input?: unknown } | undefined;
      if (child) expect(child.input).toEqual(autopayInputOf(receipt!));
    }
  },
});
