import { type ActorRef, assign, enqueueActions, fromPromise, setup, type Snapshot } from 'xstate';

import type { ProviderEvent } from '@machines/provider/provider.machine';
import type { SessionRef } from '@machines/session/types';
import type { GuarantorData, ProviderData, SsoResponse } from '@machines/types';

export interface SsoInput {
  /** The single-sign-on token id from /apgt/{tokenId}; it becomes the payment's AdminTokenId. */
  tokenId: string;
  /** The current provider (the host's), kept when a successful answer carries none. */
  provider: ProviderData;
  /** The app's provider actor: told PROVIDER_REPLACED when the answer brings its provider. */
  providerRef: ActorRef<Snapshot<unknown>, ProviderEvent>;
  /** The tab's session: told when the guarantor signs in (its clock, and how to renew it). */
  session?: SessionRef | null;
}

export interface SsoContext extends SsoInput {
  guarantor: GuarantorData | null;
  /** The answer's ErrorDescription when IsSuccess is false. */
  errorDescription: string | null;
}

/** A successful answer the validated view can show: IsSuccess with a Guarantor. */
const isAccepted = (answer: SsoResponse) => answer.IsSuccess && Boolean(answer.Guarantor);

/**
 * Staff-assisted entry `/apgt/{tokenId}`: ValidateBySso2, nothing of the flow until the answer,
 * then the validated-guarantor view with the token as AdminTokenId (read-only amount), or the
 * refusal with ErrorDescription. The only check is the server's IsSuccess (spec section 5). A
 * failed request (or a success without a Guarantor) is logged and ends in `failed`, never a blank page.
 */
export const ssoMachine = setup({
  types: {
    context: {} as SsoContext,
    input: {} as SsoInput,
    children: {} as { validateSso: 'validateSso' },
  },
  actors: {
    validateSso: fromPromise<SsoResponse, { tokenId: string }>(() => {
      throw new Error('validateSso not provided');
    }),
  },
  actions: {
    acceptSession: assign((_, params: { answer: SsoResponse }) => ({ guarantor: params.answer.Guarantor ?? null })),
    /** The answer's Provider becomes the current provider data, here and app-wide (logo, name, footer, phone). */
    replaceProvider: enqueueActions(({ context, enqueue }, params: { provider: ProviderData | null | undefined }) => {
      if (!params.provider) return;
      enqueue.assign({ provider: params.provider });
      enqueue.sendTo(context.providerRef, { type: 'PROVIDER_REPLACED', provider: params.provider });
    }),
    keepRefusal: assign({
      errorDescription: (_, params: { answer: SsoResponse }) => params.answer.ErrorDescription ?? '',
    }),
    /** The session's clock starts; it keeps the token id (memory only) to renew the session. */
    reportSignIn: enqueueActions(({ context, enqueue }) => {
      if (!context.session || !context.guarantor) return;
      enqueue.sendTo(context.session, {
        type: 'SIGNED_IN',
        entry: { wayIn: 'sso', path: `/apgt/${encodeURIComponent(context.tokenId)}` },
        guarantorId: context.guarantor.GuarantorId,
        at: Date.now(),
        reissue: { wayIn: 'sso', tokenId: context.tokenId },
      });
    }),
    /** Spec section 8: only logged. The message only: never the token id or the answer's data. */
    logFailure: (_, params: { error: unknown }) => {
      console.error('[sso] validation failed:', params.error instanceof Error ? params.error.message : params.error);
    },
  },
  guards: {
    isAccepted: (_, params: { answer: SsoResponse }) => isAccepted(params.answer),
    isRefused: (_, params: { answer: SsoResponse }) => !params.answer.IsSuccess,
  },
}).createMachine({
  id: 'sso',
  context: ({ input }) => ({ ...input, guarantor: null, errorDescription: null }),
  initial: 'validating',
  states: {
    /** Nothing of the flow shows until the answer. */
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'validateSso',
        src: 'validateSso',
        input: ({ context }) => ({ tokenId: context.tokenId }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ answer: event.output }) },
            target: 'validated',
            actions: [
              { type: 'acceptSession', params: ({ event }) => ({ answer: event.output }) },
              { type: 'replaceProvider', params: ({ event }) => ({ provider: event.output.Provider }) },
            ],
          },
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ answer: event.output }) },
            target: 'refused',
            actions: { type: 'keepRefusal', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'failed', actions: { type: 'logFailure', params: { error: 'success without a Guarantor' } } },
        ],
        onError: { target: 'failed', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /**
     * The validated-guarantor view, staff-assisted: read-only amount, AdminTokenId on every payment. The
     * route runs the view (src/app/routes/SsoStatement.tsx), so the tab keeps it over a reload (issue 46).
     */
    validated: { entry: 'reportSignIn' },
    /** IsSuccess false: 'Sorry, there was a problem accepting a payment.' with ErrorDescription. */
    refused: {},
    /** No usable answer: a page that says the payment cannot be taken and what to do. */
    failed: {},
  },
});
