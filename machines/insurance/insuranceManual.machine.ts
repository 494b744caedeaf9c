import { assign, fromPromise, setup } from 'xstate';

import type { RestoredEvent } from '@machines/restored';
import type { Words } from '@machines/rules/words';
import type { InsuranceSubmission } from '@machines/types';

import {
  EMPTY_MANUAL_VALUES,
  type InsuranceKind,
  insuranceSubmission,
  type ManualInsuranceValues,
} from './rules/insuranceForms';
import { errorMessageOr, insuranceMessages } from './rules/insuranceMessages';

/** CollectInsuranceData's answer as the machine reads it; an HTTP 400 arrives as `refused` with the server's message. */
export type ManualSubmitResult = { status: 'submitted' } | { status: 'refused'; message: string | null };

export interface ManualEntryInput {
  kind: InsuranceKind;
  /** What was typed on an earlier visit in this flow, if any. */
  values: ManualInsuranceValues | null;
  documentId: string | null;
  sessionId: string | null;
  guarantorId: string | null;
}

export interface ManualEntryContext extends Omit<ManualEntryInput, 'values'> {
  values: ManualInsuranceValues;
  error: Words | null;
  submitted: boolean;
}

/** Both carry the form's values, so what was typed survives a failure and a trip back to the options. */
export type ManualEntryEvent =
  | { type: 'SUBMIT'; values: ManualInsuranceValues }
  | { type: 'BACK'; values: ManualInsuranceValues }
  /** A field lost focus: the machine keeps what is typed so far (an ended session brings it back). */
  | { type: 'EDITED'; values: ManualInsuranceValues }
  | RestoredEvent;

export interface ManualEntryOutput {
  status: 'submitted' | 'back';
  values: ManualInsuranceValues;
}

/**
 * '{Primary|Secondary} Insurance', entered by hand: editing → submitting → submitted, or back to
 * editing with the server's message (else the error's, else the spec's text). No field is required.
 */
export const manualEntryMachine = setup({
  types: {
    context: {} as ManualEntryContext,
    events: {} as ManualEntryEvent,
    input: {} as ManualEntryInput,
    output: {} as ManualEntryOutput,
  },
  actors: {
    collectInsuranceData: fromPromise<ManualSubmitResult, InsuranceSubmission>(() => {
      throw new Error('collectInsuranceData not provided');
    }),
  },
  guards: {
    isRefused: (_, params: { result: ManualSubmitResult }) => params.result.status === 'refused',
  },
  actions: {
    keepValues: assign((_, params: { values: ManualInsuranceValues }) => ({ values: params.values })),
    clearError: assign({ error: null }),
    showRefusal: assign((_, params: { result: ManualSubmitResult }) => ({
      error: (params.result.status === 'refused' && params.result.message) || insuranceMessages.manualFailed,
    })),
    showFault: assign((_, params: { error: unknown }) => ({
      error: errorMessageOr(params.error, insuranceMessages.manualFailed),
    })),
    markSubmitted: assign({ submitted: true }),
  },
}).createMachine({
  id: 'manualEntry',
  context: ({ input }) => ({ ...input, values: input.values ?? EMPTY_MANUAL_VALUES, error: null, submitted: false }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: {
          target: 'submitting',
          actions: [{ type: 'keepValues', params: ({ event }) => event }, 'clearError'],
        },
        BACK: { target: 'closed', actions: { type: 'keepValues', params: ({ event }) => event } },
        EDITED: { actions: { type: 'keepValues', params: ({ event }) => event } },
      },
    },
    submitting: {
      // Back from what the tab kept (issue 46): the same values are sent again.
      on: { RESTORED: { target: 'submitting', reenter: true } },
      invoke: {
        id: 'collectInsuranceData',
        src: 'collectInsuranceData',
        input: ({ context }) => insuranceSubmission(context.values, context),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
            actions: { type: 'showRefusal', params: ({ event }) => ({ result: event.output }) },
          },
          { target: 'submitted', actions: 'markSubmitted' },
        ],
        onError: { target: 'editing', actions: { type: 'showFault', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitted: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ status: context.submitted ? 'submitted' : 'back', values: context.values }),
});
