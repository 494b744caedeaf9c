import { assign, enqueueActions, fromPromise, setup } from 'xstate';

import type { InlineError } from '@machines/inlineError';
import type { EarlyDeliveryCheck } from '@machines/provider/provider.machine';
import type { RestoredEvent } from '@machines/restored';
import { answerOutcome, type GuarantorOutcome } from '@machines/rules/guarantorChecks';
import { deliveryMessages } from '@machines/rules/messages';
import type { Words } from '@machines/rules/words';
import type { SessionRef } from '@machines/session/types';
import type { DeliveryResponse, DeliveryValidationRequest, ProviderData, ValidatedGuarantor } from '@machines/types';

import { type ConfirmInfoError, type ConfirmInfoField, findConfirmInfoError } from './rules/confirmInfo';

export interface DeliveryInput {
  deliveryId: string;
  provider: ProviderData;
  /** The tab's session: told when the guarantor signs in (its clock, and how to renew it). */
  session?: SessionRef | null;
  /** The link's check as the provider machine made it beside the provider's call: not asked again. */
  checked?: EarlyDeliveryCheck | null;
}

export interface DeliveryContext {
  deliveryId: string;
  provider: ProviderData;
  session: SessionRef | null;
  checked: EarlyDeliveryCheck | null;
  /** What the guarantor typed; kept across every failure. */
  lastName: string;
  zipCode: string;
  /** Inline on the form: the first confirm-info rule that fails (with its field), or the network 'ERROR'. */
  error: InlineError<ConfirmInfoField> | null;
  /** The server refused the last name and zip: the spec's retrieval text plus ErrorMessage. */
  /** The portal's words, then the server's ErrorMessage as delivered (if any). */
  refusal: Words[] | null;
  /** Set in `validated`: the guarantor whose bill the validated view shows. */
  guarantor: ValidatedGuarantor | null;
  /** The page came back on the bill inside the session: the validation runs again unasked (a loading state). */
  resuming: boolean;
  /** The page came back after the session had ended: confirm-info says so. */
  sessionEnded: boolean;
}

export type DeliveryEvent = { type: 'SUBMIT'; lastName: string; zipCode: string } | RestoredEvent;

/** Delivery's name for the shared rule: 'rejected' keeps the confirm-info form with the refusal text. */
export function deliveryAnswerOutcome(answer: ValidatedGuarantor): GuarantorOutcome | 'rejected' {
  const outcome = answerOutcome(answer);
  return outcome === 'refused' ? 'rejected' : outcome;
}

/** "We had a problem … Please try again", then the server's message. */
function refusalText(answer: ValidatedGuarantor): Words[] {
  const server = answer.ErrorMessage?.trim();
  return server ? [deliveryMessages.validationFailed, server] : [deliveryMessages.validationFailed];
}

/**
 * Delivery link `/d/{id}`: validate the id, confirm last name and zip, validate the guarantor,
 * apply the guarantor checks. The message states (locked, invalidBalance, duplicate) do not
 * navigate: the UI renders the message page in place, so the address bar keeps `/d/{id}`.
 */
export const deliveryMachine = setup({
  types: {
    context: {} as DeliveryContext,
    events: {} as DeliveryEvent,
    input: {} as DeliveryInput,
    children: {} as {
      validateDelivery: 'validateDelivery';
      validateGuarantor: 'validateGuarantor';
    },
  },
  actors: {
    validateDelivery: fromPromise<DeliveryResponse, { deliveryId: string }>(() => {
      throw new Error('validateDelivery not provided');
    }),
    validateGuarantor: fromPromise<ValidatedGuarantor, DeliveryValidationRequest>(() => {
      throw new Error('validateGuarantor not provided');
    }),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {
      throw new Error('navigate not provided');
    },
    keepValues: assign(({ context, event }) =>
      event.type === 'SUBMIT' ? { lastName: event.lastName, zipCode: event.zipCode } : context,
    ),
    /** The session ended while the page was away: who the guarantor is must be typed again. */
    forgetWhoAfterSessionEnded: assign({ lastName: '', zipCode: '', guarantor: null, sessionEnded: true }),
    clearMessages: assign({ error: null, refusal: null }),
    /** The session's clock starts; it keeps the request (memory only) to renew the session. */
    reportSignIn: enqueueActions(({ context, enqueue }) => {
      if (!context.session || !context.guarantor) return;
      enqueue.sendTo(context.session, {
        type: 'SIGNED_IN',
        entry: { wayIn: 'delivery', path: `/d/${encodeURIComponent(context.deliveryId)}` },
        guarantorId: context.guarantor.GuarantorId,
        at: Date.now(),
        reissue: { wayIn: 'delivery', request: validationRequest(context) },
      });
    }),
  },
  guards: {
    hasDeliveryId: (_, params: { response: DeliveryResponse }) => names(params.response),
    /** The provider machine already checked this link (its answer, or a failed call). */
    wasChecked: ({ context }) => context.checked?.deliveryId === context.deliveryId,
    confirmInfoValid: ({ context, event }) => event.type === 'SUBMIT' && confirmInfoError(context, event) === null,
    isSessionLive: ({ event }) => event.type === 'RESTORED' && event.sessionLive,
    answerIs: (_, params: { answer: ValidatedGuarantor; outcome: GuarantorOutcome | 'rejected' }) =>
      deliveryAnswerOutcome(params.answer) === params.outcome,
  },
}).createMachine({
  id: 'delivery',
  context: ({ input }) => ({
    deliveryId: input.deliveryId,
    provider: input.provider,
    session: input.session ?? null,
    checked: input.checked ?? null,
    lastName: '',
    zipCode: '',
    error: null,
    refusal: null,
    guarantor: null,
    resuming: false,
    sessionEnded: false,
  }),
  initial: 'starting',
  states: {
    /** The link was checked beside the provider's call: its answer decides, with no second call. */
    starting: {
      always: [
        {
          guard: { type: 'hasDeliveryId', params: ({ context }) => ({ response: checkedAnswer(context) }) },
          target: 'confirmingInfo',
        },
        { guard: 'wasChecked', target: 'invalidDelivery' },
        { target: 'validatingDelivery' },
      ],
    },
    validatingDelivery: {
      // The check's call did not survive the page: ask again.
      on: { RESTORED: { target: 'validatingDelivery', reenter: true } },
      invoke: {
        id: 'validateDelivery',
        src: 'validateDelivery',
        input: ({ context }) => ({ deliveryId: context.deliveryId }),
        onDone: [
          {
            guard: { type: 'hasDeliveryId', params: ({ event }) => ({ response: event.output }) },
            target: 'confirmingInfo',
          },
          { target: 'invalidDelivery' },
        ],
        onError: 'invalidDelivery',
      },
    },
    invalidDelivery: {
      tags: 'visitEnded',
      entry: { type: 'navigate', params: { to: '/msg/invalid-delivery' } },
    },
    /** 'Please Confirm Your Info'. */
    confirmingInfo: {
      on: {
        SUBMIT: [
          { guard: 'confirmInfoValid', target: 'validatingGuarantor', actions: ['keepValues', 'clearMessages'] },
          {
            actions: [
              'keepValues',
              assign({
                error: ({ context, event }) => (event.type === 'SUBMIT' ? confirmInfoError(context, event) : null),
                refusal: null,
              }),
            ],
          },
        ],
      },
    },
    // No SUBMIT here: a second click while the call runs does nothing. A page that came back while
    // it ran asks again (the call did not survive the page).
    validatingGuarantor: {
      on: { RESTORED: { target: 'validatingGuarantor', reenter: true } },
      exit: assign({ resuming: false }),
      invoke: {
        id: 'validateGuarantor',
        src: 'validateGuarantor',
        input: ({ context }) => validationRequest(context),
        onDone: [
          {
            guard: { type: 'answerIs', params: ({ event }) => ({ answer: event.output, outcome: 'locked' }) },
            target: 'locked',
          },
          {
            guard: { type: 'answerIs', params: ({ event }) => ({ answer: event.output, outcome: 'rejected' }) },
            target: 'confirmingInfo',
            actions: assign({ refusal: ({ event }) => refusalText(event.output) }),
          },
          {
            guard: { type: 'answerIs', params: ({ event }) => ({ answer: event.output, outcome: 'invalidBalance' }) },
            target: 'invalidBalance',
          },
          {
            guard: { type: 'answerIs', params: ({ event }) => ({ answer: event.output, outcome: 'duplicate' }) },
            target: 'duplicate',
          },
          { target: 'validated', actions: assign({ guarantor: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'confirmingInfo',
          actions: assign({ error: { message: deliveryMessages.networkFailure, field: null } }),
        },
      },
    },
    /** 'Your Account is Locked' (msg/guarantor-locked), shown in place. */
    locked: { tags: 'visitEnded' },
    /** The invalid-balance page (msg/guarantor-ib), shown in place. */
    invalidBalance: { tags: 'visitEnded' },
    /** The duplicate-payment page (msg/guarantor-dp), shown in place. */
    duplicate: { tags: 'visitEnded' },
    /**
     * The guarantor is known and the session starts: the route shows the validated-guarantor view
     * (its own machine, which hosts the payment machine), as the statement lookup's `found` does. Its
     * code loads after the confirm-info form, not with it (issue 34: the /d/{id} form's budget).
     */
    validated: {
      entry: 'reportSignIn',
      // The bill is not kept: inside the session it is fetched again; after it, who they are is asked.
      on: {
        RESTORED: [
          {
            guard: 'isSessionLive',
            target: 'validatingGuarantor',
            actions: assign({ resuming: true, guarantor: null }),
          },
          { target: 'confirmingInfo', actions: 'forgetWhoAfterSessionEnded' },
        ],
      },
    },
  },
});

/** The delivery id names a delivery: the link can be confirmed. */
function names(response: DeliveryResponse): boolean {
  return (response.DeliveryId ?? '').trim() !== '';
}

/** The early check's answer for this link, or an answer that names nothing (not checked, or failed). */
function checkedAnswer(context: DeliveryContext): DeliveryResponse {
  const early = context.checked?.deliveryId === context.deliveryId ? context.checked.answer : null;
  return early ?? { DeliveryId: null, IsSuccess: false };
}

/** ValidateGuarantorForDelivery's body, for the first sign-in and for renewing the session. */
function validationRequest(context: DeliveryContext): DeliveryValidationRequest {
  return {
    ProviderId: context.provider.ProviderId,
    DeliveryId: context.deliveryId,
    LastName: context.lastName.trim(),
    ZipCode: context.zipCode.trim(),
  };
}

function confirmInfoError(
  context: DeliveryContext,
  event: Extract<DeliveryEvent, { type: 'SUBMIT' }>,
): ConfirmInfoError | null {
  return findConfirmInfoError({
    providerId: context.provider.ProviderId,
    deliveryId: context.deliveryId,
    lastName: event.lastName,
    zip: event.zipCode,
  });
}
