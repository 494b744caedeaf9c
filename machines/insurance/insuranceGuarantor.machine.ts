import { assign, fromPromise, setup } from 'xstate';

import type { RestoredEvent } from '@machines/restored';
import type { Words } from '@machines/rules/words';
import type { GuarantorDataSubmission, PrefillResponse } from '@machines/types';

import {
  EMPTY_GUARANTOR_VALUES,
  type GuarantorFormValues,
  guarantorSubmission,
  prefillValues,
} from './rules/insuranceForms';
import { insuranceMessages } from './rules/insuranceMessages';

/**
 * CollectData's answer as the machine reads it: an HTTP 401 is `unauthorized`, a refusal (IsSuccess
 * false, or an HTTP 400) carries the server's message when it gave one.
 */
export type GuarantorSaveResult =
  | { status: 'saved'; sessionId: string | null }
  | { status: 'refused'; message: string | null }
  | { status: 'unauthorized' };

export interface GuarantorStepInput {
  /** What was typed on an earlier visit in this flow; null means ask the server for a prefill. */
  values: GuarantorFormValues | null;
  sessionId: string | null;
}

export interface GuarantorStepContext {
  values: GuarantorFormValues;
  /** First visit: nothing typed yet, so the server's data prefills the form. */
  needsPrefill: boolean;
  sessionId: string | null;
  /** 'Could not prepopulate information…' once the prefill failed. */
  notice: Words | null;
  error: Words | null;
  saved: boolean;
}

/** Both carry the form's values, so what was typed survives a failure and a trip back to the steps. */
export type GuarantorStepEvent =
  | { type: 'SUBMIT'; values: GuarantorFormValues }
  | { type: 'BACK'; values: GuarantorFormValues }
  /** A field lost focus: the machine keeps what is typed so far (an ended session brings it back). */
  | { type: 'EDITED'; values: GuarantorFormValues }
  | { type: 'DISMISS_ALERT' }
  | RestoredEvent;

export interface GuarantorStepOutput {
  status: 'saved' | 'back';
  values: GuarantorFormValues;
  sessionId: string | null;
}

/**
 * 'Confirm Guarantor Address': prefilled from GetDataToConfirm on the first visit, then 'Continue'
 * posts CollectData. A returned SessionId is the flow's from then on (the API call also stores it
 * as local_session_id). The form has no required fields (spec section 5).
 */
export const guarantorStepMachine = setup({
  types: {
    context: {} as GuarantorStepContext,
    events: {} as GuarantorStepEvent,
    input: {} as GuarantorStepInput,
    output: {} as GuarantorStepOutput,
  },
  actors: {
    getDataToConfirm: fromPromise<PrefillResponse>(() => {
      throw new Error('getDataToConfirm not provided');
    }),
    collectData: fromPromise<GuarantorSaveResult, GuarantorDataSubmission>(() => {
      throw new Error('collectData not provided');
    }),
  },
  guards: {
    needsPrefill: ({ context }) => context.needsPrefill,
    isSaved: (_, params: { result: GuarantorSaveResult }) => params.result.status === 'saved',
    isUnauthorized: (_, params: { result: GuarantorSaveResult }) => params.result.status === 'unauthorized',
  },
  actions: {
    keepValues: assign((_, params: { values: GuarantorFormValues }) => ({ values: params.values })),
    prefill: assign((_, params: { prefill: PrefillResponse }) => ({ values: prefillValues(params.prefill) })),
    showPrefillFailure: assign({ notice: insuranceMessages.prefillFailed }),
    clearError: assign({ error: null }),
    markSaved: assign(({ context }, params: { result: GuarantorSaveResult }) => ({
      saved: true,
      sessionId: (params.result.status === 'saved' && params.result.sessionId) || context.sessionId,
    })),
    showRefusal: assign((_, params: { result: GuarantorSaveResult }) => ({
      error: (params.result.status === 'refused' && params.result.message) || insuranceMessages.saveFailed,
    })),
    showFault: assign({ error: insuranceMessages.saveFailed }),
  },
}).createMachine({
  id: 'guarantorStep',
  context: ({ input }) => ({
    values: input.values ?? EMPTY_GUARANTOR_VALUES,
    needsPrefill: input.values === null,
    sessionId: input.sessionId,
    notice: null,
    error: null,
    saved: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'needsPrefill', target: 'prefilling' }, { target: 'editing' }],
    },
    prefilling: {
      // Back from what the tab kept (issue 46): a call in flight is made again.
      on: { RESTORED: { target: 'prefilling', reenter: true } },
      invoke: {
        id: 'getDataToConfirm',
        src: 'getDataToConfirm',
        onDone: { target: 'editing', actions: { type: 'prefill', params: ({ event }) => ({ prefill: event.output }) } },
        onError: { target: 'editing', actions: 'showPrefillFailure' },
      },
    },
    editing: {
      initial: 'form',
      states: {
        form: {
          on: {
            SUBMIT: {
              target: '#guarantorStep.saving',
              actions: [{ type: 'keepValues', params: ({ event }) => event }, 'clearError'],
            },
            BACK: { target: '#guarantorStep.closed', actions: { type: 'keepValues', params: ({ event }) => event } },
            EDITED: { actions: { type: 'keepValues', params: ({ event }) => event } },
          },
        },
        /** The session-expired alert after an HTTP 401: the form waits behind it until it is dismissed. */
        sessionAlert: {
          on: { DISMISS_ALERT: 'form' },
        },
      },
    },
    saving: {
      on: { RESTORED: { target: 'saving', reenter: true } },
      invoke: {
        id: 'collectData',
        src: 'collectData',
        input: ({ context }) => guarantorSubmission(context.values, context.sessionId),
        onDone: [
          {
            guard: { type: 'isSaved', params: ({ event }) => ({ result: event.output }) },
            target: 'saved',
            actions: { type: 'markSaved', params: ({ event }) => ({ result: event.output }) },
          },
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ result: event.output }) },
            target: 'editing.sessionAlert',
          },
          { target: 'editing', actions: { type: 'showRefusal', params: ({ event }) => ({ result: event.output }) } },
        ],
        onError: { target: 'editing', actions: 'showFault' },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({
    status: context.saved ? 'saved' : 'back',
    values: context.values,
    sessionId: context.sessionId,
  }),
});
