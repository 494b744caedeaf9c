// Sending the trace while the page is open (issue 55 item 5): fetch learns the store's answer; a batch
// refused for now (429, 5xx) or lost to the network goes again, one copy at a time, in order. The store
// here is a stubbed fetch whose every answer the test releases, and each wait runs on fake timers.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { flushTrace, resetTraceSending, type TraceBatch } from '@/observability/send';
import { FIRST_RETRY_MS, MAX_RETRY_MS, MAX_TRIES, resetPosting, retryAfterMs } from '@/observability/sendPost';
import { postTrace, startTraceSending } from '@/observability/sendStart';
import { leavingFlush, onLeaving } from '@/observability/traceTarget';

import { recordFieldChanges } from './fieldChanges';

const URL = 'https://traces.example.com/v1/traces';

interface Post {
  url: string;
  init: RequestInit;
  batch: TraceBatch;
  seqs: number[];
  /** The store's answer (204 stored, 429, 503, 400, 413…). */
  answer: (status: number, headers?: Record<string, string>) => void;
  /** No answer: the network lost it (fetch rejects). */
  lose: () => void;
}

let posts: Post[] = [];
let taken = 0;
let arrived: (() => void) | null = null;
let inFlight = 0;
let mostInFlight = 0;
let beacons: Blob[] = [];
/** What the page beaconed so far, as the store receives it. */
const beaconed = async () => Promise.all(beacons.map(async (body) => JSON.parse(await body.text()) as TraceBatch));

function fakeFetch(url: string, init: RequestInit): Promise<Response> {
  inFlight += 1;
  mostInFlight = Math.max(mostInFlight, inFlight);
  return new Promise((resolve, reject) => {
    const batch = JSON.parse(init.body as string) as TraceBatch;
    posts.push({
      url,
      init,
      batch,
      seqs: batch.page.entries.map((entry) => entry.seq),
      answer: (status, headers) => {
        inFlight -= 1;
        resolve(new Response(null, { status, headers }));
      },
      lose: () => {
        inFlight -= 1;
        reject(new TypeError('Failed to fetch'));
      },
    });
    arrived?.();
  });
}

/** The page's next post: one it made already and the test has not taken yet, or the next it makes. */
async function nextPost(): Promise<Post> {
  while (posts.length <= taken) await new Promise<void>((resolve) => (arrived = resolve));
  return posts[taken++]!;
}

const record = recordFieldChanges;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
};

beforeAll(async () => {
  await import('@/observability/sendPost'); // as after the first render
});

beforeEach(() => {
  posts = [];
  taken = 0;
  inFlight = 0;
  mostInFlight = 0;
  beacons = [];
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fakeFetch);
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (_url: string, body: Blob) => beacons.push(body) > 0,
  });
  resetTraceSending();
  resetPosting();
  startTraceSending(URL);
});

afterEach(() => {
  expect(mostInFlight, 'two copies in flight at once').toBeLessThanOrEqual(1);
  resetTraceSending();
  vi.useRealTimers();
});

describe('sending the trace while the page is open', () => {
  it('posts with fetch as the beacon would (text/plain, goes on if the page closes; no credentials) and counts it sent once stored', async () => {
    record(3);
    const done = postTrace('error');
    const post = await nextPost();
    expect(post.url).toBe(URL);
    expect(post.init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(new Headers(post.init.headers).get('Content-Type')).toBe('text/plain;charset=UTF-8');
    expect(post.batch).toMatchObject({ format: 'portal-trace-batch/1', reason: 'error' });
    expect(post.seqs).toHaveLength(3);
    post.answer(204);
    await done;
    expect(flushTrace('hidden')).toBe(0); // acknowledged: leaving has nothing left to send
    expect(posts).toHaveLength(1);
  });

  it('429 then 200: the same batch again after Retry-After, then the next ones, in order', async () => {
    record(100, 900); // three batches
    const done = postTrace('message-page');
    const first = await nextPost();
    first.answer(429, { 'Retry-After': '2' });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const again = await nextPost();
    expect(again.seqs).toEqual(first.seqs);
    again.answer(204);
    const second = await nextPost();
    expect(second.seqs[0]).toBe(first.seqs.at(-1)! + 1);
    second.answer(204);
    const third = await nextPost();
    third.answer(200);
    await done;
    const all = [again, second, third].flatMap((post) => post.seqs);
    expect(all).toEqual(range(all[0]!, all[0]! + 99));
    expect(flushTrace('hidden')).toBe(0);
  });

  it('503 while the store’s database is away: tries again at each Retry-After until it is back', async () => {
    record(2);
    const done = postTrace('error');
    const start = Date.now();
    const tries: number[] = [];
    for (let away = 0; away < 3; away += 1) {
      const post = await nextPost();
      tries.push(Date.now() - start);
      post.answer(503, { 'Retry-After': '5' });
      await vi.advanceTimersByTimeAsync(5_000);
    }
    const back = await nextPost();
    tries.push(Date.now() - start);
    back.answer(204);
    await done;
    expect(tries).toEqual([0, 5_000, 10_000, 15_000]);
    expect(new Set(posts.map((post) => post.seqs.join())).size).toBe(1);
    expect(flushTrace('hidden')).toBe(0);
  });

  it('lost to the network: sent again after 1 s, then 2 s, then stored', async () => {
    record(2);
    const done = postTrace('error');
    (await nextPost()).lose();
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS - 1);
    expect(posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    (await nextPost()).lose();
    await vi.advanceTimersByTimeAsync(2 * FIRST_RETRY_MS - 1);
    expect(posts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    (await nextPost()).answer(204);
    await done;
    expect(flushTrace('hidden')).toBe(0);
  });

  it('400 and 413 are refused for good: never sent again, and the batches after them still go', async () => {
    record(100, 900);
    const done = postTrace('error');
    const refused = await nextPost();
    refused.answer(400);
    const tooLarge = await nextPost();
    expect(tooLarge.seqs[0]).toBe(refused.seqs.at(-1)! + 1);
    tooLarge.answer(413);
    const last = await nextPost();
    expect(last.seqs[0]).toBe(tooLarge.seqs.at(-1)! + 1);
    last.answer(204);
    await done;
    await vi.runAllTimersAsync();
    expect(posts).toHaveLength(3);
    expect(flushTrace('hidden')).toBe(0); // given up counts as sent: leaving does not send them either
  });

  it('one copy in flight at a time: a flush asked for meanwhile waits for the answer, then sends what is new', async () => {
    record(2);
    const done = postTrace('error');
    const first = await nextPost();
    record(1);
    void postTrace('message-page');
    await vi.advanceTimersByTimeAsync(10 * FIRST_RETRY_MS);
    expect(posts).toHaveLength(1);
    first.answer(503); // no Retry-After: 1 s
    record(1);
    void postTrace('error');
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS - 1);
    expect(posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const again = await nextPost();
    expect(again.seqs).toEqual(range(first.seqs[0]!, first.seqs[0]! + 3)); // planned again: the new entries too
    again.answer(204);
    await done;
    expect(posts).toHaveLength(2);
    expect(flushTrace('hidden')).toBe(0);
  });

  it('gives a batch up after MAX_TRIES refusals, or at a Retry-After past MAX_RETRY_MS, leaving it to the next flush', async () => {
    record(2);
    let done = postTrace('error');
    for (let i = 1; i < MAX_TRIES; i += 1) {
      (await nextPost()).answer(503);
      await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS * 2 ** (i - 1));
    }
    (await nextPost()).answer(503);
    await done;
    await vi.runAllTimersAsync();
    expect(posts).toHaveLength(MAX_TRIES);
    done = postTrace('error');
    (await nextPost()).answer(429, { 'Retry-After': String(MAX_RETRY_MS / 1000 + 1) });
    await done;
    expect(posts).toHaveLength(MAX_TRIES + 1);
    expect(flushTrace('hidden')).toBe(1); // still not acknowledged
  });
});

describe('leaving while a post waits', () => {
  it('beacons every entry not acknowledged, a batch in flight or waiting for its retry too, and posts it no more', async () => {
    record(2);
    const done = postTrace('error');
    const inFlightPost = await nextPost();
    hide();
    const [left] = await beaconed();
    expect(left!.page.entries.map((entry) => entry.seq)).toEqual(inFlightPost.seqs);
    expect(left!.reason).toBe('hidden');
    inFlightPost.answer(503);
    await vi.runAllTimersAsync();
    await done;
    expect(posts).toHaveLength(1); // the beacon took it

    record(1);
    const next = postTrace('error');
    const waiting = await nextPost();
    waiting.answer(429, { 'Retry-After': '3' });
    await vi.advanceTimersByTimeAsync(1_000);
    hide();
    const [, leftAgain] = await beaconed();
    expect(leftAgain!.page.entries.map((entry) => entry.seq)).toEqual(waiting.seqs);
    await vi.runAllTimersAsync();
    await next;
    expect(posts).toHaveLength(2);
  });
});

describe('Retry-After', () => {
  it('reads delay-seconds and an HTTP date; anything else is no Retry-After', () => {
    const now = Date.parse('2026-03-02T10:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5_000);
    expect(retryAfterMs('Mon, 02 Mar 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Mon, 02 Mar 2026 09:00:00 GMT', now)).toBe(0);
    for (const value of [null, '', 'soon', '-3', '1.5', '2026-03-02']) expect(retryAfterMs(value, now)).toBeNull();
  });
});

describe('leaving before the sender has loaded', () => {
  it('beacons the whole trace as one batch', async () => {
    // The page's entry alone, as on a page left before the first render: no sender's flush on leaving.
    const loaded = leavingFlush();
    onLeaving(null);
    try {
      record(3);
      hide();
      const [whole] = await beaconed();
      expect(beacons).toHaveLength(1);
      expect(whole).toMatchObject({ format: 'portal-trace-batch/1', reason: 'hidden', dropped: 0 });
      expect(whole!.page.entries).toHaveLength(3);
    } finally {
      onLeaving(loaded);
    }
  });
});
