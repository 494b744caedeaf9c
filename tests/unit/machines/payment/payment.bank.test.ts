// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// Hand-pinned journeys of the payment machine's bank account (issue 33): what a generated path
// could follow to a wrong target and still pass.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromCallback, fromPromise } from 'xstate';

import type { PaymentRequest, TransactionResult } from '@/api/types';
import type { bankMachine } from '@machines/payment/bank.machine';
import { OutcomeUnknown, paymentMachine } from '@machines/payment/payment.machine';
import { paymentMessages } from '@machines/rules/messages';
import { approved, goodCard, newCardGuarantor as guarantor } from '@tests/fixtures/payment';
import { bankProvider, walletProvider } from '@tests/fixtures/provider';

import { withPaymentClock } from './paymentActor';

withPaymentClock();

const refused: TransactionResult = { IsSuccess: false, ErrorMessage: 'The bank account could not be charged.' };

/** A payment actor on the bank provider whose bank child records what it is asked. */
function startBank(answers: (TransactionResult | Error)[], provider = bankProvider) {
  const posts: PaymentRequest[] = [];
  const asked: EventObject[] = [];
  const machine = paymentMachine.provide({
    actors: {
      processPayment: fromPromise<TransactionResult, PaymentRequest>(async ({ input }) => {
        posts.push(input);
        await new Promise((r) => setTimeout(r, 50));
        const answer = answers.shift() ?? approved;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      // Records what the bank is asked; the test answers for it (its own journeys: bank.model.test.ts).
      bank: fromCallback<EventObject>(({ receive }) =>
        receive((event) => void asked.push(event)),
      ) as unknown as typeof bankMachine,
    },
  });
  const actor = createActor(machine, { input: { provider, guarantor, deliveryId: 'D1001', useWidget: true } }).start();
  actor.send({ type: 'FIELD_CHANGED', field: 'email', value: 'ana@example.com' });
  return { actor, posts, asked };
}

const settle = () => vi.advanceTimersByTimeAsync(1100);

describe('paying from a bank account', () => {
  it("opens Square's dialog for the guarantor's name and the amount, and posts its token alone, once", async () => {
    const { actor, posts, asked } = startBank([approved]);
    actor.send({ type: 'BANK_CHOSEN' });
    actor.send({ type: 'BANK_CHOSEN' });
    expect(asked).toEqual([{ type: 'OPEN_DIALOG', accountHolderName: 'Ana Rivera', amount: '245.50' }]);
    expect(actor.getSnapshot().hasTag('bankDialog')).toBe(true);
    actor.send({ type: 'BANK_TOKENIZED', token: 'bank:ok' });
    await settle();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ Token: 'bank:ok', PaymentAmount: 245.5, EmailAddress: 'ana@example.com' });
    for (const cardField of ['NameOnCard', 'CardNumber', 'CardCVV', 'ExDateMonth', 'ExDateYear', 'ZipCode'])
      expect(posts[0]).not.toHaveProperty(cardField);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({ fromBankAccount: true, result: approved });
  });

  it('an amount below the minimum never opens the dialog: the card form’s message', () => {
    const { actor, asked } = startBank([]);
    actor.send({ type: 'AMOUNT_CHANGED', value: '1.00' });
    actor.send({ type: 'BANK_CHOSEN' });
    expect(asked).toEqual([]);
    expect(actor.getSnapshot().context.error).toMatchObject({ field: 'amount' });
    expect(actor.getSnapshot().context.error?.message).toEqual(paymentMessages.minimumPayment(guarantor.MP));
  });

  it("asks for the account holder's name before the dialog", () => {
    const { actor, asked } = startBank([]);
    actor.send({ type: 'ACCOUNT_HOLDER_CHANGED', value: '  ' });
    actor.send({ type: 'BANK_CHOSEN' });
    expect(asked).toEqual([]);
    expect(actor.getSnapshot().context.error).toMatchObject({
      field: 'accountHolderName',
      message: paymentMessages.accountHolderRequired,
    });
  });

  it('a closed dialog posts nothing, shows nothing and keeps the form', async () => {
    const { actor, posts } = startBank([]);
    actor.send({ type: 'ACCOUNT_HOLDER_CHANGED', value: 'Luis Rivera' });
    actor.send({ type: 'BANK_CHOSEN' });
    actor.send({ type: 'BANK_CANCELLED' });
    await settle();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(context).toMatchObject({
      error: null,
      payingFromBank: false,
      token: null,
      accountHolderName: 'Luis Rivera',
    });
    expect(context.form.email).toBe('ana@example.com');
    expect(posts).toEqual([]);
  });

  it("a failed dialog says nothing was charged; a refusal shows the server's message and keeps everything typed", async () => {
    const { actor, posts } = startBank([refused]);
    actor.send({ type: 'BANK_CHOSEN' });
    actor.send({ type: 'BANK_FAILED', status: 'Error' });
    expect(actor.getSnapshot().context.error?.message).toBe(paymentMessages.bankFailed);
    actor.send({ type: 'BANK_CHOSEN' });
    actor.send({ type: 'BANK_TOKENIZED', token: 'bank:closed' });
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.error).toMatchObject({ heading: paymentMessages.failureHeading, message: refused.ErrorMessage });
    expect(context).toMatchObject({ payingFromBank: false, token: null, accountHolderName: 'Ana Rivera' });
    expect(context.form).toMatchObject({ amount: '245.50', email: 'ana@example.com' });
    expect(posts).toHaveLength(1);
  });

  it('after a bank post that got no answer, the next bank token asks before posting', async () => {
    const { actor, posts } = startBank([new OutcomeUnknown(), approved]);
    actor.send({ type: 'BANK_CHOSEN' });
    actor.send({ type: 'BANK_TOKENIZED', token: 'bank:1' });
    await settle();
    expect(actor.getSnapshot().matches({ alerting: 'mayHaveGoneThrough' })).toBe(true);
    actor.send({ type: 'ALERT_DISMISSED' });
    actor.send({ type: 'BANK_CHOSEN' });
    actor.send({ type: 'BANK_TOKENIZED', token: 'bank:2' });
    await vi.advanceTimersByTimeAsync(20);
    expect(actor.getSnapshot().hasTag('repostQuestion')).toBe(true);
    expect(posts).toHaveLength(1);
    actor.send({ type: 'REPOST_CONFIRMED' });
    await settle();
    expect(posts.map((post) => post.Token)).toEqual(['bank:1', 'bank:2']);
  });

  it('a card after a refused bank payment posts the card, not a bank token', async () => {
    const { actor, posts } = startBank([refused, approved]);
    actor.send({ type: 'BANK_CHOSEN' });
    actor.send({ type: 'BANK_TOKENIZED', token: 'bank:closed' });
    await settle();
    actor.send({ type: 'SUBMIT', values: goodCard });
    actor.send({ type: 'CARD_TOKENIZED', token: 'cnon:ok' });
    await settle();
    expect(posts[1]).toMatchObject({ Token: 'cnon:ok', NameOnCard: goodCard.nameOnCard });
    expect(actor.getSnapshot().output).toMatchObject({ fromBankAccount: false });
  });

  it('a provider without ACH takes no bank press', () => {
    const { actor, asked } = startBank([], walletProvider);
    expect(actor.getSnapshot().can({ type: 'BANK_CHOSEN' })).toBe(false);
    actor.send({ type: 'BANK_CHOSEN' });
    expect(asked).toEqual([]);
  });
});
