/**
 * Generated model paths (the harness's planModel) driven through a rendered screen: each user event
 * of a path is performed as the guarantor's gesture on the screen (one per event type, so a new user
 * event without a gesture fails to compile), actor answers and reports are sent to the actor, and
 * after each step the actor must be in the model's state and the screen must show it.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, it } from 'vitest';
import type { Actor, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import { createActor } from 'xstate';

import { type ModelDefinition, planModel } from './harness';

/** A path types whole forms through jsdom, step after step: seconds when the machine is busy. */
const RENDERED_PATH_TIMEOUT_MS = 20_000;

type EventType<M extends AnyStateMachine> = EventFromLogic<M>['type'];
type EventOf<M extends AnyStateMachine, T> = Extract<EventFromLogic<M>, { type: T }>;

export interface ScreenPathOptions<M extends AnyStateMachine, A extends EventType<M>> extends ModelDefinition<M> {
  /** Event types the machine's own actors report (not the guarantor): sent to the actor directly. */
  actorEvents?: readonly A[];
  /** How the guarantor performs every other event on the screen: one gesture per event type. */
  gestures: { [K in Exclude<EventType<M>, NoInfer<A>>]: (user: UserEvent, event: EventOf<M, K>) => Promise<void> };
  render: (actor: Actor<M>) => ReactElement;
  /** What the screen must show in each state the actor can rest in. */
  expectScreen: (snapshot: SnapshotFrom<M>, view: typeof screen) => void;
}

export function screenPathTests<M extends AnyStateMachine, const A extends EventType<M> = never>(
  options: ScreenPathOptions<M, A>,
): void {
  const plan = planModel(options);
  const gestures = options.gestures as Record<string, (user: UserEvent, event: unknown) => Promise<void>>;
  for (const path of plan.paths) {
    it(
      path.name,
      async () => {
        const actor = createActor(plan.machine, { input: path.input }) as unknown as Actor<M>;
        actor.start();
        const user = userEvent.setup({ applyAccept: false });
        render(options.render(actor));
        try {
          for (const [i, step] of path.steps.entries()) {
            const gesture = i > 0 ? gestures[step.event.type] : undefined;
            if (gesture) await gesture(user, step.event);
            else if (i > 0) act(() => actor.send(step.event as EventFromLogic<M>));
            const snapshot = () => actor.getSnapshot() as AnyMachineSnapshot;
            await waitFor(() => expect(snapshot().value).toEqual(step.state.value));
            if (snapshot().status === 'active') options.expectScreen(snapshot() as SnapshotFrom<M>, screen);
          }
        } finally {
          cleanup();
          actor.stop();
        }
      },
      RENDERED_PATH_TIMEOUT_MS,
    );
  }
}
