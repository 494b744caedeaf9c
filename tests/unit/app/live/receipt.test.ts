import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import type { PaymentRequest, TransactionResult } from '@/api/types';
import { liveGuarantorViewMachine } from '@/app/live/guarantorView';
import { paymentMachine } from '@machines/payment/payment.machine';
import { confirmationInbox } from '@tests/fixtures/confirmationInbox';
import { quickPayGuarantor as guarantor } from '@tests/fixtures/guarantor';
import { approved } from '@tests/fixtures/payment';
import { provider } from '@tests/fixtures/provider';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 4, 15));
  window.history.replaceState(null, '', '/d/D1002');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a successful payment in the live validated view', () => {
  it('reaches the confirmation actor before the router moves to /confirmation', async () => {
    const pathWhenReceived: string[] = [];
    const confirmation = confirmationInbox(() => pathWhenReceived.push(window.location.pathname));
    const machine = liveGuarantorViewMachine.provide({
      actors: {
        payment: paymentMachine.provide({
          actors: { processPayment: fromPromise<TransactionResult, PaymentRequest>(() => Promise.resolve(approved)) },
        }),
      },
    });
    const actor = createActor(machine, {
      input: {
        provider,
        guarantor: { ...guarantor, QP: false, Email: 'ana@example.com' },
        deliveryId: 'D1002',
        confirmation: confirmation.ref,
      },
    }).start();
    actor.getSnapshot().children.payment!.send({ type: 'SUBMIT' }); // the saved card, the default amount
    await vi.advanceTimersByTimeAsync(2000);

    expect(confirmation.received).toHaveLength(1);
    expect(pathWhenReceived).toEqual(['/d/D1002']);
    expect(window.location.pathname).toBe('/confirmation');
  });
});
