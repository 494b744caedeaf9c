// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// Property-based proof that what the tab keeps of a payment (issue 46) never holds the card: whatever
// card number and CVV the guarantor typed, and whatever happened next, the kept snapshot has neither.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';

import type { PaymentRequest, TransactionResult } from '@/api/types';
import { keptSnapshot, type PersistedMachine } from '@/app/keep/keptSnapshot';
import { neverSettles } from '@/neverSettles';
import { guarantorViewMachine } from '@machines/bill/guarantorView.machine';
import { MODAL_CLOSE_DELAY, OutcomeUnknown, paymentMachine, VALIDATION_DELAY } from '@machines/payment/payment.machine';
import { confirmationInbox } from '@tests/fixtures/confirmationInbox';
import { declined, goodCard, newCardGuarantor } from '@tests/fixtures/payment';
import { provider } from '@tests/fixtures/provider';
import { paymentInputs } from '@tests/model/payment/payment.model';

/** The post never settles by itself: the steps below answer it, or never do. */
const payment = paymentMachine.provide({
  actors: { processPayment: fromPromise<TransactionResult, PaymentRequest>(() => neverSettles()) },
});
const view = guarantorViewMachine.provide({ actors: { payment }, actions: { navigate: () => {} } });

interface Card {
  /** As typed: digits, perhaps in groups of four. */
  typed: string;
  digits: string;
  cvv: string;
}

const card: fc.Arbitrary<Card> = fc
  .record({ digits: fc.stringMatching(/^\d{13,19}$/), spaced: fc.boolean(), cvv: fc.stringMatching(/^\d{3,4}$/) })
  // A 4-digit CVV such as '2030' is also the form's expiry year: not the card's secret showing.
  .filter(({ cvv }) => !Object.values(goodCard).includes(cvv))
  .map(({ digits, spaced, cvv }) => ({
    digits,
    cvv,
    typed: spaced ? digits.replace(/(\d{4})(?=\d)/g, '$1 ') : digits,
  }));

type Step = (payment: AnyActorRef, card: Card) => void;

const steps = {
  type: (to, { typed, cvv }) => {
    to.send({ type: 'FIELD_CHANGED', field: 'cardNumber', value: typed });
    to.send({ type: 'FIELD_CHANGED', field: 'cardCVV', value: cvv });
  },
  submit: (to, { typed, cvv }) => to.send({ type: 'SUBMIT', values: { ...goodCard, cardNumber: typed, cardCVV: cvv } }),
  validate: () => vi.advanceTimersByTime(VALIDATION_DELAY),
  closeModal: () => vi.advanceTimersByTime(MODAL_CLOSE_DELAY),
  failed: (to) => answerPost(to, { type: 'xstate.error.actor.processPayment', error: new Error('Network Error') }),
  unanswered: (to) => answerPost(to, { type: 'xstate.error.actor.processPayment', error: new OutcomeUnknown() }),
  declined: (to) => answerPost(to, { type: 'xstate.done.actor.processPayment', output: declined }),
  restored: (to) => to.send({ type: 'RESTORED', sessionLive: true }),
  dismissed: (to) => to.send({ type: 'ALERT_DISMISSED' }),
  repost: (to) => to.send({ type: 'REPOST_CONFIRMED' }),
} satisfies Record<string, Step>;

/**
 * The post's answer, if a post is out: a card too long for the rules (19 digits in groups) stays on
 * the form, and an error no state handles would fail the actor.
 */
function answerPost(to: AnyActorRef, answer: { type: string; error?: Error; output?: unknown }) {
  const { children } = to.getSnapshot() as { children: Record<string, unknown> };
  if (children.processPayment) to.send({ ...answer, actorId: 'processPayment' });
}

type StepName = keyof typeof steps;
const posted: StepName[] = ['type', 'submit', 'validate'];
const unanswered: StepName[] = [...posted, 'unanswered', 'closeModal', 'dismissed', 'type', 'submit', 'validate'];
const posting = { posting: { request: 'pending', modal: 'open' } };
/** Each sequence and where the payment ends when the card passes the rules (at most 20 characters). */
const sequences: Record<string, { steps: StepName[]; ends: unknown }> = {
  'typed, not submitted': { steps: ['type'], ends: { form: 'editing' } },
  'submitted and posting': { steps: posted, ends: posting },
  'a failed post': { steps: [...posted, 'failed', 'closeModal'], ends: { alerting: 'failed' } },
  'a declined post': { steps: [...posted, 'declined', 'closeModal'], ends: { form: 'editing' } },
  'RESTORED while posting': { steps: [...posted, 'restored'], ends: { alerting: 'mayHaveGoneThrough' } },
  'RESTORED while validating': { steps: ['type', 'submit', 'restored'], ends: { form: 'editing' } },
  'no answer, then asked to post again': { steps: unanswered, ends: 'confirmingRepost' },
  'no answer, posted again': { steps: [...unanswered, 'repost'], ends: posting },
};
const sequence = fc.constantFrom(...Object.keys(sequences));

/** What the tab would keep, as it would write it. */
const keptText = (actor: { getPersistedSnapshot: () => unknown }) =>
  JSON.stringify(keptSnapshot(actor.getPersistedSnapshot() as PersistedMachine));

function expectNoCard(text: string, { typed, digits, cvv }: Card, where: string) {
  expect(text.includes(digits), `${where}: the card number's digits`).toBe(false);
  expect(text.includes(typed), `${where}: the card number as typed`).toBe(false);
  expect(text.includes(`"${cvv}"`), `${where}: the CVV`).toBe(false);
}

/** Runs a sequence on the payment actor `to`, checking what `root` would keep after every step. */
function runChecked(root: { getPersistedSnapshot: () => unknown }, to: AnyActorRef, name: string, typedCard: Card) {
  expectNoCard(keptText(root), typedCard, `${name}, at the start`);
  const { steps: taken, ends } = sequences[name]!;
  for (const step of taken) {
    steps[step](to, typedCard);
    expectNoCard(keptText(root), typedCard, `${name}, after ${step}`);
  }
  // The sequence went where it says (a card too long for the rules stays on the form).
  if (typedCard.typed.length <= 20) expect((to.getSnapshot() as { value: unknown }).value, name).toEqual(ends);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 4, 15));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('what the tab keeps of a payment never holds the card (fast-check)', () => {
  it('the checks see the card where it is: in the persisted snapshot and the post in flight', () => {
    const typedCard: Card = { typed: '4111 1111 1111 1111', digits: '4111111111111111', cvv: '123' };
    const actor = createActor(payment, { input: paymentInputs['new card'] }).start();
    for (const step of posted) steps[step](actor, typedCard);
    expect(actor.getSnapshot().value).toEqual({ posting: { request: 'pending', modal: 'open' } });
    const persisted = JSON.stringify(actor.getPersistedSnapshot());
    expect(persisted).toContain('"4111 1111 1111 1111"');
    expect(persisted).toContain('"CardNumber":"4111 1111 1111 1111"'); // the post's request
    expect(persisted).toContain('"123"');
    expectNoCard(keptText(actor), typedCard, 'posting');
    actor.stop();
  });

  it('the payment machine: any card, any CVV, any of the sequences', () => {
    fc.assert(
      fc.property(card, sequence, (typedCard, name) => {
        const actor = createActor(payment, { input: paymentInputs['new card'] }).start();
        try {
          runChecked(actor, actor, name, typedCard);
          expect(actor.getSnapshot().status).toBe('active');
        } finally {
          actor.stop();
        }
      }),
      { numRuns: 100 },
    );
  });

  it('the guarantor view hosting the payment: any card, any CVV, any of the sequences', () => {
    fc.assert(
      fc.property(card, sequence, (typedCard, name) => {
        const actor = createActor(view, {
          input: { provider, guarantor: newCardGuarantor, deliveryId: 'D1001', confirmation: confirmationInbox().ref },
        }).start();
        try {
          runChecked(actor, actor.getSnapshot().children.payment!, name, typedCard);
        } finally {
          actor.stop();
        }
      }),
      { numRuns: 100 },
    );
  });

  it("the guarantor view keeps the payment child's form, without the card, and not the post", () => {
    const actor = createActor(view, {
      input: { provider, guarantor: newCardGuarantor, deliveryId: 'D1001', confirmation: confirmationInbox().ref },
    }).start();
    const child = actor.getSnapshot().children.payment!;
    const typedCard: Card = { typed: '4111 1111 1111 1111', digits: '4111111111111111', cvv: '123' };
    for (const step of posted) steps[step](child, typedCard);
    expect(child.getSnapshot().value).toEqual({ posting: { request: 'pending', modal: 'open' } });

    const kept = JSON.parse(keptText(actor)) as PersistedMachine;
    expect(kept.value).toEqual({ active: 'full' });
    const kid = kept.children.payment!;
    expect(kid.src).toBe('payment');
    const keptPayment = kid.snapshot as PersistedMachine;
    expect(keptPayment.value).toEqual({ posting: { request: 'pending', modal: 'open' } });
    expect(keptPayment.context.form).toEqual({ ...goodCard, cardNumber: '', cardCVV: '' });
    // Neither the post in flight nor the Square methods (which hold the payment's ref) are kept.
    expect(keptPayment.children).toEqual({});
    expectNoCard(JSON.stringify(kept), typedCard, 'the view while posting');
    actor.stop();
  });
});
