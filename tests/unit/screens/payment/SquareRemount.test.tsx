// Issue 31: the card widget's and Google Pay's containers mounted twice (React's StrictMode on the dev
// server, a later layout) keep exactly one card form and one Google Pay button. The real load and
// attach code (src/app/live) runs against a fake window.Square that, as Square's does, empties the
// element it attaches to and the element it destroys.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { PaymentForm } from '@/screens/guarantor/payment/PaymentForm';
import { savedCardsGuarantor } from '@tests/fixtures/payment';
import { walletProvider } from '@tests/fixtures/provider';
import { speak } from '@tests/support/language';

import { startPayment } from './helpers';

/** Attaches held back while `holding`: loads still on their way, which the test finishes in its order. */
const held = { holding: false, attaches: [] as (() => void)[] };

/** Finishes the held attaches, the latest first: a load abandoned meanwhile then ends after its successor. */
function releaseLatestFirst() {
  held.holding = false;
  for (const release of held.attaches.reverse()) release();
  held.attaches = [];
}

/** A payment method that draws `draw()` into what it is attached to, as Square's attach and destroy do. */
function method(draw: () => HTMLElement) {
  let element: HTMLElement | null = null;
  return {
    async attach(target: string | HTMLElement) {
      if (held.holding) await new Promise<void>((resolve) => held.attaches.push(resolve));
      element = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
      if (!element) throw new Error('ElementNotFoundError');
      element.replaceChildren(draw());
    },
    tokenize: () => Promise.resolve({ status: 'Cancel' }),
    destroy() {
      element?.replaceChildren();
      return Promise.resolve(true);
    },
  };
}

function googlePayButton() {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Google Pay';
  return button;
}

function cardFields() {
  const label = document.createElement('label');
  label.textContent = 'Card (widget)';
  label.append(document.createElement('input'));
  return label;
}

beforeAll(() => {
  // Square's loader keeps the first window.Square of the file's life.
  Object.assign(window, {
    Square: {
      payments: () => ({
        card: () => Promise.resolve(method(cardFields)),
        paymentRequest: () => ({ update: () => true }),
        googlePay: () => Promise.resolve(method(googlePayButton)),
        applePay: () => Promise.reject(new Error('PaymentMethodUnsupportedError')),
        setLocale: () => Promise.resolve(),
      }),
    },
  });
});
beforeEach(() => {
  Object.assign(held, { holding: false, attaches: [] });
});

const walletInput = { provider: walletProvider, useWidget: true };

/** Lets every pending load run to its end (each step is a microtask or a module import). */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

async function expectOneOfEach() {
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Google Pay' })).toHaveLength(1));
  expect(screen.getAllByLabelText('Card (widget)')).toHaveLength(1);
  await settle();
  expect(screen.getAllByRole('button', { name: 'Google Pay' })).toHaveLength(1);
  expect(screen.getAllByLabelText('Card (widget)')).toHaveLength(1);
}

describe('wallets and card widget whose containers mount twice', () => {
  it('in StrictMode (mounted, unmounted, mounted again) show one Google Pay button and one card form', async () => {
    startPayment({ input: walletInput, strict: true });
    await expectOneOfEach();
  });

  it('remounted while loading, then after loading, show one of each every time', async () => {
    held.holding = true;
    const { actor, view } = startPayment({ input: walletInput });
    await waitFor(() => expect(held.attaches).toHaveLength(2)); // Google Pay's and the card's
    // A new container while the first loads wait: they are abandoned, end after the new ones, and
    // must not empty the new container.
    view.rerender(<PaymentForm key="during" paymentRef={actor} />);
    await waitFor(() => expect(held.attaches).toHaveLength(4));
    releaseLatestFirst();
    await expectOneOfEach();

    view.rerender(<PaymentForm key="after" paymentRef={actor} />);
    await expectOneOfEach();
  });

  it('keep one of each while the guarantor switches between a saved card and a new card, and the language', async () => {
    startPayment({ input: { ...walletInput, guarantor: savedCardsGuarantor }, strict: true });
    const options = within(screen.getByRole('group', { name: 'Select a payment option' }));
    await screen.findByRole('button', { name: 'Google Pay' });
    await userEvent.click(options.getByRole('radio', { name: 'Add new Credit Card' }));
    await expectOneOfEach();
    await userEvent.click(options.getByRole('radio', { name: 'Use card on file: (4242 EX: 12/29)' }));
    await settle();
    expect(screen.getAllByRole('button', { name: 'Google Pay' })).toHaveLength(1);
    expect(screen.queryByLabelText('Card (widget)')).toBeNull();
    await userEvent.click(options.getByRole('radio', { name: 'Add new Credit Card' }));
    await expectOneOfEach();
    act(() => speak('es'));
    await expectOneOfEach();
    act(() => speak('en'));
  });
});
