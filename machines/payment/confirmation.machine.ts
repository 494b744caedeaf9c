import { type ActorRef, assign, enqueueActions, setup, type Snapshot } from 'xstate';

import { childrenOf, type RestoredEvent } from '@machines/restored';

import { type AutopayInput, autopayMachine } from './autopay.machine';
import type { PaymentOutput } from './payment.machine';
import type { ReceiptDetails } from './rules/receipt';

export interface ConfirmationContext {
  /** The last approved payment of this tab, in memory (it carries the whole guarantor record). */
  receipt: PaymentOutput | null;
  /** The receipt's printed fields as remembered for this tab: what a reload shows. */
  remembered: ReceiptDetails | null;
}

export interface ConfirmationInput {
  /** What this tab remembered of its last receipt, if anything (read by the root from storage). */
  remembered: ReceiptDetails | null;
}

export type ConfirmationEvent = { type: 'PAYMENT_CONFIRMED'; receipt: PaymentOutput } | RestoredEvent;

/** The tab's confirmation actor as the flows that pay see it: they hand it their receipt. */
export type ConfirmationRef = ActorRef<Snapshot<unknown>, Extract<ConfirmationEvent, { type: 'PAYMENT_CONFIRMED' }>>;

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
 * runs the autopay offer / reminder for it. The root remembers the receipt's printed fields for the
 * tab (`rememberReceipt`), so a reload shows them again (`reloaded`) without offering autopay twice.
 * The tab keeps the actor too (issue 46), without the receipt: a reload while the offer is open
 * (`showing`) brings the offer back as it was, over the remembered fields.
 */
export const confirmationMachine = setup({
  types: {
    context: {} as ConfirmationContext,
    events: {} as ConfirmationEvent,
    input: {} as ConfirmationInput,
    children: {} as { autopay: 'autopay' },
  },
  actors: { autopay: autopayMachine },
  actions: {
    keepReceipt: assign({ receipt: (_, params: { receipt: PaymentOutput }) => params.receipt }),
    /** The autopay offer says where it resumes. */
    passOnRestored: enqueueActions(({ event, self, enqueue }) => {
      if (event.type === 'RESTORED') for (const child of childrenOf(self)) enqueue.sendTo(child, event);
    }),
    /** Provided by the root: stores the receipt's printed fields for this tab. */
    rememberReceipt: (_, _params: { receipt: PaymentOutput }) => {
      throw new Error('rememberReceipt not provided');
    },
    logAutopayFault: (_, params: { error: unknown }) => {
      console.error(
        '[confirmation] autopay stopped:',
        params.error instanceof Error ? params.error.message : params.error,
      );
    },
  },
}).createMachine({
  id: 'confirmation',
  context: ({ input }) => ({ receipt: null, remembered: input.remembered }),
  initial: 'starting',
  on: {
    // A new payment replaces the receipt and restarts the offer for it (re-entering `showing`).
    PAYMENT_CONFIRMED: {
      target: '.showing',
      reenter: true,
      actions: [
        { type: 'keepReceipt', params: ({ event }) => ({ receipt: event.receipt }) },
        { type: 'rememberReceipt', params: ({ event }) => ({ receipt: event.receipt }) },
      ],
    },
    RESTORED: { actions: 'passOnRestored' },
  },
  states: {
    starting: {
      always: [{ guard: ({ context }) => context.remembered !== null, target: 'reloaded' }, { target: 'empty' }],
    },
    /** No payment in this tab: the page says so and links home. */
    empty: {},
    /** The page was reloaded after a payment: the remembered receipt, with no second autopay offer. */
    reloaded: {},
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
