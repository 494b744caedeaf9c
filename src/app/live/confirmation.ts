import { createAutopayEnrollment } from '@/api/calls';
import type { AutopayEnrollment } from '@/api/types';
import { rememberedReceipt, rememberReceipt } from '@/app/receiptMemory';
import { createObservedActor } from '@/observability/observe';
import { autopayMachine } from '@machines/payment/autopay.machine';
import { confirmationMachine } from '@machines/payment/confirmation.machine';

import { fromCall, outcomeOf } from './fromCall';

/** The autopay offer with its real enrolment call. */
export const liveAutopayMachine = autopayMachine.provide({
  actors: {
    // An enrolment that may have gone through is never repeated unasked: two schedules charge twice a month.
    createEnrollment: fromCall((input: AutopayEnrollment, signal) =>
      createAutopayEnrollment(input, signal).catch((error: unknown) => Promise.reject(outcomeOf(error))),
    ),
  },
});

export const liveConfirmationMachine = confirmationMachine.provide({
  actors: { autopay: liveAutopayMachine },
  actions: { rememberReceipt: (_, params) => rememberReceipt(params.receipt) },
});

/**
 * One per tab (created in main.tsx): a flow that pays gets this actor in its input and sends it
 * PAYMENT_CONFIRMED before navigating to /confirmation, and the page reads the receipt back; after
 * a reload, the remembered receipt.
 */
export function startConfirmationActor() {
  const actor = createObservedActor(liveConfirmationMachine, {
    id: 'confirmation',
    input: { remembered: rememberedReceipt() },
  });
  actor.start();
  return actor;
}

export type ConfirmationActor = ReturnType<typeof startConfirmationActor>;
