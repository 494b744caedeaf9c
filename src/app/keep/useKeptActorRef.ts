import { use, useState } from 'react';
import type { Actor, AnyActorRef, AnyStateMachine, InputFrom, InspectionEvent, Snapshot } from 'xstate';

import { useObservedActorRef } from '@/observability/react';

import { hasKeptFlow } from './keptKeys';
import type { Keeping } from './restore';

export type { Keeping };

// Loaded when needed, never before a first screen (issue 34's budgets): restoring when the tab kept
// something for the place, keeping with the first change to keep.
let restoreCode: Promise<typeof import('./restore') | null> | null = null;
let keeperCode: Promise<typeof import('./keeper')> | null = null;

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
  const [wasKept] = useState(() => hasKeptFlow(keeping.place));
  // Code that cannot load (the network, a deploy in between) restores nothing: a clean start.
  const restore = wasKept ? use((restoreCode ??= import('./restore').catch(() => null))) : null;
  const [snapshot] = useState(() => restore?.restorable(logic, input as Record<string, unknown>, keeping) ?? undefined);
  const [inspect] = useState(() => watch(logic.id, keeping));
  const actor = useObservedActorRef(logic as AnyStateMachine, {
    input,
    snapshot: snapshot as Snapshot<unknown> | undefined,
    inspect,
  }) as Actor<TLogic>;
  useState(() => snapshot && restore?.restored(actor, input as Record<string, unknown>));
  return actor;
}

/** An `inspect` observer that keeps the whole flow (keeper.ts) once the changes of a task are made. */
function watch(machine: string, keeping: Keeping) {
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
