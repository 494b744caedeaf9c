// Path generation: the machine with never-settling actors, every event the model may offer, and
// the paths (per input) that a model or screen test drives.
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  StateValue,
} from 'xstate';
import { fromPromise } from 'xstate';
import { serializeSnapshot, TestModel } from 'xstate/graph';

import { neverSettles } from '@/neverSettles';

import type {
  ActorFixture,
  Check,
  Fixtures,
  Journey,
  ModelChecks,
  ModelDefinition,
  ModelPath,
  ModelStep,
} from './types';

export interface ModelPlan {
  /** The machine under test with never-settling actors. */
  machine: AnyStateMachine;
  fixtures: Record<string, ActorFixture<unknown>>;
  /** The model's `input`, or the first of its `inputs`: a journey's input when it names none. */
  input: unknown;
  paths: ModelPath[];
  labelOf: (event: AnyEventObject) => string;
  invariant?: Check<AnyStateMachine>;
  states: [string, Check<AnyStateMachine>][];
  journeys: Journey<AnyStateMachine, unknown>[];
  /** With gaps: 'transitions', every move of the model, whose checks then run on its own snapshots. */
  edges?: ModelEdge[];
}

/** One move of the model: `event` takes the machine from `from` to `to` (snapshots of its graph, no actor). */
export interface ModelEdge {
  input: unknown;
  from: AnyMachineSnapshot;
  event: AnyEventObject;
  to: AnyMachineSnapshot;
}

export interface PlanOptions {
  /** Besides the chosen paths, one path per transition they miss (default true; screens skip it). */
  closeGaps?: boolean;
}

const settlesNever = fromPromise(() => neverSettles());

/** Machine snapshots of AnyStateMachine type their value as `any`. */
export const valueOf = (snapshot: AnyMachineSnapshot): StateValue => snapshot.value as StateValue;

export function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode): void => {
    out.push(node);
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return out;
}

/** A state node's transitions: on events (each guarded branch apart), then its `always`. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export function formatValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) =>
    child === undefined ? key : `${key}.${formatValue(child)}`,
  );
  return parts.length === 1 ? parts[0]! : `{${parts.join(', ')}}`;
}

/** 'form.waitingForToken' → { form: 'waitingForToken' }, for `snapshot.matches`. */
export function valueAt(path: string): StateValue {
  return path
    .split('.')
    .reduceRight<StateValue | null>((child, key) => (child === null ? key : { [key]: child }), null)!;
}

/** Every event the model may offer, each with a readable, unique label. */
function modelEvents(machine: AnyStateMachine, samples: AnyEventObject[], fixtures: ModelPlan['fixtures']) {
  const labels = new Map<AnyEventObject, string>();
  const add = (event: AnyEventObject, label: string): void => {
    let unique = label;
    for (let n = 2; [...labels.values()].includes(unique); n += 1) unique = `${label} #${n}`;
    labels.set(event, unique);
  };
  for (const event of samples) {
    const { type, ...payload } = event;
    const json = JSON.stringify(payload);
    add(event, json === '{}' ? type : `${type} ${json.length > 60 ? `${json.slice(0, 57)}...` : json}`);
  }
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

function eventSamples(samples: Record<string, readonly AnyEventObject[]>): AnyEventObject[] {
  return Object.entries(samples).flatMap(([type, list]) =>
    list.map((event) => {
      if (event.type !== type) throw new Error(`the sample ${JSON.stringify(event)} is listed under "${type}"`);
      return event;
    }),
  );
}

function stateChecks(machine: AnyStateMachine, states: object | undefined): ModelPlan['states'] {
  const paths = new Set(stateNodes(machine).map((node) => node.path.join('.')));
  return Object.entries(states ?? {}).map(([path, check]) => {
    if (!paths.has(path)) throw new Error(`states: "${path}" is not a state of #${machine.id}`);
    return [path, check as Check<AnyStateMachine>];
  });
}

/** Generates the paths for every input; each path is one test. */
export function planModel<M extends AnyStateMachine, F extends Fixtures<M>>(
  options: ModelDefinition<M, F> & Partial<ModelChecks<M, F>>,
  { closeGaps = true }: PlanOptions = {},
): ModelPlan {
  const fixtures = options.fixtures as ModelPlan['fixtures'];
  const actorNames = Object.keys(options.machine.implementations.actors);
  for (const name of actorNames) if (!(name in fixtures)) throw new Error(`no fixture for actor "${name}"`);
  const machine = options.machine.provide({
    actors: Object.fromEntries(actorNames.map((name) => [name, settlesNever])),
  });
  checkInvokes(machine, fixtures);

  const labels = modelEvents(machine, eventSamples(options.events), fixtures);
  const labelOf = (event: AnyEventObject): string => labels.get(event) ?? event.type;
  const all = [...labels.keys()];
  const inputs: [string, unknown][] = options.inputs ? Object.entries(options.inputs) : [['', options.input]];
  const traversal = options.traversal ?? 'both';
  const gaps = options.gaps ?? 'edges';
  const paths = new Map<string, ModelPath>();
  const edges: ModelEdge[] = [];

  for (const [inputName, input] of inputs) {
    const model = new TestModel<AnyMachineSnapshot, AnyEventObject, unknown>(machine, {
      input,
      // Without the `can` filter shortest paths fill with no-op events and simple paths explode.
      events: (snapshot) => all.filter((event) => snapshot.can(event)),
      serializeState: (snapshot) => serializeSnapshot(snapshot),
      serializeEvent: labelOf,
    });
    // A move between two states-with-context, or (gaps: 'transitions') between two state values.
    const key = (from: AnyMachineSnapshot, event: AnyEventObject, to: AnyMachineSnapshot): string =>
      gaps === 'edges'
        ? `${serializeSnapshot(from)}|${labelOf(event)}`
        : `${JSON.stringify(from.value)}|${labelOf(event)}|${JSON.stringify(to.value)}`;
    const covered = new Set<string>();
    const chosen: ModelStep[][] = [];
    const take = (steps: ModelStep[]): void => {
      steps.forEach((step, i) => i > 0 && covered.add(key(steps[i - 1]!.state, step.event, step.state)));
      chosen.push(steps);
    };
    if (traversal !== 'simple') model.getShortestPaths().forEach((p) => take(p.steps));
    if (traversal !== 'shortest') model.getSimplePaths().forEach((p) => take(p.steps));
    if (closeGaps) {
      // One more path for each move the chosen paths never make: the shortest way to its source, then it.
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
          if (gaps === 'transitions') edges.push({ input, from: state, event, to: next });
          const head = shortestTo.get(serializeSnapshot(state));
          if (head && !covered.has(key(state, event, next))) take([...head, { event, state: next }]);
        }
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
  const { invariant, states, journeys } = options;
  return {
    machine,
    fixtures,
    input: inputs[0]![1],
    paths: [...paths.values()],
    labelOf,
    invariant: invariant as ModelPlan['invariant'],
    states: stateChecks(machine, states),
    journeys: (journeys ?? []) as ModelPlan['journeys'],
    edges: gaps === 'transitions' && closeGaps ? edges : undefined,
  };
}
