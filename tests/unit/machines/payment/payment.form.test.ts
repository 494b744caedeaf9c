// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it, vi } from 'vitest';

import { MODAL_CLOSE_DELAY, VALIDATION_DELAY } from '@machines/payment/payment.machine';
import { paymentMessages } from '@machines/rules/messages';
import {
  approved,
  goodCard,
  newCardGuarantor as guarantor,
  savedCardsGuarantor as withSavedCard,
} from '@tests/fixtures/payment';

import { start, withPaymentClock } from './paymentActor';

withPaymentClock();

describe('payment machine form rules', () => {
  it('preselects a new card and the default amount when there is no saved card', () => {
    const { actor } = start(() => approved, { input: { guarantor: { ...guarantor, DefaultPaymentAmount: 100 } } });
    const { context } = actor.getSnapshot();
    expect(context.option).toBe(1);
    expect(context.paymentAccountId).toBeNull();
    expect(context.form.amount).toBe('100.00');
  });

  it("preselects the first saved card, leaving the new card's name empty (the last name goes in the request)", () => {
    const { actor } = start(() => approved, { input: { guarantor: withSavedCard } });
    expect(actor.getSnapshot().context).toMatchObject({ option: 2, paymentAccountId: 'pa_1' });
    expect(actor.getSnapshot().context.form.nameOnCard).toBe('');
  });

  it('switches between saved and new cards, keeping only the name the guarantor typed', () => {
    const { actor } = start(() => approved, { input: { guarantor: withSavedCard } });
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
    const { actor, posts } = start(() => approved, { input: { guarantor: withSavedCard } });
    actor.send({ type: 'NEW_CARD_CHOSEN' });
    actor.send({ type: 'SUBMIT', values: { ...goodCard, nameOnCard: '' } });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(actor.getSnapshot().context.error?.message).toBe(paymentMessages.nameOnCardRequired);
    expect(posts).toHaveLength(0);
  });

  it('keeps card number and CVV out of a saved-card payment, even when the form sends them', async () => {
    const { actor, posts } = start(() => approved, { input: { guarantor: withSavedCard }, latency: 5000 });
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
    const { actor, posts } = start(() => approved, { input: { guarantor: withSavedCard } });
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

describe("quick-pay's one event (QUICK_PAY_CONFIRMED)", () => {
  it('pays the amount with the saved card: chosen, validated and posted in one step', async () => {
    // A partial payment needs an e-mail or phone: quick-pay guarantors have one on file.
    const { actor, posts } = start(() => approved, {
      input: { guarantor: { ...withSavedCard, Email: 'ana@example.com' } },
    });
    actor.send({ type: 'NEW_CARD_CHOSEN' });
    actor.send({ type: 'QUICK_PAY_CONFIRMED', paymentAccountId: 'pa_2', amount: 150 });
    expect(actor.getSnapshot().matches('validating')).toBe(true);
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    expect(posts).toEqual([
      expect.objectContaining({ PaymentAccountId: 'pa_2', PaymentAmount: 150, NameOnCard: 'Rivera' }),
    ]);
    expect(actor.getSnapshot().output).toMatchObject({ paymentAmount: 150 });
  });

  it("is refused for a card that is not the guarantor's own", () => {
    const { actor } = start(() => approved, { input: { guarantor: withSavedCard } });
    expect(actor.getSnapshot().can({ type: 'QUICK_PAY_CONFIRMED', paymentAccountId: 'pa_x', amount: 150 })).toBe(false);
  });

  it('still applies the amount rules (a quick-pay amount above the maximum is not posted)', async () => {
    const { actor, posts } = start(() => approved, { input: { guarantor: withSavedCard } });
    actor.send({ type: 'QUICK_PAY_CONFIRMED', paymentAccountId: 'pa_1', amount: 300 });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
    expect(actor.getSnapshot().context.error?.message).toBe(paymentMessages.aboveMaximum);
    expect(posts).toHaveLength(0);
  });

  it('keeps a read-only amount (staff-assisted)', async () => {
    const { actor, posts } = start(() => approved, {
      input: { guarantor: withSavedCard, adminTokenId: 'SSO-OK', deliveryId: null },
    });
    actor.send({ type: 'QUICK_PAY_CONFIRMED', paymentAccountId: 'pa_1', amount: 150 });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY + MODAL_CLOSE_DELAY);
    expect(posts).toEqual([expect.objectContaining({ PaymentAmount: 245.5, AdminTokenId: 'SSO-OK' })]);
  });
});
