import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback, fromPromise } from 'xstate';

import type { PaymentRequest, TransactionResult } from '@/api/types';
import { neverSettles } from '@/neverSettles';
import { PaymentForm } from '@/screens/guarantor/payment/PaymentForm';
import type { TokenizeResult } from '@machines/payment/cardWidget.machine';
import { paymentMachine } from '@machines/payment/payment.machine';
import type { Destroyable, Localizable } from '@machines/payment/squareMethodArea';
import { type LoadedWallets, type WalletsLoadInput, walletsMachine } from '@machines/payment/wallets.machine';
import { newCardGuarantor as guarantor } from '@tests/fixtures/payment';
import { provider, walletProvider } from '@tests/fixtures/provider';
import { render } from '@tests/support/render';

/** Wallets as Square gives them: Google Pay draws its button into the container; the sheet answers `sheet`. */
function startWallets(sheet: TokenizeResult, { applePay = false, withLocation = true } = {}) {
  const posts: PaymentRequest[] = [];
  const totals: string[] = [];
  const wallet = { tokenize: () => Promise.resolve(sheet) };
  const wallets = walletsMachine.provide({
    actors: {
      loadMethod: fromPromise<LoadedWallets, WalletsLoadInput>(({ input }) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Google Pay';
        document.querySelector(input.container)!.appendChild(button);
        return Promise.resolve({
          googlePay: wallet,
          applePay: applePay ? wallet : null,
          setTotal: (total) => totals.push(total),
          destroy: () => button.remove(),
          setLocale: () => Promise.resolve(),
        });
      }),
      tokenizeWallet: fromPromise<TokenizeResult, { wallet: { tokenize(): Promise<TokenizeResult> } }>(({ input }) =>
        input.wallet.tokenize(),
      ),
      destroyMethodOnExit: fromCallback<EventObject, { method: Destroyable }>(({ input }) => () => {
        input.method.destroy();
      }),
      followPageLanguage: fromCallback<EventObject, { method: Localizable }>(() => () => {}),
    },
  });
  const machine = paymentMachine.provide({
    actors: {
      wallets,
      processPayment: fromPromise<TransactionResult, PaymentRequest>(({ input }) => {
        posts.push(input);
        return neverSettles();
      }),
    },
  });
  const actor = createActor(machine, {
    input: { provider: withLocation ? walletProvider : provider, guarantor, deliveryId: 'D1001', useWidget: true },
  }).start();
  render(<PaymentForm paymentRef={actor} />);
  return { actor, posts, totals, user: userEvent.setup() };
}

describe('wallet buttons above the card form', () => {
  it('Google Pay posts its token alone behind the waiting modal', async () => {
    const { posts, user } = startWallets({ status: 'OK', token: 'wallet:ok' });
    await user.click(await screen.findByRole('button', { name: 'Google Pay' }));
    await screen.findByRole('dialog', { name: 'Processing Payment' });
    expect(posts).toEqual([expect.objectContaining({ Token: 'wallet:ok', PaymentAmount: 245.5 })]);
    expect(posts[0]).not.toHaveProperty('NameOnCard');
  });

  it('Apple Pay shows only where the browser can use it', async () => {
    startWallets({ status: 'Cancel' });
    await screen.findByRole('button', { name: 'Google Pay' });
    expect(screen.queryByRole('button', { name: 'Apple Pay' })).toBeNull();
  });

  it('a cancelled sheet keeps the form without a message; the total follows the amount', async () => {
    const { actor, posts, totals, user } = startWallets({ status: 'Cancel' }, { applePay: true });
    await user.clear(screen.getByRole('textbox', { name: /Enter Full or Partial Payment/ }));
    await user.type(screen.getByRole('textbox', { name: /Enter Full or Partial Payment/ }), '245.50');
    await user.click(await screen.findByRole('button', { name: 'Apple Pay' }));
    await waitFor(() => expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true));
    // No error box (the card widget's own note, that it did not load here, is another matter).
    expect(screen.queryAllByRole('alert').filter((node) => node.classList.contains('error-box'))).toEqual([]);
    expect(posts).toEqual([]);
    expect(totals.at(-1)).toBe('245.50');
  });

  it('a failed sheet shows a message and keeps the form', async () => {
    const { user } = startWallets({ status: 'Error' });
    await user.click(await screen.findByRole('button', { name: 'Google Pay' }));
    expect(await screen.findByText(/Your wallet payment did not go through/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Payment' })).toBeEnabled();
  });

  it('a provider without a location shows no wallet', async () => {
    startWallets({ status: 'OK', token: 'x' }, { withLocation: false });
    await screen.findByRole('button', { name: 'Submit Payment' });
    expect(screen.queryByRole('group', { name: 'Pay with a digital wallet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Google Pay' })).toBeNull();
  });
});
