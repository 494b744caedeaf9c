/**
 * The in-memory event trace QA and support read, send and replay (src/observability/replay). A
 * bounded ring of redacted entries, one per event an actor handled, with the state it led to. The
 * trace file adds what support needs to find and judge it: the support code, the app version and
 * the fingerprints of the machines that ran.
 */
import { combinedFingerprint } from './fingerprint';
import { supportCode } from './supportCode';

export type ActorStatus = 'active' | 'done' | 'error' | 'stopped';

export interface TraceEntry {
  /** Order of recording in this page (1, 2, …); batches are sent from the last sent one. */
  seq: number;
  actorId: string;
  /** The actor instance ('x:4'): two actors may share an id (a restarted one, a second payment). */
  sessionId: string;
  /** The parent actor's sessionId; absent for a root actor. */
  parentId?: string;
  /** The machine's id, when the actor runs a state machine (the replay re-runs it). */
  machine?: string;
  eventType: string;
  /** ISO 8601. */
  timestamp: string;
  /** The actor's state value after the event (a non-machine actor's status). */
  state: unknown;
  status: ActorStatus;
  /** The event, already redacted (`xstate.init` carries the actor's input). */
  event: Record<string, unknown>;
  /** A finished actor's output, redacted: what its parent received. */
  output?: unknown;
}

/** The trace of one page load. */
export interface TracePage {
  /** Random per page load: a reload starts a new page under the same support code. */
  pageId: string;
  appVersion: string;
  /** Over `machines`: one value to compare, when the machines that ran are the same code. */
  fingerprint: string;
  /** Machine id → fingerprint of its definition (src/observability/fingerprint.ts). */
  machines: Record<string, string>;
  startedAt: string;
  entries: TraceEntry[];
}

/** What support receives: the download, or everything the demo endpoint holds for a code. */
export interface TraceFile {
  format: 'portal-trace/1';
  supportCode: string;
  exportedAt: string;
  pages: TracePage[];
}

export const TRACE_LIMIT = 1000;

/** Injected by Vite (vite.config.ts `define`); 'dev' where nothing defines it. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

type Listener = (entry: TraceEntry) => void;
type NewEntry = Omit<TraceEntry, 'seq' | 'sessionId' | 'status'> & Partial<Pick<TraceEntry, 'sessionId' | 'status'>>;

let entries: TraceEntry[] = [];
let nextSeq = 1;
/** Machine id → its fingerprint, computed when a trace is read, not while an actor starts. */
const machines: Record<string, () => string> = {};
const listeners = new Set<Listener>();
const pageId = Math.random().toString(36).slice(2, 10);
const startedAt = new Date().toISOString();

export function recordTrace(entry: NewEntry): TraceEntry {
  const full: TraceEntry = { sessionId: entry.actorId, status: 'active', ...entry, seq: nextSeq++ };
  entries.push(full);
  if (entries.length > TRACE_LIMIT) entries = entries.slice(-TRACE_LIMIT);
  listeners.forEach((listener) => listener(full));
  return full;
}

/** Notes a machine whose actor started in this page; `fingerprint` is called when a trace is read. */
export function recordMachine(id: string, fingerprint: () => string): void {
  machines[id] = fingerprint;
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

/** This page's header and `list` (default: every entry held). */
export function tracePage(list: TraceEntry[] = getTrace()): TracePage {
  const seen = Object.fromEntries(Object.entries(machines).map(([id, fingerprint]) => [id, fingerprint()]));
  return {
    pageId,
    appVersion: APP_VERSION,
    fingerprint: combinedFingerprint(seen),
    machines: seen,
    startedAt,
    entries: list,
  };
}

export function traceFile(): TraceFile {
  return {
    format: 'portal-trace/1',
    supportCode: supportCode(),
    exportedAt: new Date().toISOString(),
    pages: [tracePage()],
  };
}

/** Saves the trace as a JSON file (a guarantor or QA attaches it to a ticket). Browser only. */
export function downloadTrace(): void {
  const blob = new Blob([JSON.stringify(traceFile(), null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `portal-trace-${supportCode()}.json`;
  link.click();
  URL.revokeObjectURL(url);
}
