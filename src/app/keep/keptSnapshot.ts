/**
 * What of a flow's machine outlives the page (issue 46): its persisted snapshot (XState's
 * `getPersistedSnapshot()`), minus what must never be kept and what the server holds. This file is
 * the one place that says what is left out; keeper.ts writes the result to the tab's storage.
 */
import { FRESH, isLiveActor, isMachineSnapshot, isRecord, type PersistedMachine } from './persisted';

export type { PersistedMachine } from './persisted';

/**
 * The server's data (the provider, the bill, a payment's receipt with the bill in it), and what the tab
 * remembers on its own (a receipt's printed fields): never kept here, given again (a FRESH marker).
 */
const SERVER_DATA = new Set(['provider', 'guarantor', 'receipt', 'remembered']);

/** Card secrets, tokens and answers: kept as empty wherever they appear, at any depth. */
const NEVER_KEPT: Readonly<Record<string, '' | null>> = {
  cardNumber: '',
  cardCVV: '',
  token: null,
  result: null,
};

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

interface LiveActor {
  src?: unknown;
  systemId?: unknown;
  getSnapshot(): unknown;
}

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
  // The server's data is never kept: not even copied, so a long bill costs a keystroke nothing (issue 47).
  const context = Object.fromEntries(
    Object.entries(snapshot.context).map(([key, value]) => [key, SERVER_DATA.has(key) ? FRESH : plain(value)]),
  );
  const children: PersistedMachine['children'] = {};
  for (const [id, child] of Object.entries(snapshot.children ?? {})) {
    const kept = persistedOf(child);
    if (kept && !holdsActor(kept.context)) children[id] = { snapshot: kept, src: child.src, systemId: child.systemId };
  }
  return { status: String(snapshot.status), value: snapshot.value, context, children, historyValue: {} };
}
