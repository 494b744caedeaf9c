import { it } from 'vitest';
import { paymentMachine, type PaymentInput } from '../../machines/payment.machine';
import { approved, declined, goodCard, guarantor, provider, withSavedCard } from '../fixtures/payment';
import { planModel } from './harness';
const base: PaymentInput = { provider, guarantor, deliveryId: 'D1001', useWidget: false };
const all = {
  submitGood: { type: 'SUBMIT', values: goodCard },
  submitBad: { type: 'SUBMIT', values: { amount: '' } },
  submit: { type: 'SUBMIT' },
  amount: { type: 'AMOUNT_CHANGED', value: '100' },
  field: { type: 'FIELD_CHANGED', field: 'email', value: 'ana@example.com' },
  saved: { type: 'SAVED_CARD_CHOSEN', paymentAccountId: 'pa_1' },
  newc: { type: 'NEW_CARD_CHOSEN' },
  tok: { type: 'CARD_TOKENIZED', token: 'cnon:ok' },
  tokf: { type: 'TOKENIZE_FAILED', status: 'Invalid' },
  dismiss: { type: 'ALERT_DISMISSED' },
} as const;
const inputs = {
  'new card': base,
  'saved cards': { ...base, guarantor: withSavedCard, adminTokenId: 'SSO-OK' },
  widget: { ...base, useWidget: true },
  'staff-assisted': { ...base, adminTokenId: 'SSO-OK', deliveryId: null },
};
it('counts', () => {
  const sets: Record<string, (keyof typeof all)[]> = {
    full: ['submitGood', 'submitBad', 'amount', 'field', 'saved', 'newc', 'tok', 'tokf', 'dismiss'],
    lean: ['submitGood', 'submit', 'amount', 'saved', 'newc', 'tok', 'tokf', 'dismiss'],
    noBad: ['submitGood', 'submit', 'amount', 'field', 'saved', 'newc', 'tok', 'tokf', 'dismiss'],
  };
  for (const [setName, keys] of Object.entries(sets)) {
    for (const [n, input] of Object.entries(inputs)) {
      const plan = planModel({ machine: paymentMachine, input, events: keys.map((k) => all[k]) as never, fixtures: { processPayment: { done: { approved, declined }, error: { network: new Error('x') } } }, traversal: 'shortest' });
      console.log(setName, n, plan.paths.length);
    }
  }
});
