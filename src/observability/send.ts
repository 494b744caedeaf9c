/**
 * The sender of the trace to support (VITE_TRACE_URL; outside production the demo backend's
 * endpoint), loaded after the first render (sendStart.ts holds what the entry needs). Only entries not
 * sent yet go, in batches of at most MAX_BATCH_BYTES, at most MAX_BATCHES_PER_FLUSH per flush (the
 * rest go next time):
 * - while the page is open (an error box, a message page: sendStart.ts postTrace), with fetch, by
 *   sendPost.ts, which learns the answer, counts a batch sent once the store took it and sends again
 *   one refused for now (429, 5xx) or lost to the network;
 * - when the page is hidden or left (flushTrace), with navigator.sendBeacon, which survives the page
 *   being closed but never learns the answer: every entry not acknowledged yet goes, a batch waiting
 *   for its retry too (the store keeps each seq of a page once).
 */
import { supportCode } from './supportCode';
import { getTrace, type TraceEntry, tracePage } from './trace';
import { onLeaving, setTraceUrl, type TraceBatch, traceUrl } from './traceTarget';

/** Browsers allow 64 KB of beacons in flight per page; one batch stays well under. */
export const MAX_BATCH_BYTES = 48_000;
export const MAX_BATCHES_PER_FLUSH = 4;
/** An entry bigger than this (a huge input) keeps its type and state only. */
export const MAX_ENTRY_BYTES = 8_000;

export type { TraceBatch } from './traceTarget';

/** The newest entry sent: taken by the store, refused for good, or accepted as a beacon. */
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

/** One batch's body, and the seq of its last entry. */
export interface PendingBatch {
  body: string;
  last: number;
}

/** The entries not sent yet as batch bodies, oldest first, at most MAX_BATCHES_PER_FLUSH; none when sending is off. */
export function pendingBatches(reason: string): PendingBatch[] {
  const unsent = traceUrl() ? getTrace().filter((entry) => entry.seq > lastSentSeq) : [];
  const dropped = unsent.length ? Math.max(0, unsent[0]!.seq - lastSentSeq - 1) : 0;
  const header = (entries: TraceEntry[], lost: number): TraceBatch => ({
    format: 'portal-trace-batch/1',
    supportCode: supportCode(),
    reason,
    dropped: lost,
    page: tracePage(entries),
  });
  return planBatches(unsent, size(header([], dropped)))
    .slice(0, MAX_BATCHES_PER_FLUSH)
    .map((entries, i) => ({
      body: JSON.stringify(header(entries, i ? 0 : dropped)),
      last: entries[entries.length - 1]!.seq,
    }));
}

/** Counts the entries up to `seq` as sent: taken by the store, refused for good, or beaconed. */
export function markSent(seq: number): void {
  lastSentSeq = Math.max(lastSentSeq, seq);
}

/** Beacons what was not sent yet (on leaving: 'hidden'); returns the number of batches the browser accepted. */
export function flushTrace(reason: string): number {
  let sent = 0;
  if (typeof globalThis.navigator?.sendBeacon === 'function')
    for (const batch of pendingBatches(reason)) {
      // text/plain keeps a cross-origin beacon a simple request (no CORS preflight); the body is JSON.
      if (!navigator.sendBeacon(traceUrl(), new Blob([batch.body], { type: 'text/plain;charset=UTF-8' }))) break;
      markSent(batch.last);
      sent += 1;
    }
  return sent;
}

// Loaded: this module's beacon is the flush on leaving from now on.
onLeaving(() => flushTrace('hidden'));

/** Whether traces are sent (the help dialog offers a download when they are not). */
export function isTraceSending(): boolean {
  return traceUrl() !== '';
}

/** Tests only. */
export function resetTraceSending(): void {
  setTraceUrl('');
  lastSentSeq = 0;
}
