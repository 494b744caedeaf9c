import { assign, enqueueActions, sendTo, setup } from 'xstate';

import type { ConfirmationRef } from '@machines/payment/confirmation.machine';
import { paymentMachine, type PaymentOutput } from '@machines/payment/payment.machine';
import type { CardMessages } from '@machines/payment/types';
import type { RestoredEvent } from '@machines/restored';
import type { GuarantorData, ProviderData } from '@machines/types';

import { paymentOptionMachine } from './paymentOption.machine';
import { type FullViewFocus, quickPayMachine, type QuickPayOutput } from './quickPay.machine';
import { quickPayOffer } from './rules/quickPay';

/** The validated-guarantor view, shared by the delivery link, statement lookup and staff-assisted flows. */
export interface GuarantorViewInput {
  provider: ProviderData;
  guarantor: GuarantorData;
  deliveryId?: string | null;
  /** Staff-assisted (single sign-on): read-only amount, sent as AdminTokenId. */
  adminTokenId?: string | null;
  /** The tab's confirmation actor: it receives the receipt (PAYMENT_CONFIRMED) before /confirmation shows. */
  confirmation: ConfirmationRef;
  /** The statement lookup flow's own card messages (spec section 5). */
  cardMessages?: CardMessages;
}

export interface GuarantorViewContext extends GuarantorViewInput {
  /** Where the full view should put focus after the guarantor leaves quick-pay. */
  focus: FullViewFocus | null;
}

/**
 * Hosts the payment machine for the whole view (so one machine owns the double-submit guard, also
 * for quick-pay), the payment option chooser, and quick-pay when the guarantor has it. A successful
 * payment sends its receipt to the tab's confirmation actor and then navigates to /confirmation:
 * `sendTo` delivers at the end of this transition, `navigate` runs after it (see app/live/navigation).
 */
export const guarantorViewMachine = setup({
  types: {
    context: {} as GuarantorViewContext,
    events: {} as RestoredEvent,
    input: {} as GuarantorViewInput,
    children: {} as { payment: 'payment'; paymentOption: 'paymentOption'; quickPay: 'quickPay' },
    /** `quickPay`: the quick-pay view shows; `paid`: the page is on its way to /confirmation. */
    tags: {} as 'quickPay' | 'paid' | 'visitEnded',
  },
  actors: { payment: paymentMachine, paymentOption: paymentOptionMachine, quickPay: quickPayMachine },
  actions: {
    handOverReceipt: sendTo(
      ({ context }) => context.confirmation,
      (_, params: { receipt: PaymentOutput }) => ({ type: 'PAYMENT_CONFIRMED' as const, receipt: params.receipt }),
    ),
    navigate: (_, _params: { to: string }) => {
      throw new Error('navigate not provided');
    },
    passOnRestored: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'RESTORED') return;
      enqueue.sendTo('payment', event);
      enqueue.sendTo('paymentOption', event);
    }),
    /** One event: the payment machine picks the saved card, sets the amount and submits. */
    payQuickly: sendTo('payment', (_, params: { output: QuickPayOutput }) => ({
      type: 'QUICK_PAY_CONFIRMED' as const,
      paymentAccountId: params.output.choice === 'payNow' ? params.output.paymentAccountId : '',
      amount: params.output.choice === 'payNow' ? params.output.amount : 0,
    })),
  },
  guards: {
    // Staff-assisted payments have a fixed amount: quick-pay's 'pay a different amount' has no place there.
    offersQuickPay: ({ context }) => context.adminTokenId === null && quickPayOffer(context.guarantor) !== null,
    paysNow: (_, params: { output: QuickPayOutput }) => params.output.choice === 'payNow',
  },
}).createMachine({
  id: 'guarantorView',
  context: ({ input }) => ({
    ...input,
    deliveryId: input.deliveryId ?? null,
    adminTokenId: input.adminTokenId ?? null,
    focus: null,
  }),
  initial: 'active',
  states: {
    active: {
      // Back after a reload: the children whose work did not survive the page say where they resume.
      on: { RESTORED: { actions: 'passOnRestored' } },
      invoke: [
        {
          id: 'payment',
          src: 'payment',
          input: ({ context }) => ({
            provider: context.provider,
            guarantor: context.guarantor,
            adminTokenId: context.adminTokenId,
            deliveryId: context.deliveryId,
            useWidget: Boolean(context.provider.SqId),
            cardMessages: context.cardMessages,
          }),
          onDone: {
            target: 'paid',
            actions: [
              { type: 'handOverReceipt', params: ({ event }) => ({ receipt: event.output }) },
              { type: 'navigate', params: { to: '/confirmation' } },
            ],
          },
        },
        {
          id: 'paymentOption',
          src: 'paymentOption',
          input: ({ context }) => ({
            guarantor: context.guarantor,
            provider: context.provider,
            deliveryId: context.deliveryId,
          }),
        },
      ],
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'offersQuickPay', target: 'quickPay' }, { target: 'full' }],
        },
        quickPay: {
          tags: 'quickPay',
          invoke: {
            id: 'quickPay',
            src: 'quickPay',
            input: ({ context }) => quickPayOffer(context.guarantor)!,
            onDone: [
              {
                // Confirmed: the saved card and default amount go through the one payment machine.
                guard: { type: 'paysNow', params: ({ event }) => ({ output: event.output }) },
                target: 'full',
                actions: { type: 'payQuickly', params: ({ event }) => ({ output: event.output }) },
              },
              {
                target: 'full',
                actions: assign({
                  focus: ({ event }) => (event.output.choice === 'fullView' ? event.output.focus : null),
                }),
              },
            ],
          },
        },
        /** The full view: amount, encounters, payments, the payment form. */
        full: {},
      },
    },
    /** Paid: the receipt is with the confirmation actor and the page moves to /confirmation. */
    paid: { type: 'final', tags: ['paid', 'visitEnded'] },
  },
});
