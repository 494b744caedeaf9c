// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import type { AutopayEnrollment, SuccessResult } from '@/api/types';
import { AUTOPAY_MODAL_DELAY, autopayMachine } from '@machines/payment/autopay.machine';
import { confirmationMachine } from '@machines/payment/confirmation.machine';
import type { PaymentOutput } from '@machines/payment/payment.machine';
import { approved, newCardGuarantor } from '@tests/fixtures/payment';
import { provider } from '@tests/fixtures/provider';

const first: PaymentOutput = { result: approved, paymentAmount: 245.5, provider, guarantor: newCardGuarantor };
const second: PaymentOutput = {
  result: {
    ...approved,
    TransactionId: 'T2',
    PaymentAmount: 60,
    IsAutoPayAllowed: false,
    DoesBalanceExistRequiringScheduledPayments: true,
  },
  paymentAmount: 60,
  provider,
  guarantor: { ...newCardGuarantor, GuarantorId: 'G2' },
};

function start(
  createEnrollment = fromPromise<SuccessResult, AutopayEnrollment>(() => Promise.resolve({ IsSuccess: true })),
) {
  const machine = confirmationMachine.provide({
    actors: { autopay: autopayMachine.provide({ actors: { createEnrollment } }) },
    actions: { rememberReceipt: () => {} },
  });
  return createActor(machine, { input: { remembered: null } }).start();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('confirmation machine', () => {
  it('starts empty, with no offer running', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().children.autopay).toBeUndefined();
  });

  it('keeps the receipt and opens the offer for its payment 100 ms later', async () => {
    const actor = start();
    actor.send({ type: 'PAYMENT_CONFIRMED', receipt: first });
    expect(actor.getSnapshot().context.receipt).toBe(first);
    await vi.advanceTimersByTimeAsync(AUTOPAY_MODAL_DELAY);
    const offer = actor.getSnapshot().children.autopay!.getSnapshot();
    expect(offer.value).toBe('offering');
    expect(offer.context).toMatchObject({ guarantorId: 'G1', paymentAmount: 245.5 });
  });

  it('replaces the receipt and restarts the follow-up when another payment is confirmed', async () => {
    const actor = start();
    actor.send({ type: 'PAYMENT_CONFIRMED', receipt: first });
    await vi.advanceTimersByTimeAsync(AUTOPAY_MODAL_DELAY);
    const old = actor.getSnapshot().children.autopay!;
    actor.send({ type: 'PAYMENT_CONFIRMED', receipt: second });
    const now = actor.getSnapshot().children.autopay!;
    expect(actor.getSnapshot().context.receipt).toBe(second);
    expect(now).not.toBe(old);
    expect(old.getSnapshot().status).toBe('stopped');
    expect(now.getSnapshot().value).toBe('declined'); // the reminder for the second payment
    expect(now.getSnapshot().context.guarantorId).toBe('G2');
  });

  it('keeps the receipt when the offer breaks', async () => {
    const machine = confirmationMachine.provide({
      actions: { rememberReceipt: () => {} },
      actors: {
        autopay: autopayMachine.provide({
          actions: {
            showFailureAlert: () => {
              throw new Error('broken action');
            },
          },
          actors: {
            createEnrollment: fromPromise<SuccessResult, AutopayEnrollment>(() =>
              Promise.resolve({ IsSuccess: false }),
            ),
          },
        }),
      },
    });
    const broken = createActor(machine, { input: { remembered: null } }).start();
    broken.send({ type: 'PAYMENT_CONFIRMED', receipt: first });
    await vi.advanceTimersByTimeAsync(AUTOPAY_MODAL_DELAY);
    broken.getSnapshot().children.autopay!.send({ type: 'ENROLL' });
    await vi.advanceTimersByTimeAsync(0);
    expect(broken.getSnapshot().status).toBe('active');
    expect(broken.getSnapshot().value).toBe('showing');
    expect(broken.getSnapshot().context.receipt).toBe(first);
    expect(console.error).toHaveBeenCalledWith('[confirmation] autopay stopped:', 'broken action');
  });
});
