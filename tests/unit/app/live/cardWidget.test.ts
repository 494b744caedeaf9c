import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';

import { liveCardWidgetMachine } from '@/app/live/cardWidget';
import { attachSquareCard } from '@/app/live/cardWidgetSquare';
import { SQUARE_SCRIPTS, squareScriptUrl } from '@/app/live/squareMethods';
import type { CardWidgetReport } from '@machines/payment/cardWidget.machine';
import { HANG_GUARD } from '@tests/support/hangGuard';

/** One fake window.Square per file (Square's loader keeps the first one it finds). */
const calls = { attach: 0, destroy: 0, attachGate: Promise.resolve() };
beforeAll(() => {
  Object.assign(window, {
    Square: {
      payments(appId: string) {
        if (!appId)
          throw new Error(
            "InvalidApplicationIdError: The Payment 'applicationId' option is not in the correct format.",
          );
        return {
          setLocale: () => Promise.resolve(),
          card: () =>
            Promise.resolve({
              attach: async () => {
                calls.attach += 1;
                await calls.attachGate;
              },
              tokenize: () => Promise.reject(new Error('PaymentMethodNotAttachedError 4111111111111111')),
              destroy: () => {
                calls.destroy += 1;
                return Promise.resolve(true);
              },
            }),
        };
      },
    },
  });
});
beforeEach(() => {
  Object.assign(calls, { attach: 0, destroy: 0, attachGate: Promise.resolve() });
  document.body.innerHTML = '<div id="card"></div>';
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  document.body.textContent = '';
});

function widget(appId: string) {
  const reports: CardWidgetReport[] = [];
  const payment = createActor(fromCallback<CardWidgetReport>(({ receive }) => receive((e) => reports.push(e)))).start();
  const actor = createActor(liveCardWidgetMachine, { input: { appId, payment } }).start();
  actor.send({ type: 'AREA_MOUNTED', container: '#card' });
  return { actor, reports };
}

describe("Square's script", () => {
  it('is the local stand-in outside a production build', () => {
    expect(squareScriptUrl('sandbox-sq0idb-demo')).toBe('/demo/square-standin.js');
    expect(squareScriptUrl('sq0idp-live')).toBe('/demo/square-standin.js');
  });

  it("is Square's sandbox or live script, by the application id, in a production build", () => {
    expect(squareScriptUrl('sandbox-sq0idb-demo', null)).toBe('https://sandbox.web.squarecdn.com/v1/square.js');
    expect(squareScriptUrl('sq0idp-live', null)).toBe('https://web.squarecdn.com/v1/square.js');
    expect(SQUARE_SCRIPTS.production).toBe('https://web.squarecdn.com/v1/square.js');
  });
});

describe('attaching the card', () => {
  it('attaches and hands back the card', async () => {
    const card = await attachSquareCard('sandbox-sq0idb-demo', '#card', new AbortController().signal);
    expect(calls.attach).toBe(1);
    expect(typeof card.tokenize).toBe('function');
    // The card has an element of its own in the container, which leaves with the card.
    expect(document.querySelectorAll('#card > .square-slot')).toHaveLength(1);
    await card.destroy();
    expect(document.querySelector('#card')!.children).toHaveLength(0);
  });

  it('never attaches when the widget left before the SDK answered', async () => {
    const controller = new AbortController();
    const settled = vi.fn();
    void attachSquareCard('sandbox-sq0idb-demo', '#card', controller.signal).then(settled, settled);
    controller.abort();
    // The fake SDK answers in microtasks: one macrotask hop lets the whole attach run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.attach).toBe(0);
    expect(settled).not.toHaveBeenCalled(); // an abandoned attach never answers (see app/live/cardWidget.ts)
  });

  it('destroys a card whose widget left while it was attaching', async () => {
    let open: () => void = () => {};
    calls.attachGate = new Promise((resolve) => (open = resolve));
    const controller = new AbortController();
    const settled = vi.fn();
    void attachSquareCard('sandbox-sq0idb-demo', '#card', controller.signal).then(settled, settled);
    await vi.waitFor(() => expect(calls.attach).toBe(1), HANG_GUARD);
    controller.abort();
    open();
    // Its element left the page at once: nothing it drew or emptied can reach a later card.
    expect(document.querySelector('#card')!.children).toHaveLength(0);
    await vi.waitFor(() => expect(calls.destroy).toBe(1), HANG_GUARD);
    expect(settled).not.toHaveBeenCalled();
  });
});

describe('the widget with the SDK actors', () => {
  it('logs a card form that cannot load and tells the payment, again on every submit', async () => {
    const { actor, reports } = widget('');
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(console.error).toHaveBeenCalledWith(
      '[card widget] the card form did not load:',
      expect.stringContaining('InvalidApplicationIdError'),
    );
    expect(reports).toEqual([{ type: 'WIDGET_UNAVAILABLE' }]);
    actor.send({ type: 'TOKENIZE' });
    expect(reports).toEqual([{ type: 'WIDGET_UNAVAILABLE' }, { type: 'WIDGET_UNAVAILABLE' }]);
  });

  it('reports a tokenize fault as a failed status, logging no SDK message', async () => {
    const { actor, reports } = widget('sandbox-sq0idb-demo');
    await waitFor(actor, (s) => s.matches({ loaded: 'attached' }));
    actor.send({ type: 'TOKENIZE' });
    await waitFor(actor, (s) => s.matches({ loaded: 'attached' }));
    await vi.waitFor(() => expect(reports).toEqual([{ type: 'TOKENIZE_FAILED', status: 'Error' }]), HANG_GUARD);
    expect(console.error).toHaveBeenCalledWith('[card widget] tokenize failed:', 'Error');
    expect(JSON.stringify(vi.mocked(console.error).mock.calls)).not.toContain('4111');
  });

  it('destroys the card when the widget stops', async () => {
    const { actor } = widget('sandbox-sq0idb-demo');
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.stop();
    expect(calls.destroy).toBe(1);
  });

  it('destroys the card when its container leaves the page, and attaches a new one when it returns', async () => {
    const { actor } = widget('sandbox-sq0idb-demo');
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'AREA_UNMOUNTED' });
    expect(actor.getSnapshot().matches('detached')).toBe(true);
    expect(calls.destroy).toBe(1);
    actor.send({ type: 'AREA_MOUNTED', container: '#card' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls.attach).toBe(2);
  });
});
