// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, type InspectionEvent } from 'xstate';

import type { PaymentRequest, TransactionResult } from '@/api/types';
import { guarantorViewMachine } from '@machines/bill/guarantorView.machine';
import { paymentMachine } from '@machines/payment/payment.machine';
import { confirmationInbox } from '@tests/fixtures/confirmationInbox';
import { quickPayGuarantor as guarantor } from '@tests/fixtures/guarantor';
import { approved } from '@tests/fixtures/payment';
import { provider } from '@tests/fixtures/provider';

/** D1002-like: quick-pay with the saved card pa_1 and DefaultPaymentAmount 150, an e-mail on file. */
const quickPayGuarantor = { ...guarantor, Email: 'ana@example.com' };

function start() {
  const posts: PaymentRequest[] = [];
  const navigate = vi.fn();
  const confirmation = confirmationInbox();
  const machine = guarantorViewMachine.provide({
    actors: {
      payment: paymentMachine.provide({
        actors: {
          processPayment: fromPromise<TransactionResult, PaymentRequest>(({ input }) => {
            posts.push(input);
            return Promise.resolve(approved);
          }),
        },
      }),
    },
    actions: {
      navigate: (_, params) => {
        navigate(params);
      },
    },
  });
  /** What the view itself sends its children (quick-pay is driven by the test directly). */
  const toPayment: AnyEventObject[] = [];
  const actor = createActor(machine, {
    input: { provider, guarantor: quickPayGuarantor, deliveryId: 'D1002', confirmation: confirmation.ref },
    inspect: (event: InspectionEvent) => {
      const toChild = event.type === '@xstate.event' && event.sourceRef === actor && event.actorRef !== actor;
      // xstate.init is xstate's own start of the child, not an event the view chose to send.
      if (toChild && !event.event.type.startsWith('xstate.')) toPayment.push(event.event);
    },
  });
  actor.start();
  return { actor, posts, navigate, confirmation, toPayment };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 4, 15));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('guarantor view: quick-pay through the payment machine', () => {
  it("'Yes' is one event to the payment actor, which posts once and hands the receipt over", async () => {
    const { actor, posts, navigate, confirmation, toPayment } = start();
    expect(actor.getSnapshot().hasTag('quickPay')).toBe(true);
    const quickPay = actor.getSnapshot().children.quickPay!;
    quickPay.send({ type: 'SUBMIT' });
    quickPay.send({ type: 'CONFIRM' });
    expect(toPayment).toEqual([{ type: 'QUICK_PAY_CONFIRMED', paymentAccountId: 'pa_1', amount: 150 }]);

    await vi.advanceTimersByTimeAsync(2000);
    expect(posts).toEqual([expect.objectContaining({ PaymentAccountId: 'pa_1', PaymentAmount: 150 })]);
    expect(actor.getSnapshot().hasTag('paid')).toBe(true);
    expect(confirmation.received).toEqual([
      {
        type: 'PAYMENT_CONFIRMED',
        receipt: expect.objectContaining({ result: approved, paymentAmount: 150 }) as unknown,
      },
    ]);
    expect(navigate).toHaveBeenCalledWith({ to: '/confirmation' });
  });
});
