import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { PROVIDERS } from '@/demo/providers';
import type { TokenizeResult } from '@machines/payment/cardWidget.machine';
import { paymentMessages } from '@machines/rules/messages';
import { approved, savedCardsGuarantor } from '@tests/fixtures/payment';
import { english } from '@tests/support/language';

import { elapse, fill, startPayment, ui, withPaymentClock } from './helpers';

const m = english(paymentMessages);

/**
 * A fake window.Square with the SDK's interface. Square's loader keeps the first window.Square it
 * finds for the page's life, so there is one fake per file and each test sets its behaviour.
 */
const square = {
  appIds: [] as string[],
  attached: 0,
  destroyed: 0,
  tokenize: (): Promise<TokenizeResult> => Promise.resolve({ status: 'OK', token: 'cnon:ok' }),
};

function fakeCard() {
  let element: Element | null = null;
  return {
    attach(target: string | HTMLElement) {
      element = typeof target === 'string' ? document.querySelector(target) : target;
      if (!element) return Promise.reject(new Error('ElementNotFoundError'));
      const label = document.createElement('label');
      label.textContent = 'Card (widget)';
      label.append(document.createElement('input'));
      element.append(label);
      square.attached += 1;
      return Promise.resolve();
    },
    tokenize: () => square.tokenize(),
    destroy() {
      if (element) element.textContent = '';
      square.destroyed += 1;
      return Promise.resolve(true);
    },
  };
}

beforeAll(() => {
  Object.assign(window, {
    Square: {
      payments(appId: string) {
        square.appIds.push(appId);
        return { card: () => Promise.resolve(fakeCard()), setLocale: () => Promise.resolve() };
      },
    },
  });
});

withPaymentClock();
beforeEach(() => {
  Object.assign(square, { appIds: [], attached: 0, destroyed: 0 });
  square.tokenize = () => Promise.resolve({ status: 'OK', token: 'cnon:ok' });
});

const widgetInput = { provider: PROVIDERS.widget!, useWidget: true };
const contact = { amount: '245.50', email: 'ana@example.com', phone: '5550102000', name: 'Ana Rivera' };

/** A tokenization the test answers when it wants (a real one is a round trip to Square). */
function slowTokenize() {
  let answer: (result: TokenizeResult) => void = () => {};
  square.tokenize = () => new Promise((resolve) => (answer = resolve));
  return (result: TokenizeResult) => answer(result);
}

describe('card widget', () => {
  it('replaces the card fields (name on card stays), attaching once and working in strict mode', async () => {
    const { user, posts } = startPayment({ input: widgetInput, strict: true, answer: () => Promise.resolve(approved) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the secure card form…');
    expect(await screen.findByLabelText('Card (widget)')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(ui.name()).toBeInTheDocument();
    for (const label of ['Card Number', 'Expiration Month', 'Expiration Year', 'CVV', 'Billing Zip Code']) {
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    }
    expect(square.attached).toBe(1);
    expect(square.appIds.at(-1)).toBe('sandbox-sq0idb-demo');

    // Strict mode stops and restarts the widget's actor on mount: the restarted one must still work.
    await fill(user, contact);
    await user.click(ui.submit());
    await elapse(10);
    expect(posts).toEqual([expect.objectContaining({ Token: 'cnon:ok' })]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it("posts with the widget's token and no card fields when tokenization is OK", async () => {
    const { user, posts, events } = startPayment({ input: widgetInput, answer: () => Promise.resolve(approved) });
    await screen.findByLabelText('Card (widget)');
    await fill(user, contact);
    await user.click(ui.submit());
    await elapse(10);

    // The page sent one SUBMIT; the token request came from the payment actor, not the page.
    expect(events.filter((e) => e.from === 'page' && ['SUBMIT', 'TOKENIZE'].includes(e.type))).toEqual([
      { from: 'page', to: 'payment', type: 'SUBMIT' },
    ]);
    expect(events.filter((e) => e.type === 'TOKENIZE')).toEqual([
      { from: 'payment', to: 'cardWidget', type: 'TOKENIZE' },
    ]);

    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ Token: 'cnon:ok', NameOnCard: 'Ana Rivera', PaymentAmount: 245.5 });
    for (const key of ['CardNumber', 'CardCVV', 'ExDateMonth', 'ExDateYear', 'ZipCode'])
      expect(posts[0]).not.toHaveProperty(key);
  });

  it('waits silently for a slow token, then posts', async () => {
    const answer = slowTokenize();
    const { user, posts, actor } = startPayment({ input: widgetInput, answer: () => Promise.resolve(approved) });
    await screen.findByLabelText('Card (widget)');
    await fill(user, contact);
    await user.click(ui.submit());
    await elapse(10);
    expect(actor.getSnapshot().matches({ form: 'waitingForToken' })).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(posts).toHaveLength(0);

    answer({ status: 'OK', token: 'cnon:slow' });
    await elapse(10);
    expect(posts).toEqual([expect.objectContaining({ Token: 'cnon:slow' })]);
  });

  it('only logs a tokenization status other than OK: no post, no message', async () => {
    const answer = slowTokenize();
    const { user, posts, actor } = startPayment({ input: widgetInput, answer: () => Promise.resolve(approved) });
    await screen.findByLabelText('Card (widget)');
    await fill(user, contact);
    await user.click(ui.submit());
    await elapse(10);
    expect(actor.getSnapshot().matches({ form: 'waitingForToken' })).toBe(true);

    answer({ status: 'Invalid' });
    await elapse(1000);
    expect(console.warn).toHaveBeenCalledWith('[payment] card tokenization status', 'Invalid');
    expect(posts).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(ui.submit()).toBeEnabled();
  });

  it('still shows the form rules with the widget (name on card)', async () => {
    const { user, posts } = startPayment({ input: widgetInput, answer: () => Promise.resolve(approved) });
    await screen.findByLabelText('Card (widget)');
    await fill(user, { ...contact, name: '' });
    await user.click(ui.submit());
    await elapse(10);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.nameOnCardRequired);
    expect(posts).toHaveLength(0);
  });

  it('shows the widget only for a new card, and destroys it when a saved card is chosen or the form goes', async () => {
    const { user, view } = startPayment({ input: { ...widgetInput, guarantor: savedCardsGuarantor } });
    const options = within(screen.getByRole('group', { name: 'Select a payment option' }));
    expect(screen.queryByLabelText('Card (widget)')).not.toBeInTheDocument();
    expect(square.attached).toBe(0);

    await user.click(options.getByRole('radio', { name: 'Add new Credit Card' }));
    expect(await screen.findByLabelText('Card (widget)')).toBeInTheDocument();
    await user.click(options.getByRole('radio', { name: 'Use card on file: (4242 EX: 12/29)' }));
    expect(square.destroyed).toBe(1);

    await user.click(options.getByRole('radio', { name: 'Add new Credit Card' }));
    await screen.findByLabelText('Card (widget)');
    view.unmount();
    expect(square.destroyed).toBe(2);
    expect(square.attached).toBe(2);
  });
});
