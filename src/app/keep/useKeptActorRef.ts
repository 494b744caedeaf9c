import { useEffect, useState } from 'react';
import {
  type Actor,
  type AnyActorRef,
  type AnyStateMachine,
  createActor,
  type InputFrom,
  type InspectionEvent,
  type Snapshot,
} from 'xstate';

import { hasFreshToken } from '@/api/session';
import { useObservedActorRef } from '@/observability/react';
import type { RestoredEvent } from '@machines/restored';

import {
  fitsMachine,
  keptSnapshot,
  type PersistedMachine,
  persistedOf,
  revivedSnapshot,
  sameShape,
} from './keptSnapshot';
import { forgetFlow, forgetFlows, keepFlow, keptFlow } from './tabMemory';

/** What a flow's kept state is filed under and what restoring it needs. */
export interface Keeping {
  /** The place: one flow per place ('bill:/d/D1001'). */
  place: string;
  /** Whose flow it is (a guarantor's id): restored for them only. */
  owner?: string | null;
  /** The values the kept markers take again: the provider, the bill fetched again. */
  fresh: Readonly<Record<string, unknown>>;
  /**
   * The tab's actors the flow's context holds (the session, the confirmation): given to the restored
   * actor before it starts, not through its snapshot, whose restore would walk their whole systems.
   */
  actors?: Readonly<Record<string, AnyActorRef>>;
}

/** The kept snapshot of this place, made whole, if this build kept one this machine can take. */
function restorable(logic: AnyStateMachine, input: unknown, keeping: Keeping): PersistedMachine | null {
  const flow = keptFlow(keeping.place, logic.id);
  if (!flow || flow.owner !== (keeping.owner ?? null) || !fitsMachine(flow.snapshot, logic)) return null;
  const revived = revivedSnapshot(flow.snapshot, keeping.fresh);
  const start = createActor(logic, { input } as never).getSnapshot() as { context: Record<string, unknown> };
  const data = Object.fromEntries(Object.entries(start.context).filter(([key]) => !(key in (keeping.actors ?? {}))));
  return sameShape(revived.context, data) ? revived : null;
}

const told = new WeakSet<AnyActorRef>();

/**
 * useObservedActorRef for a flow whose state outlives the page (issue 46): the actor starts from what
 * this tab kept for the place (and is told RESTORED first), and every change of it or its children is
 * kept again (keptSnapshot.ts says what is left out). A flow that is done is forgotten; a visit that
 * ends (a state tagged `visitEnded`: the payment went through, a message page) forgets every flow of the tab.
 */
export function useKeptActorRef<TLogic extends AnyStateMachine>(
  logic: TLogic,
  input: InputFrom<TLogic>,
  keeping: Keeping,
): Actor<TLogic> {
  const [snapshot] = useState(() => restorable(logic, input, keeping));
  const [{ inspect, mounted }] = useState(() => keeper(logic.id, keeping));
  // Kept only while the flow's screen is on the page: a flow left behind (a test's cleanup, a route
  // left) keeps what it had, not the snapshot its stopping makes.
  useEffect(() => mounted(), [mounted]);
  const actor = useObservedActorRef(logic as AnyStateMachine, {
    input,
    ...(snapshot ? { snapshot: snapshot as unknown as Snapshot<unknown> } : {}),
    inspect,
  }) as Actor<TLogic>;
  useState(() => {
    // Sent before the actor starts, so it is the first thing the restored machine handles.
    if (snapshot && !told.has(actor)) {
      told.add(actor);
      Object.assign((actor.getSnapshot() as { context: object }).context, keeping.actors);
      actor.send({ type: 'RESTORED', sessionLive: hasFreshToken() } satisfies RestoredEvent as never);
    }
  });
  return actor;
}

interface InspectedRef extends AnyActorRef {
  _parent?: InspectedRef;
}

/** An `inspect` observer that keeps the whole flow once the changes of a task are made. */
function keeper(machine: string, keeping: Keeping) {
  let pending = false;
  let live = false;
  const keep = (root: AnyActorRef) => {
    pending = false;
    if (!live) return;
    try {
      keepNow(root);
    } catch (error) {
      // Keeping must never break the page: at worst, a reload starts this flow afresh.
      console.error('[keep] could not keep the flow', error instanceof Error ? error.name : 'unknown');
    }
  };
  const keepNow = (root: AnyActorRef) => {
    const current = root.getSnapshot() as { status: string; hasTag: (tag: string) => boolean };
    if (current.hasTag('visitEnded')) forgetFlows();
    else if (current.status === 'done') forgetFlow(keeping.place);
    else if (current.status === 'active')
      keepFlow(keeping.place, {
        machine,
        owner: keeping.owner ?? null,
        snapshot: keptSnapshot(persistedOf(root)!),
      });
  };
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.snapshot' || pending) return;
    let root = event.actorRef as InspectedRef;
    while (root._parent) root = root._parent;
    pending = true;
    queueMicrotask(() => keep(root));
  };
  const mounted = () => {
    live = true;
    return () => {
      live = false;
    };
  };
  return { inspect, mounted };
}
