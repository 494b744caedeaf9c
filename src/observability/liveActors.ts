/**
 * The actors running now, each with its state and last events, kept from the trace (so already
 * redacted): what QA's local inspector panel (`?inspect=local`) shows. No request leaves the page.
 */
import { getTrace, subscribeTrace, type TraceEntry } from './trace';

export const LAST_EVENTS = 5;

export interface LiveActor {
  sessionId: string;
  actorId: string;
  machine: string | null;
  state: unknown;
  /** The state before the last event (the chart marks the arrow between them); undefined at the start. */
  previousState: unknown;
  /** The parent actor's sessionId: a child's chart opens from its parent's. */
  parentId: string | undefined;
  status: TraceEntry['status'];
  /** Newest first. */
  lastEvents: Pick<TraceEntry, 'seq' | 'eventType' | 'timestamp' | 'event'>[];
}

const actors = new Map<string, LiveActor>();
let snapshot: readonly LiveActor[] = [];
const listeners = new Set<() => void>();
let unsubscribeTrace: (() => void) | null = null;
let notifying = false;

function apply(entry: TraceEntry): void {
  if (entry.status === 'stopped') {
    actors.delete(entry.sessionId);
    return;
  }
  const previous = actors.get(entry.sessionId);
  const { seq, eventType, timestamp, event } = entry;
  actors.set(entry.sessionId, {
    sessionId: entry.sessionId,
    actorId: entry.actorId,
    machine: entry.machine ?? null,
    state: entry.state,
    previousState: previous?.state,
    parentId: entry.parentId,
    status: entry.status,
    lastEvents: [{ seq, eventType, timestamp, event }, ...(previous?.lastEvents ?? [])].slice(0, LAST_EVENTS),
  });
}

function publish(): void {
  snapshot = [...actors.values()];
  // Actors record while React may be rendering: tell React afterwards, once per burst.
  if (notifying) return;
  notifying = true;
  queueMicrotask(() => {
    notifying = false;
    listeners.forEach((listener) => listener());
  });
}

/** For useSyncExternalStore: starts following the trace with the first listener. */
export function subscribeLiveActors(listener: () => void): () => void {
  if (!unsubscribeTrace) {
    actors.clear();
    getTrace().forEach(apply);
    snapshot = [...actors.values()];
    unsubscribeTrace = subscribeTrace((entry) => {
      apply(entry);
      publish();
    });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      unsubscribeTrace?.();
      unsubscribeTrace = null;
    }
  };
}

export function getLiveActors(): readonly LiveActor[] {
  return snapshot;
}
