// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it, vi } from 'vitest';

import type { TransactionResult } from '@/api/types';
import { MODAL_CLOSE_DELAY, VALIDATION_DELAY } from '@machines/payment/payment.machine';
import { paymentMessages } from '@machines/rules/messages';
import { approved, declined, goodCard } from '@tests/fixtures/payment';
import { english } from '@tests/support/language';

import { start, withPaymentClock } from './paymentActor';

withPaymentClock();

describe('payment machine: validating and posting', () => {
  it('posts once however many times Submit is pressed while a post is in flight', async () => {
    const { actor, posts } = start(() => approved, { latency: 3000 });
    actor.send({ type: 'SUBMIT', values: goodCard });
    actor.send({ type: 'SUBMIT', values: goodCard }); // double click inside the validation delay
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(actor.getSnapshot().matches('posting')).toBe(true);
    for (let i = 0; i < 5; i++) {
      expect(actor.getSnapshot().can({ type: 'SUBMIT', values: goodCard })).toBe(false);
      actor.send({ type: 'SUBMIT', values: goodCard });
      actor.send({ type: 'CARD_TOKENIZED', token: 'again' });
      await vi.advanceTimersByTimeAsync(500);
    }
    await vi.advanceTimersByTimeAsync(3000);
    expect(posts).toHaveLength(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('validates only after the 10 ms delay', async () => {
    const { actor, posts } = start(() => approved);
    actor.send({ type: 'SUBMIT', values: { ...goodCard, amount: '' } });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY - 1);
    expect(actor.getSnapshot().matches('validating')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(english(actor.getSnapshot().context.error)).toEqual(
      english({
        heading: null,
        message: paymentMessages.amountRequired,
        field: 'amount',
      }),
    );
    expect(posts).toHaveLength(0);
  });

  it('keeps the waiting modal open 1 s from the start of the post, even when the answer is quick', async () => {
    const { actor } = start(() => approved, { latency: 50 });
    actor.send({ type: 'SUBMIT', values: goodCard });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + 100);
    expect(actor.getSnapshot().matches({ posting: { request: 'answered', modal: 'open' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(MODAL_CLOSE_DELAY - 101);
    expect(actor.getSnapshot().matches('posting')).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({ result: approved, paymentAmount: 245.5 });
    expect(english(actor.getSnapshot().context.form.cardNumber)).toBe('');
    expect(english(actor.getSnapshot().context.form.cardCVV)).toBe('');
  });

  it('waits for a slow answer past the 1 s mark', async () => {
    const { actor } = start(() => approved, { latency: 2500 });
    actor.send({ type: 'SUBMIT', values: goodCard });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + 2000);
    expect(actor.getSnapshot().matches({ posting: { request: 'pending', modal: 'closed' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps amount, e-mail, phone and name after a decline and shows the server message', async () => {
    const { actor } = start(() => declined);
    actor.send({ type: 'SUBMIT', values: { ...goodCard, amount: '100' } });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(english(context.error)).toEqual(
      english({
        heading: paymentMessages.failureHeading,
        message: 'Your card was declined.',
        field: null,
      }),
    );
    expect(context.form).toMatchObject({
      amount: '100',
      email: goodCard.email,
      phone: goodCard.phone,
      nameOnCard: goodCard.nameOnCard,
      expMonth: '12',
      expYear: '2030',
      billingZip: '30301',
      cardNumber: '',
      cardCVV: '',
    });
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('alerts on a network failure and keeps what was typed', async () => {
    const { actor } = start(() => new Error('Network Error'));
    actor.send({ type: 'SUBMIT', values: { ...goodCard, amount: '100' } });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    const { context } = actor.getSnapshot();
    expect(english(context.alert)).toBe('Sorry, there was an error while processing your transaction.');
    expect(context.error).toBeNull();
    expect(context.form).toMatchObject({
      amount: '100',
      email: goodCard.email,
      phone: goodCard.phone,
      nameOnCard: goodCard.nameOnCard,
    });
    actor.send({ type: 'ALERT_DISMISSED' });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('can pay again after a decline, and then posts a second time only', async () => {
    let answer: TransactionResult = declined;
    const { actor, posts } = start(() => answer);
    actor.send({ type: 'SUBMIT', values: goodCard });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    answer = approved;
    actor.send({ type: 'SUBMIT', values: { cardNumber: '4111111111111111', cardCVV: '123' } });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toMatchObject({ CardNumber: '4111111111111111', NameOnCard: 'Ana Rivera', PaymentAmount: 245.5 });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('tells listeners about each failed post (declined or no answer), not about a success', async () => {
    const answers: (TransactionResult | Error)[] = [declined, new Error('Network Error'), approved];
    const { actor } = start(() => answers.shift()!);
    const failures = vi.fn();
    actor.on('postFailed', failures);
    for (const expected of [1, 2, 2]) {
      actor.send({ type: 'SUBMIT', values: goodCard });
      await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
      expect(failures).toHaveBeenCalledTimes(expected);
      actor.send({ type: 'ALERT_DISMISSED' });
    }
    expect(actor.getSnapshot().status).toBe('done');
  });
});
