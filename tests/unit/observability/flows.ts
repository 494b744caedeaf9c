// Runs real machines through the observer with fake calls, so the replay tests have traces exactly
// as the app records them (the app's live machines differ only in their actors' implementations).
import { vi } from 'vitest';
import { fromPromise } from 'xstate';

import { createObservedActor } from '@/observability/observe';
import { clearTrace, type TraceFile, traceFile } from '@/observability/trace';
import { guarantorViewMachine } from '@machines/bill/guarantorView.machine';
import { deliveryMachine } from '@machines/delivery/delivery.machine';
import { paymentMachine } from '@machines/payment/payment.machine';
import type {
  DeliveryResponse,
  DeliveryValidationRequest,
  TransactionResult,
  ValidatedGuarantor,
} from '@machines/types';
import { confirmationInbox } from '@tests/fixtures/confirmationInbox';
import { quickPayGuarantor as guarantor } from '@tests/fixtures/guarantor';
import { provider } from '@tests/fixtures/provider';

export const CARD = {
  nameOnCard: 'Jane Q Payer',
  cardNumber: '4000000000000002',
  cardCVV: '987',
  expMonth: '11',
  expYear: String(new Date().getFullYear() + 3),
  billingZip: '94105',
  email: 'jane.payer@example.com',
} as const;

/** Delivery link → confirm info → full view → one card payment answered with `answer`; returns the trace. */
export async function recordDeliveryPayment(answer: TransactionResult): Promise<TraceFile> {
  clearTrace();
  vi.useFakeTimers();
  try {
    const machine = deliveryMachine.provide({
      actors: {
        validateDelivery: fromPromise<DeliveryResponse, { deliveryId: string }>(() =>
          Promise.resolve({ DeliveryId: 'D1002', GuarantorId: 'G1', IsSuccess: true }),
        ),
        validateGuarantor: fromPromise<ValidatedGuarantor, DeliveryValidationRequest>(() =>
          Promise.resolve({ ...guarantor, QP: false, PA: [] }),
        ),
      },
      actions: { navigate: () => undefined },
    });
    const actor = createObservedActor(machine, {
      input: { deliveryId: 'D1002', provider },
    }).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SUBMIT', lastName: 'Chen', zipCode: '94105' });
    await vi.advanceTimersByTimeAsync(0);
    // The validated view, as src/app/routes/DeliveryStatement.tsx starts it for the confirmed guarantor.
    const { context } = actor.getSnapshot();
    const view = createObservedActor(
      guarantorViewMachine.provide({
        actors: {
          payment: paymentMachine.provide({ actors: { processPayment: fromPromise(() => Promise.resolve(answer)) } }),
        },
        actions: { navigate: () => undefined },
      }),
      {
        input: {
          provider,
          guarantor: context.guarantor!,
          deliveryId: context.deliveryId,
          confirmation: confirmationInbox().ref,
        },
      },
    ).start();
    const payment = view.getSnapshot().children.payment!;
    payment.send({ type: 'FIELD_CHANGED', field: 'email', value: CARD.email });
    payment.send({ type: 'SUBMIT', values: { amount: '150.00', ...CARD } });
    await vi.advanceTimersByTimeAsync(1500);
    view.stop();
    actor.stop();
    return traceFile();
  } finally {
    vi.useRealTimers();
  }
}
