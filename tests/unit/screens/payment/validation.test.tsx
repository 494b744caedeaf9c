import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { paymentMessages } from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { type CardEntry, elapse, fill, goodEntry, startPayment, ui, withPaymentClock } from './helpers';

const m = english(paymentMessages);

withPaymentClock({ quiet: false });

// Spec section 5 'Payment form', in the spec's order; each row breaks one rule of a valid entry.
const cases: [string, CardEntry, string, () => HTMLElement][] = [
  ['an empty amount', { amount: '' }, m.amountRequired, ui.amount],
  ['an amount below the minimum payment', { amount: '4.99' }, m.minimumPayment(5), ui.amount],
  ['an amount above the maximum', { amount: '300' }, m.aboveMaximum, ui.amount],
  [
    'a partial payment with neither e-mail nor phone',
    { amount: '100', email: '', phone: '' },
    m.partialNeedsContact,
    ui.email,
  ],
  ['an e-mail that does not look like one', { email: 'ana.example.com' }, m.invalidEmail, ui.email],
  ['a missing name on the card', { name: '' }, m.nameOnCardRequired, ui.name],
  ['a card number that is too short', { cardNumber: '4111 1' }, m.invalidCardNumber, ui.cardNumber],
  ['a CVV that is too short', { cvv: '12' }, m.invalidCvv, ui.cvv],
  ['an expiry in the past', { month: '1', year: '2025' }, m.invalidExpiration, ui.month],
  ['a billing zip that is too short', { zip: '3030' }, m.invalidBillingZip, ui.zip],
];

describe('payment form validation', () => {
  it.each(cases)(
    'rejects %s with the spec message, after the 10 ms delay, without posting',
    async (_, change, message, field) => {
      const { user, posts } = startPayment();
      await fill(user, { ...goodEntry, ...change });
      await user.click(ui.submit());

      await elapse(10);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert).toHaveFocus();
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(field().getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
      expect(posts).toHaveLength(0);
      expect(ui.submit()).toBeEnabled();
    },
  );

  it('states the minimum payment as money', async () => {
    const { user } = startPayment();
    await fill(user, { ...goodEntry, amount: '1' });
    await user.click(ui.submit());
    await elapse(10);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, the minimum allowed payment is $5.00. Please enter $5.00 or more.',
    );
  });

  it('shows nothing before the 10 ms validation delay has passed', async () => {
    // Time moves only when the test says so (user-event's async wrapper needs a moving clock, so
    // this test uses fireEvent).
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 4, 15, 12));
    const { actor } = startPayment();
    fireEvent.change(ui.amount(), { target: { value: '' } });
    fireEvent.click(ui.submit());
    await elapse(0); // formik hands the values over asynchronously
    expect(actor.getSnapshot().matches('validating')).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(ui.submit()).toBeDisabled();

    await elapse(9);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await elapse(1);
    expect(screen.getByRole('alert')).toHaveTextContent(m.amountRequired);
  });

  it('clears the error box when the guarantor submits again', async () => {
    const { user, posts } = startPayment();
    await fill(user, { ...goodEntry, cvv: '1' });
    await user.click(ui.submit());
    await elapse(10);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.invalidCvv);

    await fill(user, { cvv: '123' });
    await user.click(ui.submit());
    await elapse(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });
});
