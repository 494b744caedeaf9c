/**
 * Model-based tests for a machine: paths from xstate/graph, run against a real actor, and a test
 * that FAILS unless every state node and every transition (guarded branches and `always` included)
 * is reached.
 *
 *   modelTest('payment machine', {
 *     machine: paymentMachine.provide({ actions: { navigate: () => {} } }), // test implementations
 *     inputs: { 'quick pay': { ... }, 'full pay': { ... } },                 // or `input: { ... }`
 *     events: [{ type: 'SUBMIT', PaymentAmount: 10 }, { type: 'CANCEL' }],   // user events, sample payloads
 *     fixtures: {                  // one entry per actor of setup(), typed by its output: a missing one fails to compile
 *       postPayment: {
 *         done: { approved: { IsSuccess: true }, declined: { IsSuccess: false } }, // named outputs
 *         error: { network: new Error('Network Error') },                          // only if it can fail
 *       },
 *     },
 *     traversal: 'shortest',       // 'shortest' | 'simple' | 'both' (default); simple paths grow fast
 *     check: (snapshot) => { ... }, // optional assertions on the actor after every step
 *   });
 *
 * The harness adds `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events from the fixtures
 * (every invoke's `id` must equal its `src`) and `xstate.after.<delay>.<state id>` events for every
 * delayed transition, offers only events the snapshot `can` take, and, besides the chosen paths, one
 * path per transition those paths missed (simple paths never close a loop such as a retry). Each path
 * runs on a real actor whose actors never settle and whose clock never fires, so only the path's
 * events move it; the actor must match the model at every step. `planModel` + `coverageOf` +
 * `assertFullCoverage` are the same steps without vitest blocks.
 */
import { isDeepStrictEqual } from 'node:util';

import { describe, expect, it } from 'vitest';
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventFromLogic,
  InputFrom,
  InspectionEvent,
  MachineImplementationsFrom,
  OutputFrom,
  SnapshotFrom,
  StateValue,
} from 'xstate';
import { createActor, fromPromise } from 'xstate';
import { serializeSnapshot, TestModel } from 'xstate/graph';

import { neverSettles } from '@/neverSettles';

type ActorLogics<M extends AnyStateMachine> = NonNullable<MachineImplementationsFrom<M>['actors']>;

export interface ActorFixture<TOutput> {
  /** Named outputs, each one `xstate.done.actor.<id>` event (the name shows in test titles). */
  done: Record<string, TOutput>;
  /** Named errors, each one `xstate.error.actor.<id>` event; leave out for an actor that cannot fail. */
  error?: Record<string, unknown>;
}

/** One fixture per actor the machine's setup() declares, keyed by its src (= the invoke id). */
export type Fixtures<M extends AnyStateMachine> = {
  [K in keyof ActorLogics<M>]-?: ActorFixture<OutputFrom<NonNullable<ActorLogics<M>[K]>>>;
};

export type Traversal = 'shortest' | 'simple' | 'both';

export interface ModelOptions<M extends AnyStateMachine> {
  machine: M;
  input?: InputFrom<M>;
  /** Several named inputs: the model runs per input and coverage is their union. */
  inputs?: Record<string, InputFrom<M>>;
  events?: readonly EventFromLogic<M>[];
  fixtures: Fixtures<M>;
  traversal?: Traversal;
  check?: (snapshot: SnapshotFrom<M>, path: ModelPath) => void;
}

export interface ModelStep {
  event: AnyEventObject;
  state: AnyMachineSnapshot;
}

export interface ModelPath {
  name: string;
  input: unknown;
  /** steps[0] is the initial state (event `xstate.init`); each later step is an event and its resulting state. */
  steps: ModelStep[];
}

export interface ModelPlan {
  /** The machine under test with never-settling actors. */
  machine: AnyStateMachine;
  paths: ModelPath[];
  labelOf: (event: AnyEventObject) => string;
  check?: (snapshot: AnyMachineSnapshot, path: ModelPath) => void;
}

export interface CoverageReport {
  paths: number;
  uncoveredStates: string[];
  uncoveredTransitions: string[];
}

interface Seen {
  states: Set<string>;
  transitions: Set<AnyTransitionDefinition>;
}

const settlesNever = fromPromise(() => neverSettles());
const idleClock = { setTimeout: () => 0, clearTimeout: () => {} };

/** Machine snapshots of AnyStateMachine type their value as `any`. */
const valueOf = (snapshot: AnyMachineSnapshot): StateValue => snapshot.value as StateValue;

function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode): void => {
    out.push(node);
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return out;
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function describeTransition(t: AnyTransitionDefinition): string {
  const guard = t.guard as unknown;
  const guardName =
    guard === undefined
      ? ''
      : typeof guard === 'string'
        ? guard
        : typeof guard === 'function'
          ? guard.name || 'inline guard'
          : (guard as { type: string }).type;
  const targets = t.target?.map((n) => `#${n.id}`).join(', ') ?? '(no target)';
  return `#${t.source.id} ${t.eventType || 'always'}${guardName ? ` [${guardName}]` : ''} → ${targets}`;
}

export function formatValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) =>
    child === undefined ? key : `${key}.${formatValue(child)}`,
  );
  return parts.length === 1 ? parts[0]! : `{${parts.join(', ')}}`;
}

/** Every event the model may offer, each with a readable, unique label. */
function modelEvents<M extends AnyStateMachine>(
  machine: AnyStateMachine,
  options: ModelOptions<M>,
): Map<AnyEventObject, string> {
  const labels = new Map<AnyEventObject, string>();
  const add = (event: AnyEventObject, label: string): void => {
    let unique = label;
    for (let n = 2; [...labels.values()].includes(unique); n += 1) unique = `${label} #${n}`;
    labels.set(event, unique);
  };
  for (const event of options.events ?? []) {
    const { type, ...payload } = event as AnyEventObject;
    const json = JSON.stringify(payload);
    add(event, json === '{}' ? type : `${type} ${json.length > 60 ? `${json.slice(0, 57)}...` : json}`);
  }
  const fixtures = options.fixtures as Record<string, ActorFixture<unknown>>;
  for (const [id, fixture] of Object.entries(fixtures)) {
    for (const [name, output] of Object.entries(fixture.done))
      add({ type: `xstate.done.actor.${id}`, output, actorId: id }, `${id} done (${name})`);
    for (const [name, error] of Object.entries(fixture.error ?? {}))
      add({ type: `xstate.error.actor.${id}`, error, actorId: id }, `${id} error (${name})`);
  }
  for (const node of stateNodes(machine)) {
    for (const type of node.transitions.keys()) {
      if (!type.startsWith('xstate.after.')) continue;
      add({ type }, `after ${type.slice('xstate.after.'.length, -(node.id.length + 1))} in #${node.id}`);
    }
  }
  return labels;
}

function checkInvokes(machine: AnyStateMachine, fixtures: object): void {
  for (const node of stateNodes(machine)) {
    for (const { id, src: logic } of node.invoke) {
      const src = typeof logic === 'string' ? logic : 'inline logic';
      if (id !== src) throw new Error(`#${node.id} invokes "${src}" with id "${id}": the harness needs id === src`);
      if (!(src in fixtures)) throw new Error(`no fixture for actor "${src}"`);
    }
  }
}

/** Generates the paths for every input; each path is one test. */
export function planModel<M extends AnyStateMachine>(options: ModelOptions<M>): ModelPlan {
  const actorNames = Object.keys(options.machine.implementations.actors);
  for (const name of actorNames) if (!(name in options.fixtures)) throw new Error(`no fixture for actor "${name}"`);
  const machine = options.machine.provide({
    actors: Object.fromEntries(actorNames.map((name) => [name, settlesNever])),
  });
  checkInvokes(machine, options.fixtures);

  const labels = modelEvents(machine, options);
  const labelOf = (event: AnyEventObject): string => labels.get(event) ?? event.type;
  const all = [...labels.keys()];
  const inputs: [string, unknown][] = options.inputs ? Object.entries(options.inputs) : [['', options.input]];
  const traversal = options.traversal ?? 'both';
  const paths = new Map<string, ModelPath>();

  for (const [inputName, input] of inputs) {
    const model = new TestModel<AnyMachineSnapshot, AnyEventObject, unknown>(machine, {
      input,
      // Without the `can` filter shortest paths fill with no-op events and simple paths explode.
      events: (snapshot) => all.filter((event) => snapshot.can(event)),
      serializeState: (snapshot) => serializeSnapshot(snapshot),
      serializeEvent: labelOf,
    });
    const key = (from: AnyMachineSnapshot, event: AnyEventObject): string =>
      `${serializeSnapshot(from)}|${labelOf(event)}`;
    const covered = new Set<string>();
    const chosen: ModelStep[][] = [];
    const take = (steps: ModelStep[]): void => {
      steps.forEach((step, i) => i > 0 && covered.add(key(steps[i - 1]!.state, step.event)));
      chosen.push(steps);
    };
    if (traversal !== 'simple') model.getShortestPaths().forEach((p) => take(p.steps));
    if (traversal !== 'shortest') model.getSimplePaths().forEach((p) => take(p.steps));
    // One more path for each transition the chosen paths never take: the shortest way to its source, then it.
    const shortestTo = new Map(
      model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => [serializeSnapshot(p.state), p.steps]),
    );
    // Its keys are branded strings, which Object.values would type as any.
    const adjacency = model.getAdjacencyMap() as Record<
      string,
      { state: AnyMachineSnapshot; transitions: Record<string, ModelStep> }
    >;
    for (const { state, transitions } of Object.values(adjacency)) {
      for (const { event, state: next } of Object.values(transitions)) {
        const head = shortestTo.get(serializeSnapshot(state));
        if (head && !covered.has(key(state, event))) take([...head, { event, state: next }]);
      }
    }
    for (const steps of chosen) {
      const route =
        steps
          .slice(1)
          .map((s) => labelOf(s.event))
          .join(' → ') || '(start)';
      const name = `${inputName ? `${inputName}: ` : ''}${route} ⇒ ${formatValue(valueOf(steps.at(-1)!.state))}`;
      paths.set(name, { name, input, steps });
    }
  }
  return { machine, paths: [...paths.values()], labelOf, check: options.check as ModelPlan['check'] };
}

function observe(seen: Seen) {
  return (event: InspectionEvent): void => {
    if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
    for (const t of event._transitions) {
      seen.transitions.add(t);
      seen.states.add(t.source.id);
    }
    (event.snapshot as AnyMachineSnapshot)._nodes.forEach((node) => seen.states.add(node.id));
  };
}

/** Runs one path on a real actor, checking its state at every step; returns the final state value. */
export function runPath(
  plan: ModelPlan,
  path: ModelPath,
  seen: Seen = { states: new Set(), transitions: new Set() },
): StateValue {
  const actor = createActor(plan.machine, { input: path.input, clock: idleClock, inspect: observe(seen) });
  let failure: unknown = null;
  actor.subscribe({ error: (error) => (failure = error) });
  actor.start();
  try {
    path.steps.forEach((step, i) => {
      if (i > 0) actor.send(step.event);
      const snapshot = actor.getSnapshot();
      if (failure !== null || snapshot.status === 'error') throw failure ?? snapshot.error;
      snapshot._nodes.forEach((node) => seen.states.add(node.id));
      if (!isDeepStrictEqual(snapshot.value, step.state.value)) {
        throw new Error(
          `${path.name}: after "${plan.labelOf(step.event)}" the actor is in ${formatValue(valueOf(snapshot))}, the model expected ${formatValue(valueOf(step.state))}`,
        );
      }
      plan.check?.(snapshot, path);
    });
    return valueOf(actor.getSnapshot());
  } finally {
    actor.stop();
  }
}

/** Runs every path and lists what the machine defines but no path reached. */
export function coverageOf(plan: ModelPlan): CoverageReport {
  const seen: Seen = { states: new Set(), transitions: new Set() };
  plan.paths.forEach((path) => runPath(plan, path, seen));
  const nodes = stateNodes(plan.machine);
  return {
    paths: plan.paths.length,
    uncoveredStates: nodes.filter((n) => !seen.states.has(n.id)).map((n) => `#${n.id}`),
    uncoveredTransitions: nodes
      .flatMap(transitionsOf)
      .filter((t) => !seen.transitions.has(t))
      .map(describeTransition),
  };
}

export function assertFullCoverage(report: CoverageReport): void {
  const lines = [
    ...report.uncoveredStates.map((s) => `  state never reached: ${s}`),
    ...report.uncoveredTransitions.map((t) => `  transition never taken: ${t}`),
  ];
  if (lines.length) throw new Error(`model coverage below 100% over ${report.paths} paths:\n${lines.join('\n')}`);
}

/** Registers one test per path plus the 100% coverage test. */
export function modelTest<M extends AnyStateMachine>(name: string, options: ModelOptions<M>): void {
  describe(name, () => {
    const plan = planModel(options);
    for (const path of plan.paths) {
      it(path.name, () => {
        expect(runPath(plan, path)).toEqual(valueOf(path.steps.at(-1)!.state));
      });
    }
    it('reaches every state and transition', () => {
      const report = coverageOf(plan);
      assertFullCoverage(report);
      expect(report.uncoveredStates.length + report.uncoveredTransitions.length).toBe(0);
    });
  });
}
