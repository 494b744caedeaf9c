// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it, vi } from 'vitest';

import { MODAL_CLOSE_DELAY, VALIDATION_DELAY } from '@machines/payment/payment.machine';
import { paymentMessages } from '@machines/rules/messages';
import { approved, declined, savedCardsGuarantor as withSavedCard } from '@tests/fixtures/payment';

import { fakeCard, start, withPaymentClock } from './paymentActor';

withPaymentClock();

describe('payment machine with the card widget', () => {
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

  it('with the widget, clears the token after a decline', async () => {
    const { actor } = start(() => declined, { input: { useWidget: true } });
    actor.send({ type: 'SUBMIT', values: { nameOnCard: 'Ana Rivera' } });
    actor.send({ type: 'CARD_TOKENIZED', token: 'cnon:1' }); // arrives during validation
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(actor.getSnapshot().context.error?.heading).toBe(paymentMessages.failureHeading);
  });
});

describe('payment machine asking its card widget for the token', () => {
  const contact = { amount: '245.50', nameOnCard: 'Ana Rivera' };
  const widgetInput = { useWidget: true };

  it('one SUBMIT is enough: the machine asks its widget, waits, and posts the token it gives', async () => {
    const card = fakeCard();
    const { actor, posts } = start(() => approved, { input: widgetInput, card: card.card });
    await vi.advanceTimersByTimeAsync(0); // the card attaches
    actor.send({ type: 'SUBMIT', values: contact });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(card.asked()).toBe(1);
    expect(actor.getSnapshot().matches({ form: 'waitingForToken' })).toBe(true);
    card.answer({ status: 'OK', token: 'cnon:ok' });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    expect(posts).toEqual([expect.objectContaining({ Token: 'cnon:ok', NameOnCard: 'Ana Rivera' })]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('asks nothing for a submit it ignores (validating, posting): one tokenization, one post', async () => {
    const card = fakeCard();
    const { actor, posts } = start(() => approved, { input: widgetInput, card: card.card, latency: 3000 });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SUBMIT', values: contact });
    actor.send({ type: 'SUBMIT', values: contact }); // double click inside the validation delay
    card.answer({ status: 'OK', token: 'cnon:ok' });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(actor.getSnapshot().hasTag('processing')).toBe(true);
    actor.send({ type: 'SUBMIT', values: contact });
    await vi.advanceTimersByTimeAsync(3000);
    expect(card.asked()).toBe(1);
    expect(posts).toHaveLength(1);
  });

  it('asks the widget nothing for a saved card', async () => {
    const card = fakeCard();
    const { actor, posts } = start(() => approved, {
      input: { ...widgetInput, guarantor: withSavedCard },
      card: card.card,
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    expect(card.asked()).toBe(0);
    expect(posts).toEqual([expect.objectContaining({ PaymentAccountId: 'pa_1' })]);
  });

  it('a newer submit discards a tokenization still running: the card at the latest submit is charged', async () => {
    const card = fakeCard();
    const { actor, posts } = start(() => approved, { input: widgetInput, card: card.card });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SUBMIT', values: { ...contact, amount: '' } }); // fails validation; tokenizing goes on
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(actor.getSnapshot().context.error?.message).toBe(paymentMessages.amountRequired);
    actor.send({ type: 'SUBMIT', values: contact });
    card.answer({ status: 'OK', token: 'cnon:old-card' }); // the first tokenization, now stale
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(card.asked()).toBe(2);
    expect(actor.getSnapshot().matches({ form: 'waitingForToken' })).toBe(true);
    card.answer({ status: 'OK', token: 'cnon:corrected-card' });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    expect(posts.map((p) => p.Token)).toEqual(['cnon:corrected-card']);
  });

  it('only logs a status other than OK and keeps waiting for a later submit', async () => {
    const card = fakeCard();
    const { actor, posts } = start(() => approved, { input: widgetInput, card: card.card });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SUBMIT', values: contact });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    card.answer({ status: 'Invalid' });
    await vi.advanceTimersByTimeAsync(MODAL_CLOSE_DELAY);
    expect(console.warn).toHaveBeenCalledWith('[payment] card tokenization status', 'Invalid');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(posts).toHaveLength(0);
  });

  it('stops its widget, destroying the card, when the payment is done', async () => {
    const card = fakeCard();
    const { actor } = start(() => approved, { input: { ...widgetInput, guarantor: withSavedCard }, card: card.card });
    await vi.advanceTimersByTimeAsync(0);
    const widget = actor.getSnapshot().children.cardWidget!;
    expect(widget.getSnapshot().matches('loaded')).toBe(true);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    expect(actor.getSnapshot().status).toBe('done');
    expect(widget.getSnapshot().status).toBe('stopped');
    expect(card.destroyed()).toBe(1);
  });
});
