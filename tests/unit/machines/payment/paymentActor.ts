// Shared setup for the payment machine's unit tests: a real payment actor on fake timers, with a
// fake ProcessPayment and, on request, the real card widget machine over a fake card.
import { afterEach, beforeEach, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import type { PaymentRequest, TransactionResult } from '@/api/types';
import { destroyMethodOnExit } from '@/app/live/squareDestroy';
import { followPageLanguage } from '@/app/live/squareLanguage';
import { cardWidgetMachine, type TokenizeResult, type WidgetCard } from '@machines/payment/cardWidget.machine';
import { type PaymentInput, paymentMachine } from '@machines/payment/payment.machine';
import { newCardGuarantor as guarantor } from '@tests/fixtures/payment';
import { provider } from '@tests/fixtures/provider';

/** A card whose tokenizations wait until the test answers them, oldest first. */
export function fakeCard() {
  const waiting: ((result: TokenizeResult) => void)[] = [];
  let asked = 0;
  let destroyed = 0;
  const card: WidgetCard = {
    tokenize: () => {
      asked += 1;
      return new Promise((resolve) => waiting.push(resolve));
    },
    destroy: () => {
      destroyed += 1;
      return Promise.resolve(true);
    },
    setLocale: () => Promise.resolve(),
  };
  return {
    card,
    /** How many times the widget asked the card for a token. */
    asked: () => asked,
    destroyed: () => destroyed,
    answer: (result: TokenizeResult) => waiting.shift()!(result),
  };
}

const fakeWidget = (card: WidgetCard) =>
  cardWidgetMachine.provide({
    actors: {
      loadMethod: fromPromise<WidgetCard, { appId: string; container: string }>(() => Promise.resolve(card)),
      tokenizeCard: fromPromise<TokenizeResult, { card: WidgetCard }>(({ input }) => input.card.tokenize()),
      destroyMethodOnExit,
      followPageLanguage,
    },
  });

/**
 * A real actor with a fake ProcessPayment that answers with `answer` after `latency` ms. With `card`,
 * the payment's widget child runs over that card, its container already on the page.
 */
export function start(
  answer: (req: PaymentRequest) => TransactionResult | Error,
  { input, latency = 50, card }: { input?: Partial<PaymentInput>; latency?: number; card?: WidgetCard } = {},
) {
  const posts: PaymentRequest[] = [];
  const machine = paymentMachine.provide({
    actors: {
      processPayment: fromPromise<TransactionResult, PaymentRequest>(async ({ input: req }) => {
        posts.push(req);
        await new Promise((r) => setTimeout(r, latency));
        const a = answer(req);
        if (a instanceof Error) throw a;
        return a;
      }),
      ...(card ? { cardWidget: fakeWidget(card) } : {}),
    },
  });
  const actor = createActor(machine, {
    input: { provider, guarantor, deliveryId: 'D1001', useWidget: false, ...input },
  }).start();
  if (card) actor.getSnapshot().children.cardWidget!.send({ type: 'AREA_MOUNTED', container: '#card' });
  return { actor, posts };
}

/** Fake timers from a fixed day (15 May 2026, for the expiry rule) and muted logs of provoked failures. */
export function withPaymentClock(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 4, 15));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
