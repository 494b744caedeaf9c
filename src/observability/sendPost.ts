/**
 * A flush while the page is open (an error box, a message page): the batches not sent yet go with
 * fetch, one at a time and oldest first, and a batch counts as sent only once the store answered.
 * - 2xx: sent. Another 4xx (400 not a batch, 413 too large): refused for good, counted as given up so
 *   that one bad batch does not hold back the rest; it is never sent again.
 * - 429, 5xx (503: the store's database is away) or no answer (the network, or a CORS answer the page
 *   may not read): the same entries go again after the store's Retry-After, else after 1, 2, 4, 8 s,
 *   at most MAX_TRIES times. A wait longer than MAX_RETRY_MS, or the last try refused, leaves them to
 *   the next flush or to the beacon on leaving (send.ts), which also takes a batch waiting here.
 * One post is in flight at a time: a flush asked for meanwhile is carried out by the one running.
 * Loaded by sendStart.ts after the first render (or at the first such flush), with send.ts: none of
 * this weighs on the first screen.
 */
import { markSent, MAX_BATCHES_PER_FLUSH, pendingBatches } from './send';

/** Tries in a row that get no final answer, in one flush (the first and up to four more). */
export const MAX_TRIES = 5;
/** The wait before the second try when the store names none; doubled at each further try. */
export const FIRST_RETRY_MS = 1_000;
/** A longer wait is not waited for here (a rate limit's window, say). */
export const MAX_RETRY_MS = 60_000;

/** The flush running, if any; a flush asked for meanwhile only leaves its reason in `queued`. */
let running: Promise<void> | null = null;
let queued: string | null = null;

/** Retry-After as milliseconds from now: delay-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = / GMT$/.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Posts one body; null when the answer is final, else how long to wait before the next try. */
async function post(url: string, body: string, tries: number): Promise<number | null> {
  const backoff = FIRST_RETRY_MS * 2 ** (tries - 1);
  try {
    const answer = await fetch(url, {
      method: 'POST',
      body,
      // A CORS simple request (text/plain, no preflight) that goes on if the page is closed before the
      // answer. No credentials: the store signs no guarantor in, and answers any origin's post (`*`).
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      credentials: 'omit',
      keepalive: true,
    });
    if (answer.status !== 429 && answer.status < 500) return null;
    return retryAfterMs(answer.headers.get('Retry-After')) ?? backoff;
  } catch {
    return backoff;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function run(url: string): Promise<void> {
  const current = running;
  try {
    let reason = '';
    let posted = MAX_BATCHES_PER_FLUSH; // no flush taken yet: the first comes from `queued`
    let tries = 0;
    for (;;) {
      // Planned again before each try: what the beacon took meanwhile is not posted again, and a batch
      // that was not full takes the entries recorded since.
      const batch = posted < MAX_BATCHES_PER_FLUSH ? pendingBatches(reason)[0] : undefined;
      if (!batch) {
        if (queued === null) return;
        [reason, queued, posted] = [queued, null, 0];
        continue;
      }
      tries += 1;
      const wait = await post(url, batch.body, tries);
      if (wait === null) {
        markSent(batch.last);
        posted += 1;
        tries = 0;
      } else if (tries === MAX_TRIES || wait > MAX_RETRY_MS) {
        queued = null;
        return;
      } else await sleep(wait);
    }
  } finally {
    // In the same step as the loop's end, so a flush asked for from now on starts a run of its own.
    if (running === current) running = null;
  }
}

/**
 * Tests only: forgets a run (another test file's, whose timers a fake clock took away and which will
 * never end), so the next flush starts a run of its own.
 */
export function resetPosting(): void {
  running = null;
  queued = null;
}

/** Posts what was not sent yet to `url`; settles once every batch is answered or left for later. */
export function postBatches(url: string, reason: string): Promise<void> {
  queued = reason;
  // Started a step later, so that `running` is set before the run can end.
  running ??= Promise.resolve().then(() => run(url));
  return running;
}
