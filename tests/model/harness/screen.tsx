// Screen-driven paths: the model's shortest paths, each user event performed as a gesture on the
// rendered screen, every other event sent to the actor, and after every step the actor's state and
// what the screen shows for it checked. See the example at the top of tests/model/harness.ts.
import { isDeepStrictEqual } from 'node:util';

import { act, screen } from '@testing-library/react';
import { type UserEvent, userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom, AnyEventObject, AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';

import { render } from '@tests/support/render';

import { coveringPaths, emptySeen, missedBy, reachOf } from './cover';
import { formatValue, type ModelPlan, planModel, valueOf } from './plan';
import { observe, runPath, type Seen, snapshotOf, startActor } from './run';
import type { EventOf, EventType, Fixtures, ModelDefinition, ModelPath, StatePath } from './types';

export type Screen = typeof screen;

/**
 * A path types whole forms through jsdom step after step: seconds on a busy 2-core machine, over 20 s
 * for payment's longest under load 20 (CI beside benches). A hang guard only.
 */
const SCREEN_PATH_TIMEOUT_MS = 120_000;

/** Performs `event` the way a user would; the screen must send it (the sample's fields must match). */
export type Gesture<E> = (event: E, user: UserEvent, screen: Screen) => Promise<unknown>;

/** An event the screen does not send (a child actor or the parent does): the harness sends it. */
export interface Direct {
  direct: string;
}
export const direct = (reason: string): Direct => ({ direct: reason });

/** One gesture per event type of the machine: a new event without one fails to compile. */
export type Gestures<M extends AnyStateMachine> = { [K in EventType<M>]-?: Gesture<EventOf<M, K>> | Direct };

/** What the screen shows in a state; `screen` queries the whole document (dialogs are portals). */
/** Returns what it likes (a matcher chain, a promise, which is awaited). */
export type View<M extends AnyStateMachine> = (screen: Screen, snapshot: SnapshotFrom<M>) => unknown;

/** Views per state (dotted path); an ancestor's view covers its descendants. */
export type Views<M extends AnyStateMachine> = { [K in StatePath<M>]?: View<M> };

export interface ScreenOptions<M extends AnyStateMachine, F extends Fixtures<M> = Fixtures<M>> extends ModelDefinition<
  M,
  F
> {
  /** The screen, given an actor of the model's machine (never-settling actors, idle clock). */
  render: (actor: ActorRefFrom<M>) => ReactElement;
  gestures: Gestures<NoInfer<M>>;
  views: Views<NoInfer<M>>;
}

/**
 * Shortest paths only: every state the machine can rest in. (The transitions they miss include some no
 * gesture can make, such as an edit that changes nothing; the model test takes those.) A screen test
 * drives a covering subset of these paths (cover.ts).
 */
export function planScreen<M extends AnyStateMachine, F extends Fixtures<M>>(options: ScreenOptions<M, F>): ModelPlan {
  return planModel({ ...options, traversal: 'shortest' }, { closeGaps: false });
}

/** The views that apply in a snapshot, and its atomic states that none covers. */
function viewsAt(snapshot: AnyMachineSnapshot, views: object) {
  const entries = Object.entries(views) as [string, View<AnyStateMachine>][];
  const applying = new Set<View<AnyStateMachine>>();
  const missing: string[] = [];
  for (const node of snapshot._nodes) {
    if (Object.keys(node.states).length > 0) continue;
    const path = node.path.join('.');
    const covering = entries.filter(([key]) => path === key || path.startsWith(`${key}.`));
    if (covering.length === 0) missing.push(path);
    covering.forEach(([, view]) => applying.add(view));
  }
  return { applying: [...applying], missing };
}

/** Every state a path of the plan rests in (after a step: transient states have moved on) without a view. */
export function missingViews(plan: ModelPlan, views: object): string[] {
  const missing = plan.paths.flatMap((path) => path.steps.flatMap((step) => viewsAt(step.state, views).missing));
  return [...new Set(missing)].sort();
}

/** Whether every field of `expected` is in `actual` (the screen may send more than the sample says). */
function contains(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return Object.is(actual, expected);
  if (actual === null || typeof actual !== 'object') return false;
  return Object.entries(expected).every(([key, value]) => contains((actual as Record<string, unknown>)[key], value));
}

/** Renders the screen on a fresh actor and drives one path through it; adds what it reached to `seen`. */
export async function runScreenPath<M extends AnyStateMachine, F extends Fixtures<M>>(
  plan: ModelPlan,
  options: ScreenOptions<M, F>,
  path: ModelPath,
  seen: Seen = emptySeen(),
): Promise<void> {
  const received: AnyEventObject[] = [];
  const reached = observe(seen);
  const run = startActor(plan, path.input, (inspection) => {
    reached(inspection);
    if (inspection.type === '@xstate.event' && inspection.actorRef.sessionId === inspection.rootId)
      received.push(inspection.event);
  });
  const gestures = options.gestures as Record<string, Gesture<AnyEventObject> | Direct | undefined>;
  const user = userEvent.setup({ delay: null });
  const rendered = render(options.render(run.actor as ActorRefFrom<M>));
  try {
    for (const [index, step] of path.steps.entries()) {
      const label = plan.labelOf(step.event);
      const gesture = gestures[step.event.type];
      if (index === 0) {
        // The initial state: nothing to perform.
      } else if (typeof gesture === 'function') {
        const from = received.length;
        await gesture(step.event, user, screen);
        const sent = received.slice(from).filter((event) => event.type === step.event.type);
        if (!contains(sent.at(-1), step.event))
          throw new Error(`${path.name}: the gesture for "${label}" sent ${JSON.stringify(sent.at(-1)) ?? 'nothing'}`);
      } else if (gesture || step.event.type.startsWith('xstate.')) {
        act(() => run.actor.send(step.event));
      } else throw new Error(`${path.name}: no gesture for "${step.event.type}"`);

      const snapshot = snapshotOf(run);
      if (!isDeepStrictEqual(snapshot.value, step.state.value))
        throw new Error(
          `${path.name}: after "${label}" the actor is in ${formatValue(valueOf(snapshot))}, the model expected ${formatValue(valueOf(step.state))}`,
        );
      const { applying, missing } = viewsAt(snapshot, options.views);
      if (missing.length)
        throw new Error(`${path.name}: no view assertion for the resting state ${missing.join(', ')}`);
      for (const view of applying) await view(screen, snapshot);
    }
  } finally {
    rendered.unmount();
    run.actor.stop();
  }
}

/**
 * Registers the resting-state view check (over every planned path), one test per path of a covering
 * subset, driven through the screen, and a last test that the screen runs reached every state and
 * transition the planned paths reach (what the suite's report prints for the screen).
 */
export function screenTest<M extends AnyStateMachine, F extends Fixtures<M>>(
  name: string,
  options: ScreenOptions<M, F>,
): void {
  describe(name, () => {
    const plan = planScreen(options);
    const driven: ModelPlan = { ...plan, paths: coveringPaths(plan) };
    const seen = emptySeen();
    const ran = new Set<ModelPath>();
    it('has a view assertion for every state the machine rests in', () => {
      expect(missingViews(plan, options.views), 'resting states without a view assertion').toEqual([]);
    });
    for (const path of driven.paths)
      it(
        path.name,
        async () => {
          await runScreenPath(driven, options, path, seen);
          ran.add(path);
        },
        SCREEN_PATH_TIMEOUT_MS,
      );
    // Under a name filter the paths that did not run are driven here. Against hangs only.
    it('drives every state and transition of its paths through the screen', { timeout: 300_000 }, async ({ task }) => {
      for (const path of driven.paths) if (!ran.has(path)) await runScreenPath(driven, options, path, seen);
      const planned = emptySeen();
      plan.paths.forEach((path) => runPath(plan, path, planned));
      expect(missedBy(seen, planned), 'reached by the planned paths, never through the screen').toEqual([]);
      task.meta.reach = {
        kind: 'screen',
        name,
        ...reachOf(plan, seen, driven.paths.length),
        planned: plan.paths.length,
      };
    });
  });
}
