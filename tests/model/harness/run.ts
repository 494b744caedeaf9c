// Running paths and pinned journeys on a real actor whose actors never settle and whose clock never
// fires, so only the given events move it; coverage is what those runs reached.
import { isDeepStrictEqual } from 'node:util';

import type {
  AnyActor,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyTransitionDefinition,
  InspectionEvent,
  StateValue,
} from 'xstate';
import { createActor } from 'xstate';

import { formatValue, type ModelPlan, stateNodes, transitionsOf, valueAt, valueOf } from './plan';
import type { AfterStep, FixtureStep, Journey, ModelPath, StepInfo } from './types';

export interface Seen {
  states: Set<string>;
  transitions: Set<AnyTransitionDefinition>;
  /** When given, the distinct steps the paths make, for the statechart's check (chart.tsx). */
  steps?: Map<string, ChartStep>;
}

/** A step as the statechart draws it; one per (value before, event type, value after). */
export interface ChartStep {
  /** null: the path's start (`xstate.init`). */
  before: StateValue | null;
  eventType: string;
  after: StateValue;
  /** xstate's own record of the active state nodes after the step (`_nodes`), the root left out. */
  active: string[];
  /** The transitions with a target that xstate took in the step (every time the step was made). */
  took: Set<AnyTransitionDefinition>;
}

/** Adds a step, once per (value before, event type, value after): drawing the same one again proves nothing. */
function recordStep(
  steps: Map<string, ChartStep>,
  before: AnyMachineSnapshot | null,
  eventType: string,
  after: AnyMachineSnapshot,
  took: readonly AnyTransitionDefinition[],
): void {
  const key = `${JSON.stringify(before?.value ?? null)}|${eventType}|${JSON.stringify(after.value)}`;
  let step = steps.get(key);
  if (!step) {
    const active = after._nodes.filter((node) => node !== after.machine.root).map((node) => node.id);
    step = { before: before && valueOf(before), eventType, after: valueOf(after), active, took: new Set() };
    steps.set(key, step);
  }
  for (const t of took) if (t.target?.length) step.took.add(t);
}

export interface CoverageReport {
  paths: number;
  uncoveredStates: string[];
  uncoveredTransitions: string[];
}

export const idleClock = { setTimeout: () => 0, clearTimeout: () => {} };

/** A journey step: the named output of an actor's fixture. */
export const done = <const A extends string, const N extends string>(actor: A, name: N) =>
  ({ kind: 'done', actor, name }) as const;
/** A journey step: the named error of an actor's fixture. */
export const failed = <const A extends string, const N extends string>(actor: A, name: N) =>
  ({ kind: 'error', actor, name }) as const;
/** A journey step: the named delay of a state the actor is in fires. */
export const after = <const D extends string>(delay: D) => ({ kind: 'after', delay }) as const;
/** The sample list of an event no user sends (the reason is for the reader). */
export const unsent = (_reason: string): readonly never[] => [];

/**
 * An inspector that adds to `seen` every transition the root actor takes and every state it enters;
 * to `took` too, when given (the transitions of the macrostep under way).
 */
export function observe(seen: Seen, took?: AnyTransitionDefinition[]) {
  return (event: InspectionEvent): void => {
    if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
    for (const t of event._transitions) {
      took?.push(t);
      seen.transitions.add(t);
      seen.states.add(t.source.id);
    }
    (event.snapshot as AnyMachineSnapshot)._nodes.forEach((node) => seen.states.add(node.id));
  };
}

/** The plan's machine as a started actor; `failure` holds what it threw. */
export function startActor(plan: ModelPlan, input: unknown, inspect?: (event: InspectionEvent) => void) {
  const actor = createActor(plan.machine, { input, clock: idleClock, inspect });
  const state = { actor, failure: null as unknown };
  actor.subscribe({ error: (error) => (state.failure = error) });
  actor.start();
  return state;
}

export function snapshotOf(run: { actor: AnyActor; failure: unknown }): AnyMachineSnapshot {
  const snapshot = run.actor.getSnapshot() as AnyMachineSnapshot;
  if (run.failure !== null || snapshot.status === 'error') throw run.failure ?? snapshot.error;
  return snapshot;
}

/** The invariant, then every per-state check whose state the actor is in. */
function check(plan: ModelPlan, snapshot: AnyMachineSnapshot, step: StepInfo): void {
  plan.invariant?.(snapshot, step);
  for (const [path, stateCheck] of plan.states) if (snapshot.matches(valueAt(path))) stateCheck(snapshot, step);
}

/** The invariant and the state checks at every move of the model (gaps: 'transitions'); returns how many. */
export function checkEdges(plan: ModelPlan): number {
  for (const { input, from, event, to } of plan.edges ?? []) {
    const name = `${formatValue(valueOf(from))} → ${plan.labelOf(event)} → ${formatValue(valueOf(to))}`;
    try {
      check(plan, to, { name, input, index: Number.NaN, event, previous: from });
    } catch (error) {
      throw new Error(`the move ${name}: ${String(error)}`, { cause: error });
    }
  }
  return plan.edges?.length ?? 0;
}

/** Runs one path on a real actor, checking its state at every step; returns the final state value. */
export function runPath(
  plan: ModelPlan,
  path: ModelPath,
  seen: Seen = { states: new Set(), transitions: new Set() },
): StateValue {
  const took: AnyTransitionDefinition[] = [];
  const run = startActor(plan, path.input, observe(seen, took));
  let previous: AnyMachineSnapshot | null = null;
  try {
    path.steps.forEach((step, index) => {
      took.length = 0;
      if (index > 0) run.actor.send(step.event);
      const snapshot = snapshotOf(run);
      snapshot._nodes.forEach((node) => seen.states.add(node.id));
      if (!isDeepStrictEqual(snapshot.value, step.state.value)) {
        throw new Error(
          `${path.name}: after "${plan.labelOf(step.event)}" the actor is in ${formatValue(valueOf(snapshot))}, the model expected ${formatValue(valueOf(step.state))}`,
        );
      }
      check(plan, snapshot, { name: path.name, input: path.input, index, event: step.event, previous });
      if (seen.steps) recordStep(seen.steps, previous, index > 0 ? step.event.type : 'xstate.init', snapshot, took);
      previous = snapshot;
    });
    return valueOf(run.actor.getSnapshot());
  } finally {
    run.actor.stop();
  }
}

/** The event a journey step stands for, in the state the actor is in. */
function journeyEvent(plan: ModelPlan, step: unknown, snapshot: AnyMachineSnapshot): AnyEventObject {
  if ((step as Partial<AnyEventObject>).type !== undefined) return step as AnyEventObject;
  const named = step as FixtureStep | AfterStep;
  if (named.kind === 'after') {
    const types = snapshot._nodes.map((node) => `xstate.after.${named.delay}.${node.id}`);
    const type = types.find((t) => snapshot._nodes.some((node) => node.transitions.has(t)));
    if (!type) throw new Error(`no ${named.delay} delay runs in ${formatValue(valueOf(snapshot))}`);
    return { type };
  }
  const outcomes = plan.fixtures[named.actor]?.[named.kind === 'done' ? 'done' : 'error'] ?? {};
  if (!(named.name in outcomes)) throw new Error(`no ${named.kind} fixture "${named.name}" for "${named.actor}"`);
  const value = outcomes[named.name];
  return named.kind === 'done'
    ? { type: `xstate.done.actor.${named.actor}`, output: value, actorId: named.actor }
    : { type: `xstate.error.actor.${named.actor}`, error: value, actorId: named.actor };
}

const describeStep = (step: unknown): string => {
  if ((step as Partial<AnyEventObject>).type !== undefined) return (step as AnyEventObject).type;
  const named = step as FixtureStep | AfterStep;
  return named.kind === 'after' ? `after(${named.delay})` : `${named.kind}(${named.actor}, ${named.name})`;
};

/** Runs a pinned journey: every step must be taken and the actor must end in exactly `expect`. */
export function runJourney<M extends AnyStateMachine, F>(plan: ModelPlan, journey: Journey<M, F>): StateValue {
  const input = journey.input ?? plan.input;
  const run = startActor(plan, input);
  let previous: AnyMachineSnapshot | null = null;
  const fail = (message: string): never => {
    throw new Error(`journey "${journey.name}": ${message}`);
  };
  try {
    let snapshot = snapshotOf(run);
    check(plan, snapshot, { name: journey.name, input, index: 0, event: { type: 'xstate.init' }, previous });
    journey.events.forEach((step, i) => {
      previous = snapshot;
      const event = journeyEvent(plan, step, snapshot);
      if (!snapshot.can(event))
        fail(`step ${i + 1} (${describeStep(step)}) is not taken in ${formatValue(valueOf(snapshot))}`);
      run.actor.send(event);
      snapshot = snapshotOf(run);
      check(plan, snapshot, { name: journey.name, input, index: i + 1, event, previous });
    });
    const value = valueOf(snapshot);
    if (!isDeepStrictEqual(value, journey.expect))
      fail(`ends in ${formatValue(value)}, pinned ${formatValue(journey.expect)}`);
    return value;
  } finally {
    run.actor.stop();
  }
}

export function describeTransition(t: AnyTransitionDefinition): string {
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

/**
 * Lists what the machine defines but no path reached. `reached`: what earlier runs of some of the
 * paths saw (modelTest's path tests); the paths not among them run here.
 */
export function coverageOf(
  plan: ModelPlan,
  reached: { seen: Seen; ran: ReadonlySet<ModelPath> } = {
    seen: { states: new Set(), transitions: new Set() },
    ran: new Set(),
  },
): CoverageReport {
  const { seen, ran } = reached;
  plan.paths.filter((path) => !ran.has(path)).forEach((path) => runPath(plan, path, seen));
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
