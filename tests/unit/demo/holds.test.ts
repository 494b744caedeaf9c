import { afterEach, describe, expect, it, vi } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { DEMO_HOLD_PATH, heldUntilReleased, HOLD_SAFETY_RELEASE_MS, switchHold } from '@/demo/holds';
import { readXsrfCookie } from '@/demo/reset';
import { snapshotDemoState } from '@/demo/state';

import { card, ORIGIN, post } from './helpers';

const PAYMENT = card();

/** A call as the demo API server passes it on: `visitor` is its visitor cookie (none: msw/node's one visitor). */
function call(path: string, body: unknown, { visitor, signal }: { visitor?: string; signal?: AbortSignal } = {}) {
  const cookie = visitor ? `demo-visitor=${visitor}; ` : '';
  const xsrf = readXsrfCookie() ?? '';
  return fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `${cookie}XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify(body),
    signal,
  });
}
const switchPaymentHold = (hold: boolean, visitor?: string) =>
  call(DEMO_HOLD_PATH, { path: API_PATHS.processPayment, hold }, { visitor });

/** The answer, and whether it has come yet. */
function watch(answer: Promise<Response>) {
  const seen = { settled: false };
  void answer.then(
    () => (seen.settled = true),
    () => (seen.settled = true),
  );
  return seen;
}

/** The demo counts a payment before its hold, in the same step: counted means waiting at the hold. */
const paymentsReceived = (count: number) => vi.waitFor(() => expect(snapshotDemoState().paymentPosts ?? 0).toBe(count));

afterEach(async () => {
  // The holds outlive a data reset (they are switches, kept in memory): let go of any a test left on.
  for (const visitor of [undefined, 'visitor-aaaa', 'visitor-bbbb']) await switchPaymentHold(false, visitor);
});

describe('demo backend: the hold switch', () => {
  it('receives a held call but answers it only once released, and then as usual', async () => {
    expect((await switchPaymentHold(true)).status).toBe(204);
    const answer = call(API_PATHS.processPayment, PAYMENT);
    const seen = watch(answer);
    await paymentsReceived(1);
    expect(seen.settled).toBe(false);
    expect(snapshotDemoState().transactions).toEqual([]);

    expect((await switchPaymentHold(false)).status).toBe(204);
    expect(await (await answer).json()).toMatchObject({ IsSuccess: true });
    expect(snapshotDemoState().transactions).toHaveLength(1);
    // Released: the next call is not held.
    expect((await call(API_PATHS.getProvider, 'demo')).status).toBe(200);
  });

  it('charges a held payment on release even when its caller has gone (a reload mid-post)', async () => {
    await switchPaymentHold(true);
    const leaving = new AbortController();
    const answer = call(API_PATHS.processPayment, PAYMENT, { signal: leaving.signal });
    await paymentsReceived(1);
    leaving.abort();
    await expect(answer).rejects.toThrow();
    expect(snapshotDemoState().transactions).toEqual([]);

    await switchPaymentHold(false);
    await vi.waitFor(() => expect(snapshotDemoState().transactions).toHaveLength(1));
  });

  it('holds only the visitor that asked', async () => {
    await switchPaymentHold(true, 'visitor-aaaa');
    const held = call(API_PATHS.processPayment, PAYMENT, { visitor: 'visitor-aaaa' });
    const seen = watch(held);
    await paymentsReceived(1);

    expect((await call(API_PATHS.processPayment, PAYMENT, { visitor: 'visitor-bbbb' })).status).toBe(200);
    expect((await call(API_PATHS.processPayment, PAYMENT)).status).toBe(200);
    expect(seen.settled).toBe(false);

    await switchPaymentHold(false, 'visitor-aaaa');
    expect((await held).status).toBe(200);
  });

  it('takes a release with nothing held, and a second hold as the first', async () => {
    expect((await switchPaymentHold(false)).status).toBe(204);
    expect((await call(API_PATHS.processPayment, PAYMENT)).status).toBe(200);
    await switchPaymentHold(true);
    await switchPaymentHold(true);
    const answer = call(API_PATHS.processPayment, PAYMENT);
    const seen = watch(answer);
    await paymentsReceived(2);
    expect(seen.settled).toBe(false);
    await switchPaymentHold(false);
    expect((await answer).status).toBe(200);
  });

  it('refuses a path that is not an API call, a hold that is not true or false, or no JSON', async () => {
    expect((await call(DEMO_HOLD_PATH, { path: '/api/Nope', hold: true })).status).toBe(400);
    expect((await call(DEMO_HOLD_PATH, { path: API_PATHS.processPayment, hold: 'yes' })).status).toBe(400);
    expect((await call(DEMO_HOLD_PATH, { path: API_PATHS.processPayment })).status).toBe(400);
    expect((await post(DEMO_HOLD_PATH, { raw: 'hold it', contentType: 'text/plain' })).status).toBe(400);
  });

  it('lets a hold left on go by itself after its safety limit, so a failed test leaves no call open', async () => {
    vi.useFakeTimers();
    try {
      switchHold('visitor-cccc', API_PATHS.getProvider, true);
      const seen = watch(heldUntilReleased('visitor-cccc', API_PATHS.getProvider).then(() => new Response()));
      await vi.advanceTimersByTimeAsync(HOLD_SAFETY_RELEASE_MS - 1);
      expect(seen.settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(seen.settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
