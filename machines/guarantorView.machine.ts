import { assign, sendTo, setup } from 'xstate';

import type { GuarantorData, ProviderData } from '@machines/types';

import { paymentMachine, type PaymentOutput } from './payment.machine';
import { paymentOptionMachine } from './paymentOption.machine';
import { type FullViewFocus, quickPayMachine, type QuickPayOutput } from './quickPay.machine';
import type { CardMessages } from './rules/paymentValidation';
import { quickPayOffer } from './rules/quickPay';

/** The validated-guarantor view, shared by the delivery link, statement lookup and staff-assisted flows. */
export interface GuarantorViewInput {
  provider: ProviderData;
  guarantor: GuarantorData;
  deliveryId?: string | null;
  /** Staff-assisted (single sign-on): read-only amount, sent as AdminTokenId. */
  adminTokenId?: string | null;
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
 * payment hands its receipt to the root (`paymentSucceeded`) and then navigates to /confirmation.
 */
export const guarantorViewMachine = setup({
  types: {
    context: {} as GuarantorViewContext,
    input: {} as GuarantorViewInput,
    children: {} as { payment: 'payment'; paymentOption: 'paymentOption'; quickPay: 'quickPay' },
  },
  actors: { payment: paymentMachine, paymentOption: paymentOptionMachine, quickPay: quickPayMachine },
  actions: {
    /** Provided by the composition root: keeps the receipt for the confirmation page. */
    paymentSucceeded: (_, _params: { receipt: PaymentOutput }) => {
      throw new Error('paymentSucceeded not provided');
    },
    navigate: (_, _params: { to: string }) => {
      throw new Error('navigate not provided');
    },
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
              { type: 'paymentSucceeded', params: ({ event }) => ({ receipt: event.output }) },
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
          invoke: {
            id: 'quickPay',
            src: 'quickPay',
            input: ({ context }) => quickPayOffer(context.guarantor)!,
            onDone: [
              {
                // Confirmed: the saved card and default amount go through the one payment machine.
                guard: { type: 'paysNow', params: ({ event }) => ({ output: event.output }) },
                target: 'full',
                actions: [
                  sendTo('payment', ({ event }) => ({
                    type: 'SAVED_CARD_CHOSEN' as const,
                    paymentAccountId: event.output.choice === 'payNow' ? event.output.paymentAccountId : '',
                  })),
                  sendTo('payment', ({ event }) => ({
                    type: 'SUBMIT' as const,
                    values: { amount: event.output.choice === 'payNow' ? event.output.amount.toFixed(2) : '' },
                  })),
                ],
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
    /** Paid: the receipt is with the root and the page moves to /confirmation. */
    paid: { type: 'final' },
  },
});
