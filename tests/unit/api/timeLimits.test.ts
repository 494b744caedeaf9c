// No call hangs forever (issue 17): every call of section 7 has a time limit, past which it is a
// network failure; only calls that change nothing are sent again, once, after a dropped connection.
// The limit is a timer of the page (src/api/client.ts), so these tests fake setTimeout and pass a held
// call's limit themselves: a call is past its limit only when the test says so.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CALL_POLICY } from '@/api/callPolicy';
import * as calls from '@/api/calls';
import { apiCall } from '@/api/client';
import { GENERIC_API_ERROR } from '@/api/errors';
import { API_PATHS, type ApiCallName } from '@/api/paths';
import { server } from '@/demo/node';
import { settle } from '@tests/support/settle';

import { failure } from './capture';

/** Requests that were held unanswered; answered (too late) after each test so nothing dangles. */
const releases: (() => void)[] = [];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  for (const release of releases.splice(0)) release();
});

/**
 * Answers the first `drops` requests to `path` with a dropped connection, then holds every later one
 * unanswered (a server that never answers), counting them all.
 */
function dropThenHold(path: string, drops: number) {
  const seen = { count: 0 };
  server.use(
    http.post(path, () => {
      seen.count++;
      if (seen.count <= drops) return HttpResponse.error();
      return new Promise<Response>((resolve) => releases.push(() => resolve(HttpResponse.json({ late: true }))));
    }),
  );
  return seen;
}

const held = (path: string) => dropThenHold(path, 0);

/** Drops the connection for the first `drops` requests to `path`, then answers at once. */
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

/** Lets the calls made so far leave (the task they wait for: src/nextTask.ts) and reach the server. */
async function letCallsLeave(): Promise<void> {
  await settle();
  vi.advanceTimersByTime(0);
  await settle();
}

/** Moves the faked clock on by `ms` and lets what that settles run. */
async function pass(ms: number): Promise<void> {
  vi.advanceTimersByTime(ms);
  await settle();
}

/** Whether `call` has settled yet, without waiting for it. */
function watch(call: Promise<unknown>): { settled: boolean } {
  const state = { settled: false };
  call.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

/** Each call of section 7 through its function in calls.ts (bodies do not matter to a held request). */
const MAKE: Record<ApiCallName, () => Promise<unknown>> = {
  getProvider: () => calls.getProvider({ ProviderKey: 'demo' }),
  validateDelivery: () => calls.validateDelivery('D1001'),
  getDataToConfirm: () => calls.getDataToConfirm(),
  validateGuarantorForPaper: () => calls.validateGuarantorForPaper({} as never),
  validateGuarantorForDelivery: () => calls.validateGuarantorForDelivery({} as never),
  validateBySso: () => calls.validateBySso('token-id'),
  thirdPartyFinancingUrl: () => calls.thirdPartyFinancingUrl({} as never),
  changeDeliveryMethod: () => calls.changeDeliveryMethod({} as never),
  collectData: () => calls.collectData({} as never),
  collectInsuranceData: () => calls.collectInsuranceData({} as never),
  createAutopayEnrollment: () => calls.createAutopayEnrollment({} as never),
  processPayment: () => calls.processPayment({} as never),
  uploadDocument: () =>
    calls.uploadDocument({ File: new Blob(['x']), PageNumber: 1, DocumentType: 'InsuranceCard' } as never),
};

describe('time limits', () => {
  it('gives every call of section 7 a limit, the payment longer than the provider lookup', () => {
    expect(Object.keys(CALL_POLICY).sort()).toEqual(Object.keys(API_PATHS).sort());
    for (const { timeoutMs } of Object.values(CALL_POLICY)) expect(timeoutMs).toBeGreaterThan(0);
    expect(CALL_POLICY.processPayment.timeoutMs).toBeGreaterThan(CALL_POLICY.getProvider.timeoutMs);
  });

  it('turns an answer slower than the limit into a network failure with the generic message', async () => {
    held('/api/Thing');
    const call = failure(apiCall('/api/Thing', 'POST', {}, { timeoutMs: 50 }));
    await letCallsLeave();
    await pass(50);
    expect(await call).toMatchObject({ kind: 'network', status: null, message: GENERIC_API_ERROR });
    expect(vi.mocked(console.error).mock.calls.map(([line]) => String(line))).toEqual([
      '[api] POST /api/Thing: no answer within the time limit',
    ]);
  });

  it('hands on an answer that comes before the limit is reached', async () => {
    flaky('/api/Thing', 0);
    const call = apiCall('/api/Thing', 'POST', {}, { timeoutMs: 50 });
    await letCallsLeave();
    await expect(call).resolves.toEqual({ IsSuccess: true });
  });

  it.each(Object.keys(CALL_POLICY) as ApiCallName[])(
    'waits for %s exactly its table entry, then gives up once',
    async (name) => {
      const seen = held(API_PATHS[name]);
      const call = MAKE[name]();
      const state = watch(call);
      await letCallsLeave();
      expect(seen.count).toBe(1);
      await pass(CALL_POLICY[name].timeoutMs - 1);
      expect(state.settled, 'still waiting 1 ms before the limit').toBe(false);
      await pass(1);
      expect((await failure(call)).kind).toBe('network');
      expect(seen.count).toBe(1);
    },
  );

  it('lets the caller cancel a call within its limit: aborted, not a network failure', async () => {
    held('/api/Thing');
    const cancel = new AbortController();
    const call = failure(apiCall('/api/Thing', 'POST', {}, { signal: cancel.signal, timeoutMs: 50 }));
    await letCallsLeave();
    cancel.abort();
    await pass(50);
    expect((await call).kind).toBe('aborted');
  });
});

describe('one retry after a dropped connection, only for calls that change nothing', () => {
  it('lists exactly the provider lookup and the delivery validation as retried', () => {
    const retried = Object.entries(CALL_POLICY).filter(([, policy]) => policy.retryAfterDrop);
    expect(retried.map(([name]) => name).sort()).toEqual(['getProvider', 'validateDelivery']);
  });

  it('sends the provider lookup again once and hands on the second answer', async () => {
    const seen = flaky(API_PATHS.getProvider, 1);
    const call = calls.getProvider({ ProviderKey: 'demo' });
    await letCallsLeave();
    await letCallsLeave();
    await expect(call).resolves.toEqual({ IsSuccess: true });
    expect(seen.count).toBe(2);
  });

  it('gives up on the delivery validation after the second drop', async () => {
    const seen = flaky(API_PATHS.validateDelivery, 5);
    const call = failure(calls.validateDelivery('D1001'));
    await letCallsLeave();
    await letCallsLeave();
    expect((await call).kind).toBe('network');
    expect(seen.count).toBe(2);
  });

  it('gives the second attempt a limit of its own', async () => {
    const seen = dropThenHold(API_PATHS.getProvider, 1);
    const call = calls.getProvider({ ProviderKey: 'demo' });
    const state = watch(call);
    await letCallsLeave();
    await letCallsLeave();
    expect(seen.count).toBe(2);
    await pass(CALL_POLICY.getProvider.timeoutMs - 1);
    expect(state.settled, 'still waiting 1 ms before the second limit').toBe(false);
    await pass(1);
    expect((await failure(call)).kind).toBe('network');
    expect(seen.count).toBe(2);
  });

  it('never sends a payment again after a dropped connection', async () => {
    const seen = flaky(API_PATHS.processPayment, 1);
    const call = failure(calls.processPayment({} as never));
    await letCallsLeave();
    await letCallsLeave();
    expect((await call).kind).toBe('network');
    expect(seen.count).toBe(1);
  });

  it('does not retry a lookup that ran past its limit', async () => {
    const seen = held(API_PATHS.getProvider);
    const call = failure(calls.getProvider({ ProviderKey: 'demo' }));
    await letCallsLeave();
    await pass(CALL_POLICY.getProvider.timeoutMs);
    await letCallsLeave();
    expect((await call).kind).toBe('network');
    expect(seen.count).toBe(1);
  });

  it('does not retry a lookup whose caller cancelled it', async () => {
    const seen = flaky(API_PATHS.getProvider, 5);
    const controller = new AbortController();
    const call = failure(calls.getProvider({ ProviderKey: 'demo' }, controller.signal));
    controller.abort();
    await letCallsLeave();
    await letCallsLeave();
    expect((await call).kind).toBe('aborted');
    expect(seen.count).toBeLessThanOrEqual(1);
  });
});
