/**
 * Where the trace goes and what flushes it on leaving, shared by the page's entry (sendStart.ts) and the
 * sender loaded after the first render (send.ts), so that neither imports the other.
 */
import type { TracePage } from './trace';

/** One batch as the store receives it (docs/trace-api.yaml TraceBatch). */
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
let leaving: (() => void) | null = null;

/** Where traces go ('' when sending is off). */
export const traceUrl = (): string => url;

export function setTraceUrl(target: string): void {
  url = target;
}

/** The loaded sender's flush on leaving; null until it has loaded. */
export const leavingFlush = (): (() => void) | null => leaving;

/** send.ts, once loaded: it takes over the flush on leaving (null: none loaded, for tests). */
export function onLeaving(flush: (() => void) | null): void {
  leaving = flush;
}
