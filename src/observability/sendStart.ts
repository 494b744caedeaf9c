/**
 * What the page's entry holds of sending the trace to support (send.ts has the rest): the URL, the
 * flush on leaving ('hidden': visibilitychange to hidden, pagehide) and the loading of the sender.
 * The sender (send.ts, sendPost.ts) loads after the first render (main.tsx), or at the first flush
 * while the page is open, so the first screen carries none of it. A page left before it has loaded
 * (a page that never finished loading, say) beacons its trace whole, as one batch: such a trace is a
 * few entries; once loaded, send.ts takes the flush on leaving over (onLeaving).
 */
import { supportCode } from './supportCode';
import { tracePage } from './trace';
import { leavingFlush, setTraceUrl, type TraceBatch, traceUrl } from './traceTarget';

/** Before send.ts has loaded: the whole trace as one batch. */
function beaconWhole(): void {
  const batch: TraceBatch = {
    format: 'portal-trace-batch/1',
    supportCode: supportCode(),
    reason: 'hidden',
    dropped: 0,
    page: tracePage(),
  };
  navigator.sendBeacon(traceUrl(), new Blob([JSON.stringify(batch)], { type: 'text/plain;charset=UTF-8' }));
}

const leave = () => {
  if (traceUrl()) (leavingFlush() ?? beaconWhole)();
};
const onVisibility = () => {
  if (document.visibilityState === 'hidden') leave();
};

/** What sendPost.ts offers (named here: a type import of it would close a circle of files). */
interface Sender {
  postBatches(url: string, reason: string): Promise<void>;
}
/**
 * Loads the sender; set by startTraceSending, so that a build that never starts sending (the support
 * console, which draws error boxes too) holds no sender, not even as a chunk never loaded.
 */
let load = (): Promise<Sender | undefined> => Promise.resolve(undefined);

/** Loads the sender (after the first render; a failure leaves the flush on leaving as it is). */
export function loadTraceSender(): Promise<Sender | undefined> {
  return traceUrl() ? load() : Promise.resolve(undefined);
}

/** Posts what was not sent yet while the page is open (an error, a message page), with answers and retries. */
export function postTrace(reason: string): Promise<void> {
  return loadTraceSender().then((sender) => sender?.postBatches(traceUrl(), reason));
}

/** Starts sending to `target` ('' turns sending off). Called once by main.tsx. */
export function startTraceSending(target: string): void {
  setTraceUrl(target);
  load = () => import('./sendPost').catch(() => undefined);
  // Added once (the same listener twice is one); with no URL they send nothing.
  if (target && typeof window !== 'undefined') {
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
  }
}
