// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { beforeEach, expect, vi } from 'vitest';

import { validateAutopayAmount } from '@machines/payment/rules/autopayValidation';
import { autopayMessages } from '@machines/rules/messages';

import { after, done, failed, modelTest } from '../harness';
import { autopayModel } from './autopay.model';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const allowed = autopayModel.inputs['autopay allowed']!;
const reminder = autopayModel.inputs['partial-payment reminder']!;

modelTest('autopay machine', {
  ...autopayModel,
  invariant: (snapshot, { previous }) => {
    // A second enrolment after one that may have gone through happens only on 'Enroll again'.
    if (snapshot.matches('enrolling') && previous?.matches('mayHaveGoneThrough'))
      expect(previous.can({ type: 'ENROLL_AGAIN' })).toBe(true);
    const { context } = snapshot;
    if (!snapshot.matches('failed')) expect(context.alert).toBeNull();
    if (snapshot.status === 'done') {
      expect(snapshot.output).toEqual({
        enrolled: context.enrolled,
        saveCard: context.terms.IsAccountOnFileEnabled ? context.saveCard : null,
      });
    }
    expect(context.enrolled).toBe(snapshot.matches('confirmed') || (context.enrolled && snapshot.matches('closed')));
  },
  states: {
    waiting: (snapshot) => expect(snapshot.context.terms.IsAutoPayAllowed).toBe(true),
    offering: ({ context }) => {
      expect(context.terms.IsAutoPayAllowed).toBe(true);
      // The message shown is the one the typed amount deserves.
      if (context.error !== null)
        expect(context.error).toEqual(validateAutopayAmount(context.amount, context.terms.AutopaymentMinimumAllowed));
    },
    enrolling: (snapshot) => {
      const { context } = snapshot;
      expect(context.terms.IsAutoPayAllowed).toBe(true);
      expect(validateAutopayAmount(context.amount, context.terms.AutopaymentMinimumAllowed)).toBeNull();
      expect(snapshot.can({ type: 'ENROLL' })).toBe(false);
    },
    declined: ({ context }) => {
      const r = context.terms;
      expect(context.reminderDay).toBe(r.PartialPaymentsDayOfMonthlyPayments ?? r.AutopaymentDayOfMonthlyOptinPayments);
      if (!r.IsAccountOnFileEnabled) expect(context.saveCard).toBe(false);
    },
    failed: ({ context }) => expect(context.alert).toBe(autopayMessages.failure),
    mayHaveGoneThrough: (snapshot) => {
      // Not 'failed': nothing says the enrolment failed, and nothing enrols again by itself.
      expect(snapshot.context.alert).toBeNull();
      expect(snapshot.context.enrolled).toBe(false);
      expect(snapshot.can({ type: 'ENROLL' })).toBe(false);
    },
    none: ({ context }) => {
      expect(context.terms.IsAutoPayAllowed).not.toBe(true);
      expect(context.terms.DoesBalanceExistRequiringScheduledPayments).not.toBe(true);
    },
  },
  journeys: [
    {
      name: 'the offer opens after its delay and a valid amount enrols',
      input: allowed,
      events: [
        after('AUTOPAY_MODAL_DELAY'),
        { type: 'AMOUNT_CHANGED', value: '1,000.00' },
        { type: 'ENROLL' },
        done('createEnrollment', 'enrolled'),
        { type: 'CLOSE' },
      ],
      expect: 'closed',
    },
    {
      name: 'an amount below the minimum stays in the offer',
      input: allowed,
      events: [after('AUTOPAY_MODAL_DELAY'), { type: 'AMOUNT_CHANGED', value: '24.99' }, { type: 'ENROLL' }],
      expect: 'offering',
    },
    {
      name: 'a failed enrolment shows the alert until it is dismissed',
      input: allowed,
      events: [after('AUTOPAY_MODAL_DELAY'), { type: 'ENROLL' }, failed('createEnrollment', 'network')],
      expect: 'failed',
    },
    {
      name: 'an enrolment with no answer says it may have gone through, and closes without enrolling again',
      input: allowed,
      events: [
        after('AUTOPAY_MODAL_DELAY'),
        { type: 'ENROLL' },
        failed('createEnrollment', 'noAnswer'),
        { type: 'CLOSE' },
      ],
      expect: 'closed',
    },
    {
      name: "'Enroll again' after an unknown outcome enrols once more, knowingly",
      input: allowed,
      events: [
        after('AUTOPAY_MODAL_DELAY'),
        { type: 'ENROLL' },
        failed('createEnrollment', 'noAnswer'),
        { type: 'ENROLL_AGAIN' },
        done('createEnrollment', 'enrolled'),
      ],
      expect: 'confirmed',
    },
    {
      name: 'No Thanks shows the reminder',
      input: allowed,
      events: [after('AUTOPAY_MODAL_DELAY'), { type: 'DECLINE' }],
      expect: 'declined',
    },
    { name: 'a partial payment gets the reminder at once', input: reminder, events: [], expect: 'declined' },
    {
      name: 'nothing to offer ends at once',
      input: autopayModel.inputs['nothing to offer'],
      events: [],
      expect: 'none',
    },
  ],
});
