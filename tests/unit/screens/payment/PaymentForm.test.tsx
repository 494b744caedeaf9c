import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PROVIDERS } from '@/demo/providers';
import { neverSettles } from '@/neverSettles';
import { paymentCopy } from '@/screens/guarantor/payment/copy';
import { PaymentForm } from '@/screens/guarantor/payment/PaymentForm';
import { paymentMessages } from '@machines/rules/messages';
import { approved, newCardGuarantor as guarantor, savedCardsGuarantor as withSavedCard } from '@tests/fixtures/payment';
import { provider } from '@tests/fixtures/provider';
import { english } from '@tests/support/language';
import { render } from '@tests/support/render';

import { elapse, fill, goodEntry, startPayment, ui, withPaymentClock } from './helpers';

const m = english(paymentMessages);

withPaymentClock();

describe('payment form contents', () => {
  it('shows the heading, the accepted-card logos and the provider fields in order', () => {
    startPayment({ input: { provider: PROVIDERS.demo! } });
    expect(screen.getByRole('heading', { name: 'Enter Your Payment Information' })).toBeInTheDocument();
    const logos = within(screen.getByRole('list', { name: 'Accepted cards' }));
    expect(logos.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      'American Express',
      'Visa',
      'Mastercard',
      'Discover',
    ]);
    const fields = [
      ui.amount(),
      ui.email(),
      ui.phone(),
      ui.name(),
      ui.cardNumber(),
      ui.month(),
      ui.year(),
      ui.cvv(),
      ui.zip(),
      ui.submit(),
    ];
    const order = [...document.querySelectorAll('input:not([type=hidden]), select, button')];
    expect(fields.map((f) => order.indexOf(f))).toEqual([...fields.keys()]);
  });

  it('says before the submit that e-mail and phone are optional, and when one is needed (WCAG 3.3.2)', () => {
    startPayment();
    const hint = english(paymentCopy).contactHint;
    expect(ui.email()).toHaveAccessibleDescription(hint);
    expect(ui.phone()).toHaveAccessibleDescription(hint);
  });

  it('labels the amount by what is due, and read-only with an admin token', () => {
    const first = startPayment();
    expect(screen.getByRole('textbox', { name: 'Enter Full or Partial Payment' })).toHaveValue('245.50');
    first.view.unmount();

    const zero = startPayment({ input: { guarantor: { ...guarantor, AmountDue: 0, MAX: null } } });
    expect(screen.getByRole('textbox', { name: 'Enter Payment Amount' })).toHaveValue('');
    zero.view.unmount();

    startPayment({ input: { adminTokenId: 'SSO-OK' } });
    const amount = screen.getByRole('textbox', { name: 'Payment Amount' });
    expect(amount).toHaveAttribute('readonly');
    expect(amount).toHaveValue('$245.50');
    expect(screen.queryByRole('textbox', { name: /Enter/ })).not.toBeInTheDocument();
  });

  it('gives the card fields their kinds of input: e-mail, phone, numeric card number, month and year lists', () => {
    startPayment();
    expect(ui.email()).toHaveAttribute('type', 'email');
    expect(ui.email()).toHaveAttribute('autocomplete', 'email');
    expect(ui.phone()).toHaveAttribute('type', 'tel');
    expect(ui.cardNumber()).toHaveAttribute('inputmode', 'numeric');
    expect(ui.cardNumber()).toHaveAttribute('autocomplete', 'cc-number');
    expect(ui.cvv()).toHaveAttribute('autocomplete', 'cc-csc');
    const months = within(ui.month())
      .getAllByRole('option')
      .slice(1)
      .map((o) => Number(o.getAttribute('value')));
    const years = within(ui.year())
      .getAllByRole('option')
      .slice(1)
      .map((o) => Number(o.getAttribute('value')));
    expect(months).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(2038);
    expect(years).toHaveLength(14);
  });

  it('shows legal text with markup as inert text, line breaks kept', () => {
    const LegalText = `Payments are processed securely.\n<img src=x onerror=alert(1)> <script>alert(1)</script>`;
    const { view } = startPayment({ input: { provider: { ...provider, LegalText } } });
    const legal = screen.getByText(/Payments are processed securely\./);
    expect(legal).toHaveTextContent('<img src=x onerror=alert(1)> <script>alert(1)</script>');
    expect(legal).toHaveClass('provider-text');
    expect(view.container.querySelector('img, script')).toBeNull();
  });

  it('carries the provider key and guarantor in hidden fields, never the card', async () => {
    const { user, view } = startPayment();
    await fill(user, goodEntry);
    const hidden = Object.fromEntries(
      [...view.container.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value]),
    );
    expect(hidden).toEqual({
      ProviderKey: 'demo',
      GuarantorFirstName: 'Ana',
      GuarantorLastName: 'Rivera',
      GuarantorAddress1: '2 Main St',
      GuarantorCity: 'Atlanta',
      GuarantorState: 'GA',
      GuarantorDob: '1980-01-01',
    });
  });

  it('keeps what was typed (but not the card number or CVV) when the form is shown again', async () => {
    const { user, view, actor } = startPayment();
    await fill(user, { ...goodEntry, amount: '100' });
    await user.tab();
    view.unmount();

    render(<PaymentForm paymentRef={actor} />);
    expect(ui.amount()).toHaveValue('100');
    expect(ui.email()).toHaveValue('ana@example.com');
    expect(ui.phone()).toHaveValue('5550102000');
    expect(ui.name()).toHaveValue('Ana Rivera');
    expect(ui.zip()).toHaveValue('30301');
    expect(ui.cardNumber()).toHaveValue('');
    expect(ui.cvv()).toHaveValue('');
  });
});

describe('saved cards', () => {
  it('preselects the first card on file, and the radios set the payment option', async () => {
    const { user, actor } = startPayment({ input: { guarantor: withSavedCard } });
    const group = within(screen.getByRole('group', { name: 'Select a payment option' }));
    expect(group.getByRole('radio', { name: 'Use card on file: (4242 EX: 12/29)' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Card Number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name on Card' })).not.toBeInTheDocument();

    await user.click(group.getByRole('radio', { name: 'Add new Credit Card' }));
    expect(actor.getSnapshot().context).toMatchObject({ option: 1, paymentAccountId: null });
    expect(ui.cardNumber()).toBeVisible();

    await user.click(group.getByRole('radio', { name: 'Use card on file: (1111 EX: 01/30)' }));
    expect(actor.getSnapshot().context).toMatchObject({ option: 2, paymentAccountId: 'pa_2' });
    expect(group.getByRole('radio', { name: 'Use card on file: (1111 EX: 01/30)' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Card Number' })).not.toBeInTheDocument();
  });

  it("starts a new card with an empty name on card (not the guarantor's last name), keeping what was typed", async () => {
    const { user, posts } = startPayment({ input: { guarantor: withSavedCard } });
    const group = within(screen.getByRole('group', { name: 'Select a payment option' }));
    await user.click(group.getByRole('radio', { name: 'Add new Credit Card' }));
    expect(ui.name()).toHaveValue('');

    // The name rule is not passed by a name nobody typed.
    await fill(user, { ...goodEntry, name: undefined });
    await user.click(ui.submit());
    await elapse(10);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.nameOnCardRequired);
    expect(posts).toHaveLength(0);

    await fill(user, { name: 'A Rivera' });
    await user.click(group.getByRole('radio', { name: 'Use card on file: (4242 EX: 12/29)' }));
    await user.click(group.getByRole('radio', { name: 'Add new Credit Card' }));
    expect(ui.name()).toHaveValue('A Rivera');
  });

  it('never puts a card number typed for a new card into a saved-card payment', async () => {
    const { user, posts, actor } = startPayment({
      input: { guarantor: withSavedCard },
      answer: () => neverSettles(),
    });
    const group = within(screen.getByRole('group', { name: 'Select a payment option' }));
    await user.click(group.getByRole('radio', { name: 'Add new Credit Card' }));
    await fill(user, { name: 'Ana Rivera', cardNumber: goodEntry.cardNumber, cvv: goodEntry.cvv });
    await user.click(group.getByRole('radio', { name: 'Use card on file: (4242 EX: 12/29)' }));
    await user.click(ui.submit());
    await elapse(10);
    expect(posts).toEqual([expect.objectContaining({ PaymentAccountId: 'pa_1', NameOnCard: 'Rivera' })]);
    for (const key of ['CardNumber', 'CardCVV', 'ExDateMonth', 'ExDateYear', 'ZipCode', 'Token'])
      expect(posts[0]).not.toHaveProperty(key);
    expect(actor.getSnapshot().context.form).toMatchObject({ cardNumber: '', cardCVV: '' });
  });

  it("pays with the chosen card on file under the guarantor's last name", async () => {
    const { user, posts } = startPayment({
      input: { guarantor: withSavedCard },
      answer: () => Promise.resolve(approved),
    });
    await user.click(screen.getByRole('radio', { name: 'Use card on file: (1111 EX: 01/30)' }));
    await user.click(ui.submit());
    await elapse(10);
    expect(posts).toEqual([
      expect.objectContaining({ PaymentAccountId: 'pa_2', NameOnCard: 'Rivera', PaymentAmount: 245.5 }),
    ]);
    expect(posts[0]).not.toHaveProperty('CardNumber');
  });
});
