import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import type { TransactionResult } from '@/api/types';
import { postPayment as liveProcessPaymentCall } from '@/app/live/payment';
import { server } from '@/demo/node';
import { paymentMessages } from '@machines/rules/messages';
import { approved } from '@tests/fixtures/payment';
import { english } from '@tests/support/language';

import {
  demoBackend,
  elapse,
  fill,
  fillAtOnce,
  goodEntry,
  startPayment,
  stillClock,
  ui,
  withPaymentClock,
} from './helpers';

const m = english(paymentMessages);

// The payment form posting: the waiting modal, declines, dropped connections, server refusals.
withPaymentClock();

/** A ProcessPayment answer the test releases when it wants. */
function deferred() {
  let release: (result: TransactionResult) => void = () => {};
  const promise = new Promise<TransactionResult>((resolve) => (release = resolve));
  return { answer: () => promise, release };
}

describe('posting', () => {
  it('shows the waiting modal, posts once on a double click, and finishes with the receipt', async () => {
    const post = deferred();
    const { user, posts, actor } = startPayment({ answer: post.answer });
    await fill(user, goodEntry);
    await user.dblClick(ui.submit());
    await elapse(10);

    const modal = await screen.findByRole('dialog', { name: 'Processing Payment' });
    expect(modal).toHaveTextContent('One moment please...');
    await elapse(100);
    expect(posts).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Submit Payment', hidden: true })).toBeDisabled();

    post.release(approved);
    await elapse(1000);
    // The parent (the validated view) takes the receipt and navigates to /confirmation.
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({ result: approved, paymentAmount: 245.5 });
    expect(screen.queryByRole('dialog', { name: 'Processing Payment' })).not.toBeInTheDocument();
    expect(ui.submit()).toBeDisabled();
    expect(posts).toHaveLength(1);
  });

  it('keeps the waiting modal for at least 1 second even when the answer is instant', async () => {
    // Time moves only when the test says so: the modal's second is counted on the fake clock alone.
    stillClock();
    const { actor } = startPayment({ answer: () => Promise.resolve({ IsSuccess: false, ErrorMessage: 'No.' }) });
    fillAtOnce(goodEntry);
    fireEvent.click(ui.submit());
    await elapse(0); // formik hands the values over asynchronously
    expect(actor.getSnapshot().matches('validating')).toBe(true);
    await elapse(10);
    expect(actor.getSnapshot().matches({ posting: { request: 'answered' } })).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Processing Payment' })).toBeInTheDocument();
    await elapse(999);
    expect(screen.getByRole('dialog', { name: 'Processing Payment' })).toBeInTheDocument();
    await elapse(1);
    expect(screen.queryByRole('dialog', { name: 'Processing Payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No.');
  });

  /** After any failed post: card number and CVV are gone from the screen too; the rest is kept. */
  function expectCardSecretsClearedRestKept() {
    expect(ui.cardNumber()).toHaveValue('');
    expect(ui.cvv()).toHaveValue('');
    expect(ui.amount()).toHaveValue('100');
    expect(ui.email()).toHaveValue('ana@example.com');
    expect(ui.phone()).toHaveValue('5550102000');
    expect(ui.name()).toHaveValue('Ana Rivera');
    expect(ui.month()).toHaveValue('12');
    expect(ui.year()).toHaveValue('2030');
    expect(ui.zip()).toHaveValue('30301');
  }

  it('shows a decline from the demo backend under the error heading, clearing card number and CVV only', async () => {
    const { user, actor, posts } = startPayment({ answer: demoBackend });
    await fill(user, { ...goodEntry, amount: '100', cardNumber: '4000 0000 0000 0002' });
    await user.click(ui.submit());
    await elapse(1010);

    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent(m.failureHeading);
    expect(box).toHaveTextContent('Your card was declined.');
    expectCardSecretsClearedRestKept();
    expect(ui.submit()).toBeEnabled();
    // The machine forgot the card secrets after the post.
    expect(actor.getSnapshot().context.form).toMatchObject({ cardNumber: '', cardCVV: '' });

    // One click cannot post the declined card again: the card rules ask for a card.
    await user.click(ui.submit());
    await elapse(10);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.invalidCardNumber);
    expect(posts).toHaveLength(1);
  });

  it('alerts a dropped connection, keeps what was typed, and OK dismisses the alert', async () => {
    const { user, actor } = startPayment({ answer: demoBackend });
    await fill(user, { ...goodEntry, amount: '100', cardNumber: '4000 0000 0000 0119' });
    await user.click(ui.submit());
    await elapse(1010);

    const alert = await screen.findByRole('alertdialog', { name: m.networkFailure });
    expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(actor.getSnapshot().context.alert).toBeNull();
    // Focus goes back to the form's submit button, not to the page body.
    await elapse(1);
    expect(ui.submit()).toHaveFocus();

    // The charge may or may not have gone through: re-entering the card is a deliberate act.
    expectCardSecretsClearedRestKept();
    expect(ui.submit()).toBeEnabled();
  });

  it("shows the server's message for an HTTP 400 from ProcessPayment, not the network alert", async () => {
    server.use(
      http.post(`*${API_PATHS.processPayment}`, () =>
        HttpResponse.json({ ErrorMessage: 'Card issuer unavailable.' }, { status: 400 }),
      ),
    );
    const { user } = startPayment({ answer: (request) => liveProcessPaymentCall(request) });
    await fill(user, { ...goodEntry, amount: '100' });
    await user.click(ui.submit());
    await elapse(1010);

    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent(m.failureHeading);
    expect(box).toHaveTextContent('Card issuer unavailable.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expectCardSecretsClearedRestKept();
  });

  it('posts the original amount when the amount is read-only (staff-assisted)', async () => {
    const { user, posts } = startPayment({
      input: { adminTokenId: 'SSO-OK' },
      answer: () => Promise.resolve(approved),
    });
    await fill(user, { ...goodEntry, amount: undefined });
    await user.click(ui.submit());
    await elapse(10);
    expect(posts).toEqual([
      expect.objectContaining({ PaymentAmount: 245.5, AdminTokenId: 'SSO-OK', CardNumber: '4111 1111 1111 1111' }),
    ]);
  });
});
