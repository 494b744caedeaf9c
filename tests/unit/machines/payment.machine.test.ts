import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import type { PaymentRequest, TransactionResult } from '@/api/types';
import { MODAL_CLOSE_DELAY, type PaymentInput, paymentMachine, VALIDATION_DELAY } from '@machines/payment.machine';
import { paymentMessages } from '@machines/rules/messages';
import { approved, declined, goodCard, newCardGuarantor, savedCardsGuarantor } from '@tests/fixtures/payment';
import { provider } from '@tests/fixtures/provider';

/** A real actor with a fake ProcessPayment that answers with `answer` after `latency` ms. */
function start(
  answer: (req: PaymentRequest) => TransactionResult | Error,
  { input, latency = 50 }: { input?: Partial<PaymentInput>; latency?: number } = {},
) {
  const posts: PaymentRequest[] = [];
  const machine = paymentMachine.provide({
    actors: {
      processPayment: fromPromise<TransactionResult, PaymentRequest>(async ({ input: req }) => {
        posts.push(req);
        await new Promise((r) => setTimeout(r, latency));
        const a = answer(req);
        if (a instanceof Error) throw a;
        return a;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { provider, guarantor: newCardGuarantor, deliveryId: 'D1001', useWidget: false, ...input },
  }).start();
  return { actor, posts };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 4, 15));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('payment machine with real timers faked', () => {
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
    expect(actor.getSnapshot().context.error).toEqual({
      heading: null,
      message: paymentMessages.amountRequired,
      field: 'amount',
    });
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
    expect(actor.getSnapshot().context.form.cardNumber).toBe('');
    expect(actor.getSnapshot().context.form.cardCVV).toBe('');
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
    expect(context.error).toEqual({
      heading: paymentMessages.failureHeading,
      message: 'Your card was declined.',
      field: null,
    });
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
    expect(context.alert).toBe('Sorry, there was an error while processing your transaction.');
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

  it('with the widget, waits silently for the token and then submits with it', async () => {
    const { actor, posts } = start(() => approved, { input: { useWidget: true } });
    actor.send({ type: 'SUBMIT', values: { amount: '245.50', nameOnCard: 'Ana Rivera' } });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(actor.getSnapshot().matches({ form: 'waitingForToken' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'TOKENIZE_FAILED', status: 'Invalid' });
    expect(actor.getSnapshot().matches({ form: 'waitingForToken' })).toBe(true);
    expect(console.warn).toHaveBeenCalled();
    actor.send({ type: 'CARD_TOKENIZED', token: 'cnon:ok' });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    expect(posts).toEqual([expect.objectContaining({ Token: 'cnon:ok', NameOnCard: 'Ana Rivera' })]);
    expect(posts[0]).not.toHaveProperty('CardNumber');
  });

  it('with the widget, never posts a token from an earlier submit that failed validation', async () => {
    const { actor, posts } = start(() => approved, { input: { useWidget: true } });
    actor.send({ type: 'SUBMIT', values: { amount: '', nameOnCard: 'Ana Rivera' } });
    actor.send({ type: 'CARD_TOKENIZED', token: 'cnon:old-card' }); // arrives during validation
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(actor.getSnapshot().context.error?.message).toBe(paymentMessages.amountRequired);
    actor.send({ type: 'SUBMIT', values: { amount: '245.50' } });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(actor.getSnapshot().matches({ form: 'waitingForToken' })).toBe(true);
    actor.send({ type: 'CARD_TOKENIZED', token: 'cnon:corrected-card' });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    expect(posts.map((p) => p.Token)).toEqual(['cnon:corrected-card']);
  });

  it('logs a failed tokenization that arrives during validation', async () => {
    const { actor, posts } = start(() => approved, { input: { useWidget: true } });
    actor.send({ type: 'SUBMIT', values: { amount: '245.50', nameOnCard: 'Ana Rivera' } });
    actor.send({ type: 'TOKENIZE_FAILED', status: 'Invalid' });
    expect(console.warn).toHaveBeenCalledWith(expect.any(String), 'Invalid');
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(actor.getSnapshot().matches({ form: 'waitingForToken' })).toBe(true);
    expect(posts).toHaveLength(0);
  });

  it('with a widget that cannot load, shows the missing card data instead of waiting (reported during validation)', async () => {
    const { actor, posts } = start(() => approved, { input: { useWidget: true } });
    actor.send({ type: 'SUBMIT', values: { amount: '245.50', nameOnCard: 'Ana Rivera' } });
    actor.send({ type: 'WIDGET_UNAVAILABLE' }); // the widget's answer to the submit's TOKENIZE
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({
      heading: null,
      message: paymentMessages.invalidCardData,
      field: null,
    });
    expect(posts).toHaveLength(0);
  });

  it('with a widget that fails while a submit waits for its token, stops waiting and says so', async () => {
    const { actor } = start(() => approved, { input: { useWidget: true } });
    actor.send({ type: 'SUBMIT', values: { amount: '245.50', nameOnCard: 'Ana Rivera' } });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(actor.getSnapshot().matches({ form: 'waitingForToken' })).toBe(true);
    actor.send({ type: 'WIDGET_UNAVAILABLE' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error?.message).toBe(paymentMessages.invalidCardData);
  });

  it('asks the widget afresh on every submit: an earlier "unavailable" does not stick', async () => {
    const { actor, posts } = start(() => approved, { input: { useWidget: true } });
    actor.send({ type: 'WIDGET_UNAVAILABLE' });
    actor.send({ type: 'SUBMIT', values: { amount: '245.50', nameOnCard: 'Ana Rivera' } });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(actor.getSnapshot().matches({ form: 'waitingForToken' })).toBe(true);
    actor.send({ type: 'CARD_TOKENIZED', token: 'cnon:ok' });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    expect(posts).toEqual([expect.objectContaining({ Token: 'cnon:ok' })]);
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

  it('with the widget, clears the token after a decline', async () => {
    const { actor } = start(() => declined, { input: { useWidget: true } });
    actor.send({ type: 'SUBMIT', values: { nameOnCard: 'Ana Rivera' } });
    actor.send({ type: 'CARD_TOKENIZED', token: 'cnon:1' }); // arrives during validation
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(actor.getSnapshot().context.error?.heading).toBe(paymentMessages.failureHeading);
  });
});

describe('payment machine form rules', () => {
  it('preselects a new card and the default amount when there is no saved card', () => {
    const { actor } = start(() => approved, {
      input: { guarantor: { ...newCardGuarantor, DefaultPaymentAmount: 100 } },
    });
    const { context } = actor.getSnapshot();
    expect(context.option).toBe(1);
    expect(context.paymentAccountId).toBeNull();
    expect(context.form.amount).toBe('100.00');
  });

  it("preselects the first saved card, leaving the new card's name empty (the last name goes in the request)", () => {
    const { actor } = start(() => approved, { input: { guarantor: savedCardsGuarantor } });
    expect(actor.getSnapshot().context).toMatchObject({ option: 2, paymentAccountId: 'pa_1' });
    expect(actor.getSnapshot().context.form.nameOnCard).toBe('');
  });

  it('switches between saved and new cards, keeping only the name the guarantor typed', () => {
    const { actor } = start(() => approved, { input: { guarantor: savedCardsGuarantor } });
    actor.send({ type: 'SAVED_CARD_CHOSEN', paymentAccountId: 'pa_2' });
    actor.send({ type: 'NEW_CARD_CHOSEN' });
    expect(actor.getSnapshot().context).toMatchObject({ option: 1, paymentAccountId: null });
    expect(actor.getSnapshot().context.form.nameOnCard).toBe('');
    actor.send({ type: 'FIELD_CHANGED', field: 'nameOnCard', value: 'A R' });
    actor.send({ type: 'SAVED_CARD_CHOSEN', paymentAccountId: 'pa_2' });
    expect(actor.getSnapshot().context).toMatchObject({ option: 2, paymentAccountId: 'pa_2' });
    actor.send({ type: 'NEW_CARD_CHOSEN' });
    expect(actor.getSnapshot().context.form.nameOnCard).toBe('A R');
  });

  it('needs a typed name for a new card even when saved cards exist', async () => {
    const { actor, posts } = start(() => approved, { input: { guarantor: savedCardsGuarantor } });
    actor.send({ type: 'NEW_CARD_CHOSEN' });
    actor.send({ type: 'SUBMIT', values: { ...goodCard, nameOnCard: '' } });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(actor.getSnapshot().context.error?.message).toBe(paymentMessages.nameOnCardRequired);
    expect(posts).toHaveLength(0);
  });

  it('keeps card number and CVV out of a saved-card payment, even when the form sends them', async () => {
    const { actor, posts } = start(() => approved, { input: { guarantor: savedCardsGuarantor }, latency: 5000 });
    actor.send({ type: 'SUBMIT', values: goodCard });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(actor.getSnapshot().matches('posting')).toBe(true);
    expect(actor.getSnapshot().context.form).toMatchObject({ cardNumber: '', cardCVV: '' });
    expect(posts[0]).toMatchObject({ PaymentAccountId: 'pa_1', NameOnCard: 'Rivera' });
    expect(posts[0]).not.toHaveProperty('CardNumber');
  });

  it('keeps card number and CVV out of a widget payment, even when the form sends them', async () => {
    const { actor } = start(() => approved, { input: { useWidget: true } });
    actor.send({ type: 'SUBMIT', values: goodCard });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(actor.getSnapshot().matches({ form: 'waitingForToken' })).toBe(true);
    expect(actor.getSnapshot().context.form).toMatchObject({ cardNumber: '', cardCVV: '', nameOnCard: 'Ana Rivera' });
  });

  it("posts a saved card with its account id, the guarantor's last name and no card fields", async () => {
    const { actor, posts } = start(() => approved, { input: { guarantor: savedCardsGuarantor } });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    expect(posts).toEqual([
      expect.objectContaining({
        PaymentAccountId: 'pa_1',
        NameOnCard: 'Rivera',
        PaymentAmount: 245.5,
        DeliveryId: 'D1001',
      }),
    ]);
    expect(posts[0]).not.toHaveProperty('CardNumber');
  });

  it('makes the amount read-only with an admin token and sends the token', async () => {
    const { actor, posts } = start(() => approved, { input: { adminTokenId: 'SSO-OK', deliveryId: null } });
    expect(actor.getSnapshot().context.amountReadOnly).toBe(true);
    expect(actor.getSnapshot().can({ type: 'AMOUNT_CHANGED', value: '10' })).toBe(false);
    actor.send({ type: 'AMOUNT_CHANGED', value: '10' });
    actor.send({ type: 'SUBMIT', values: { ...goodCard, amount: '10' } });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    expect(posts).toEqual([expect.objectContaining({ AdminTokenId: 'SSO-OK', PaymentAmount: 245.5 })]);
  });

  it('lets the amount be edited without an admin token', () => {
    const { actor } = start(() => approved);
    actor.send({ type: 'AMOUNT_CHANGED', value: '10' });
    expect(actor.getSnapshot().context.form.amount).toBe('10');
  });
});
