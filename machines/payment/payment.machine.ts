import { and } from 'xstate';

import { parseAmount } from '@machines/rules/money';

import { bankInput, cardWidgetInput, initialPaymentContext, walletsInput } from './payment.context';
import { paymentSetup } from './payment.setup';
import { buildPaymentRequest } from './rules/paymentRequest';

export { OutcomeUnknown } from './outcomeUnknown';
export { MODAL_CLOSE_DELAY, VALIDATION_DELAY } from './payment.setup';
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

/**
 * The payment form: edit → validate (after 10 ms) → [wait for the widget's token] → post behind
 * the waiting modal → confirmation, or back to the form with everything typed kept.
 * Only `validating` leads to `posting`, and `posting` handles no SUBMIT: a second post while one is
 * in flight cannot happen. A post whose outcome is unknown (no answer, or a gateway's 502/503/504)
 * may have gone through (`mayHaveGoneThrough`, as a support trace shows it): it is never posted
 * again by itself, and the next valid submit asks the guarantor first (`confirmingRepost`).
 * The card widget is this machine's child for its whole life: a submit asks it for a token
 * (TOKENIZE), it answers CARD_TOKENIZED, TOKENIZE_FAILED or WIDGET_UNAVAILABLE. The wallets and the
 * bank account are two more children: their buttons check the amount rules, then open a wallet's
 * sheet (`payingByWallet`) or Square's bank dialog (`payingFromBank`), whose token is posted as the
 * widget's is (one post, the same modal).
 * Its guards, actions, delays and actors are named in payment.setup.ts.
 */
export const paymentMachine = paymentSetup.createMachine({
  id: 'payment',
  context: ({ input }) => initialPaymentContext(input),
  invoke: [
    { id: 'cardWidget', src: 'cardWidget', input: ({ context, self }) => cardWidgetInput(context, self) },
    { id: 'wallets', src: 'wallets', input: ({ context, self }) => walletsInput(context, self) },
    { id: 'bank', src: 'bank', input: ({ context, self }) => bankInput(context, self) },
  ],
  initial: 'form',
  on: {
    // Only logged (spec section 4), whenever it arrives: the widget may answer during validation.
    TOKENIZE_FAILED: { actions: { type: 'logTokenizeFailure', params: ({ event }) => ({ status: event.status }) } },
    // Back after a reload: Square's fields, sheets and dialogs were on the page that went.
    RESTORED: { actions: 'restartSquareMethods' },
    BANK_TRIP_READY: { actions: 'keepBankTrip' },
  },
  states: {
    form: {
      initial: 'editing',
      on: {
        AMOUNT_CHANGED: { guard: 'isAmountEditable', actions: ['setAmount', 'forwardTotal'] },
        FIELD_CHANGED: { actions: 'setField' },
        ACCOUNT_HOLDER_CHANGED: { actions: 'setAccountHolder' },
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
        // A wallet's button: the amount rules first (section 5, the same messages), at once, so the
        // sheet opens within the guarantor's click (Apple Pay requires it); then its sheet.
        WALLET_CHOSEN: [
          {
            guard: and(['offersWallets', 'isWalletPaymentInvalid']),
            target: '.editing',
            actions: ['clearMessages', 'showWalletValidationError'],
          },
          {
            guard: 'offersWallets',
            target: 'payingByWallet',
            actions: [
              { type: 'chooseWallet', params: ({ event }) => ({ wallet: event.wallet }) },
              'clearMessages',
              'askWalletForSheet',
            ],
          },
        ],
        // 'Pay from bank account': the same amount rules first, then Square's bank dialog.
        BANK_CHOSEN: [
          {
            guard: and(['offersBank', 'isBankPaymentInvalid']),
            target: '.editing',
            actions: ['clearMessages', 'showBankValidationError'],
          },
          {
            guard: 'offersBank',
            target: 'payingFromBank',
            actions: ['chooseBank', 'clearMessages', 'askBankForDialog'],
          },
        ],
      },
      states: {
        editing: {},
        /** The form is valid except for the widget's token: wait silently for CARD_TOKENIZED. */
        waitingForToken: {
          on: {
            // The widget that was asked for a token went with the page.
            RESTORED: { target: 'editing', actions: 'restartSquareMethods' },
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
    /**
     * A wallet's sheet is open: no submit, no other sheet. Its token goes through the same
     * validation (the amount rules), repost question and post as a card; a cancel keeps the form
     * without a message, a failure with one.
     */
    payingByWallet: {
      tags: 'walletSheet',
      on: {
        RESTORED: { target: 'form.editing', actions: ['forgetWallet', 'restartSquareMethods'] },
        WALLET_TOKENIZED: { target: 'validating', actions: 'storeWalletToken' },
        WALLET_CANCELLED: { target: 'form.editing', actions: 'forgetWallet' },
        WALLET_FAILED: { target: 'form.editing', actions: ['forgetWallet', 'showWalletFailure'] },
      },
    },
    /** Square's bank dialog is open: as a wallet's sheet, its token is validated and posted as a card's. */
    payingFromBank: {
      tags: 'bankDialog',
      on: {
        BANK_TOKENIZED: { target: 'validating', actions: 'storeBankToken' },
        BANK_CANCELLED: { target: 'form.editing', actions: 'forgetBank' },
        BANK_FAILED: { target: 'form.editing', actions: ['forgetBank', 'showBankFailure'] },
      },
    },
    validating: {
      on: {
        // The check's delay did not survive the page: the guarantor submits again (card secrets are not kept).
        RESTORED: {
          target: 'form.editing',
          actions: ['forgetWidgetAnswers', 'forgetWallet', 'forgetBank', 'restartSquareMethods'],
        },
        // A token can arrive while validation waits; keep it for the post (not over a wallet's).
        CARD_TOKENIZED: { guard: 'awaitsCardToken', actions: 'storeToken' },
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
        // The question waited with card data the page did not keep: asked again at the next submit.
        RESTORED: {
          target: 'form.editing',
          actions: ['forgetWidgetAnswers', 'forgetWallet', 'forgetBank', 'restartSquareMethods'],
        },
        REPOST_CONFIRMED: { target: 'posting', actions: 'forgetPostMayHaveGoneThrough' },
        // A new submit asks the widget for a new token anyway; the card secrets stay typed.
        REPOST_CANCELLED: { target: 'form.editing', actions: ['forgetWidgetAnswers', 'forgetWallet', 'forgetBank'] },
      },
    },
    /** The waiting modal is open for the whole state: until the answer and at least 1 s. */
    posting: {
      type: 'parallel',
      tags: 'processing',
      entry: 'forgetResult',
      invoke: { id: 'holdPage', src: 'holdPage' },
      // The page went while the post was out: it may have gone through. Said, and never posted again unasked.
      on: {
        RESTORED: {
          target: 'alerting.mayHaveGoneThrough',
          actions: ['resumeInterruptedPost', 'announcePostFailed', 'restartSquareMethods'],
        },
      },
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
          actions: ['wipeCardSecrets', 'forgetBank', 'showDecline', 'forgetResult', 'announcePostFailed'],
        },
        {
          guard: 'mayHaveBeenPosted',
          target: 'alerting.mayHaveGoneThrough',
          actions: ['wipeCardSecrets', 'forgetBank', 'showNetworkAlert', 'announcePostFailed'],
        },
        {
          target: 'alerting.failed',
          actions: ['wipeCardSecrets', 'forgetBank', 'showNetworkAlert', 'announcePostFailed'],
        },
      ],
    },
    /** The modal network alert; its states say for support: the post failed, or may have gone through. */
    alerting: {
      initial: 'failed',
      on: { ALERT_DISMISSED: { target: 'form.editing', actions: 'dismissAlert' } },
      states: { failed: {}, mayHaveGoneThrough: {} },
    },
    // The parent keeps the output (the receipt) and then moves to /confirmation.
    succeeded: { type: 'final', entry: 'wipeCardSecrets' },
  },
  output: ({ context }) => ({
    result: context.result!,
    fromBankAccount: context.payingFromBank,
    paymentAmount: parseAmount(context.form.amount) ?? 0,
    provider: context.provider,
    guarantor: context.guarantor,
  }),
});
