import { assign, setup } from 'xstate';
import { autopayMachine, type AutopayInput } from './autopay.machine';
import type { PaymentOutput } from './payment.machine';

export interface ConfirmationContext {
  /** The last approved payment of this tab. Memory only: it carries the guarantor's name. */
  receipt: PaymentOutput | null;
}

export type ConfirmationEvent = { type: 'PAYMENT_CONFIRMED'; receipt: PaymentOutput };

/** The autopay offer is about the payment on the receipt. */
export function autopayInputOf(receipt: PaymentOutput): AutopayInput {
  return {
    result: receipt.result,
    guarantorId: receipt.guarantor.GuarantorId,
    paymentAmount: receipt.paymentAmount,
  };
}

/**
 * App-level: keeps the last receipt for /confirmation (so the page survives in-app navigation) and
 * runs the autopay offer / reminder for it. A reload starts `empty` again.
 */
export const confirmationMachine = setup({
  types: {
    context: {} as ConfirmationContext,
    events: {} as ConfirmationEvent,
    children: {} as { autopay: 'autopay' },
  },
  actors: { autopay: autopayMachine },
  actions: {
    keepReceipt: assign({ receipt: (_, params: { receipt: PaymentOutput }) => params.receipt }),
    logAutopayFault: (_, params: { error: unknown }) => {
      console.error('[confirmation] autopay stopped:', params.error instanceof Error ? params.error.message : params.error);
    },
  },
}).createMachine({
  id: 'confirmation',
  context: { receipt: null },
  initial: 'empty',
  on: {
    // A new payment replaces the receipt and restarts the offer for it (re-entering `showing`).
    PAYMENT_CONFIRMED: {
      target: '.showing',
      reenter: true,
      actions: { type: 'keepReceipt', params: ({ event }) => ({ receipt: event.receipt }) },
    },
  },
  states: {
    /** No payment in this tab: the page says so and links home. */
    empty: {},
    showing: {
      invoke: {
        id: 'autopay',
        src: 'autopay',
        // keepReceipt ran on the way in, so the receipt is there.
        input: ({ context }) => autopayInputOf(context.receipt!),
        // The receipt must outlive a broken offer: log and keep showing it.
        onError: { actions: { type: 'logAutopayFault', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
