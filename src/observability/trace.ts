/** The in-memory event trace QA and support read (and a later issue replays). Bounded ring. */
export interface TraceEntry {
  actorId: string;
  eventType: string;
  /** ISO 8601. */
  timestamp: string;
  /** The actor's state value after the event (a non-machine actor's status). */
  state: unknown;
  /** The event, already redacted. */
  event: Record<string, unknown>;
}

export const TRACE_LIMIT = 500;

type Listener = (entry: TraceEntry) => void;

let entries: TraceEntry[] = [];
const listeners = new Set<Listener>();

export function recordTrace(entry: TraceEntry): void {
  entries.push(entry);
  if (entries.length > TRACE_LIMIT) entries = entries.slice(-TRACE_LIMIT);
  listeners.forEach((listener) => listener(entry));
}

/** A copy, oldest first. */
export function getTrace(): TraceEntry[] {
  return entries.slice();
}

export function clearTrace(): void {
  entries = [];
}

/** Calls `listener` with each new entry; returns the unsubscribe function. */
export function subscribeTrace(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Saves the trace as a JSON file (QA attaches it to a ticket). Browser only. */
export function downloadTrace(): void {
  const blob = new Blob([JSON.stringify(getTrace(), null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `portal-trace-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  link.click();
  URL.revokeObjectURL(url);
}
