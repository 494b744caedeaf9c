import { beforeEach, expect, vi } from 'vitest';

import { type AutopayInput, autopayMachine } from '@machines/autopay.machine';
import { validateAutopayAmount } from '@machines/rules/autopayValidation';
import { autopayMessages } from '@machines/rules/messages';
import { approved } from '@tests/fixtures/payment';

import { type Fixtures, modelTest } from './harness';

const fixtures = {
  createEnrollment: {
    done: { enrolled: { IsSuccess: true }, refused: { IsSuccess: false, ErrorMessage: 'Refused' } },
    error: { network: new Error('Network Error') },
  },
} satisfies Fixtures<typeof autopayMachine>;

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

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

modelTest('autopay machine', {
  machine: autopayMachine,
  inputs,
  events: [
    { type: 'AMOUNT_CHANGED', value: '24.99' },
    { type: 'AMOUNT_CHANGED', value: '1,000.00' },
    { type: 'AMOUNT_CHANGED', value: 'ten' },
    { type: 'ENROLL' },
    { type: 'DECLINE' },
    { type: 'SAVE_CARD_TOGGLED' },
    { type: 'CLOSE' },
    { type: 'ALERT_DISMISSED' },
  ],
  fixtures,
  check: (snapshot) => {
    const { context } = snapshot;
    const r = context.result;
    if (snapshot.matches('waiting') || snapshot.matches('offering') || snapshot.matches('enrolling')) {
      expect(r.IsAutoPayAllowed).toBe(true);
    }
    if (snapshot.matches('offering') && context.error !== null) {
      // The message shown is the one the typed amount deserves.
      expect(context.error).toBe(validateAutopayAmount(context.amount, r.AutopaymentMinimumAllowed));
    }
    if (snapshot.matches('enrolling')) {
      expect(validateAutopayAmount(context.amount, r.AutopaymentMinimumAllowed)).toBeNull();
      expect(snapshot.can({ type: 'ENROLL' })).toBe(false);
    }
    if (snapshot.matches('declined')) {
      expect(context.reminderDay).toBe(r.PartialPaymentsDayOfMonthlyPayments ?? r.AutopaymentDayOfMonthlyOptinPayments);
      if (!r.IsAccountOnFileEnabled) expect(context.saveCard).toBe(false);
    }
    if (snapshot.matches('failed')) expect(context.alert).toBe(autopayMessages.failure);
    else expect(context.alert).toBeNull();
    if (snapshot.matches('none')) {
      expect(r.IsAutoPayAllowed).not.toBe(true);
      expect(r.DoesBalanceExistRequiringScheduledPayments).not.toBe(true);
    }
    if (snapshot.status === 'done') {
      expect(snapshot.output).toEqual({
        enrolled: context.enrolled,
        saveCard: r.IsAccountOnFileEnabled ? context.saveCard : null,
      });
    }
    expect(context.enrolled).toBe(snapshot.matches('confirmed') || (context.enrolled && snapshot.matches('closed')));
  },
});
