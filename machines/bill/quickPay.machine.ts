import { assign, setup } from 'xstate';

import type { QuickPayOffer } from './rules/quickPay';

/** Which section of the full view to focus when the guarantor leaves quick-pay. */
export type FullViewFocus = 'amount' | 'card' | 'details';

export type QuickPayOutput =
  /** Confirmed: charge `amount` to the saved card (the parent hands this to the payment machine). */
  | { choice: 'payNow'; amount: number; paymentAccountId: string }
  /** Left for the full view ('pay a different amount', 'change card', 'see balance details'). */
  | { choice: 'fullView'; focus: FullViewFocus };

export interface QuickPayContext extends QuickPayOffer {
  result: QuickPayOutput | null;
}

export type QuickPayEvent =
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DIFFERENT_AMOUNT' }
  | { type: 'CHANGE_CARD' }
  | { type: 'SHOW_DETAILS' };

/**
 * Quick-pay view (QP true): 'Remaining Balance Due' and 'Click to Submit {amount} Payment', which
 * asks 'Are you sure you want to make this N payment'. It only decides; it posts nothing. Its
 * output tells the parent to pay now (through the payment machine, so the double-submit guard
 * lives in one place) or which part of the full view to show. Input: `quickPayOffer(guarantor)`.
 */
export const quickPayMachine = setup({
  types: {
    context: {} as QuickPayContext,
    events: {} as QuickPayEvent,
    input: {} as QuickPayOffer,
    output: {} as QuickPayOutput,
    /** `confirming`: the 'Are you sure…' dialog is open. */
    tags: {} as 'confirming',
  },
  actions: {
    leave: assign((_, params: { focus: FullViewFocus }) => ({
      result: { choice: 'fullView' as const, focus: params.focus },
    })),
  },
}).createMachine({
  id: 'quickPay',
  context: ({ input }) => ({ amount: input.amount, card: input.card, result: null }),
  initial: 'overview',
  states: {
    overview: {
      on: {
        SUBMIT: 'confirming',
        DIFFERENT_AMOUNT: { target: 'leftQuickPay', actions: { type: 'leave', params: { focus: 'amount' } } },
        CHANGE_CARD: { target: 'leftQuickPay', actions: { type: 'leave', params: { focus: 'card' } } },
        SHOW_DETAILS: { target: 'leftQuickPay', actions: { type: 'leave', params: { focus: 'details' } } },
      },
    },
    /** The confirm dialog. */
    confirming: {
      tags: 'confirming',
      on: {
        CANCEL: 'overview',
        CONFIRM: {
          target: 'confirmed',
          actions: assign({
            result: ({ context }) => ({
              choice: 'payNow' as const,
              amount: context.amount,
              paymentAccountId: context.card.Id,
            }),
          }),
        },
      },
    },
    confirmed: { type: 'final' },
    leftQuickPay: { type: 'final' },
  },
  output: ({ context }) => context.result!,
});
