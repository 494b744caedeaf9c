// The autopay model: shared by its model test and its screen test (the autopay dialog).
import { type AutopayInput, autopayMachine } from '@machines/payment/autopay.machine';
import { OutcomeUnknown } from '@machines/payment/outcomeUnknown';
import { approved } from '@tests/fixtures/payment';

import type { ModelDefinition } from '../harness';

const reminderOnly = {
  IsSuccess: true,
  IsAutoPayAllowed: false,
  DoesBalanceExistRequiringScheduledPayments: true,
  PartialPaymentsDayOfMonthlyPayments: 3,
  IsAccountOnFileEnabled: true,
};

const inputs: Record<string, AutopayInput> = {
  'autopay allowed': { result: approved, guarantorId: 'G1', paymentAmount: 245.5 },
  'autopay allowed, account on file': { result: { ...approved, IsAccountOnFileEnabled: true }, guarantorId: 'G1' },
  'partial-payment reminder': { result: reminderOnly, guarantorId: 'G1' },
  'reminder without account on file': { result: { ...reminderOnly, IsAccountOnFileEnabled: false }, guarantorId: 'G1' },
  'nothing to offer': { result: { IsSuccess: true }, guarantorId: 'G1' },
};

export const autopayModel = {
  machine: autopayMachine,
  inputs,
  events: {
    RESTORED: [{ type: 'RESTORED', sessionLive: true }],
    AMOUNT_CHANGED: [
      { type: 'AMOUNT_CHANGED', value: '24.99' },
      { type: 'AMOUNT_CHANGED', value: '1,000.00' },
      { type: 'AMOUNT_CHANGED', value: 'ten' },
    ],
    ENROLL: [{ type: 'ENROLL' }],
    DECLINE: [{ type: 'DECLINE' }],
    SAVE_CARD_TOGGLED: [{ type: 'SAVE_CARD_TOGGLED' }],
    CLOSE: [{ type: 'CLOSE' }],
    ALERT_DISMISSED: [{ type: 'ALERT_DISMISSED' }],
    ENROLL_AGAIN: [{ type: 'ENROLL_AGAIN' }],
  },
  fixtures: {
    createEnrollment: {
      done: { enrolled: { IsSuccess: true }, refused: { IsSuccess: false, ErrorMessage: 'Refused' } },
      // `network`: an answered fault (HTTP 500); `noAnswer`: dropped, timed out, or a gateway's 502/503/504.
      error: { network: new Error('Network Error'), noAnswer: new OutcomeUnknown() },
    },
  },
} satisfies ModelDefinition<typeof autopayMachine>;
