import { afterEach, describe, expect, it, vi } from 'vitest';

import { HANG_GUARD } from '@tests/support/hangGuard';

import { checkoutMachine, expectNoSecrets, submitEvent } from './fixtures';

afterEach(() => {
  history.replaceState(null, '', '/');
  vi.resetModules();
});

describe('?inspect in a non-production build', () => {
  it('opens the browser inspector and posts it only redacted events', async () => {
    const posted: unknown[] = [];
    const inspectorWindow = { postMessage: (message: unknown) => posted.push(message) };
    const open = vi.spyOn(window, 'open').mockReturnValue(inspectorWindow as unknown as Window);
    history.replaceState(null, '', '/?inspect');
    vi.resetModules();
    const { createObservedActor } = await import('@/observability/observe');

    createObservedActor(checkoutMachine).start().send(submitEvent);
    await expect.poll(() => open.mock.calls.length, HANG_GUARD).toBe(1);
    expect(open.mock.calls[0]![0]).toContain('stately.ai/inspect');
    // The inspector page says it is ready; the bridge then flushes what it held back.
    await expect
      .poll(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { type: '@statelyai.connected' } }));
        return JSON.stringify(posted);
      }, HANG_GUARD)
      .toContain('"SUBMIT"');
    expectNoSecrets(JSON.stringify(posted));
  });
});
