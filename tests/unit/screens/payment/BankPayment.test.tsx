import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback, fromPromise } from 'xstate';

import type { PaymentRequest, TransactionResult } from '@/api/types';
import { neverSettles } from '@/neverSettles';
import { paymentCopy } from '@/screens/guarantor/payment/copy';
import { PaymentForm } from '@/screens/guarantor/payment/PaymentForm';
import { type BankDebit, type BankLoadInput, bankMachine, type LoadedBank } from '@machines/payment/bank.machine';
import { paymentMachine } from '@machines/payment/payment.machine';
import type { TokenizeResult } from '@machines/payment/squareMethod';
import type { Destroyable, Localizable } from '@machines/payment/squareMethodArea';
import { paymentMessages } from '@machines/rules/messages';
import { newCardGuarantor as guarantor } from '@tests/fixtures/payment';
import { bankProvider, walletProvider } from '@tests/fixtures/provider';
import { english } from '@tests/support/language';
import { render } from '@tests/support/render';

const t = english(paymentCopy);
const m = english(paymentMessages);

/** The payment form on a provider taking ACH, Square's bank method faked: its dialog answers `dialog`. */
function startBank(dialog: TokenizeResult | 'refused', provider = bankProvider) {
  const posts: PaymentRequest[] = [];
  const debits: BankDebit[] = [];
  const bank = bankMachine.provide({
    actors: {
      loadMethod: fromPromise<LoadedBank, BankLoadInput>(() =>
        dialog === 'refused'
          ? Promise.reject(new Error('PaymentMethodUnsupportedError'))
          : Promise.resolve({
              ach: {
                tokenize: () => Promise.resolve(dialog),
                awaitReturn: () => Promise.resolve({ status: 'Cancel' }),
              },
              transactionId: 'trip-1',
              destroy: () => {},
              setLocale: () => Promise.resolve(),
            }),
      ),
      tokenizeBank: fromPromise<TokenizeResult, { ach: LoadedBank['ach']; debit: BankDebit }>(({ input }) => {
        debits.push(input.debit);
        return input.ach.tokenize(input.debit);
      }),
      destroyMethodOnExit: fromCallback<EventObject, { method: Destroyable }>(() => () => {}),
      followPageLanguage: fromCallback<EventObject, { method: Localizable }>(() => () => {}),
    },
  });
  const machine = paymentMachine.provide({
    actors: {
      bank,
      processPayment: fromPromise<TransactionResult, PaymentRequest>(({ input }) => {
        posts.push(input);
        return neverSettles();
      }),
    },
  });
  const actor = createActor(machine, { input: { provider, guarantor, deliveryId: 'D1001', useWidget: true } }).start();
  render(<PaymentForm paymentRef={actor} />);
  return { actor, posts, debits, user: userEvent.setup() };
}

const bankButton = () => screen.findByRole('button', { name: t.payFromBank });

describe("'Pay from bank account' above the card form", () => {
  it('shows the authorization before the press, following the amount, and posts the token alone', async () => {
    const { posts, debits, user } = startBank({ status: 'OK', token: 'bank:ok' });
    await bankButton();
    expect(screen.getByRole('img', { name: t.bankAccount })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: t.acceptedMethods })).toBeInTheDocument();
    const holder = screen.getByRole('textbox', { name: t.accountHolderName });
    expect(holder).toHaveValue('Ana Rivera');
    const authorization = document.getElementById('bank-authorization')!;
    expect(authorization).toHaveTextContent(/Riverside Family Medicine to debit \$245\.50 once/);
    expect(authorization).toHaveTextContent('(555) 010-2000');
    const amount = screen.getByRole('textbox', { name: /Enter Full or Partial Payment/ });
    await user.clear(amount);
    await user.type(amount, '100');
    expect(authorization).toHaveTextContent(/debit \$100\.00 once/);
    await user.clear(amount);
    expect(authorization).toHaveTextContent(/debit the amount entered above once/);
    await user.type(amount, '245.50');
    await user.clear(holder);
    await user.type(holder, 'Luis Rivera');
    await user.click(await bankButton());
    await screen.findByRole('dialog', { name: 'Processing Payment' });
    expect(debits).toEqual([{ accountHolderName: 'Luis Rivera', amount: '245.50' }]);
    expect(posts).toEqual([expect.objectContaining({ Token: 'bank:ok', PaymentAmount: 245.5 })]);
    expect(posts[0]).not.toHaveProperty('NameOnCard');
  });

  it("an empty account holder's name is marked, and opens no dialog", async () => {
    const { debits, user } = startBank({ status: 'OK', token: 'bank:ok' });
    const holder = screen.getByRole('textbox', { name: t.accountHolderName, hidden: true });
    await bankButton();
    await user.clear(holder);
    await user.click(await bankButton());
    expect(await screen.findByText(m.accountHolderRequired)).toBeInTheDocument();
    expect(holder).toBeInvalid();
    expect(debits).toEqual([]);
  });

  it('a closed dialog keeps the form without a message', async () => {
    const { actor, posts, user } = startBank({ status: 'Cancel' });
    await user.click(await bankButton());
    await waitFor(() => expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true));
    // No error box (the card widget's own note, that it did not load here, is another matter).
    expect(screen.queryAllByRole('alert').filter((node) => node.classList.contains('error-box'))).toEqual([]);
    expect(posts).toEqual([]);
    expect(await bankButton()).toBeEnabled();
  });

  it('a method Square refuses shows no button, never a dead one', async () => {
    const { actor } = startBank('refused');
    await waitFor(() => expect(actor.getSnapshot().children.bank!.getSnapshot().matches('unavailable')).toBe(true));
    expect(screen.queryByRole('button', { name: t.payFromBank })).toBeNull();
    expect(screen.queryByRole('img', { name: t.bankAccount })).toBeInTheDocument();
  });

  it('a provider without ACH shows no bank area and its row says accepted cards', () => {
    startBank({ status: 'OK', token: 'bank:ok' }, { ...walletProvider, AcceptedPaymentMethods: ['VISA', 'MC'] });
    expect(screen.queryByRole('group', { name: t.bankLabel, hidden: true })).toBeNull();
    expect(screen.getByRole('list', { name: t.acceptedCards })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: t.bankAccount })).toBeNull();
  });
});
