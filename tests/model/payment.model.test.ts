import { beforeEach, expect, vi } from 'vitest';

import { type PaymentInput, paymentMachine } from '@machines/payment.machine';
import { paymentMessages } from '@machines/rules/messages';
import { type PaymentFormValues, validatePayment } from '@machines/rules/paymentValidation';
import { approved, declined, goodCard, guarantor, provider, withSavedCard } from '@tests/fixtures/payment';

import { type Fixtures, type ModelPath, modelTest } from './harness';

const fixtures = {
  processPayment: {
    done: { approved, declined },
    error: { network: new Error('Network Error') },
  },
  // The card widget lives as long as the payment actor; its own model test covers it.
  cardWidget: { done: {} },
} satisfies Fixtures<typeof paymentMachine>;

const base: PaymentInput = { provider, guarantor, deliveryId: 'D1001', useWidget: false };
const logged: unknown[][] = [];
/** Per path: the step `check` is at, and the form as it was while posting (to compare after a failure). */
const stepOf = new WeakMap<ModelPath, number>();
const postedForm = new WeakMap<ModelPath, PaymentFormValues>();

beforeEach(() => {
  logged.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
  }
});

modelTest('payment machine', {
  machine: paymentMachine,
  // Inputs and payloads are chosen to keep the state space small (context is part of each state);
  // the validation rules themselves are tested exhaustively in tests/unit/rules.
  inputs: {
    'new card': base,
    widget: { ...base, useWidget: true },
    'staff-assisted with saved cards': { ...base, guarantor: withSavedCard, adminTokenId: 'SSO-OK', deliveryId: null },
  },
  events: [
    { type: 'SUBMIT', values: goodCard },
    { type: 'SUBMIT' },
    { type: 'AMOUNT_CHANGED', value: '245.50' },
    { type: 'FIELD_CHANGED', field: 'email', value: 'ana@example.com' },
    { type: 'SAVED_CARD_CHOSEN', paymentAccountId: 'pa_1' },
    { type: 'QUICK_PAY_CONFIRMED', paymentAccountId: 'pa_1', amount: 245.5 },
    { type: 'NEW_CARD_CHOSEN' },
    { type: 'CARD_TOKENIZED', token: 'cnon:ok' },
    { type: 'TOKENIZE_FAILED', status: 'Invalid' },
    { type: 'WIDGET_UNAVAILABLE' },
    { type: 'ALERT_DISMISSED' },
  ],
  fixtures,
  traversal: 'shortest',
  check: (snapshot, path) => {
    const { context } = snapshot;
    // Nothing the machine logs carries the card number or CVV.
    expect(JSON.stringify(logged)).not.toMatch(/4111|"123"/);
    const validation = validatePayment(
      { ...context.form, paymentAccountId: context.paymentAccountId, token: context.token },
      { ...context.guarantor, useWidget: context.useWidget, now: new Date() },
    );
    // Option and saved account always agree.
    expect(context.option === 2).toBe(context.paymentAccountId !== null);
    // Staff-assisted: the amount never changes.
    if (context.amountReadOnly) expect(context.form.amount).toBe('245.50');
    // The waiting modal shows exactly while posting.
    expect(snapshot.hasTag('processing')).toBe(snapshot.matches('posting'));
    if (snapshot.matches('posting')) {
      // Only a valid form is posted, and nothing can start a second post.
      expect(validation).toBeNull();
      expect(snapshot.can({ type: 'SUBMIT', values: goodCard })).toBe(false);
      expect(snapshot.can({ type: 'CARD_TOKENIZED', token: 'x' })).toBe(false);
    }
    if (snapshot.matches({ form: 'waitingForToken' })) {
      expect(validation).toBe(paymentMessages.invalidCardData);
      expect(context.error).toBeNull();
      // Never waits for a token from a widget that said it cannot load.
      expect(context.widgetUnavailable).toBe(false);
    }
    // Only the widget can say it is unavailable; the saved-card and card-field forms ignore it.
    if (context.widgetUnavailable) expect(context.useWidget).toBe(true);
    // The new card's name is only ever what was typed: never the guarantor's last name by itself.
    expect(context.form.nameOnCard).not.toBe(context.guarantor.LastName);
    const step = stepOf.get(path) ?? 0;
    stepOf.set(path, (step + 1) % path.steps.length);
    const posted = step === 0 ? undefined : postedForm.get(path);
    if (snapshot.matches('posting')) postedForm.set(path, context.form);
    else postedForm.delete(path);
    if (posted && snapshot.matches('form')) {
      // Right after a failed post: the token and card secrets are gone, the rest of the form is kept.
      expect(
        context.error?.heading === paymentMessages.failureHeading || context.alert === paymentMessages.networkFailure,
      ).toBe(true);
      expect(context.error?.message ?? context.alert).toMatch(/declined|transaction/);
      expect(context).toMatchObject({ token: null, result: null });
      expect(context.form).toEqual({ ...posted, cardNumber: '', cardCVV: '' });
    }
    if (context.alert !== null) expect(context.alert).toBe(paymentMessages.networkFailure);
    if (context.error?.heading === null) expect(Object.values(paymentMessages)).toContain(context.error.message);
    if (snapshot.matches('succeeded')) {
      expect(snapshot.status).toBe('done');
      expect(context.form).toMatchObject({ cardNumber: '', cardCVV: '' });
      expect(context.token).toBeNull();
      expect(snapshot.output).toMatchObject({ result: approved, provider });
    }
  },
});
