import { use, useState } from 'react';
import type { Actor, AnyActorRef, AnyStateMachine, InputFrom, InspectionEvent, Snapshot } from 'xstate';

import { useObservedActorRef } from '@/observability/react';

import { hasKeptFlow } from './keptKeys';
import type { Keeping } from './restore';

export type { Keeping };

export type RestoreCode = typeof import('./restore');

// Loaded when needed, never before a first screen (issue 34's budgets): restoring when the tab kept
// something for the place, keeping with the first change to keep.
let restoreCode: Promise<RestoreCode | null> | null = null;
let keeperCode: Promise<typeof import('./keeper')> | null = null;

/**
 * The restoring code when the tab kept a flow for the place (for React's `use`), else null. Code that
 * cannot load (the network, a deploy in between) restores nothing: a clean start.
 */
export function restoringFor(place: string): Promise<RestoreCode | null> | null {
  return hasKeptFlow(place) ? (restoreCode ??= import('./restore').catch(() => null)) : null;
}

/**
 * useObservedActorRef for a flow whose state outlives the page (issue 46): the actor starts from what
 * this tab kept for the place (restore.ts; told RESTORED first), and every change of it or its children
 * is kept again (keeper.ts; keptSnapshot.ts says what is left out). While the restoring code loads, the
 * route's Suspense shows its loading state.
 */
export function useKeptActorRef<TLogic extends AnyStateMachine>(
  logic: TLogic,
  input: InputFrom<TLogic>,
  keeping: Keeping,
): Actor<TLogic> {
  const [restoring] = useState(() => restoringFor(keeping.place));
  const restore = restoring ? use(restoring) : null;
  const [snapshot] = useState(() => restore?.restorable(logic, input as Record<string, unknown>, keeping) ?? undefined);
  const [inspect] = useState(() => keptBy(logic.id, keeping));
  const actor = useObservedActorRef(logic as AnyStateMachine, {
    input,
    snapshot: snapshot as Snapshot<unknown> | undefined,
    inspect,
  }) as Actor<TLogic>;
  useState(() => snapshot && restore?.restored(actor, input as Record<string, unknown>));
  return actor;
}

/** An `inspect` observer that keeps the whole flow (keeper.ts) once the changes of a task are made. */
export function keptBy(machine: string, keeping: Keeping) {
  let pending = false;
  const done = () => (pending = false);
  return (event: InspectionEvent) => {
    // A flow's start holds nothing typed yet: its keeping code loads with its first event, not with
    // the first screen, whose requests and tasks it would slow (issue 34).
    if (event.type !== '@xstate.snapshot' || event.event.type === 'xstate.init' || pending) return;
    pending = true;
    (keeperCode ??= import('./keeper'))
      .then(({ keep }) => keep(event.actorRef as AnyActorRef, machine, keeping, done))
      .catch(done);
  };
}
