// No call hangs forever (issue 17): every call of section 7 has a time limit, past which it is a
// network failure; only calls that change nothing are sent again, once, after a dropped connection.
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CALL_POLICY } from '@/api/callPolicy';
import { GENERIC_API_ERROR } from '@/api/errors';
import { API_PATHS } from '@/api/paths';
import { server } from '@/demo/node';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** Answers `path` after `ms`, counting the requests. */
function slow(path: string, ms: number) {
  const seen = { count: 0 };
  server.use(
    http.post(path, async () => {
      seen.count++;
      await delay(ms);
      return HttpResponse.json({ IsSuccess: true });
    }),
  );
  return seen;
}

/** Drops the connection for the first `drops` requests to `path`, then answers. */
function flaky(path: string, drops: number) {
  const seen = { count: 0 };
  server.use(
    http.post(path, () => {
      seen.count++;
      return seen.count <= drops ? HttpResponse.error() : HttpResponse.json({ IsSuccess: true });
    }),
  );
  return seen;
}

/**
 * The client and the call functions of calls.ts, built with one limit for every call (as the
 * fault-matrix build is). msw's stand-in XMLHttpRequest ignores `timeout`, so here axios sends
 * through its fetch adapter, which applies the same `timeout` option (the browser matrix,
 * tests/e2e/faults.e2e.ts, checks the XMLHttpRequest path).
 */
async function clientWithLimit(ms: number) {
  vi.stubEnv('VITE_CALL_TIME_LIMIT_MS', String(ms));
  vi.resetModules();
  const client = await import('@/api/client');
  // (Node's fetch needs a full URL: the page's origin stands for the API base.)
  Object.assign(client.api.defaults, { adapter: 'fetch', baseURL: window.location.origin });
  return { ...client, ...(await import('@/api/calls')) };
}

/** The rejection of a call that must fail (modules are reloaded per test, so no instanceof). */
async function failure(call: Promise<unknown>): Promise<{ kind: string; status: number | null; message: string }> {
  const error: unknown = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ name: 'ApiError' });
  return error as { kind: string; status: number | null; message: string };
}

describe('time limits', () => {
  it('gives every call of section 7 a limit, the payment longer than the provider lookup', () => {
    expect(Object.keys(CALL_POLICY).sort()).toEqual(Object.keys(API_PATHS).sort());
    for (const { timeoutMs } of Object.values(CALL_POLICY)) expect(timeoutMs).toBeGreaterThan(0);
    expect(CALL_POLICY.processPayment.timeoutMs).toBeGreaterThan(CALL_POLICY.getProvider.timeoutMs);
  });

  it('turns an answer slower than the limit into a network failure with the generic message', async () => {
    const { apiCall } = await clientWithLimit(2000);
    slow('/api/Thing', 500);
    const error = await failure(apiCall('/api/Thing', 'POST', {}, { timeoutMs: 50 }));
    expect(error).toMatchObject({ kind: 'network', status: null, message: GENERIC_API_ERROR });
    expect(vi.mocked(console.error).mock.calls.map(([line]) => String(line))).toEqual([
      '[api] POST /api/Thing: no answer within the time limit',
    ]);
  });

  it('hands on an answer that comes within the limit', async () => {
    const { apiCall } = await clientWithLimit(50);
    slow('/api/Thing', 10);
    await expect(apiCall('/api/Thing', 'POST', {}, { timeoutMs: 2000 })).resolves.toEqual({ IsSuccess: true });
  });

  it('limits the payment post with its table entry', async () => {
    const { processPayment } = await clientWithLimit(50);
    const seen = slow(API_PATHS.processPayment, 500);
    expect((await failure(processPayment({} as never))).kind).toBe('network');
    expect(seen.count).toBe(1);
  });
});

describe('one retry after a dropped connection, only for calls that change nothing', () => {
  it('lists exactly the provider lookup and the delivery validation as retried', () => {
    const retried = Object.entries(CALL_POLICY).filter(([, policy]) => policy.retryAfterDrop);
    expect(retried.map(([name]) => name).sort()).toEqual(['getProvider', 'validateDelivery']);
  });

  it('sends the provider lookup again once and hands on the second answer', async () => {
    const { getProvider } = await clientWithLimit(2000);
    const seen = flaky(API_PATHS.getProvider, 1);
    await expect(getProvider({ ProviderKey: 'demo' })).resolves.toEqual({ IsSuccess: true });
    expect(seen.count).toBe(2);
  });

  it('gives up on the delivery validation after the second drop', async () => {
    const { validateDelivery } = await clientWithLimit(2000);
    const seen = flaky(API_PATHS.validateDelivery, 5);
    expect((await failure(validateDelivery('D1001'))).kind).toBe('network');
    expect(seen.count).toBe(2);
  });

  it('never sends a payment again after a dropped connection', async () => {
    const { processPayment } = await clientWithLimit(2000);
    const seen = flaky(API_PATHS.processPayment, 1);
    expect((await failure(processPayment({} as never))).kind).toBe('network');
    expect(seen.count).toBe(1);
  });

  it('does not retry a lookup that ran past its limit', async () => {
    const { getProvider } = await clientWithLimit(50);
    const seen = slow(API_PATHS.getProvider, 500);
    expect((await failure(getProvider({ ProviderKey: 'demo' }))).kind).toBe('network');
    expect(seen.count).toBe(1);
  });

  it('does not retry a lookup whose caller cancelled it', async () => {
    const { getProvider } = await clientWithLimit(2000);
    const seen = flaky(API_PATHS.getProvider, 5);
    const controller = new AbortController();
    const call = getProvider({ ProviderKey: 'demo' }, controller.signal);
    controller.abort();
    expect((await failure(call)).kind).toBe('aborted');
    expect(seen.count).toBeLessThanOrEqual(1);
  });
});
