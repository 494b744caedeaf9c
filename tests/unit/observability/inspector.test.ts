import type { StatelyInspectionEvent } from '@statelyai/inspect';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import { createRedactingInspector, serializeForInspector } from '@/observability/inspector';
import { HANG_GUARD } from '@tests/support/hangGuard';

import { checkoutMachine, expectNoSecrets, submitEvent } from './fixtures';

const base = { sessionId: 'x:0', rootId: 'x:0', createdAt: '0', id: '1', _version: '0' };

describe('inspector bridge', () => {
  it('serializes events and snapshots through the allow-list', () => {
    const events: StatelyInspectionEvent[] = [
      { ...base, type: '@xstate.event', event: submitEvent, sourceId: undefined },
      {
        ...base,
        type: '@xstate.snapshot',
        event: submitEvent,
        snapshot: { status: 'active', value: 'submitted', context: { values: submitEvent } } as never,
      },
      {
        ...base,
        type: '@xstate.actor',
        name: 'checkout',
        definition: undefined,
        parentId: undefined,
        snapshot: { status: 'active', value: 'submitted', context: { values: submitEvent } },
      },
    ];
    const out = events.map(serializeForInspector);
    expectNoSecrets(JSON.stringify(out));
    expect(out[0]).toMatchObject({ event: { type: 'SUBMIT', PaymentAmount: 125.5, CardNumber: '[redacted]' } });
    expect(out[1]).toMatchObject({ snapshot: { value: 'submitted', context: { values: { PaymentAmount: 125.5 } } } });
    expect(out[2]).toMatchObject({ name: 'checkout', snapshot: { value: 'submitted' } });
  });

  it('hands the inspector window nothing but redacted data', async () => {
    const sent: StatelyInspectionEvent[] = [];
    const inspector = createRedactingInspector({ autoStart: false, send: (event) => sent.push(event) });
    const actor = createActor(checkoutMachine, { inspect: inspector.inspect }).start();
    actor.send(submitEvent);
    // The inspector converts events on an idle callback; wait for the SUBMIT snapshot to arrive.
    await expect
      .poll(() => sent.some((e) => e.type === '@xstate.snapshot' && e.event.type === 'SUBMIT'), HANG_GUARD)
      .toBe(true);
    expectNoSecrets(JSON.stringify(sent));
    expect(JSON.stringify(sent)).toContain('125.5');
  });
});
