// The payment model: shared by its model test and its screen test (the payment form).
import { OutcomeUnknown, type PaymentInput, paymentMachine } from '@machines/payment/payment.machine';
import { approved, declined, goodCard, newCardGuarantor, savedCardsGuarantor } from '@tests/fixtures/payment';
import { bankProvider, provider } from '@tests/fixtures/provider';

import type { Fixtures, ModelDefinition } from '../harness';

// Inputs and payloads are chosen to keep the state space small (context is part of each state);
// the validation rules themselves are tested exhaustively in tests/unit/rules.
export const paymentInputs = {
  'new card': { provider, guarantor: newCardGuarantor, deliveryId: 'D1001', useWidget: false },
  widget: { provider, guarantor: newCardGuarantor, deliveryId: 'D1001', useWidget: true },
  // Nothing owed yet, so the amount starts empty and a wallet's or the bank's button first meets the
  // amount rules. The provider takes wallets and ACH (issue 33): one input for both, since a separate
  // wallets-only input doubled the paths for nothing but the bank's button missing.
  'wallets and bank': {
    provider: bankProvider,
    guarantor: { ...newCardGuarantor, AmountDue: 0 },
    deliveryId: 'D1001',
    useWidget: true,
  },
  'staff-assisted with saved cards': {
    provider,
    guarantor: savedCardsGuarantor,
    deliveryId: null,
    adminTokenId: 'SSO-OK',
    useWidget: false,
  },
} satisfies Record<string, PaymentInput>;

const fixtures = {
  processPayment: {
    done: { approved, declined },
    // `network`: a fault that was answered (HTTP 500); `noAnswer`: dropped, past the time limit, or a gateway's 502/503/504.
    error: { network: new Error('Network Error'), noAnswer: new OutcomeUnknown() },
  },
  // The card widget lives as long as the payment actor; its own model test covers it.
  cardWidget: { done: {} },
  // So do the wallets (tests/model/payment/wallets.model.test.ts).
  wallets: { done: {} },
  // And the bank account (tests/model/payment/bank.model.test.ts).
  bank: { done: {} },
  // It reports nothing: it holds the page while the post is out.
  holdPage: { done: {} },
} satisfies Fixtures<typeof paymentMachine>;

export const paymentModel = {
  machine: paymentMachine,
  events: {
    SUBMIT: [{ type: 'SUBMIT', values: goodCard }, { type: 'SUBMIT' }],
    AMOUNT_CHANGED: [{ type: 'AMOUNT_CHANGED', value: '245.50' }],
    FIELD_CHANGED: [{ type: 'FIELD_CHANGED', field: 'email', value: 'ana@example.com' }],
    SAVED_CARD_CHOSEN: [{ type: 'SAVED_CARD_CHOSEN', paymentAccountId: 'pa_1' }],
    QUICK_PAY_CONFIRMED: [{ type: 'QUICK_PAY_CONFIRMED', paymentAccountId: 'pa_1', amount: 245.5 }],
    NEW_CARD_CHOSEN: [{ type: 'NEW_CARD_CHOSEN' }],
    CARD_TOKENIZED: [{ type: 'CARD_TOKENIZED', token: 'cnon:ok' }],
    TOKENIZE_FAILED: [{ type: 'TOKENIZE_FAILED', status: 'Invalid' }],
    WIDGET_UNAVAILABLE: [{ type: 'WIDGET_UNAVAILABLE' }],
    WALLET_CHOSEN: [{ type: 'WALLET_CHOSEN', wallet: 'googlePay' }],
    WALLET_TOKENIZED: [{ type: 'WALLET_TOKENIZED', token: 'wallet:ok' }],
    WALLET_CANCELLED: [{ type: 'WALLET_CANCELLED' }],
    WALLET_FAILED: [{ type: 'WALLET_FAILED', status: 'Error' }],
    // Typed as the bill's name, its default: one more value would double the state space of every
    // input (the name's own rule is pinned in tests/unit/machines/payment/payment.bank.test.ts).
    ACCOUNT_HOLDER_CHANGED: [{ type: 'ACCOUNT_HOLDER_CHANGED', value: 'Ana Rivera' }],
    BANK_CHOSEN: [{ type: 'BANK_CHOSEN' }],
    BANK_TOKENIZED: [{ type: 'BANK_TOKENIZED', token: 'bank:ok' }],
    BANK_CANCELLED: [{ type: 'BANK_CANCELLED' }],
    BANK_FAILED: [{ type: 'BANK_FAILED', status: 'Error' }],
    BANK_TRIP_READY: [{ type: 'BANK_TRIP_READY', transactionId: 'trip-1' }],
    ALERT_DISMISSED: [{ type: 'ALERT_DISMISSED' }],
    REPOST_CONFIRMED: [{ type: 'REPOST_CONFIRMED' }],
    REPOST_CANCELLED: [{ type: 'REPOST_CANCELLED' }],
    RESTORED: [{ type: 'RESTORED', sessionLive: true }],
  },
  fixtures,
  traversal: 'shortest',
  // Four inputs make some 6,000 moves between states-with-context: driving a real actor along each took
  // a minute of CPU. Its checks read only the snapshot and the one before, so they run on every move of
  // the model, and real actors take the shortest paths plus one path per state-value move they miss.
  gaps: 'transitions',
} satisfies ModelDefinition<typeof paymentMachine>;
