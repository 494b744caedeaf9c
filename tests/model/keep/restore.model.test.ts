// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// Model-based persist/restore (issue 46): along every shortest path of each kept flow's model (the
// machines a route keeps and their children), at every step, what the tab would keep restores an
// actor in the same state with the same context, but for the card secrets, tokens and answers, which
// are never kept.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, type AnyStateMachine, createActor, type Snapshot } from 'xstate';

import { keptSnapshot, type PersistedMachine } from '@/app/keep/keptSnapshot';
import { fitsMachine, revivedSnapshot } from '@/app/keep/restore';
import { quickPayModel } from '@tests/model/bill/quickPay.model';
import { deliveryModel } from '@tests/model/delivery/delivery.model';
import { lookupModel } from '@tests/model/delivery/lookup.model';
import { insuranceModel } from '@tests/model/insurance/insurance.model';
import { guarantorStepModel } from '@tests/model/insurance/insuranceGuarantor.model';
import { manualEntryModel } from '@tests/model/insurance/insuranceManual.model';
import { insuranceStepModel } from '@tests/model/insurance/insuranceStep.model';
import { notificationChangeModel } from '@tests/model/notification/notificationChange.model';
import { autopayModel } from '@tests/model/payment/autopay.model';
import { paymentInputs, paymentModel } from '@tests/model/payment/payment.model';

import { formatValue, type ModelPlan, planModel } from '../harness';
import { valueOf } from '../harness/plan';
import { idleClock } from '../harness/run';

/** Never kept, at any depth (src/app/keep/keptSnapshot.ts): not compared. */
const SECRETS = new Set(['cardNumber', 'cardCVV', 'token', 'result']);
/** The server's data: restored from what the page has again. */
const SERVER_DATA = ['provider', 'guarantor', 'receipt', 'remembered'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A context without its secrets, at any depth. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRETS.has(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

/** Every string value of a secret's key, at any depth. */
function secretsOf(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((inner) => secretsOf(inner, found));
  else if (isRecord(value))
    Object.entries(value).forEach(([key, inner]) =>
      key === 'cardNumber' || key === 'cardCVV' ? found.push(inner) : secretsOf(inner, found),
    );
  return found;
}

/** An actor held in context: the page gives it again (useKeptActorRef's `actors`), the snapshot does not. */
const isActorRef = (value: unknown): boolean => isRecord(value) && typeof value.send === 'function';

/** What a restored context holds: the same, but the server's data and actors as the page gives them. */
function expectedContext(context: Record<string, unknown>, fresh: Record<string, unknown>) {
  return withoutSecrets(
    Object.fromEntries(
      Object.entries(context).map(([key, value]) => [
        key,
        SERVER_DATA.includes(key) || isActorRef(value) ? (fresh[key] ?? null) : value,
      ]),
    ),
  );
}

/**
 * Keeps the actor as the tab would (JSON included), restores a new actor from it as the page
 * would after a reload, and checks the two agree. Returns false when the snapshot is not kept.
 */
interface Kept {
  getSnapshot: () => AnyMachineSnapshot;
  getPersistedSnapshot: () => unknown;
}

function checkRestore(machine: AnyStateMachine, actor: Kept, input: unknown) {
  const original = actor.getSnapshot();
  const kept = JSON.parse(
    JSON.stringify(keptSnapshot(actor.getPersistedSnapshot() as PersistedMachine)),
  ) as PersistedMachine;
  // A flow that is over (the payment went through) is forgotten, never restored.
  if (original.status !== 'active') {
    expect(fitsMachine(kept, machine)).toBe(false);
    return false;
  }
  expect(fitsMachine(kept, machine)).toBe(true);
  expect(secretsOf(kept).every((secret) => secret === '')).toBe(true);

  const { provider, guarantor } = input as Record<string, unknown>;
  const fresh = { provider, guarantor };
  const revived = revivedSnapshot(kept, fresh);
  const restored = createActor(machine, {
    input,
    snapshot: revived as unknown as Snapshot<unknown>,
    clock: idleClock,
  });
  const snapshot = restored.getSnapshot() as AnyMachineSnapshot;
  expect(valueOf(snapshot)).toEqual(valueOf(original));
  expect(withoutSecrets(snapshot.context)).toEqual(expectedContext(original.context as Record<string, unknown>, fresh));
  expect(Object.keys(snapshot.children as object).sort()).toEqual(Object.keys(kept.children).sort());

  // It starts, and takes the page's RESTORED as its first event without failing.
  let failure: unknown = null;
  restored.subscribe({ error: (error) => (failure = error) });
  restored.start();
  restored.send({ type: 'RESTORED', sessionLive: true });
  expect(failure).toBeNull();
  expect(restored.getSnapshot().status).not.toBe('error');
  restored.stop();
  return true;
}

/** Every shortest path, every step: one test per input, each persisted state checked once. */
function restoreTests(name: string, plan: ModelPlan, inputs: Record<string, unknown>) {
  describe(name, () => {
    for (const [label, input] of Object.entries(inputs)) {
      it(`restores every state the model reaches: ${label}`, () => {
        const paths = plan.paths.filter((path) => path.input === input);
        expect(paths.length).toBeGreaterThan(0);
        // Shortest paths share their first steps.
        const checked = new Set<string>();
        let restores = 0;
        for (const path of paths) {
          const actor = createActor(plan.machine, { input, clock: idleClock }).start();
          try {
            path.steps.forEach((step, index) => {
              if (index > 0) actor.send(step.event);
              const value = valueOf(actor.getSnapshot());
              expect(value, path.name).toEqual(step.state.value);
              const key = JSON.stringify(actor.getPersistedSnapshot());
              if (checked.has(key)) return;
              checked.add(key);
              try {
                if (checkRestore(plan.machine, actor, input)) restores += 1;
              } catch (error) {
                throw new Error(`${path.name}, step ${index} (${formatValue(value)}): ${String(error)}`, {
                  cause: error,
                });
              }
            });
          } finally {
            actor.stop();
          }
        }
        expect(restores).toBeGreaterThan(0);
      });
    }
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** A model with one input or several: its inputs by name. */
const inputsOf = (model: { input?: unknown; inputs?: Record<string, unknown> }) =>
  model.inputs ?? { 'its input': model.input };

const kept = {
  delivery: deliveryModel,
  lookup: lookupModel,
  payment: { ...paymentModel, inputs: paymentInputs },
  'quick-pay': quickPayModel,
  'notification change': notificationChangeModel,
  'insurance hub': insuranceModel,
  'insurance guarantor step': guarantorStepModel,
  'insurance step': insuranceStepModel,
  'manual insurance entry': manualEntryModel,
  // 'Nothing to offer' is over at once: nothing of it is ever kept.
  'autopay offer': {
    ...autopayModel,
    inputs: Object.fromEntries(Object.entries(autopayModel.inputs).filter(([name]) => name !== 'nothing to offer')),
  },
};
for (const [name, model] of Object.entries(kept))
  restoreTests(
    `${name} machine: kept and restored at every step`,
    planModel(model as Parameters<typeof planModel>[0], { closeGaps: false }),
    inputsOf(model),
  );
