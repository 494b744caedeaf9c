/**
 * What of a flow's machine outlives the page (issue 46): its persisted snapshot (XState's
 * `getPersistedSnapshot()`), minus what must never be kept and what the server holds. This file is
 * the one place that says what is left out; tabMemory.ts writes the result to the tab's storage.
 */
import type { AnyStateMachine } from 'xstate';

/** A machine's persisted snapshot as XState writes it (JSON once kept). */
export interface PersistedMachine {
  status: string;
  value: unknown;
  context: Record<string, unknown>;
  children: Record<string, { snapshot: unknown; src: unknown; systemId?: unknown; syncSnapshot?: unknown }>;
  historyValue?: unknown;
}

/**
 * The server's data (the provider, the bill, a payment's answer): never kept, always fetched again.
 * Where the machine held it, the kept context holds this marker; restoring puts the fresh value back.
 */
const SERVER_DATA = new Set(['provider', 'guarantor']);
export const FRESH = '$fresh';

/** Card secrets, tokens and answers: kept as empty wherever they appear, at any depth. */
const NEVER_KEPT: Readonly<Record<string, '' | null>> = {
  cardNumber: '',
  cardCVV: '',
  token: null,
  result: null,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** XState's marker for an actor held in context (`{ xstate$$type: 1, id }`). */
const isActorMarker = (value: unknown): boolean => isRecord(value) && 'xstate$$type' in value;

/** A value with every secret emptied, at any depth. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, key in NEVER_KEPT ? NEVER_KEPT[key] : withoutSecrets(inner)]),
  );
}

/** A persisted machine snapshot (or anything else XState persisted) is a machine's: it has a state value. */
const isMachineSnapshot = (value: unknown): value is PersistedMachine =>
  isRecord(value) && 'value' in value && isRecord(value.context) && isRecord(value.children);

/**
 * A child machine that holds an actor (its parent, to report to) cannot come back as it was: XState
 * revives only an actor's own children. Such children (Square's card fields, wallets, bank) talk to a
 * page that is gone anyway; their parent's RESTORED starts them afresh.
 */
const holdsActor = (context: Record<string, unknown>): boolean => Object.values(context).some(isActorMarker);

/**
 * The snapshot as it may be kept: server data and actors the restore gives again are markers,
 * secrets are empty, and only child machines that hold no actor stay. A call or a timer in flight
 * (promise and callback actors) is left out: its work cannot survive the page, and the machine's
 * RESTORED says where it resumes.
 */
export function keptSnapshot(persisted: PersistedMachine): PersistedMachine {
  const context = Object.fromEntries(
    Object.entries(persisted.context).map(([key, value]) => [
      key,
      SERVER_DATA.has(key) || isActorMarker(value)
        ? FRESH
        : key in NEVER_KEPT
          ? NEVER_KEPT[key]
          : withoutSecrets(value),
    ]),
  );
  const children = Object.fromEntries(
    Object.entries(persisted.children)
      .filter(
        ([, child]) =>
          isMachineSnapshot(child.snapshot) && typeof child.src === 'string' && !holdsActor(child.snapshot.context),
      )
      .map(([id, child]) => [
        id,
        { src: child.src, systemId: child.systemId, snapshot: keptSnapshot(child.snapshot as PersistedMachine) },
      ]),
  );
  return { status: persisted.status, value: persisted.value, context, children, historyValue: persisted.historyValue };
}

/**
 * The kept snapshot made whole again: every marker takes the fresh value of its name (the provider,
 * the bill fetched again, the tab's actors), or null when the page has none yet (the bill, before
 * the validation is re-run). Children get the same values.
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

interface LiveActor {
  src?: unknown;
  systemId?: unknown;
  getSnapshot(): unknown;
}

/** An actor held in context, as XState's persisted snapshot writes it. */
const isLiveActor = (value: unknown): value is { id: string } =>
  isRecord(value) && 'sessionId' in value && 'send' in value;

/** Plain data only (what JSON keeps); an actor becomes XState's marker, anything else (an SDK's object) null. */
function plain(value: unknown, depth = 0): unknown {
  if (isLiveActor(value)) return { xstate$$type: 1, id: value.id };
  if (Array.isArray(value)) return depth > 20 ? null : value.map((inner) => plain(inner, depth + 1));
  if (!isRecord(value)) return typeof value === 'function' ? null : value;
  const proto = Object.getPrototypeOf(value) as unknown;
  if ((proto !== Object.prototype && proto !== null) || depth > 20) return null;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner, depth + 1)]));
}

/**
 * A running flow's persisted snapshot, node by node as XState's `getPersistedSnapshot()` writes it,
 * without walking into a child that holds an actor: such a child (Square's methods) also holds the
 * SDK's objects, which XState's own walk would follow without end.
 */
export function persistedOf(actor: LiveActor): PersistedMachine | null {
  const snapshot = actor.getSnapshot() as Partial<PersistedMachine> & { children?: Record<string, LiveActor> };
  if (!isRecord(snapshot.context) || !('value' in snapshot)) return null;
  const context = plain(snapshot.context) as Record<string, unknown>;
  const children: PersistedMachine['children'] = {};
  for (const [id, child] of Object.entries(snapshot.children ?? {})) {
    const kept = persistedOf(child);
    if (kept && !holdsActor(kept.context)) children[id] = { snapshot: kept, src: child.src, systemId: child.systemId };
  }
  return { status: String(snapshot.status), value: snapshot.value, context, children, historyValue: {} };
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
