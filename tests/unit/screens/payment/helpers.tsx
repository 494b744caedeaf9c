// Shared setup for the payment form's component tests: a real payment actor, the rendered form, a
// user-event session on fake timers (the machine's 10 ms and 1 s delays run on them).
import { act, fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import { processPayment } from '@/api/calls';
import type { PaymentRequest, TransactionResult } from '@/api/types';
import { liveCardWidgetMachine } from '@/app/live/cardWidget';
import { liveWalletsMachine } from '@/app/live/wallets';
import { neverSettles } from '@/neverSettles';
import { PaymentForm } from '@/screens/guarantor/payment/PaymentForm';
import { type PaymentInput, paymentMachine } from '@machines/payment/payment.machine';
import { newCardGuarantor as guarantor } from '@tests/fixtures/payment';
import { provider } from '@tests/fixtures/provider';
import { render } from '@tests/support/render';

export type Answer = (request: PaymentRequest) => Promise<TransactionResult>;

/** The demo backend through msw, as the app calls it. */
export const demoBackend: Answer = (request) => processPayment(request);

export const ui = {
  amount: () => screen.getByRole('textbox', { name: /Enter Full or Partial Payment|Enter Payment Amount/ }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  phone: () => screen.getByLabelText('Phone Number'),
  name: () => screen.getByRole('textbox', { name: 'Name on Card' }),
  cardNumber: () => screen.getByRole('textbox', { name: 'Card Number' }),
  month: () => screen.getByRole('combobox', { name: 'Expiration Month' }),
  year: () => screen.getByRole('combobox', { name: 'Expiration Year' }),
  cvv: () => screen.getByRole('textbox', { name: 'CVV' }),
  zip: () => screen.getByRole('textbox', { name: 'Billing Zip Code' }),
  submit: () => screen.getByRole('button', { name: 'Submit Payment' }),
};

export interface CardEntry {
  amount?: string;
  email?: string;
  phone?: string;
  name?: string;
  cardNumber?: string;
  month?: string;
  year?: string;
  cvv?: string;
  zip?: string;
}

/** A valid new-card entry for the fixture guarantor (D1001: AmountDue 245.50, MP 5, MAX 245.50). */
export const goodEntry: Required<CardEntry> = {
  amount: '245.50',
  email: 'ana@example.com',
  phone: '5550102000',
  name: 'Ana Rivera',
  cardNumber: '4111 1111 1111 1111',
  month: '12',
  year: '2030',
  cvv: '123',
  zip: '30301',
};

export function startPayment({
  input = {},
  answer = () => neverSettles(),
  strict = false,
}: { input?: Partial<PaymentInput>; answer?: Answer; strict?: boolean } = {}) {
  const posts: PaymentRequest[] = [];
  const machine = paymentMachine.provide({
    actors: {
      processPayment: fromPromise<TransactionResult, PaymentRequest>(({ input: request }) => {
        posts.push(request);
        return answer(request);
      }),
      // The real widget and wallet actors: the widget tests put a fake window.Square behind them.
      cardWidget: liveCardWidgetMachine,
      wallets: liveWalletsMachine,
    },
  });
  /** Every event an actor received, with who sent it ('page' for the screen, else the sending actor's id). */
  const events: { from: string; to: string; type: string }[] = [];
  const actor = createActor(machine, {
    id: 'payment',
    input: { provider, guarantor, deliveryId: 'D1001', useWidget: false, ...input },
    inspect: (event) => {
      if (event.type !== '@xstate.event' || event.event.type.startsWith('xstate.')) return;
      const id = (ref: unknown) => (ref as { id?: string } | undefined)?.id ?? 'page';
      events.push({ from: id(event.sourceRef), to: id(event.actorRef), type: event.event.type });
    },
  }).start();
  const form = <PaymentForm paymentRef={actor} />;
  // At the root: a StrictMode inside another element (the I18nProvider) does not mount effects twice.
  const view = render(form, { reactStrictMode: strict });
  const user = userEvent.setup({ delay: null });
  return { actor, posts, user, view, events };
}

type User = ReturnType<typeof userEvent.setup>;

/** The card form's text fields, in the order a guarantor fills them. */
const TEXT_FIELDS: [keyof CardEntry, () => HTMLElement][] = [
  ['amount', ui.amount],
  ['email', ui.email],
  ['phone', ui.phone],
  ['name', ui.name],
  ['cardNumber', ui.cardNumber],
  ['cvv', ui.cvv],
  ['zip', ui.zip],
];

/**
 * Fills the given fields as a paste does, one input each (an empty string clears the field): these tests
 * are about the form's rules, and a keystroke each re-renders the whole form.
 */
export async function fill(user: User, entry: CardEntry): Promise<void> {
  for (const [key, field] of TEXT_FIELDS) {
    const value = entry[key];
    if (value === undefined) continue;
    await user.clear(field());
    if (value) await user.paste(value);
  }
  if (entry.month !== undefined) await user.selectOptions(ui.month(), entry.month);
  if (entry.year !== undefined) await user.selectOptions(ui.year(), entry.year);
}

/**
 * Fills the given fields at once with fireEvent, for a test on a clock that moves only when it says so
 * (stillClock): user-event's calls each wait for a timer, which such a clock never fires.
 */
export function fillAtOnce(entry: CardEntry): void {
  const fields: [keyof CardEntry, () => HTMLElement][] = [...TEXT_FIELDS, ['month', ui.month], ['year', ui.year]];
  for (const [key, field] of fields) {
    const value = entry[key];
    if (value !== undefined) fireEvent.change(field(), { target: { value } });
  }
}

/** Lets the machine's timers run (the 10 ms validation delay, the 1 s modal) and settles React. */
export async function elapse(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/**
 * Registers the clock every payment form test runs on: fake timers that still advance (user-event
 * needs that), a fixed "now" (15 May 2026) for the expiry rule, and, with `quiet`, muted console
 * logs of the failures a test provokes on purpose.
 */
export function withPaymentClock({ quiet = true }: { quiet?: boolean } = {}): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 4, 15, 12));
    if (quiet) {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(console, 'warn').mockImplementation(() => {});
    }
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/**
 * For a test that checks a moment (the modal still open 1 ms before its second is up): fake timers
 * that move only when the test advances them (withPaymentClock's also follow the real clock, so a
 * slow machine would move them on by itself), from the same fixed "now". Drive such a test with
 * fireEvent (fillAtOnce), not user-event.
 */
export function stillClock(): void {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 4, 15, 12));
}
