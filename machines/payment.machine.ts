import { assign, emit, fromPromise, setup } from 'xstate';

import type { GuarantorData, PaymentRequest, ProviderData, TransactionResult } from '@machines/types';

import { paymentMessages } from './rules/messages';
import { amountToText, parseAmount } from './rules/money';
import { buildPaymentRequest } from './rules/paymentRequest';
import {
  type CardMessages,
  findPaymentError,
  type PaymentFieldError,
  type PaymentFormValues,
} from './rules/paymentValidation';

/** Spec section 9. */
export const VALIDATION_DELAY = 10;
export const MODAL_CLOSE_DELAY = 1000;

/** The three ways in: delivery link, statement lookup, staff-assisted single sign-on (admin token). */
export interface PaymentInput {
  provider: ProviderData;
  guarantor: GuarantorData;
  /** Present for staff-assisted payments: sent as AdminTokenId and makes the amount read-only. */
  adminTokenId?: string | null;
  deliveryId?: string | null;
  /** The provider has an SqId: card entry is the card widget, which yields a token. */
  useWidget: boolean;
  /** The statement lookup flow has its own card messages (spec section 5); default: the payment form's. */
  cardMessages?: CardMessages;
}

/** 1 new card, 2 saved card (spec section 4). */
export type PaymentOption = 1 | 2;

export interface PaymentError {
  /** 'Sorry, there was an error while processing your payment' for a declined post, else null. */
  heading: string | null;
  message: string;
  /** The field a validation message is about, so the form can mark it invalid. */
  field: keyof PaymentFormValues | null;
}

export interface PaymentContext {
  provider: ProviderData;
  guarantor: GuarantorData;
  adminTokenId: string | null;
  deliveryId: string | null;
  useWidget: boolean;
  cardMessages: CardMessages;
  amountReadOnly: boolean;
  /** Card number and CVV live here only while needed: wiped after every post, never traced. */
  form: PaymentFormValues;
  option: PaymentOption;
  paymentAccountId: string | null;
  token: string | null;
  /** The card widget said it cannot load (since the last submit): a submit shows an error, not a wait. */
  widgetUnavailable: boolean;
  /** The error box under the form (validation message, or heading + server ErrorMessage). */
  error: PaymentError | null;
  /** An alert dialog (network failure), dismissed with ALERT_DISMISSED. */
  alert: string | null;
  /** The approved ProcessPayment answer (set while posting; null again after a failure). */
  result: TransactionResult | null;
}

/** What the confirmation page and the autopay machine need. */
export interface PaymentOutput {
  result: TransactionResult;
  paymentAmount: number;
  provider: ProviderData;
  guarantor: GuarantorData;
}

export type PaymentField = Exclude<keyof PaymentFormValues, 'amount'>;

export type PaymentEvent =
  | { type: 'AMOUNT_CHANGED'; value: string }
  | { type: 'FIELD_CHANGED'; field: PaymentField; value: string }
  | { type: 'SAVED_CARD_CHOSEN'; paymentAccountId: string }
  | { type: 'NEW_CARD_CHOSEN' }
  /** Formik's values at submit; merged over the context (the amount is ignored when read-only). */
  | { type: 'SUBMIT'; values?: Partial<PaymentFormValues> }
  | { type: 'CARD_TOKENIZED'; token: string }
  | { type: 'TOKENIZE_FAILED'; status: string }
  | { type: 'WIDGET_UNAVAILABLE' }
  | { type: 'ALERT_DISMISSED' };

/**
 * Told to whoever listens (`actor.on`): a post failed (declined or no answer). The machine has
 * wiped its own card number and CVV; the form clears what is on screen too.
 */
export type PaymentEmitted = { type: 'postFailed' };

const emptyCard = { cardNumber: '', cardCVV: '' } as const;

function initialContext(input: PaymentInput): PaymentContext {
  const g = input.guarantor;
  const firstSaved = g.PA[0];
  const adminTokenId = input.adminTokenId || null;
  return {
    provider: input.provider,
    guarantor: g,
    adminTokenId,
    deliveryId: input.deliveryId ?? g.DeliveryId ?? null,
    useWidget: input.useWidget,
    cardMessages: input.cardMessages ?? 'delivery',
    amountReadOnly: adminTokenId !== null,
    form: {
      amount: amountToText(g.DefaultPaymentAmount ?? g.AmountDue),
      email: g.Email ?? '',
      phone: g.Phone ?? '',
      // Only ever what the guarantor typed: a saved card's name is added to the request (paymentRequest.ts).
      nameOnCard: '',
      ...emptyCard,
      expMonth: '',
      expYear: '',
      billingZip: '',
    },
    option: firstSaved ? 2 : 1,
    paymentAccountId: firstSaved?.Id ?? null,
    token: null,
    widgetUnavailable: false,
    error: null,
    alert: null,
    result: null,
  };
}

const validationError = (context: PaymentContext): PaymentFieldError | null =>
  findPaymentError(
    { ...context.form, paymentAccountId: context.paymentAccountId, token: context.token },
    {
      MP: context.guarantor.MP,
      MAX: context.guarantor.MAX,
      AmountDue: context.guarantor.AmountDue,
      useWidget: context.useWidget,
      cardMessages: context.cardMessages,
      now: new Date(),
    },
  );

/**
 * The payment form: edit → validate (after 10 ms) → [wait for the widget's token] → post behind
 * the waiting modal → confirmation, or back to the form with everything typed kept.
 * Only `validating` leads to `posting`, and `posting` handles no SUBMIT: a second post while one is
 * in flight cannot happen.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
    emitted: {} as PaymentEmitted,
  },
  actors: {
    processPayment: fromPromise<TransactionResult, PaymentRequest>(() => {
      throw new Error('processPayment not provided');
    }),
  },
  delays: { VALIDATION_DELAY, MODAL_CLOSE_DELAY },
  guards: {
    isAmountEditable: ({ context }) => !context.amountReadOnly,
    usesWidget: ({ context }) => context.useWidget,
    /** Only one of the guarantor's own saved accounts can be chosen. */
    isOwnSavedCard: ({ context, event }) =>
      event.type === 'SAVED_CARD_CHOSEN' && context.guarantor.PA.some((pa) => pa.Id === event.paymentAccountId),
    /** Only the widget's token is missing and the widget can still give one. */
    isAwaitingToken: ({ context }) =>
      !context.widgetUnavailable && validationError(context)?.message === paymentMessages.invalidCardData,
    isInvalid: ({ context }) => validationError(context) !== null,
    isApproved: ({ context }) => context.result?.IsSuccess === true,
    isDeclined: ({ context }) => context.result !== null && !context.result.IsSuccess,
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
    chooseSavedCard: assign(({ event }) =>
      event.type === 'SAVED_CARD_CHOSEN' ? { option: 2 as const, paymentAccountId: event.paymentAccountId } : {},
    ),
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
  context: ({ input }) => initialContext(input),
  initial: 'form',
  on: {
    ALERT_DISMISSED: { actions: 'dismissAlert' },
    // Only logged (spec section 4), whenever it arrives: the widget may answer during validation.
    TOKENIZE_FAILED: { actions: { type: 'logTokenizeFailure', params: ({ event }) => ({ status: event.status }) } },
  },
  states: {
    form: {
      initial: 'editing',
      on: {
        AMOUNT_CHANGED: { guard: 'isAmountEditable', actions: 'setAmount' },
        FIELD_CHANGED: { actions: 'setField' },
        SAVED_CARD_CHOSEN: { guard: 'isOwnSavedCard', target: '.editing', actions: 'chooseSavedCard' },
        NEW_CARD_CHOSEN: { target: '.editing', actions: 'chooseNewCard' },
        // A new submit asks the widget for a new token: an older one may belong to a card since corrected.
        SUBMIT: { target: 'validating', actions: ['mergeSubmittedValues', 'forgetWidgetAnswers', 'clearMessages'] },
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
          { target: 'posting' },
        ],
      },
    },
    /** The waiting modal is open for the whole state: until the answer and at least 1 s. */
    posting: {
      type: 'parallel',
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
                onError: {
                  target: 'answered',
                  actions: { type: 'logPostFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            answered: { type: 'final' },
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
        { target: 'form.editing', actions: ['wipeCardSecrets', 'showNetworkAlert', 'announcePostFailed'] },
      ],
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
