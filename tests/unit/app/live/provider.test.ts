import { afterEach, describe, expect, it, vi } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { createProviderActor } from '@/app/live/provider';
import { server } from '@/demo/node';
import { settle } from '@tests/support/settle';

const sent: string[] = [];
const record = ({ request }: { request: Request }) => void sent.push(new URL(request.url).pathname);

afterEach(() => {
  server.events.removeListener('request:start', record);
  sent.length = 0;
  vi.useRealTimers();
});

describe("the provider's live calls (the page's first)", () => {
  it('leave in tasks after the one that starts the machine, once each', async () => {
    server.events.on('request:start', record);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const actor = createProviderActor('demo.pay.localhost', 'D1001').start();
    await settle();
    // Held behind a task boundary: nothing went out from the starting task.
    expect(sent).toEqual([]);
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loaded')).toBe(true));
    expect([...sent].sort()).toEqual([API_PATHS.getProvider, API_PATHS.validateDelivery].sort());
    actor.stop();
  });
});
