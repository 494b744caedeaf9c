import { assign, emit, enqueueActions, type EventObject, fromCallback, fromPromise, sendTo, setup } from 'xstate';

import { paymentMessages } from '@machines/rules/messages';
import { amountToText, parseAmount } from '@machines/rules/money';
import type { PaymentRequest, TransactionResult } from '@machines/types';

import { bankMachine } from './bank.machine';
import { cardWidgetMachine } from './cardWidget.machine';
import { isOutcomeUnknownError } from './outcomeUnknown';
import {
  bankInput,
  bankValidationError as bankError,
  cardWidgetInput,
  emptyCard,
  paymentValidationError as validationError,
  takesBank,
  walletsInput,
  walletValidationError as walletError,
} from './payment.context';
import type {
  PaymentContext,
  PaymentEmitted,
  PaymentEvent,
  PaymentFieldError,
  PaymentInput,
  PaymentOutput,
  PaymentTag,
  WalletName,
} from './types';
import { walletsMachine } from './wallets.machine';

// What payment.machine.ts's chart names: its types, the call and the card widget it runs, its delays,
// guards and actions. The chart (states and transitions) is in payment.machine.ts.

/** Spec section 9. */
export const VALIDATION_DELAY = 10;
export const MODAL_CLOSE_DELAY = 1000;

/** A failed rule as the error box shows it (no heading). */
const asError = (failure: PaymentFieldError | null) => ({ heading: null, message: '', field: null, ...failure });

export const paymentSetup = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
    emitted: {} as PaymentEmitted,
    tags: {} as PaymentTag,
    children: {} as {
      processPayment: 'processPayment';
      holdPage: 'holdPage';
      cardWidget: 'cardWidget';
      wallets: 'wallets';
      bank: 'bank';
    },
  },
  actors: {
    processPayment: fromPromise<TransactionResult, PaymentRequest>(() => {
      throw new Error('processPayment not provided');
    }),
    /**
     * While a payment is posted, leaving the page asks first (the browser's own 'Leave site?'), and
     * only then (issue 46): app/live gives the page's `beforeunload`; nothing to hold elsewhere.
     */
    holdPage: fromCallback<EventObject>(() => () => undefined),
    /** Idle (detached) until the page mounts its container; its real actors come from app/live. */
    cardWidget: cardWidgetMachine,
    /** Apple Pay and Google Pay (off without SqId and SqLocationId); real actors from app/live. */
    wallets: walletsMachine,
    /** The bank account (off without SqId, SqLocationId and ACH); real actors from app/live. */
    bank: bankMachine,
  },
  delays: { VALIDATION_DELAY, MODAL_CLOSE_DELAY },
  guards: {
    isAmountEditable: ({ context }) => !context.amountReadOnly,
    usesWidget: ({ context }) => context.useWidget,
    /** The card widget's token is wanted: a card pays, not a wallet. */
    awaitsCardToken: ({ context }) => context.useWidget && context.wallet === null && !context.payingFromBank,
    /** Square takes wallets for this provider: its application and its location. */
    offersWallets: ({ context }) => Boolean(context.provider.SqId && context.provider.SqLocationId),
    /** The rules before a wallet's sheet opens (amount, contact, e-mail) fail. */
    isWalletPaymentInvalid: ({ context }) => walletError(context) !== null,
    /** Square takes bank payments for this provider: a wallet's needs, and ACH among its methods. */
    offersBank: ({ context }) => takesBank(context.provider),
    /** The rules before the bank dialog opens (a wallet's, and the account holder's name) fail. */
    isBankPaymentInvalid: ({ context }) => bankError(context) !== null,
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
    showValidationError: assign({ error: ({ context }) => asError(validationError(context)) }),
    showWalletValidationError: assign({ error: ({ context }) => asError(walletError(context)) }),
    chooseWallet: assign({ wallet: (_, params: { wallet: WalletName }) => params.wallet }),
    /** The wallet's sheet answers WALLET_TOKENIZED, WALLET_CANCELLED or WALLET_FAILED. */
    askWalletForSheet: sendTo('wallets', ({ context }) => ({ type: 'OPEN_SHEET' as const, wallet: context.wallet! })),
    /** The payment request's total follows the amount field. */
    forwardTotal: sendTo('wallets', ({ context }) => ({ type: 'TOTAL_CHANGED' as const, total: context.form.amount })),
    storeWalletToken: assign({
      token: ({ context, event }) => (event.type === 'WALLET_TOKENIZED' ? event.token : context.token),
    }),
    /** Cancelled or failed: the form is kept; the next way of paying starts afresh. */
    forgetWallet: assign({ wallet: null, token: null }),
    showWalletFailure: assign({ error: { heading: null, message: paymentMessages.walletFailed, field: null } }),
    setAccountHolder: assign({
      accountHolderName: ({ context, event }) =>
        event.type === 'ACCOUNT_HOLDER_CHANGED' ? event.value : context.accountHolderName,
    }),
    keepBankTrip: assign({
      bankTransactionId: ({ context, event }) =>
        event.type === 'BANK_TRIP_READY' ? event.transactionId : context.bankTransactionId,
    }),
    showBankValidationError: assign({ error: ({ context }) => asError(bankError(context)) }),
    chooseBank: assign({ payingFromBank: true }),
    /** The bank answers BANK_TOKENIZED, BANK_CANCELLED or BANK_FAILED. */
    askBankForDialog: sendTo('bank', ({ context }) => ({
      type: 'OPEN_DIALOG' as const,
      accountHolderName: context.accountHolderName.trim(),
      amount: amountToText(parseAmount(context.form.amount) ?? 0),
    })),
    storeBankToken: assign({
      token: ({ context, event }) => (event.type === 'BANK_TOKENIZED' ? event.token : context.token),
    }),
    /** Closed, failed, refused or unanswered: the form is kept; the next way of paying starts afresh. */
    forgetBank: assign({ payingFromBank: false, token: null }),
    showBankFailure: assign({ error: { heading: null, message: paymentMessages.bankFailed, field: null } }),
    storeResult: assign({ result: (_, params: { result: TransactionResult }) => params.result }),
    forgetResult: assign({ result: null }),
    /** A new submit asks the widget again: for a new token, or to say again that it cannot load. */
    forgetWidgetAnswers: assign({ token: null, widgetUnavailable: false }),
    /** The widget answers with CARD_TOKENIZED, TOKENIZE_FAILED or WIDGET_UNAVAILABLE. */
    askWidgetForToken: sendTo('cardWidget', { type: 'TOKENIZE' }),
    noteWidgetUnavailable: assign({ widgetUnavailable: true }),
    /** A token is single-use and card secrets never outlive one post attempt. */
    wipeCardSecrets: assign({ token: null, wallet: null, form: ({ context }) => ({ ...context.form, ...emptyCard }) }),
    showDecline: assign({
      error: ({ context }) => ({
        heading: paymentMessages.failureHeading,
        message: context.result?.ErrorMessage ?? '',
        field: null,
      }),
    }),
    showNetworkAlert: assign({ alert: paymentMessages.networkFailure }),
    /**
     * The page went while a post was out (issue 46): as after a post with no answer, the card secrets
     * and the answer are gone, the guarantor is told it may have gone through, and asked before the next.
     */
    resumeInterruptedPost: assign(({ context }) => ({
      ...{ token: null, wallet: null, payingFromBank: false, result: null },
      form: { ...context.form, ...emptyCard },
      postMayHaveGoneThrough: true,
      alert: paymentMessages.postInterrupted,
    })),
    /**
     * Square's methods start afresh on a page that came back: their fields, sheets and dialogs were on
     * the page that went, so what the tab kept leaves them out (src/app/keep/keptSnapshot.ts).
     */
    restartSquareMethods: enqueueActions(({ context, self, enqueue }) => {
      // (A pure transition, as a replay or a path generator makes, has no running children to ask.)
      const running: Partial<Record<string, unknown>> =
        (self.getSnapshot() as { children?: Record<string, unknown> } | undefined)?.children ?? {};
      if (!running.cardWidget)
        enqueue.spawnChild('cardWidget', { id: 'cardWidget', input: cardWidgetInput(context, self) });
      if (!running.wallets) enqueue.spawnChild('wallets', { id: 'wallets', input: walletsInput(context, self) });
      if (!running.bank) enqueue.spawnChild('bank', { id: 'bank', input: bankInput(context, self) });
    }),
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
});
