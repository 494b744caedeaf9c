import { assign, fromPromise, setup } from 'xstate';

import type { RestoredEvent } from '@machines/restored';
import { financingMessages } from '@machines/rules/messages';
import type { Words } from '@machines/rules/words';
import type { FinancingRequest, FinancingResponse, GuarantorData, ProviderData } from '@machines/types';

import { isFinancingOffered, safeFinancingUrl } from './rules/financing';

export interface PaymentOptionInput {
  guarantor: GuarantorData;
  provider: ProviderData;
  deliveryId?: string | null;
}

export interface PaymentOptionContext extends PaymentOptionInput {
  /** The partner's Url once received: the UI shows it as a link in case a blocker stopped the tab. */
  financingUrl: string | null;
  error: Words | null;
}

export type PaymentOptionEvent = { type: 'PAY_NOW' } | { type: 'PAYMENT_PLAN' } | RestoredEvent;

/**
 * 'Choose a Payment Option': 'Pay Now' (default) or 'Payment Plan', the latter only when financing
 * is offered (the UI asks snapshot.can({ type: 'PAYMENT_PLAN' })). PAYMENT_PLAN is an explicit
 * activation (a button press, never a change of selection), and a second one while the request
 * runs is ignored (no handler in `requestingFinancing`). Payment Plan asks for the
 * partner's Url and runs `openInNewTab`. The tab opens after the call returns; Chromium and Firefox
 * still allow that popup within ~5 s of the click (transient user activation), and if a blocker
 * stops it, `planOpened` keeps the Url for a plain link the guarantor can click.
 */
export const paymentOptionMachine = setup({
  types: {
    context: {} as PaymentOptionContext,
    events: {} as PaymentOptionEvent,
    input: {} as PaymentOptionInput,
  },
  actors: {
    financingUrl: fromPromise<FinancingResponse, FinancingRequest>(() => {
      throw new Error('financingUrl not provided');
    }),
  },
  actions: {
    /** The root provides it: window.open(url, '_blank', 'noopener'). */
    openInNewTab: (_, _params: { url: string }) => {
      throw new Error('openInNewTab not provided');
    },
    showFailure: assign({ error: financingMessages.failure, financingUrl: null }),
  },
  guards: {
    financingOffered: ({ context }) => isFinancingOffered(context.guarantor),
    /** Success with an absolute https: Url; anything else (javascript:, http:, relative) is a failure. */
    hasUrl: (_, params: { response: FinancingResponse }) =>
      params.response.IsSuccess && safeFinancingUrl(params.response.Url) !== null,
  },
}).createMachine({
  id: 'paymentOption',
  context: ({ input }) => ({ ...input, deliveryId: input.deliveryId ?? null, financingUrl: null, error: null }),
  initial: 'payNow',
  states: {
    /** The payment form shows. */
    payNow: {
      on: {
        PAYMENT_PLAN: { guard: 'financingOffered', target: 'requestingFinancing', actions: assign({ error: null }) },
      },
    },
    requestingFinancing: {
      // The page went before the partner's address came: no tab opened; 'Pay Now' shows again.
      on: { RESTORED: 'payNow' },
      invoke: {
        id: 'financingUrl',
        src: 'financingUrl',
        input: ({ context }) => ({
          ProviderKey: context.provider.ProviderKey,
          GuarantorId: context.guarantor.GuarantorId,
          ProviderSpecificGuarantorId: context.guarantor.PGuarantorId,
          ZipCode: context.guarantor.Zip,
          LastName: context.guarantor.LastName,
          DeliveryId: context.deliveryId,
        }),
        onDone: [
          {
            guard: { type: 'hasUrl', params: ({ event }) => ({ response: event.output }) },
            target: 'planOpened',
            actions: [
              // The parsed href the guard accepted, for both the new tab and the fallback link.
              assign({ financingUrl: ({ event }) => safeFinancingUrl(event.output.Url)! }),
              { type: 'openInNewTab', params: ({ context }) => ({ url: context.financingUrl! }) },
            ],
          },
          { target: 'payNow', actions: 'showFailure' },
        ],
        onError: { target: 'payNow', actions: 'showFailure' },
      },
    },
    /** The partner's site opened in a new tab; this page stays, and either option can be chosen again. */
    planOpened: {
      on: {
        PAY_NOW: 'payNow',
        PAYMENT_PLAN: { guard: 'financingOffered', target: 'requestingFinancing' },
      },
    },
  },
});
