import { createContext, useContext } from 'react';

import { createAutopayEnrollment } from '@/api/calls';
import type { AutopayEnrollment } from '@/api/types';
import { createObservedActor } from '@/observability/observe';
import { autopayMachine } from '@machines/autopay.machine';
import { confirmationMachine } from '@machines/confirmation.machine';

import { fromCall } from './live/fromCall';
import { rememberedReceipt, rememberReceipt } from './receiptMemory';

/** The autopay offer with its real enrolment call. */
export const liveAutopayMachine = autopayMachine.provide({
  actors: {
    createEnrollment: fromCall((input: AutopayEnrollment, signal) => createAutopayEnrollment(input, signal)),
  },
});

export const liveConfirmationMachine = confirmationMachine.provide({
  actors: { autopay: liveAutopayMachine },
  actions: { rememberReceipt: (_, params) => rememberReceipt(params.receipt) },
});

/**
 * One per tab (created in main.tsx): the guarantor view sends PAYMENT_CONFIRMED before navigating to
 * /confirmation, and the page reads the receipt back; after a reload, the remembered receipt.
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

/** Provided in App.tsx; read by the confirmation page and the guarantor view (PAYMENT_CONFIRMED). */
export const ConfirmationActorContext = createContext<ConfirmationActor | null>(null);

export function useConfirmationActor(): ConfirmationActor {
  const actor = useContext(ConfirmationActorContext);
  if (!actor) throw new Error('ConfirmationActorContext is missing');
  return actor;
}
