// The card widget when Square's script cannot load (blocked, offline). Its own file: Square's loader
// keeps the first script outcome for the page's life, and here there is no window.Square at all.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { squareScriptUrl } from '@/app/live/squareMethods';
import { PROVIDERS } from '@/demo/providers';
import { paymentCopy as paymentCopyMessages } from '@/screens/guarantor/payment/copy';
import { paymentMessages } from '@machines/rules/messages';
import { savedCardsGuarantor as withSavedCard } from '@tests/fixtures/payment';
import { HANG_GUARD } from '@tests/support/hangGuard';
import { english } from '@tests/support/language';

import { elapse, fill, startPayment, ui, withPaymentClock } from './helpers';

const paymentCopy = english(paymentCopyMessages);
const m = english(paymentMessages);

const widgetProvider = PROVIDERS.widget!;
const contact = { amount: '245.50', email: 'ana@example.com', phone: '5550102000', name: 'Ana Rivera' };

/** The loader's script tag fails as a blocked script does. */
async function failScript() {
  const script = await vi.waitFor(() => {
    const found = document.querySelector(`script[src="${squareScriptUrl(widgetProvider.SqId!)}"]`);
    if (!found) throw new Error('no Square script yet');
    return found;
  }, HANG_GUARD);
  script.dispatchEvent(new Event('error'));
  await elapse(0);
}

withPaymentClock();

describe('card widget that cannot load', () => {
  it('says so in the card area, and a submit shows an error instead of waiting silently', async () => {
    const { user, posts, actor } = startPayment({ input: { provider: widgetProvider, useWidget: true } });
    expect(screen.getByRole('status')).toHaveTextContent(paymentCopy.loadingCardForm);
    await failScript();

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(paymentCopy.cardFormUnavailable(widgetProvider.Phone));
    expect(notice).toHaveTextContent('(555) 010-2000');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Still only logged as a load failure (spec section 8).
    expect(console.error).toHaveBeenCalledWith(
      '[card widget] the card form did not load:',
      'Error occurred while loading Square.js',
    );

    await fill(user, contact);
    await user.click(ui.submit());
    await elapse(10);
    const box = screen.getAllByRole('alert').find((el) => el.id === 'payment-error');
    expect(box).toHaveTextContent(m.invalidCardData);
    expect(box).toHaveFocus();
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(posts).toHaveLength(0);
    expect(ui.submit()).toBeEnabled();

    // Each later submit says it again.
    await user.click(ui.submit());
    await elapse(10);
    expect(screen.getAllByRole('alert').find((el) => el.id === 'payment-error')).toHaveTextContent(m.invalidCardData);
    expect(posts).toHaveLength(0);
  });

  it('still lets the guarantor pay with a card on file', async () => {
    const { user, posts } = startPayment({
      input: { provider: widgetProvider, useWidget: true, guarantor: withSavedCard },
    });
    await user.click(screen.getByRole('radio', { name: 'Add new Credit Card' }));
    await failScript();
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentCopy.cardFormUnavailable(widgetProvider.Phone));
    await user.click(screen.getByRole('radio', { name: 'Use card on file: (4242 EX: 12/29)' }));
    await user.click(ui.submit());
    await elapse(10);
    expect(posts).toEqual([expect.objectContaining({ PaymentAccountId: 'pa_1' })]);
  });
});
