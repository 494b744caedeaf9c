import type { ActorOptions } from 'xstate';

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

/** What the tab's confirmation actor starts with: the receipt this tab remembered, if any. */
export const confirmationInput = () => ({ remembered: rememberedReceipt() });

/**
 * One per tab (src/app/useConfirmationActor.ts): a flow that pays gets this actor in its input and
 * sends it PAYMENT_CONFIRMED before navigating to /confirmation, and the page reads the receipt back;
 * after a reload, the remembered receipt. Not started: `kept` restores it and keeps it (issue 46).
 */
export function createConfirmationActor(
  kept: Pick<ActorOptions<typeof liveConfirmationMachine>, 'snapshot' | 'inspect'> = {},
) {
  return createObservedActor(liveConfirmationMachine, { id: 'confirmation', input: confirmationInput(), ...kept });
}

/** A confirmation actor of its own, started (tests give one to each render). */
export function startConfirmationActor() {
  return createConfirmationActor().start();
}

export type ConfirmationActor = ReturnType<typeof createConfirmationActor>;
