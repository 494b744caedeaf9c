import { assign, enqueueActions, fromPromise, not, setup } from 'xstate';

import { childrenOf, type RestoredEvent } from '@machines/restored';

import { guarantorStepMachine, type GuarantorStepOutput } from './insuranceGuarantor.machine';
import {
  EMPTY_INSURANCE_DRAFT,
  type InsuranceMethod,
  insuranceStepMachine,
  type InsuranceStepOutput,
} from './insuranceStep.machine';
import type { GuarantorFormValues, InsuranceKind } from './rules/insuranceForms';
import type { InsuranceDraft, InsuranceStep } from './types';

export const INSURANCE_STEPS: readonly InsuranceStep[] = ['guarantor', 'primary', 'secondary'];

/** How the guarantor reached /insurance: the link back to log in again, and the id the API wants. */
export interface InsuranceEntry {
  deliveryId: string | null;
  guarantorId: string | null;
}

export interface InsuranceInput extends InsuranceEntry {
  /** local_session_id, when an earlier CollectData in this tab stored one. */
  sessionId: string | null;
}

export interface InsuranceContext extends InsuranceInput {
  complete: Record<InsuranceStep, boolean>;
  /** What was typed in each step, kept while the guarantor moves between the steps. */
  guarantorValues: GuarantorFormValues | null;
  drafts: Record<InsuranceKind, InsuranceDraft>;
  /** The step finished last and how, for the landing to say so; cleared by the next choice. */
  lastCompleted: { step: InsuranceStep; method: InsuranceMethod | null } | null;
  /** Restored after the session ended (issue 46): 'Session Expired' shows; the steps wait as they were. */
  sessionEnded: boolean;
}

export type InsuranceEvent = { type: 'CHOOSE_STEP'; step: InsuranceStep } | { type: 'DONE' } | RestoredEvent;

/**
 * The insurance and contact update hub (`/insurance`, spec sections 2 and 4): a guarantor token under
 * 30 minutes old opens the landing with its three steps; each step is a child machine that ends
 * saved/completed (the step is marked complete) or backed out, and either way returns here with what
 * was typed. 'Done' ends the flow whatever is complete. Without a fresh token: 'Session Expired'.
 */
export const insuranceMachine = setup({
  types: {
    context: {} as InsuranceContext,
    events: {} as InsuranceEvent,
    input: {} as InsuranceInput,
    children: {} as { checkSession: 'checkSession'; guarantorStep: 'guarantorStep'; insuranceStep: 'insuranceStep' },
  },
  actors: {
    /** True while a guarantor token under 30 minutes old is stored (the rule lives with the API client). */
    checkSession: fromPromise<boolean>(() => {
      throw new Error('checkSession not provided');
    }),
    guarantorStep: guarantorStepMachine,
    insuranceStep: insuranceStepMachine,
  },
  guards: {
    /** Restored after the session ended: the landing shows 'Session Expired' and takes no choice. */
    isAway: ({ context }) => context.sessionEnded,
    isFresh: (_, params: { fresh: boolean }) => params.fresh,
    isStepChosen: ({ context }, params: { step: InsuranceStep; wanted: InsuranceStep }) =>
      !context.sessionEnded && params.step === params.wanted,
    isGuarantorSaved: (_, params: { output: GuarantorStepOutput }) => params.output.status === 'saved',
    isInsuranceCompleted: (_, params: { output: InsuranceStepOutput }) => params.output.status === 'completed',
  },
  actions: {
    forgetLastCompleted: assign({ lastCompleted: null }),
    keepGuarantor: assign((_, params: { output: GuarantorStepOutput }) => ({
      guarantorValues: params.output.values,
      sessionId: params.output.sessionId,
    })),
    keepDraft: assign(({ context }, params: { kind: InsuranceKind; output: InsuranceStepOutput }) => ({
      drafts: { ...context.drafts, [params.kind]: params.output.draft },
    })),
    /** Back from what the tab kept: the steps wait behind 'Session Expired' until the session is live again. */
    noteSession: assign({ sessionEnded: ({ event }) => event.type === 'RESTORED' && !event.sessionLive }),
    /** The open step (and its open form or upload) says where it resumes. */
    passOnRestored: enqueueActions(({ event, self, enqueue }) => {
      if (event.type === 'RESTORED') for (const child of childrenOf(self)) enqueue.sendTo(child, event);
    }),
    markComplete: assign(({ context }, params: { step: InsuranceStep; method: InsuranceMethod | null }) => ({
      complete: { ...context.complete, [params.step]: true },
      lastCompleted: { step: params.step, method: params.method },
    })),
  },
}).createMachine({
  id: 'insurance',
  context: ({ input }) => ({
    ...input,
    complete: { guarantor: false, primary: false, secondary: false },
    guarantorValues: null,
    drafts: { primary: EMPTY_INSURANCE_DRAFT, secondary: EMPTY_INSURANCE_DRAFT },
    lastCompleted: null,
    sessionEnded: false,
  }),
  on: { RESTORED: { actions: ['noteSession', 'passOnRestored'] } },
  initial: 'checkingSession',
  states: {
    checkingSession: {
      on: { RESTORED: { target: 'checkingSession', reenter: true } },
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        onDone: [
          { guard: { type: 'isFresh', params: ({ event }) => ({ fresh: event.output }) }, target: 'landing' },
          { target: 'sessionExpired' },
        ],
        onError: 'sessionExpired',
      },
    },
    /** 'Session Expired': a way back to the guarantor's link (or the root), nothing else. */
    sessionExpired: { type: 'final' },
    /** "Let's validate and update your information.": the three steps and 'Done'. */
    landing: {
      on: {
        CHOOSE_STEP: [
          {
            guard: { type: 'isStepChosen', params: ({ event }) => ({ step: event.step, wanted: 'guarantor' }) },
            target: 'guarantor',
            actions: 'forgetLastCompleted',
          },
          {
            guard: { type: 'isStepChosen', params: ({ event }) => ({ step: event.step, wanted: 'primary' }) },
            target: 'primary',
            actions: 'forgetLastCompleted',
          },
          { guard: not('isAway'), target: 'secondary', actions: 'forgetLastCompleted' },
        ],
        DONE: { guard: not('isAway'), target: 'thankYou', actions: 'forgetLastCompleted' },
      },
    },
    guarantor: {
      invoke: {
        id: 'guarantorStep',
        src: 'guarantorStep',
        input: ({ context }) => ({ values: context.guarantorValues, sessionId: context.sessionId }),
        onDone: [
          {
            guard: { type: 'isGuarantorSaved', params: ({ event }) => ({ output: event.output }) },
            target: 'landing',
            actions: [
              { type: 'keepGuarantor', params: ({ event }) => ({ output: event.output }) },
              { type: 'markComplete', params: { step: 'guarantor', method: null } },
            ],
          },
          { target: 'landing', actions: { type: 'keepGuarantor', params: ({ event }) => ({ output: event.output }) } },
        ],
      },
    },
    primary: insuranceState('primary'),
    secondary: insuranceState('secondary'),
    /** 'Thank You! Your information has been received.' */
    thankYou: { type: 'final' },
  },
});

/** The primary and secondary steps: the same child machine, told which insurance it is about. */
function insuranceState(kind: InsuranceKind) {
  type Done = { event: { output: InsuranceStepOutput } };
  return {
    invoke: {
      id: 'insuranceStep' as const,
      src: 'insuranceStep' as const,
      input: ({ context }: { context: InsuranceContext }) => ({
        kind,
        draft: context.drafts[kind],
        sessionId: context.sessionId,
        guarantorId: context.guarantorId,
      }),
      onDone: [
        {
          guard: { type: 'isInsuranceCompleted' as const, params: ({ event }: Done) => ({ output: event.output }) },
          target: 'landing',
          actions: [
            { type: 'keepDraft' as const, params: ({ event }: Done) => ({ kind, output: event.output }) },
            {
              type: 'markComplete' as const,
              params: ({ event }: Done) => ({ step: kind, method: event.output.method }),
            },
          ],
        },
        {
          target: 'landing',
          actions: { type: 'keepDraft' as const, params: ({ event }: Done) => ({ kind, output: event.output }) },
        },
      ],
    },
  };
}
