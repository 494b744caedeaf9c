import { expect, vi } from 'vitest';
import { paymentMachine, type PaymentInput } from '../../machines/payment.machine';
import { paymentMessages } from '../../machines/rules/messages';
import { validatePayment } from '../../machines/rules/paymentValidation';
import { approved, declined, goodCard, guarantor, provider, withSavedCard } from '../fixtures/payment';
import { modelTest, type Fixtures } from './harness';

const fixtures = {
  processPayment: {
    done: { approved, declined },
    error: { network: new Error('Network Error') },
  },
} satisfies Fixtures<typeof paymentMachine>;

const base: PaymentInput = { provider, guarantor, deliveryId: 'D1001', useWidget: false };
const navigate = vi.fn<(params: { to: string }) => void>();

modelTest('payment machine', {
  machine: paymentMachine.provide({ actions: { navigate: (_, params) => navigate(params) } }),
  inputs: {
    'new card': base,
    'saved cards': { ...base, guarantor: withSavedCard },
    widget: { ...base, useWidget: true },
    'staff-assisted': { ...base, adminTokenId: 'SSO-OK', deliveryId: null },
  },
  events: [
    { type: 'SUBMIT', values: goodCard },
    { type: 'SUBMIT', values: { amount: '' } },
    { type: 'AMOUNT_CHANGED', value: '100' },
    { type: 'FIELD_CHANGED', field: 'email', value: 'ana@example.com' },
    { type: 'SAVED_CARD_CHOSEN', paymentAccountId: 'pa_1' },
    { type: 'NEW_CARD_CHOSEN' },
    { type: 'CARD_TOKENIZED', token: 'cnon:ok' },
    { type: 'TOKENIZE_FAILED', status: 'Invalid' },
    { type: 'ALERT_DISMISSED' },
  ],
  fixtures,
  traversal: 'shortest',
  check: (snapshot) => {
    const { context } = snapshot;
    const validation = validatePayment(
      { ...context.form, paymentAccountId: context.paymentAccountId, token: context.token },
      { ...context.guarantor, useWidget: context.useWidget, now: new Date() },
    );
    // Option and saved account always agree.
    expect(context.option === 2).toBe(context.paymentAccountId !== null);
    // Staff-assisted: the amount never changes.
    if (context.amountReadOnly) expect(context.form.amount).toBe('245.50');
    if (snapshot.matches('posting')) {
      // Only a valid form is posted, and nothing can start a second post.
      expect(validation).toBeNull();
      expect(snapshot.can({ type: 'SUBMIT', values: goodCard })).toBe(false);
      expect(snapshot.can({ type: 'CARD_TOKENIZED', token: 'x' })).toBe(false);
    }
    if (snapshot.matches({ form: 'waitingForToken' })) {
      expect(validation).toBe(paymentMessages.invalidCardData);
      expect(context.error).toBeNull();
    }
    if (context.error?.heading === paymentMessages.failureHeading || context.alert !== null) {
      // After any failure: the token and card secrets are gone, what else was typed is kept.
      expect(context.error?.message ?? context.alert).toMatch(/declined|transaction/);
      expect(context).toMatchObject({ token: null, form: { cardNumber: '', cardCVV: '', nameOnCard: expect.any(String) as string } });
      expect(context.form.amount).not.toBe('');
      expect(context.form.email).toBe(goodCard.email);
      expect(context.form.phone).toBe(goodCard.phone);
    }
    if (context.alert !== null) expect(context.alert).toBe(paymentMessages.networkFailure);
    if (context.error?.heading === null) expect(context.error.message).toBe(validation);
    if (snapshot.matches('succeeded')) {
      expect(navigate).toHaveBeenLastCalledWith({ to: '/confirmation' });
      expect(context.form).toMatchObject({ cardNumber: '', cardCVV: '' });
      expect(context.token).toBeNull();
      expect(snapshot.output).toMatchObject({ result: approved, provider });
    }
  },
});
