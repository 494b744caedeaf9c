// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import type { AutopayEnrollment, SuccessResult, TransactionResult } from '@/api/types';
import { AUTOPAY_MODAL_DELAY, autopayMachine } from '@machines/payment/autopay.machine';
import { autopayMessages } from '@machines/rules/messages';
import { approved } from '@tests/fixtures/payment';
import { english } from '@tests/support/language';

function start(
  result: TransactionResult,
  answer: (e: AutopayEnrollment) => SuccessResult | Error = () => ({ IsSuccess: true }),
) {
  const calls: AutopayEnrollment[] = [];
  const machine = autopayMachine.provide({
    actors: {
      createEnrollment: fromPromise<SuccessResult, AutopayEnrollment>(async ({ input }) => {
        calls.push(input);
        await Promise.resolve();
        const a = answer(input);
        if (a instanceof Error) throw a;
        return a;
      }),
    },
  });
  const actor = createActor(machine, { input: { result, guarantorId: 'G1', paymentAmount: 100 } }).start();
  return { actor, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autopay machine', () => {
  it('opens the offer 100 ms after the confirmation', async () => {
    const { actor } = start(approved);
    await vi.advanceTimersByTimeAsync(AUTOPAY_MODAL_DELAY - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('offering');
    expect(english(actor.getSnapshot().context.amount)).toBe('50.00');
  });

  it('rejects a malformed amount and one below the minimum, then enrols', async () => {
    const { actor, calls } = start(approved);
    await vi.advanceTimersByTimeAsync(AUTOPAY_MODAL_DELAY);
    actor.send({ type: 'AMOUNT_CHANGED', value: '12.345' });
    actor.send({ type: 'ENROLL' });
    expect(english(actor.getSnapshot().context.error)).toBe(english(autopayMessages.invalidAmount));
    actor.send({ type: 'AMOUNT_CHANGED', value: '24' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'ENROLL' });
    expect(english(actor.getSnapshot().context.error)).toBe(english(autopayMessages.minimum(25)));
    expect(actor.getSnapshot().value).toBe('offering');
    actor.send({ type: 'AMOUNT_CHANGED', value: '1,000' });
    actor.send({ type: 'ENROLL' });
    expect(actor.getSnapshot().value).toBe('enrolling');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(calls).toEqual([
      { TransactionId: 'T1', GuarantorId: 'G1', OriginalPaymentAmount: 245.5, AmountToAutoPay: 1000 },
    ]);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().output).toEqual({ enrolled: true, saveCard: null });
  });

  it.each([
    ['a refusal', () => ({ IsSuccess: false, ErrorMessage: 'no' })],
    ['a network error', () => new Error('Network Error')],
  ])('alerts and closes the modal after %s', async (_, answer) => {
    const { actor } = start(approved, answer);
    await vi.advanceTimersByTimeAsync(AUTOPAY_MODAL_DELAY);
    actor.send({ type: 'ENROLL' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(english(actor.getSnapshot().context.alert)).toBe(
      'There was a problem with your autopay request. Autopay is not available at this time',
    );
    actor.send({ type: 'ALERT_DISMISSED' });
    expect(actor.getSnapshot().output).toEqual({ enrolled: false, saveCard: null });
  });

  it('shows the declined view after No Thanks', async () => {
    const { actor } = start({ ...approved, IsAccountOnFileEnabled: true });
    await vi.advanceTimersByTimeAsync(AUTOPAY_MODAL_DELAY);
    actor.send({ type: 'DECLINE' });
    expect(actor.getSnapshot().value).toBe('declined');
    expect(actor.getSnapshot().context).toMatchObject({ reminderDay: 15, offersSaveCard: true, saveCard: true });
  });

  it('shows the partial-payment reminder at once when autopay is not allowed but a balance remains', () => {
    const { actor } = start({
      IsSuccess: true,
      IsAutoPayAllowed: false,
      DoesBalanceExistRequiringScheduledPayments: true,
      PartialPaymentsDayOfMonthlyPayments: 3,
      AutopaymentDayOfMonthlyOptinPayments: 15,
      IsAccountOnFileEnabled: true,
    });
    expect(actor.getSnapshot().value).toBe('declined');
    expect(actor.getSnapshot().context).toMatchObject({ reminderDay: 3, saveCard: true });
    actor.send({ type: 'SAVE_CARD_TOGGLED' });
    expect(english(actor.getSnapshot().context.saveCard)).toBe(english(false));
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().output).toEqual({ enrolled: false, saveCard: false });
  });

  it('offers no save-card choice without IsAccountOnFileEnabled', () => {
    const { actor } = start({ IsSuccess: true, DoesBalanceExistRequiringScheduledPayments: true });
    expect(english(actor.getSnapshot().context.saveCard)).toBe(english(false));
    expect(actor.getSnapshot().can({ type: 'SAVE_CARD_TOGGLED' })).toBe(false);
  });

  it('shows nothing when neither autopay nor reminders apply', () => {
    const { actor } = start({ IsSuccess: true });
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
