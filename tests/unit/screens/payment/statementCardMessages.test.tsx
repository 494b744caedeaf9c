import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { cardFormMessages, paymentMessages } from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { type CardEntry, elapse, fill, goodEntry, startPayment, ui, withPaymentClock } from './helpers';

const c = english(cardFormMessages);
const m = english(paymentMessages);

withPaymentClock({ quiet: false });

// Spec section 5 'Card form messages (statement lookup flow)', in the spec's order; the payment
// machine picks them from its input (cardMessages: 'statement'), the form only shows them.
const cases: [string, CardEntry, string, () => HTMLElement][] = [
  ['a missing cardholder name', { name: '' }, c.nameRequired, ui.name],
  ['a missing card number', { cardNumber: '' }, c.numberRequired, ui.cardNumber],
  ['a card number that fails the Luhn check', { cardNumber: '4111 1111 1111 1112' }, c.numberInvalid, ui.cardNumber],
  ['a card number with letters', { cardNumber: '4111 1111 1111 111A' }, c.numberInvalid, ui.cardNumber],
  ['a missing expiration month', { month: '' }, c.monthRequired, ui.month],
  ['a missing expiration year', { year: '' }, c.yearRequired, ui.year],
  ['an expiry in the past', { month: '1', year: '2025' }, m.invalidExpiration, ui.month],
  ['a missing security code', { cvv: '' }, c.cvvRequired, ui.cvv],
  ['a security code of 2 digits', { cvv: '12' }, c.cvvRequired, ui.cvv],
  ['a missing billing zip code', { zip: '' }, c.zipRequired, ui.zip],
  ['a billing zip code that is neither US nor Canadian', { zip: '3030' }, c.zipInvalid, ui.zip],
];

describe('payment form of the statement lookup flow', () => {
  it.each(cases)('rejects %s with the statement flow message, without posting', async (_, change, message, field) => {
    const { user, posts } = startPayment({ input: { cardMessages: 'statement' } });
    await fill(user, { ...goodEntry, ...change });
    await user.click(ui.submit());
    await elapse(10);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAttribute('aria-describedby', alert.id);
    expect(posts).toHaveLength(0);
  });

  it('posts a valid card with a Canadian billing postal code', async () => {
    const { user, posts } = startPayment({ input: { cardMessages: 'statement' } });
    await fill(user, { ...goodEntry, zip: 'K1A 0B1' });
    await user.click(ui.submit());
    await elapse(10);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ CardNumber: goodEntry.cardNumber, ZipCode: 'K1A 0B1' });
  });

  it('keeps the payment form messages for the amount and e-mail', async () => {
    const { user } = startPayment({ input: { cardMessages: 'statement' } });
    await fill(user, { ...goodEntry, amount: '' });
    await user.click(ui.submit());
    await elapse(10);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.amountRequired);
  });
});
