import {
  type ActorRef,
  assign,
  type EventObject,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  type Snapshot,
  stateIn,
} from 'xstate';

import { FAULT_STATUS, isTokenOk, type TokenizeResult } from './squareMethod';
import {
  type Destroyable,
  type Localizable,
  methodArea,
  type MethodAreaContext,
  type MethodAreaEvent,
} from './squareMethodArea';

/**
 * The card widget (Square's Web Payments SDK, or the demo stand-in with the same interface), a child
 * of the payment machine, in the shape of every Square method's area (./squareMethodArea.ts):
 * detached until the page mounts its container, then load and attach → loaded (attached ⇄
 * tokenizing) or unavailable; back to detached (card destroyed) when the container goes. A
 * load failure is logged (spec section 8: script load failures are only logged) and also told to the
 * payment actor, so a submit ends in a message instead of waiting for a token that can never come.
 * Card data stays inside the widget: this machine only ever sees the token, which it hands to the
 * payment actor.
 */

export type { TokenizeResult };

/** The SDK's attached card object (Square's Card) as far as the portal uses it, and its payments' language. */
export interface WidgetCard extends Localizable {
  tokenize(): Promise<TokenizeResult>;
  destroy(): Promise<boolean>;
}

/**
 * What the widget tells the payment actor: exactly the payment machine's own events.
 * WIDGET_UNAVAILABLE: the card form never loaded; sent when it fails and again on every submit.
 */
export type CardWidgetReport =
  | { type: 'CARD_TOKENIZED'; token: string }
  | { type: 'TOKENIZE_FAILED'; status: string }
  | { type: 'WIDGET_UNAVAILABLE' };

export interface CardWidgetInput {
  /** The provider's SqId (Square application id). */
  appId: string;
  /** The payment actor: receives CARD_TOKENIZED / TOKENIZE_FAILED / WIDGET_UNAVAILABLE. */
  payment: ActorRef<Snapshot<unknown>, CardWidgetReport>;
}

/** `container`: where the widget's fields attach; `method`: Square's card once attached. */
export interface CardWidgetContext extends CardWidgetInput, MethodAreaContext<WidgetCard> {}

export type CardWidgetEvent =
  /** The payment machine asks for a token (the form was submitted). */
  { type: 'TOKENIZE' } | MethodAreaEvent;

/** The card's area: the widget's fields attach to its element. */
const area = methodArea(({ context }: { context: CardWidgetContext }) => ({
  appId: context.appId,
  container: context.container!,
}));

export const cardWidgetMachine = setup({
  types: {
    context: {} as CardWidgetContext,
    events: {} as CardWidgetEvent,
    input: {} as CardWidgetInput,
    /** `loading`: the card form is on its way; `unavailable`: it cannot load. */
    tags: {} as 'loading' | 'unavailable',
  },
  actors: {
    /** Loads the SDK script, creates the card and attaches it to `container`. */
    loadMethod: fromPromise<WidgetCard, { appId: string; container: string }>(() => {
      throw new Error('loadMethod not provided');
    }),
    tokenizeCard: fromPromise<TokenizeResult, { card: WidgetCard }>(() => {
      throw new Error('tokenizeCard not provided');
    }),
    /** Runs while the card is attached; stopping it (leaving the state or the page) destroys the card. */
    destroyMethodOnExit: fromCallback<EventObject, { method: Destroyable }>(() => {
      throw new Error('destroyMethodOnExit not provided');
    }),
    /** Runs while the card shows: tells it the page's language, again on every switch (issue 48). */
    followPageLanguage: fromCallback<EventObject, { method: Localizable }>(() => {
      throw new Error('followPageLanguage not provided');
    }),
  },
  guards: {
    /** Submitted again while tokenizing: the card may have changed, so this result is stale. */
    isSuperseded: stateIn({ loaded: { tokenizing: 'superseded' } }),
    isTokenOk,
  },
  actions: {
    keepArea: assign({ container: (_, params: { container: string }) => params.container }),
    forgetArea: assign({ container: null }),
    keepMethod: assign({ method: (_, params: { method: WidgetCard }) => params.method }),
    forgetMethod: assign({ method: null }),
    reportToken: sendTo(
      ({ context }) => context.payment,
      (_, params: { token: string }) => ({ type: 'CARD_TOKENIZED' as const, token: params.token }),
    ),
    reportTokenizeFailure: sendTo(
      ({ context }) => context.payment,
      (_, params: { status: string }) => ({ type: 'TOKENIZE_FAILED' as const, status: params.status }),
    ),
    reportUnavailable: sendTo(({ context }) => context.payment, { type: 'WIDGET_UNAVAILABLE' as const }),
    /** Spec section 8: third-party script load failures are only logged. Nothing typed exists yet. */
    logFault: (_, params: { error: unknown }) => {
      console.error(
        '[card widget] the card form did not load:',
        params.error instanceof Error ? params.error.message : 'unknown error',
      );
    },
    /** Only the error's name: a tokenize fault comes after the guarantor typed card data. */
    logTokenizeFault: (_, params: { error: unknown }) => {
      console.error(
        '[card widget] tokenize failed:',
        params.error instanceof Error ? params.error.name : 'unknown error',
      );
    },
  },
}).createMachine({
  id: 'cardWidget',
  context: ({ input }) => ({ ...input, container: null, method: null }),
  initial: 'detached',
  states: {
    /** No container on the page: nothing loads, and a TOKENIZE has no card to ask. */
    ...area.states,
    /** The card is on the page; leaving this state (or stopping the widget) destroys it. */
    loaded: {
      ...area.loaded,
      initial: 'attached',
      states: {
        attached: {
          on: { TOKENIZE: 'tokenizing' },
        },
        /**
         * A TOKENIZE meanwhile (the form submitted again, perhaps after fixing the card) marks this
         * tokenization superseded: its result is dropped and the card is tokenized once more, so the
         * token always matches what the widget held at the latest submit. Calls never overlap.
         */
        tokenizing: {
          initial: 'current',
          states: {
            current: { on: { TOKENIZE: 'superseded' } },
            superseded: {},
          },
          invoke: {
            id: 'tokenizeCard',
            src: 'tokenizeCard',
            input: ({ context }) => ({ card: context.method! }),
            onDone: [
              { guard: 'isSuperseded', target: 'tokenizing', reenter: true },
              {
                guard: { type: 'isTokenOk', params: ({ event }) => ({ result: event.output }) },
                target: 'attached',
                actions: { type: 'reportToken', params: ({ event }) => ({ token: event.output.token! }) },
              },
              {
                target: 'attached',
                actions: { type: 'reportTokenizeFailure', params: ({ event }) => ({ status: event.output.status }) },
              },
            ],
            // A thrown tokenize (SDK fault) is reported like a non-OK status: logged, nothing posted.
            onError: [
              { guard: 'isSuperseded', target: 'tokenizing', reenter: true },
              {
                target: 'attached',
                actions: [
                  { type: 'logTokenizeFault', params: ({ event }) => ({ error: event.error }) },
                  { type: 'reportTokenizeFailure', params: { status: FAULT_STATUS } },
                ],
              },
            ],
          },
        },
      },
    },
    /**
     * The script or the card did not load (Square's loader keeps a failed script for the page's
     * life, so only a reload can help). The payment actor hears it now, in case a submit already
     * waits for a token, and again on every later submit. Tag `unavailable`: the card area says so.
     */
    unavailable: {
      ...area.unavailable,
      entry: 'reportUnavailable',
      on: { ...area.unavailable.on, TOKENIZE: { actions: 'reportUnavailable' } },
    },
  },
});
