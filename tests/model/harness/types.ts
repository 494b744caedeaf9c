// The harness's types: what a model test declares, typed by the machine so that a missing event
// sample, actor fixture, state name or journey step name fails to compile.
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  InputFrom,
  MachineImplementationsFrom,
  OutputFrom,
  SnapshotFrom,
  StateValueFrom,
} from 'xstate';

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

export type EventType<M extends AnyStateMachine> = EventFromLogic<M>['type'];
export type EventOf<M extends AnyStateMachine, K extends string> = Extract<EventFromLogic<M>, { type: K }>;

/**
 * Sample events per event type of the machine: every type needs an entry, so a new event without a
 * sample fails to compile. An event no user can send gets `unsent('why')`.
 */
export type EventSamples<M extends AnyStateMachine> = {
  [K in EventType<M>]-?: readonly EventOf<M, K>[];
};

/** A state value as dotted paths: `'posting' | 'form' | 'form.waitingForToken'`. */
type Dotted<V> = string extends V
  ? string
  : V extends string
    ? V
    : V extends object
      ? { [K in keyof V & string]: K | `${K}.${Dotted<NonNullable<V[K]>>}` }[keyof V & string]
      : never;
export type StatePath<M extends AnyStateMachine> = Dotted<StateValueFrom<M>>;

/** Where a check runs: the path or journey, the step (0 = the initial state) and what led to it. */
export interface StepInfo<M extends AnyStateMachine = AnyStateMachine> {
  name: string;
  input: unknown;
  index: number;
  /** `xstate.init` at step 0. */
  event: AnyEventObject;
  /** The actor's snapshot before `event`; null at step 0. */
  previous: SnapshotFrom<M> | null;
}

export type Check<M extends AnyStateMachine> = (snapshot: SnapshotFrom<M>, step: StepInfo<M>) => void;

/** Checks per state (dotted path), each run at every step where the actor is in that state. */
export type StateChecks<M extends AnyStateMachine> = { [K in StatePath<M>]?: Check<M> };

type DelayOf<M extends AnyStateMachine> = keyof NonNullable<MachineImplementationsFrom<M>['delays']> & string;

export interface FixtureStep<A extends string = string, N extends string = string> {
  kind: 'done' | 'error';
  actor: A;
  name: N;
}
export interface AfterStep<D extends string = string> {
  kind: 'after';
  delay: D;
}

type DoneStepOf<F> = {
  [A in keyof F & string]: FixtureStep<A, F[A] extends { done: infer D } ? keyof D & string : never> & {
    kind: 'done';
  };
}[keyof F & string];
type ErrorStepOf<F> = {
  [A in keyof F & string]: FixtureStep<A, F[A] extends { error?: infer E } ? keyof NonNullable<E> & string : never> & {
    kind: 'error';
  };
}[keyof F & string];

/** A user event, an actor's named fixture outcome (`done(…)`, `failed(…)`) or a delay firing (`after(…)`). */
export type JourneyStep<M extends AnyStateMachine, F> =
  EventFromLogic<M> | DoneStepOf<F> | ErrorStepOf<F> | AfterStep<DelayOf<M>>;

/** A hand-pinned journey: these steps, in order, each one taken, end in exactly `expect`. */
export interface Journey<M extends AnyStateMachine, F> {
  name: string;
  input?: InputFrom<M>;
  events: readonly JourneyStep<M, F>[];
  expect: StateValueFrom<M>;
}

export type Traversal = 'shortest' | 'simple' | 'both';

/** What the paths are generated from; a model test and a screen test of the machine can share it. */
export interface ModelDefinition<M extends AnyStateMachine, F extends Fixtures<M> = Fixtures<M>> {
  machine: M;
  input?: InputFrom<M>;
  /** Several named inputs: the model runs per input and coverage is their union. */
  inputs?: Record<string, InputFrom<M>>;
  events: EventSamples<NoInfer<M>>;
  fixtures: F;
  traversal?: Traversal;
  /**
   * How the paths close the gaps the chosen ones leave. 'edges' (the default): one more path on a real
   * actor for each move between two states-with-context that no path makes. 'transitions': one for
   * each move between two state values that none makes (every transition of the machine still, which
   * the coverage test checks), while the invariant and the state checks run on every move of the model
   * itself (its snapshots, no actor): only for checks that read the snapshot and the one before (not
   * `index`, nor what the actor's actions did), where the moves are too many to drive each one.
   */
  gaps?: 'edges' | 'transitions';
}

/** What a model test asserts besides the model itself. */
export interface ModelChecks<M extends AnyStateMachine, F> {
  /** Checks that hold in every state, at every step. */
  invariant?: Check<NoInfer<M>>;
  states?: StateChecks<NoInfer<M>>;
  /** Hand-pinned journeys: a generated expectation follows a wrong target, a pinned one does not. */
  journeys: readonly Journey<NoInfer<M>, NoInfer<F>>[];
}

export interface ModelOptions<M extends AnyStateMachine, F extends Fixtures<M> = Fixtures<M>>
  extends ModelDefinition<M, F>, ModelChecks<M, F> {}

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
