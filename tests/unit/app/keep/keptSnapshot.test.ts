// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';

import type { PaymentRequest, TransactionResult } from '@/api/types';
import { keptSnapshot, type PersistedMachine, persistedOf } from '@/app/keep/keptSnapshot';
import { FRESH } from '@/app/keep/persisted';
import { fitsMachine, revivedSnapshot, sameShape } from '@/app/keep/restore';
import { neverSettles } from '@/neverSettles';
import { guarantorViewMachine } from '@machines/bill/guarantorView.machine';
import { paymentMachine, VALIDATION_DELAY } from '@machines/payment/payment.machine';
import { confirmationInbox } from '@tests/fixtures/confirmationInbox';
import { goodCard } from '@tests/fixtures/payment';
import { paymentInputs } from '@tests/model/payment/payment.model';

const input = paymentInputs['new card'];
const fresh = { provider: input.provider, guarantor: input.guarantor };
const secrets = { cardNumber: '4111111111111111', cardCVV: '123', token: 'cnon:ok', result: { IsSuccess: true } };
const emptied = { cardNumber: '', cardCVV: '', token: null, result: null };
/** The post never answers; holding the page is a callback actor, as in the app. */
const machine = paymentMachine.provide({
  actors: {
    processPayment: fromPromise<TransactionResult, PaymentRequest>(() => neverSettles()),
    holdPage: fromCallback(() => () => undefined),
  },
});
const viewMachine = guarantorViewMachine.provide({ actors: { payment: machine }, actions: { navigate: () => {} } });

type Persistable = { getPersistedSnapshot: () => unknown };
const persisted = (actor: Persistable) => actor.getPersistedSnapshot() as PersistedMachine;
/** As the tab keeps it: through JSON. */
const keptOf = (actor: Persistable) => JSON.parse(JSON.stringify(keptSnapshot(persisted(actor)))) as PersistedMachine;
const machineSnapshot = (context: Record<string, unknown>, value: unknown = 'idle'): PersistedMachine => ({
  status: 'active',
  value,
  context,
  children: {},
});

/** Types the card and submits it: the payment is in `validating`, or in `posting` once the delay ran. */
function submit(payment: { send: (event: never) => void }, { post = false } = {}) {
  payment.send({ type: 'FIELD_CHANGED', field: 'cardNumber', value: '4111 1111 1111 1111' } as never);
  payment.send({ type: 'FIELD_CHANGED', field: 'cardCVV', value: '123' } as never);
  payment.send({ type: 'SUBMIT', values: goodCard } as never);
  if (post) vi.advanceTimersByTime(VALIDATION_DELAY);
}
function submitted(options?: { post?: boolean }) {
  const actor = createActor(machine, { input }).start();
  submit(actor, options);
  return actor;
}
/** The bill's view hosting the payment, its card submitted (and posting). */
function view() {
  const actor = createActor(viewMachine, {
    input: { ...fresh, deliveryId: 'D1001', confirmation: confirmationInbox().ref },
  }).start();
  submit(actor.getSnapshot().children.payment!, { post: true });
  return actor;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 4, 15));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('keptSnapshot and revivedSnapshot', () => {
  it('round trip: a restored actor is where the first was, with the same form but no card secrets', () => {
    const actor = submitted();
    const kept = keptOf(actor);
    const restored = createActor(machine, { input, snapshot: revivedSnapshot(kept, fresh) as never });
    expect(restored.getSnapshot().value).toEqual('validating');
    expect(restored.getSnapshot().context).toEqual({
      ...actor.getSnapshot().context,
      form: { ...goodCard, cardNumber: '', cardCVV: '' },
    });
    expect(kept).toMatchObject({ status: 'active', historyValue: persisted(actor).historyValue });
    actor.stop();
  });

  it("restored, told RESTORED and started, the payment's Square methods start afresh and report to it", () => {
    const actor = submitted();
    const restored = createActor(machine, { input, snapshot: revivedSnapshot(keptOf(actor), fresh) as never });
    actor.stop();
    // Each holds the payment's ref, which a kept snapshot cannot give back: left out, started again.
    expect(Object.keys(restored.getSnapshot().children)).toEqual([]);
    restored.send({ type: 'RESTORED', sessionLive: true });
    restored.start();
    expect(restored.getSnapshot().value).toEqual({ form: 'editing' });
    for (const id of ['cardWidget', 'wallets', 'bank'] as const) {
      const { context } = restored.getSnapshot().children[id]!.getSnapshot() as { context: { payment: unknown } };
      expect(context.payment === restored, `${id} reports to the restored payment`).toBe(true);
    }
    restored.stop();
  });

  it("server data and the tab's actors become the '$fresh' marker; reviving puts the fresh value back, or null", () => {
    const actor = view();
    const kept = keptOf(actor);
    expect(kept.context).toMatchObject({ provider: FRESH, guarantor: FRESH, confirmation: FRESH });
    const payment = kept.children.payment!.snapshot as PersistedMachine;
    expect(payment.context).toMatchObject({ provider: FRESH, guarantor: FRESH });
    expect(kept.children.paymentOption!.snapshot).toMatchObject({ context: { provider: FRESH, guarantor: FRESH } });

    const revived = revivedSnapshot(kept, { provider: input.provider });
    expect(revived.context).toMatchObject({ provider: input.provider, guarantor: null, confirmation: null });
    expect((revived.children.payment!.snapshot as PersistedMachine).context).toMatchObject({
      provider: input.provider,
      guarantor: null,
    });
    // The kept snapshot itself is not changed.
    expect(kept.context.provider).toBe(FRESH);
    actor.stop();
  });

  it('empties the card secrets, tokens and answers at any depth below the context, children included', () => {
    const nested = { form: { ...secrets, list: [{ deep: [secrets] }], name: 'Ana' }, count: 2 };
    const kept = keptSnapshot({
      ...machineSnapshot(nested),
      children: { child: { src: 'child', snapshot: machineSnapshot({ form: secrets }) } },
    });
    expect(kept.context).toEqual({ form: { ...emptied, list: [{ deep: [emptied] }], name: 'Ana' }, count: 2 });
    expect((kept.children.child!.snapshot as PersistedMachine).context).toEqual({ form: emptied });
    expect(JSON.stringify(kept)).not.toMatch(/4111|"123"|cnon/);
  });

  it('empties the secrets held at the top of a context', () => {
    expect(keptSnapshot(machineSnapshot(secrets)).context).toEqual(emptied);
  });

  it("keeps no widget token: the payment's own context.token", () => {
    const actor = createActor(machine, { input: paymentInputs.widget }).start();
    actor.send({ type: 'SUBMIT', values: goodCard });
    actor.send({ type: 'CARD_TOKENIZED', token: 'cnon:ok' });
    expect(actor.getSnapshot().value).toEqual('validating');
    const kept = keptOf(actor);
    actor.stop();
    expect(kept.context.token).toBeNull();
  });

  it('a submitted card never reaches the kept snapshot, nor the post in flight', () => {
    const actor = submitted({ post: true });
    expect(actor.getSnapshot().value).toEqual({ posting: { request: 'pending', modal: 'open' } });
    // The post's input holds the card: the persisted snapshot carries it, the kept one does not.
    expect(JSON.stringify(persisted(actor))).toContain('"CardNumber":"4111 1111 1111 1111"');
    expect(JSON.stringify(keptSnapshot(persisted(actor)))).not.toMatch(/4111|"123"/);
    actor.stop();
  });

  it('drops promise and callback children (the post, the page hold) and keeps child machines', () => {
    const actor = view();
    const payment = persisted(actor).children.payment!.snapshot as PersistedMachine;
    expect(Object.keys(payment.children)).toEqual(expect.arrayContaining(['processPayment', 'holdPage']));
    const kept = keptSnapshot(persisted(actor));
    expect(Object.keys(kept.children).sort()).toEqual(['payment', 'paymentOption']);
    expect(kept.children.payment).toMatchObject({ src: 'payment', snapshot: { value: { posting: {} } } });
    expect((kept.children.payment!.snapshot as PersistedMachine).children).toEqual({});
    actor.stop();
  });

  it('drops a child without a string src, one that is not a machine, and a machine that holds an actor', () => {
    const marker = { xstate$$type: 1, id: 'x:0' };
    const kept = keptSnapshot({
      ...machineSnapshot({}),
      children: {
        machine: { src: 'machine', snapshot: machineSnapshot({ name: 'Ana' }) },
        inline: { src: { config: {} }, snapshot: machineSnapshot({}) },
        promise: { src: 'promise', snapshot: { status: 'active', output: undefined, error: undefined, input: {} } },
        reporter: { src: 'reporter', snapshot: machineSnapshot({ parent: marker }) },
      },
    });
    expect(Object.keys(kept.children)).toEqual(['machine']);
  });

  it("persistedOf, the app's own walk, keeps what getPersistedSnapshot keeps", () => {
    const actor = view();
    const walked = JSON.parse(JSON.stringify(keptSnapshot(persistedOf(actor)!))) as PersistedMachine;
    expect({ ...walked, historyValue: null }).toEqual({ ...keptOf(actor), historyValue: null });
    expect(JSON.stringify(walked)).not.toMatch(/4111|"123"/);
    actor.stop();
  });
});

describe('fitsMachine', () => {
  it('takes a kept snapshot of the machine, children included', () => {
    const actor = view();
    expect(fitsMachine(keptOf(actor), guarantorViewMachine)).toBe(true);
    expect(fitsMachine(keptOf(actor.getSnapshot().children.payment!), paymentMachine)).toBe(true);
    actor.stop();
  });

  it('rejects a state value the machine does not have, at the root or in a child', () => {
    const actor = view();
    const kept = keptOf(actor);
    expect(fitsMachine({ ...kept, value: 'nowhere' }, guarantorViewMachine)).toBe(false);
    expect(fitsMachine({ ...kept, value: { active: 'nowhere' } }, guarantorViewMachine)).toBe(false);
    const payment = kept.children.payment!;
    const badChild = { ...payment, snapshot: { ...(payment.snapshot as PersistedMachine), value: 'gone' } };
    expect(fitsMachine({ ...kept, children: { ...kept.children, payment: badChild } }, guarantorViewMachine)).toBe(
      false,
    );
    actor.stop();
  });

  it('rejects a child whose src the machine does not know, or whose src is not a machine', () => {
    const actor = view();
    const kept = keptOf(actor);
    const payment = kept.children.payment!;
    const unknown = { ...kept.children, payment: { ...payment, src: 'unknownActor' } };
    expect(fitsMachine({ ...kept, children: unknown }, guarantorViewMachine)).toBe(false);
    const keptPayment = payment.snapshot as PersistedMachine;
    const promise = { processPayment: { src: 'processPayment', snapshot: machineSnapshot({}) } };
    expect(fitsMachine({ ...keptPayment, children: promise }, paymentMachine)).toBe(false);
    actor.stop();
  });

  it('rejects a snapshot that is not active', () => {
    const actor = submitted();
    const kept = keptOf(actor);
    for (const status of ['done', 'error', 'stopped'])
      expect(fitsMachine({ ...kept, status }, paymentMachine)).toBe(false);
    actor.stop();
  });

  it('rejects what is not a machine snapshot', () => {
    const actor = submitted();
    const kept = keptOf(actor);
    const noContext = { ...kept, context: undefined };
    const noChildren = { ...kept, children: undefined };
    const noValue = { status: 'active', context: kept.context, children: {} };
    for (const value of [null, undefined, 'validating', 42, [], [kept], noContext, noChildren, noValue])
      expect(fitsMachine(value, paymentMachine)).toBe(false);
    expect(fitsMachine({ ...kept, context: 'x' }, paymentMachine)).toBe(false);
    actor.stop();
  });
});

describe('sameShape', () => {
  const start = createActor(paymentMachine, { input }).getSnapshot().context as unknown as Record<string, unknown>;
  const kept = () => {
    const actor = submitted();
    const context = keptOf(actor).context;
    actor.stop();
    return context;
  };

  it('accepts a kept context of the same machine, markers included', () => {
    expect(sameShape(kept(), start)).toBe(true);
  });

  it('accepts any value where a fresh actor starts with null', () => {
    const context = { ...kept(), token: 'cnon:ok', paymentAccountId: 'pa_1', error: { message: 'x' } };
    expect(sameShape(context, start)).toBe(true);
  });

  it('rejects a string turned into an object or a number', () => {
    expect(sameShape({ ...kept(), deliveryId: { evil: true } }, start)).toBe(false);
    expect(sameShape({ ...kept(), deliveryId: 1001 }, start)).toBe(false);
    expect(sameShape({ ...kept(), accountHolderName: ['Ana'] }, start)).toBe(false);
  });

  it('rejects a change of type deep in the context', () => {
    const context = kept();
    const form = context.form as Record<string, unknown>;
    expect(sameShape({ ...context, form: { ...form, amount: 245.5 } }, start)).toBe(false);
    expect(sameShape({ ...context, form: { ...form, email: { to: 'x' } } }, start)).toBe(false);
    expect(sameShape({ ...context, form: 'amount=245.50' }, start)).toBe(false);
    expect(sameShape({ ...context, form: [] }, start)).toBe(false);
  });

  it('rejects a boolean or an array of another type, and a missing value', () => {
    expect(sameShape({ ...kept(), payingFromBank: 'false' }, start)).toBe(false);
    expect(sameShape({ ...kept(), option: undefined }, start)).toBe(false);
    expect(sameShape({ list: 'a,b' }, { list: ['a', 'b'] })).toBe(false);
    expect(sameShape({ list: [] }, { list: ['a', 'b'] })).toBe(true);
  });
});
