import { assign, fromPromise, setup } from 'xstate';

import type { RestoredEvent } from '@machines/restored';
import { autopayMessages } from '@machines/rules/messages';
import { amountToText } from '@machines/rules/money';
import type { Words } from '@machines/rules/words';
import type { AutopayEnrollment, SuccessResult, TransactionResult } from '@machines/types';

import { isOutcomeUnknownError } from './outcomeUnknown';
import { parseAutopayAmount, validateAutopayAmount } from './rules/autopayValidation';

/** Spec section 9: the autopay modal opens this long after the confirmation shows. */
export const AUTOPAY_MODAL_DELAY = 100;

export interface AutopayInput {
  /** The successful ProcessPayment answer. */
  result: TransactionResult;
  guarantorId: string;
  /** The amount that was posted; used when the answer does not echo PaymentAmount. */
  paymentAmount?: number;
}

/**
 * What of the payment's answer the offer needs: its terms and the TransactionId an enrolment names.
 * The tab keeps it over a reload (issue 46); nothing else of the answer is kept.
 */
export type AutopayTerms = Pick<
  TransactionResult,
  | 'TransactionId'
  | 'IsAutoPayAllowed'
  | 'AutopaymentDefaultAmount'
  | 'AutopaymentMinimumAllowed'
  | 'AutopaymentDayOfMonthlyOptinPayments'
  | 'DoesBalanceExistRequiringScheduledPayments'
  | 'PartialPaymentsDayOfMonthlyPayments'
  | 'IsAccountOnFileEnabled'
>;

export interface AutopayContext {
  terms: AutopayTerms;
  guarantorId: string;
  paymentAmount: number;
  /** The monthly amount as typed. */
  amount: string;
  error: Words | null;
  alert: Words | null;
  /** Day of the month reminders (or autopay charges) happen; null when the server gives none. */
  reminderDay: number | null;
  /** The save-card checkbox is offered only when IsAccountOnFileEnabled. */
  offersSaveCard: boolean;
  saveCard: boolean;
  enrolled: boolean;
}

export interface AutopayOutput {
  enrolled: boolean;
  /** The save-card choice (null when not offered); no call for it exists in spec section 7. */
  saveCard: boolean | null;
}

export type AutopayEvent =
  | RestoredEvent
  | { type: 'AMOUNT_CHANGED'; value: string }
  | { type: 'ENROLL' }
  | { type: 'DECLINE' }
  | { type: 'SAVE_CARD_TOGGLED' }
  | { type: 'CLOSE' }
  | { type: 'ALERT_DISMISSED' }
  /** After an enrolment that may have gone through: the guarantor chose to enrol again knowingly. */
  | { type: 'ENROLL_AGAIN' };

function initialContext(input: AutopayInput): AutopayContext {
  const r = input.result;
  return {
    terms: {
      TransactionId: r.TransactionId,
      IsAutoPayAllowed: r.IsAutoPayAllowed,
      AutopaymentDefaultAmount: r.AutopaymentDefaultAmount,
      AutopaymentMinimumAllowed: r.AutopaymentMinimumAllowed,
      AutopaymentDayOfMonthlyOptinPayments: r.AutopaymentDayOfMonthlyOptinPayments,
      DoesBalanceExistRequiringScheduledPayments: r.DoesBalanceExistRequiringScheduledPayments,
      PartialPaymentsDayOfMonthlyPayments: r.PartialPaymentsDayOfMonthlyPayments,
      IsAccountOnFileEnabled: r.IsAccountOnFileEnabled,
    },
    guarantorId: input.guarantorId,
    paymentAmount: r.PaymentAmount ?? input.paymentAmount ?? 0,
    amount: amountToText(r.AutopaymentDefaultAmount),
    error: null,
    alert: null,
    reminderDay: r.PartialPaymentsDayOfMonthlyPayments ?? r.AutopaymentDayOfMonthlyOptinPayments ?? null,
    offersSaveCard: r.IsAccountOnFileEnabled === true,
    saveCard: r.IsAccountOnFileEnabled === true,
    enrolled: false,
  };
}

/**
 * After a successful payment: the autopay offer (100 ms later) when IsAutoPayAllowed, else the
 * partial-payment reminder when a balance needs scheduled payments, else nothing.
 * The reminder and 'No Thanks' share the `declined` view (spec section 4).
 */
export const autopayMachine = setup({
  types: {
    context: {} as AutopayContext,
    events: {} as AutopayEvent,
    input: {} as AutopayInput,
    output: {} as AutopayOutput,
  },
  actors: {
    createEnrollment: fromPromise<SuccessResult, AutopayEnrollment>(() => {
      throw new Error('createEnrollment not provided');
    }),
  },
  delays: { AUTOPAY_MODAL_DELAY },
  guards: {
    isAutoPayAllowed: ({ context }) => context.terms.IsAutoPayAllowed === true,
    needsScheduledPayments: ({ context }) => context.terms.DoesBalanceExistRequiringScheduledPayments === true,
    isAmountInvalid: ({ context }) =>
      validateAutopayAmount(context.amount, context.terms.AutopaymentMinimumAllowed) !== null,
    isEnrolled: (_, params: { output: SuccessResult }) => params.output.IsSuccess,
    isOutcomeUnknown: (_, params: { error: unknown }) => isOutcomeUnknownError(params.error),
    offersSaveCard: ({ context }) => context.offersSaveCard,
  },
  actions: {
    setAmount: assign({
      amount: ({ context, event }) => (event.type === 'AMOUNT_CHANGED' ? event.value : context.amount),
      error: null,
    }),
    showAmountError: assign({
      error: ({ context }) => validateAutopayAmount(context.amount, context.terms.AutopaymentMinimumAllowed),
    }),
    clearError: assign({ error: null }),
    showFailureAlert: assign({ alert: autopayMessages.failure }),
    dismissAlert: assign({ alert: null }),
    toggleSaveCard: assign({ saveCard: ({ context }) => !context.saveCard }),
    logEnrollmentFailure: (_, params: { reason: unknown }) => {
      console.error(
        '[autopay] enrolment failed:',
        params.reason instanceof Error ? params.reason.message : params.reason,
      );
    },
  },
}).createMachine({
  id: 'autopay',
  context: ({ input }) => initialContext(input),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isAutoPayAllowed', target: 'waiting' },
        { guard: 'needsScheduledPayments', target: 'declined' },
        { target: 'none' },
      ],
    },
    waiting: {
      // Back from what the tab kept (issue 46): the delay was over long ago.
      on: { RESTORED: 'offering' },
      after: { AUTOPAY_MODAL_DELAY: 'offering' },
    },
    /** "Thank you for today's payment!": monthly amount, 'Enroll in Autopay', 'No Thanks'. */
    offering: {
      on: {
        AMOUNT_CHANGED: { actions: 'setAmount' },
        ENROLL: [
          { guard: 'isAmountInvalid', actions: 'showAmountError' },
          { target: 'enrolling', actions: 'clearError' },
        ],
        DECLINE: 'declined',
        // ESC / the dialog's close button: leave without enrolling.
        CLOSE: 'closed',
      },
    },
    enrolling: {
      // Back from what the tab kept while an enrolment was sent: it may have gone through (never again unasked).
      on: { RESTORED: 'mayHaveGoneThrough' },
      invoke: {
        id: 'createEnrollment',
        src: 'createEnrollment',
        input: ({ context }) => ({
          TransactionId: context.terms.TransactionId ?? '',
          GuarantorId: context.guarantorId,
          OriginalPaymentAmount: context.paymentAmount,
          AmountToAutoPay: parseAutopayAmount(context.amount) ?? 0,
        }),
        onDone: [
          {
            guard: { type: 'isEnrolled', params: ({ event }) => ({ output: event.output }) },
            target: 'confirmed',
            actions: assign({ enrolled: true }),
          },
          {
            target: 'failed',
            actions: [
              { type: 'logEnrollmentFailure', params: ({ event }) => ({ reason: event.output.ErrorMessage }) },
              'showFailureAlert',
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isOutcomeUnknown', params: ({ event }) => ({ error: event.error }) },
            target: 'mayHaveGoneThrough',
            actions: { type: 'logEnrollmentFailure', params: ({ event }) => ({ reason: event.error }) },
          },
          {
            target: 'failed',
            actions: [
              { type: 'logEnrollmentFailure', params: ({ event }) => ({ reason: event.error }) },
              'showFailureAlert',
            ],
          },
        ],
      },
    },
    /**
     * No answer that says what happened (dropped, timed out, a gateway's 502/503/504): the enrolment
     * may have gone through, and a second one would charge twice a month. Say so; enrol again only
     * when the guarantor chooses to.
     */
    mayHaveGoneThrough: {
      on: { CLOSE: 'closed', ENROLL_AGAIN: 'enrolling' },
    },
    /** 'Autopay Enabled' with 'Close Window'. */
    confirmed: { on: { CLOSE: 'closed' } },
    /** The modal has closed; the failure alert shows until dismissed. */
    failed: { on: { ALERT_DISMISSED: { target: 'closed', actions: 'dismissAlert' } } },
    /** The declined / partial-payment reminder modal: reminder day, save-card checkbox. */
    declined: {
      on: {
        SAVE_CARD_TOGGLED: { guard: 'offersSaveCard', actions: 'toggleSaveCard' },
        CLOSE: 'closed',
      },
    },
    closed: { type: 'final' },
    none: { type: 'final' },
  },
  output: ({ context }) => ({
    enrolled: context.enrolled,
    saveCard: context.offersSaveCard ? context.saveCard : null,
  }),
});
