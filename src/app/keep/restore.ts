/**
 * Restoring a kept flow (issue 46): the kept snapshot made whole with the fresh server data, and the
 * checks that keep one from another shape away from the screens. Loaded only when the tab kept something
 * for the place (src/app/keep/useKeptActorRef.ts), so a first visit never downloads it.
 */
import { type AnyActorRef, type AnyStateMachine, createActor } from 'xstate';

import { hasFreshToken } from '@/api/session';
import type { RestoredEvent } from '@machines/restored';

import { FRESH, isLiveActor, isMachineSnapshot, isRecord, type PersistedMachine } from './persisted';
import { keptFlow } from './tabMemory';

/**
 * The kept snapshot made whole again: every marker takes the fresh value of its name (the provider,
 * the bill fetched again), or null when there is none here (the bill before the validation is re-run;
 * the tab's actors, given to the actor before it starts). Children get the same values.
 */
export function revivedSnapshot(kept: PersistedMachine, fresh: Readonly<Record<string, unknown>>): PersistedMachine {
  const context = Object.fromEntries(
    Object.entries(kept.context).map(([key, value]) => [key, value === FRESH ? (fresh[key] ?? null) : value]),
  );
  const children = Object.fromEntries(
    Object.entries(kept.children).map(([id, child]) => [
      id,
      { ...child, snapshot: revivedSnapshot(child.snapshot as PersistedMachine, fresh) },
    ]),
  );
  return { ...kept, context, children };
}

/** The machine (or, for a child, the machine its `src` names) can take this kept snapshot. */
export function fitsMachine(kept: unknown, machine: AnyStateMachine): kept is PersistedMachine {
  if (!isMachineSnapshot(kept) || kept.status !== 'active') return false;
  try {
    machine.resolveState({ value: kept.value as never, context: kept.context });
  } catch {
    return false;
  }
  return Object.values(kept.children).every((child) => {
    const logic = typeof child.src === 'string' ? (machine.implementations.actors[child.src] as unknown) : null;
    return isStateMachine(logic) && fitsMachine(child.snapshot, logic);
  });
}

const isStateMachine = (logic: unknown): logic is AnyStateMachine =>
  isRecord(logic) && typeof logic.resolveState === 'function' && isRecord(logic.implementations);

/**
 * Every value in the kept context has the type of the value a fresh actor starts with (where that is
 * not null): what was tampered with into another shape is never handed to a screen.
 */
export function sameShape(kept: Record<string, unknown>, fresh: Record<string, unknown>): boolean {
  return Object.entries(fresh).every(([key, start]) => {
    const value = kept[key];
    if (start === null || start === undefined || value === FRESH) return true;
    if (Array.isArray(start)) return Array.isArray(value);
    if (isRecord(start)) return isRecord(value) && sameShape(value, start);
    return typeof value === typeof start;
  });
}

/** What a flow's kept state is filed under: one flow per place ('bill:/d/D1001'), and whose it is. */
export interface Keeping {
  place: string;
  /** Whose flow it is (a guarantor's id): restored for them only. */
  owner?: string | null;
}

type Input = Readonly<Record<string, unknown>>;

/**
 * The flow's input split in two: its data (the provider, the bill fetched again), which the kept markers
 * take again, and the tab's actors (the session, the confirmation), given to the restored actor before it
 * starts (`restored`), not through its snapshot, whose restore would walk their whole systems.
 */
const split = (input: Input, actors: boolean) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => isLiveActor(value) === actors));

/** The kept snapshot of this place, made whole from the flow's input, if this build kept one this machine can take. */
export function restorable(logic: AnyStateMachine, input: Input, keeping: Keeping): PersistedMachine | null {
  const flow = keptFlow(keeping.place, logic.id);
  if (!flow || flow.owner !== (keeping.owner ?? null) || !fitsMachine(flow.snapshot, logic)) return null;
  const revived = revivedSnapshot(flow.snapshot, split(input, false));
  const start = createActor(logic, { input } as never).getSnapshot() as { context: Input };
  const actors = split(input, true);
  return sameShape(
    revived.context,
    Object.fromEntries(Object.entries(start.context).filter(([key]) => !(key in actors))),
  )
    ? revived
    : null;
}

const told = new WeakSet<AnyActorRef>();

/**
 * The restored actor, before it starts: the tab's actors its context holds, and RESTORED, the first
 * thing it handles (once, also where React makes a component's state twice).
 */
export function restored(actor: AnyActorRef, input: Input): void {
  if (told.has(actor)) return;
  told.add(actor);
  const { context } = actor.getSnapshot() as { context: Record<string, unknown> };
  for (const [key, ref] of Object.entries(split(input, true))) if (key in context) context[key] = ref;
  actor.send({ type: 'RESTORED', sessionLive: hasFreshToken() } satisfies RestoredEvent);
}
