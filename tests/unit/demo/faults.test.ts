import { afterEach, describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { DEMO_FAULT_PATH } from '@/demo/faults';
import { resetDemoState, snapshotDemoState } from '@/demo/state';

import { post } from './helpers';

const pay = () => post(API_PATHS.processPayment, { GuarantorId: 'G1001', PaymentAmount: 10 });
const switchFault = (path: string, status: number | null) => post(DEMO_FAULT_PATH, { path, status });

afterEach(async () => {
  await switchFault(API_PATHS.processPayment, null);
});

describe('demo backend: the fault switch', () => {
  it.each([502, 503, 504])('answers a path as a gateway would (HTTP %i), without running the call', async (status) => {
    expect((await switchFault(API_PATHS.processPayment, status)).status).toBe(204);
    const answer = await pay();
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(snapshotDemoState().transactions).toEqual([]);
    // Other paths answer as usual.
    expect((await post(API_PATHS.getProvider, 'demo')).status).toBe(200);
  });

  it('answers until switched off, and outlives a data reset (it is a switch, not data)', async () => {
    await switchFault(API_PATHS.processPayment, 502);
    resetDemoState();
    expect((await pay()).status).toBe(502);
    await switchFault(API_PATHS.processPayment, null);
    expect((await pay()).status).toBe(200);
  });

  it('refuses a path that is not an API call, or a status that is not a gateway fault', async () => {
    expect((await switchFault('/api/Nope', 502)).status).toBe(400);
    expect((await switchFault(API_PATHS.processPayment, 500)).status).toBe(400);
  });
});
