/**
 * Sends the trace to support (VITE_TRACE_URL; outside production the demo backend's endpoint) with
 * navigator.sendBeacon, which survives the page being hidden or closed. Only entries not sent yet
 * go, in batches of at most MAX_BATCH_BYTES, at most MAX_BATCHES_PER_FLUSH per flush (the rest go
 * next time): when the page is hidden, and whenever an error or message page shows.
 */
import { supportCode } from './supportCode';
import { getTrace, type TraceEntry, type TracePage, tracePage } from './trace';

/** Browsers allow 64 KB of beacons in flight per page; one batch stays well under. */
export const MAX_BATCH_BYTES = 48_000;
export const MAX_BATCHES_PER_FLUSH = 4;
/** An entry bigger than this (a huge input) keeps its type and state only. */
export const MAX_ENTRY_BYTES = 8_000;

export interface TraceBatch {
  format: 'portal-trace-batch/1';
  supportCode: string;
  /** Why it was sent: 'hidden', 'message-page', 'error'. */
  reason: string;
  /** Entries that left the in-memory ring before they could be sent. */
  dropped: number;
  page: TracePage;
}

let url = '';
let lastSentSeq = 0;

const size = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

function shrink(entry: TraceEntry): TraceEntry {
  if (size(entry) <= MAX_ENTRY_BYTES) return entry;
  const rest = { ...entry, event: { type: entry.eventType, truncated: true } };
  delete rest.output;
  return rest;
}

/** The unsent entries cut into batches (oldest first), each within MAX_BATCH_BYTES. */
export function planBatches(entries: TraceEntry[], headerBytes: number): TraceEntry[][] {
  const batches: TraceEntry[][] = [];
  let current: TraceEntry[] = [];
  let bytes = headerBytes;
  for (const entry of entries.map(shrink)) {
    const entryBytes = size(entry) + 1;
    if (current.length > 0 && bytes + entryBytes > MAX_BATCH_BYTES) {
      batches.push(current);
      current = [];
      bytes = headerBytes;
    }
    current.push(entry);
    bytes += entryBytes;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Sends what was not sent yet; returns the number of batches the browser accepted. */
export function flushTrace(reason: string): number {
  if (!url || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return 0;
  const unsent = getTrace().filter((entry) => entry.seq > lastSentSeq);
  if (unsent.length === 0) return 0;
  const dropped = Math.max(0, unsent[0]!.seq - lastSentSeq - 1);
  const header = (entries: TraceEntry[], lost: number): TraceBatch => ({
    format: 'portal-trace-batch/1',
    supportCode: supportCode(),
    reason,
    dropped: lost,
    page: tracePage(entries),
  });
  let sent = 0;
  for (const entries of planBatches(unsent, size(header([], dropped))).slice(0, MAX_BATCHES_PER_FLUSH)) {
    const body = JSON.stringify(header(entries, sent === 0 ? dropped : 0));
    // text/plain keeps a cross-origin beacon a simple request (no CORS preflight); the body is JSON.
    if (!navigator.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) break;
    lastSentSeq = entries[entries.length - 1]!.seq;
    sent += 1;
  }
  return sent;
}

const onVisibility = () => {
  if (document.visibilityState === 'hidden') flushTrace('hidden');
};
const onPageHide = () => flushTrace('hidden');

/** Starts sending to `target` ('' turns sending off). Called once by main.tsx. */
export function startTraceSending(target: string): void {
  url = target;
  if (typeof window === 'undefined') return;
  document.removeEventListener('visibilitychange', onVisibility);
  window.removeEventListener('pagehide', onPageHide);
  if (!target) return;
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
}

/** Whether traces are sent (the help dialog offers a download when they are not). */
export function isTraceSending(): boolean {
  return url !== '';
}

/** Tests only. */
export function resetTraceSending(): void {
  startTraceSending('');
  lastSentSeq = 0;
}
