import { assign, emit, fromPromise, sendTo, setup } from 'xstate';

import { paymentMessages } from '@machines/rules/messages';
import { amountToText, parseAmount } from '@machines/rules/money';
import type { PaymentRequest, TransactionResult } from '@machines/types';

import { cardWidgetMachine } from './cardWidget.machine';
import { isOutcomeUnknownError } from './outcomeUnknown';
import { emptyCard, initialPaymentContext, paymentValidationError as validationError } from './payment.context';
import { buildPaymentRequest } from './rules/paymentRequest';
import type { PaymentContext, PaymentEmitted, PaymentEvent, PaymentInput, PaymentOutput, PaymentTag } from './types';

export { OutcomeUnknown } from './outcomeUnknown';
export type {
  PaymentContext,
  PaymentEmitted,
  PaymentError,
  PaymentEvent,
  PaymentField,
  PaymentInput,
  PaymentOption,
  PaymentOutput,
} from './types';

/** Spec section 9. */
export const VALIDATION_DELAY = 10;
export const MODAL_CLOSE_DELAY = 1000;

/**
 * The payment form: edit → validate (after 10 ms) → [wait for the widget's token] → post behind
 * the waiting modal → confirmation, or back to the form with everything typed kept.
 * Only `validating` leads to `posting`, and `posting` handles no SUBMIT: a second post while one is
 * in flight cannot happen. A post whose outcome is unknown (no answer, or a gateway's 502/503/504)
 * may have gone through (`mayHaveGoneThrough`, as a support trace shows it): it is never posted
 * again by itself, and the next valid submit asks the guarantor first (`confirmingRepost`).
 * The card widget is this machine's child for its whole life: a submit
 * asks it for a token (TOKENIZE) and it answers with CARD_TOKENIZED, TOKENIZE_FAILED or
 * WIDGET_UNAVAILABLE; the page only tells the widget where its container is.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
    emitted: {} as PaymentEmitted,
    tags: {} as PaymentTag,
    children: {} as { processPayment: 'processPayment'; cardWidget: 'cardWidget' },
  },
  actors: {
    processPayment: fromPromise<TransactionResult, PaymentRequest>(() => {
      throw new Error('processPayment not provided');
    }),
    /** Idle (detached) until the page mounts its container; its real actors come from app/live. */
    cardWidget: cardWidgetMachine,
  },
  delays: { VALIDATION_DELAY, MODAL_CLOSE_DELAY },
  guards: {
    isAmountEditable: ({ context }) => !context.amountReadOnly,
    usesWidget: ({ context }) => context.useWidget,
    /** A new card through the widget: only then is there a token to ask for. */
    paysWithWidget: ({ context }) => context.useWidget && context.option === 1,
    /** Only one of the guarantor's own saved accounts can be chosen. */
    isOwnSavedCard: ({ context }, params: { paymentAccountId: string }) =>
      context.guarantor.PA.some((pa) => pa.Id === params.paymentAccountId),
    /** A radio the user can still change to: a saved card other than the one chosen. */
    isAnotherOwnSavedCard: ({ context }, params: { paymentAccountId: string }) =>
      params.paymentAccountId !== context.paymentAccountId &&
      context.guarantor.PA.some((pa) => pa.Id === params.paymentAccountId),
    paysWithSavedCard: ({ context }) => context.option === 2,
    /** Only the widget's token is missing and the widget can still give one. */
    isAwaitingToken: ({ context }) =>
      !context.widgetUnavailable && validationError(context)?.message === paymentMessages.invalidCardData,
    isInvalid: ({ context }) => validationError(context) !== null,
    isApproved: ({ context }) => context.result?.IsSuccess === true,
    isDeclined: ({ context }) => context.result !== null && !context.result.IsSuccess,
    /** The last post's outcome is unknown: it may have charged the card. */
    mayHaveBeenPosted: ({ context }) => context.postMayHaveGoneThrough,
    isOutcomeUnknown: (_, params: { error: unknown }) => isOutcomeUnknownError(params.error),
  },
  actions: {
    setAmount: assign({
      form: ({ context, event }) =>
        event.type === 'AMOUNT_CHANGED' ? { ...context.form, amount: event.value } : context.form,
    }),
    setField: assign({
      form: ({ context, event }) =>
        event.type === 'FIELD_CHANGED' ? { ...context.form, [event.field]: event.value } : context.form,
    }),
    chooseSavedCard: assign((_, params: { paymentAccountId: string }) => ({
      option: 2 as const,
      paymentAccountId: params.paymentAccountId,
    })),
    /** Quick-pay's amount, unless the amount is read-only (staff-assisted). */
    setQuickPayAmount: assign({
      form: ({ context }, params: { amount: number }) =>
        context.amountReadOnly ? context.form : { ...context.form, amount: amountToText(params.amount) },
    }),
    chooseNewCard: assign({ option: 1 as const, paymentAccountId: null }),
    /**
     * The form sends all it holds; the card number and CVV are kept only when the chosen way of
     * paying uses them (a new card without the widget), so a saved card or the widget never carries them.
     */
    mergeSubmittedValues: assign({
      form: ({ context, event }) => {
        if (event.type !== 'SUBMIT' || !event.values) return context.form;
        const { amount, cardNumber, cardCVV, ...rest } = event.values;
        const secrets =
          context.option === 1 && !context.useWidget
            ? { cardNumber: cardNumber ?? context.form.cardNumber, cardCVV: cardCVV ?? context.form.cardCVV }
            : emptyCard;
        const merged = { ...context.form, ...rest, ...secrets };
        return context.amountReadOnly || amount === undefined ? merged : { ...merged, amount };
      },
    }),
    storeToken: assign({
      token: ({ context, event }) => (event.type === 'CARD_TOKENIZED' ? event.token : context.token),
    }),
    clearMessages: assign({ error: null, alert: null }),
    showValidationError: assign({
      error: ({ context }) => ({ heading: null, message: '', field: null, ...validationError(context) }),
    }),
    storeResult: assign({ result: (_, params: { result: TransactionResult }) => params.result }),
    forgetResult: assign({ result: null }),
    /** A new submit asks the widget again: for a new token, or to say again that it cannot load. */
    forgetWidgetAnswers: assign({ token: null, widgetUnavailable: false }),
    /** The widget answers with CARD_TOKENIZED, TOKENIZE_FAILED or WIDGET_UNAVAILABLE. */
    askWidgetForToken: sendTo('cardWidget', { type: 'TOKENIZE' }),
    noteWidgetUnavailable: assign({ widgetUnavailable: true }),
    /** A token is single-use and card secrets never outlive one post attempt. */
    wipeCardSecrets: assign({ token: null, form: ({ context }) => ({ ...context.form, ...emptyCard }) }),
    showDecline: assign({
      error: ({ context }) => ({
        heading: paymentMessages.failureHeading,
        message: context.result?.ErrorMessage ?? '',
        field: null,
      }),
    }),
    showNetworkAlert: assign({ alert: paymentMessages.networkFailure }),
    notePostMayHaveGoneThrough: assign({ postMayHaveGoneThrough: true }),
    /** The guarantor has been told and chose to post again (or a later post was answered). */
    forgetPostMayHaveGoneThrough: assign({ postMayHaveGoneThrough: false }),
    announcePostFailed: emit({ type: 'postFailed' as const }),
    dismissAlert: assign({ alert: null }),
    logTokenizeFailure: (_, params: { status: string }) => {
      console.warn('[payment] card tokenization status', params.status);
    },
    /** Logs the fault's message only: an HTTP error object carries the request body (card data). */
    logPostFailure: (_, params: { error: unknown }) => {
      console.error('[payment] post failed:', params.error instanceof Error ? params.error.message : 'unknown error');
    },
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => initialPaymentContext(input),
  invoke: {
    id: 'cardWidget',
    src: 'cardWidget',
    input: ({ context, self }) => ({ appId: context.provider.SqId ?? '', payment: self }),
  },
  initial: 'form',
  on: {
    // Only logged (spec section 4), whenever it arrives: the widget may answer during validation.
    TOKENIZE_FAILED: { actions: { type: 'logTokenizeFailure', params: ({ event }) => ({ status: event.status }) } },
  },
  states: {
    form: {
      initial: 'editing',
      on: {
        AMOUNT_CHANGED: { guard: 'isAmountEditable', actions: 'setAmount' },
        FIELD_CHANGED: { actions: 'setField' },
        SAVED_CARD_CHOSEN: {
          guard: {
            type: 'isAnotherOwnSavedCard',
            params: ({ event }) => ({ paymentAccountId: event.paymentAccountId }),
          },
          target: '.editing',
          actions: [
            { type: 'chooseSavedCard', params: ({ event }) => ({ paymentAccountId: event.paymentAccountId }) },
            'clearMessages',
          ],
        },
        // A message about the other way of paying would point at fields no longer shown.
        NEW_CARD_CHOSEN: {
          guard: 'paysWithSavedCard',
          target: '.editing',
          actions: ['chooseNewCard', 'clearMessages'],
        },
        // A new submit asks the widget for a new token: an older one may belong to a card since corrected.
        SUBMIT: [
          {
            guard: 'paysWithWidget',
            target: 'validating',
            actions: ['mergeSubmittedValues', 'forgetWidgetAnswers', 'clearMessages', 'askWidgetForToken'],
          },
          { target: 'validating', actions: ['mergeSubmittedValues', 'forgetWidgetAnswers', 'clearMessages'] },
        ],
        // Quick-pay's one event: the saved card and its amount, then the same validation and post.
        QUICK_PAY_CONFIRMED: {
          guard: { type: 'isOwnSavedCard', params: ({ event }) => ({ paymentAccountId: event.paymentAccountId }) },
          target: 'validating',
          actions: [
            { type: 'chooseSavedCard', params: ({ event }) => ({ paymentAccountId: event.paymentAccountId }) },
            { type: 'setQuickPayAmount', params: ({ event }) => ({ amount: event.amount }) },
            'forgetWidgetAnswers',
            'clearMessages',
          ],
        },
        // The widget's token is stored and then triggers the submit (spec section 4).
        CARD_TOKENIZED: { guard: 'usesWidget', target: 'validating', actions: ['storeToken', 'clearMessages'] },
        WIDGET_UNAVAILABLE: { guard: 'usesWidget', actions: 'noteWidgetUnavailable' },
      },
      states: {
        editing: {},
        /** The form is valid except for the widget's token: wait silently for CARD_TOKENIZED. */
        waitingForToken: {
          on: {
            // No token will come: say so ('Invalid credit card data...') instead of waiting forever.
            WIDGET_UNAVAILABLE: {
              guard: 'usesWidget',
              target: 'editing',
              actions: ['noteWidgetUnavailable', 'showValidationError'],
            },
          },
        },
      },
    },
    validating: {
      on: {
        // A token can arrive while validation waits; keep it for the post.
        CARD_TOKENIZED: { guard: 'usesWidget', actions: 'storeToken' },
        // So can the widget's answer that it cannot load: validation then shows the missing card data.
        WIDGET_UNAVAILABLE: { guard: 'usesWidget', actions: 'noteWidgetUnavailable' },
      },
      after: {
        VALIDATION_DELAY: [
          { guard: 'isAwaitingToken', target: 'form.waitingForToken' },
          { guard: 'isInvalid', target: 'form.editing', actions: 'showValidationError' },
          { guard: 'mayHaveBeenPosted', target: 'confirmingRepost' },
          { target: 'posting' },
        ],
      },
    },
    /**
     * The last post got no answer, so it may have charged the card (one payment per 24 hours):
     * say so and post again only when the guarantor confirms. The form, card data included, waits.
     */
    confirmingRepost: {
      tags: 'repostQuestion',
      on: {
        REPOST_CONFIRMED: { target: 'posting', actions: 'forgetPostMayHaveGoneThrough' },
        // A new submit asks the widget for a new token anyway; the card secrets stay typed.
        REPOST_CANCELLED: { target: 'form.editing', actions: 'forgetWidgetAnswers' },
      },
    },
    /** The waiting modal is open for the whole state: until the answer and at least 1 s. */
    posting: {
      type: 'parallel',
      tags: 'processing',
      entry: 'forgetResult',
      states: {
        request: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                id: 'processPayment',
                src: 'processPayment',
                input: ({ context }) => buildPaymentRequest(context),
                onDone: {
                  target: 'answered',
                  actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
                },
                onError: [
                  {
                    guard: { type: 'isOutcomeUnknown', params: ({ event }) => ({ error: event.error }) },
                    target: 'mayHaveGoneThrough',
                    actions: [
                      { type: 'logPostFailure', params: ({ event }) => ({ error: event.error }) },
                      'notePostMayHaveGoneThrough',
                    ],
                  },
                  {
                    target: 'answered',
                    actions: { type: 'logPostFailure', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            answered: { type: 'final' },
            /** No answer that says what happened: the card may have been charged. */
            mayHaveGoneThrough: { type: 'final' },
          },
        },
        modal: {
          initial: 'open',
          states: {
            open: { after: { MODAL_CLOSE_DELAY: 'closed' } },
            closed: { type: 'final' },
          },
        },
      },
      onDone: [
        { guard: 'isApproved', target: 'succeeded' },
        {
          guard: 'isDeclined',
          target: 'form.editing',
          actions: ['wipeCardSecrets', 'showDecline', 'forgetResult', 'announcePostFailed'],
        },
        {
          guard: 'mayHaveBeenPosted',
          target: 'alerting.mayHaveGoneThrough',
          actions: ['wipeCardSecrets', 'showNetworkAlert', 'announcePostFailed'],
        },
        { target: 'alerting.failed', actions: ['wipeCardSecrets', 'showNetworkAlert', 'announcePostFailed'] },
      ],
    },
    /**
     * The network alert is modal: nothing else is taken until the user dismisses it. Its two states
     * say for support whether the post failed (an answered fault) or may have gone through.
     */
    alerting: {
      initial: 'failed',
      on: { ALERT_DISMISSED: { target: 'form.editing', actions: 'dismissAlert' } },
      states: { failed: {}, mayHaveGoneThrough: {} },
    },
    succeeded: {
      type: 'final',
      // The parent keeps the output (the receipt) and then moves to /confirmation.
      entry: 'wipeCardSecrets',
    },
  },
  output: ({ context }) => ({
    result: context.result!,
    paymentAmount: parseAmount(context.form.amount) ?? 0,
    provider: context.provider,
    guarantor: context.guarantor,
  }),
});
