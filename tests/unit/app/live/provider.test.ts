import { afterEach, describe, expect, it, vi } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { createProviderActor } from '@/app/live/provider';
import { HANG_GUARD } from '@tests/support/hangGuard';
import { watchRequestStarts } from '@tests/support/requestStarts';
import { settle } from '@tests/support/settle';

let sent: ReturnType<typeof watchRequestStarts>;
afterEach(() => {
  sent.stop();
  vi.useRealTimers();
});

describe("the provider's live calls (the page's first)", () => {
  it('leave in tasks after the one that starts the machine, once each', async () => {
    sent = watchRequestStarts();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const actor = createProviderActor('demo.pay.localhost', 'D1001').start();
    await settle();
    // Held behind a task boundary: nothing went out from the starting task.
    expect(sent.paths).toEqual([]);
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loaded')).toBe(true), HANG_GUARD);
    expect([...sent.paths].sort()).toEqual([API_PATHS.getProvider, API_PATHS.validateDelivery].sort());
    actor.stop();
  });
});
