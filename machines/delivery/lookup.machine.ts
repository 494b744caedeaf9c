import { assign, enqueueActions, fromPromise, setup } from 'xstate';

import type { RestoredEvent } from '@machines/restored';
import { answerOutcome, type GuarantorOutcome } from '@machines/rules/guarantorChecks';
import { lookupMessages } from '@machines/rules/messages';
import type { SessionRef } from '@machines/session/types';
import type { GuarantorData, GuarantorLookupModel, ProviderData } from '@machines/types';

import { findLookupError, type LookupError, lookupRequest, type LookupValues } from './rules/lookup';

export interface LookupInput {
  provider: ProviderData;
  /** The tab's session: told when the guarantor signs in (its clock, and how to renew it). */
  session?: SessionRef | null;
}

export interface LookupContext {
  provider: ProviderData;
  session: SessionRef | null;
  /** What the guarantor typed; kept across every failure. */
  values: LookupValues;
  /** A submit-time check or 'ERROR': an alert dialog the guarantor dismisses (ALERT_DISMISSED). */
  alert: LookupError | null;
  /** The guarantor found, set in `found`. */
  guarantor: GuarantorData | null;
  /** The page came back after the session had ended: the form says so. */
  sessionEnded: boolean;
}

export type LookupEvent = { type: 'SUBMIT'; values: LookupValues } | { type: 'ALERT_DISMISSED' } | RestoredEvent;

const emptyValues: LookupValues = { identifier: '', lastName: '', zipCode: '' };

/**
 * The statement lookup at the root path: 'Please Enter Statement Information' → the submit-time
 * checks → ValidateGuarantorForPaper behind 'One moment while we process your request' → the
 * guarantor checks → `found`, whose output is the guarantor. The message states render in place;
 * the address bar keeps '/'. The statement itself is the validated-guarantor view machine (with the
 * statement flow's card messages), which the route starts from this output: that keeps the payment
 * machines' code out of the root path's first render (its 130 KB budget).
 */
export const lookupMachine = setup({
  types: {
    context: {} as LookupContext,
    events: {} as LookupEvent,
    input: {} as LookupInput,
    children: {} as { validateGuarantor: 'validateGuarantor' },
  },
  actors: {
    validateGuarantor: fromPromise<GuarantorData, GuarantorLookupModel>(() => {
      throw new Error('validateGuarantor not provided');
    }),
  },
  actions: {
    /** What was typed passes the submit-time checks: keep it, no alert. */
    keepValues: assign((_, params: { values: LookupValues }) => ({ values: params.values, alert: null })),
    /** Keep what was typed and alert the first submit-time check it fails. */
    alertCheck: assign(({ context }, params: { values: LookupValues }) => ({
      values: params.values,
      alert: findLookupError(params.values, context.provider),
    })),
    dismissAlert: assign({ alert: null }),
    /** The session ended while the page was away: who the guarantor is must be typed again. */
    forgetWhoAfterSessionEnded: assign({ values: emptyValues, guarantor: null, sessionEnded: true }),
    /** Spec section 8: a statement lookup failure alerts 'ERROR' with no detail. */
    alertFailure: assign({ alert: { field: null, message: lookupMessages.failure } }),
    /** The session's clock starts; it keeps the lookup (memory only) to renew the session. */
    reportSignIn: enqueueActions(({ context, enqueue }) => {
      if (!context.session || !context.guarantor) return;
      enqueue.sendTo(context.session, {
        type: 'SIGNED_IN',
        entry: { wayIn: 'lookup', path: '/' },
        guarantorId: context.guarantor.GuarantorId,
        at: Date.now(),
        reissue: { wayIn: 'lookup', request: lookupRequest(context.values, context.provider) },
      });
    }),
  },
  guards: {
    passesChecks: ({ context }, params: { values: LookupValues }) =>
      findLookupError(params.values, context.provider) === null,
    isSessionLive: ({ event }) => event.type === 'RESTORED' && event.sessionLive,
    answerIs: (_, params: { answer: GuarantorData; outcome: GuarantorOutcome | 'refused' }) =>
      answerOutcome(params.answer) === params.outcome,
  },
}).createMachine({
  id: 'lookup',
  context: ({ input }) => ({
    provider: input.provider,
    session: input.session ?? null,
    values: emptyValues,
    alert: null,
    guarantor: null,
    sessionEnded: false,
  }),
  initial: 'editing',
  states: {
    /** 'Please Enter Statement Information'. */
    editing: {
      on: {
        ALERT_DISMISSED: { actions: 'dismissAlert' },
        SUBMIT: [
          {
            guard: { type: 'passesChecks', params: ({ event }) => ({ values: event.values }) },
            target: 'checking',
            actions: { type: 'keepValues', params: ({ event }) => ({ values: event.values }) },
          },
          { actions: { type: 'alertCheck', params: ({ event }) => ({ values: event.values }) } },
        ],
      },
    },
    /** The form hides behind 'One moment while we process your request'; no SUBMIT here. */
    checking: {
      tags: ['busy'],
      // The lookup's call did not survive the page: it runs again.
      on: { RESTORED: { target: 'checking', reenter: true } },
      invoke: {
        id: 'validateGuarantor',
        src: 'validateGuarantor',
        input: ({ context }) => lookupRequest(context.values, context.provider),
        onDone: [
          {
            guard: { type: 'answerIs', params: ({ event }) => ({ answer: event.output, outcome: 'locked' }) },
            target: 'locked',
          },
          {
            guard: { type: 'answerIs', params: ({ event }) => ({ answer: event.output, outcome: 'refused' }) },
            target: 'editing',
            actions: 'alertFailure',
          },
          {
            guard: { type: 'answerIs', params: ({ event }) => ({ answer: event.output, outcome: 'invalidBalance' }) },
            target: 'invalidBalance',
          },
          {
            guard: { type: 'answerIs', params: ({ event }) => ({ answer: event.output, outcome: 'duplicate' }) },
            target: 'duplicate',
          },
          { target: 'found', actions: assign({ guarantor: ({ event }) => event.output }) },
        ],
        onError: { target: 'editing', actions: 'alertFailure' },
      },
    },
    /** 'Your Account is Locked', shown in place. */
    locked: { tags: 'visitEnded' },
    /** The invalid-balance page, shown in place. */
    invalidBalance: { tags: 'visitEnded' },
    /** The duplicate-payment page, shown in place. */
    duplicate: { tags: 'visitEnded' },
    /**
     * Found: the statement shows (the validated-guarantor view, started with the guarantor). Back after
     * a reload, the statement is not kept: inside the session the lookup runs again; after it, the form.
     */
    found: {
      entry: 'reportSignIn',
      on: {
        RESTORED: [
          { guard: 'isSessionLive', target: 'checking', actions: assign({ guarantor: null }) },
          { target: 'editing', actions: 'forgetWhoAfterSessionEnded' },
        ],
      },
    },
  },
});
