import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, setup } from 'xstate';

import { App } from '@/App';
import { startConfirmationActor } from '@/app/live/confirmation';
import { fromCall } from '@/app/live/fromCall';
import { createProviderActor } from '@/app/live/provider';
import { deliveryCopy as deliveryCopyMessages } from '@/screens/delivery/copy';
import { HANG_GUARD } from '@tests/support/hangGuard';
import { english } from '@tests/support/language';

import { findHeading } from './renderApp';

const deliveryCopy = english(deliveryCopyMessages);

/** A machine that invokes `logic` and records which way it settled. */
function settleOf(logic: AnyActorLogic) {
  return setup({ actors: { call: logic } }).createMachine({
    initial: 'calling',
    states: {
      calling: { invoke: { id: 'call', src: 'call', onDone: 'done', onError: 'failed' } },
      done: {},
      failed: {},
    },
  });
}

describe('call actors', () => {
  it('pass an answer and a failure through while running', async () => {
    const ok = createActor(settleOf(fromCall(() => Promise.resolve(1)))).start();
    const bad = createActor(settleOf(fromCall(() => Promise.reject(new Error('down'))))).start();
    await vi.waitFor(() => {
      expect(ok.getSnapshot().value).toBe('done');
      expect(bad.getSnapshot().value).toBe('failed');
    }, HANG_GUARD);
  });

  it('let a delivery link open under React StrictMode (which restarts actors) instead of calling it invalid', async () => {
    window.history.replaceState(null, '', '/d/D1001');
    render(
      <StrictMode>
        <App
          providerActor={createProviderActor('demo.pay.localhost').start()}
          confirmationActor={startConfirmationActor()}
        />
      </StrictMode>,
    );
    await findHeading(deliveryCopy.confirmInfo);
    expect(window.location.pathname).toBe('/d/D1001');
  });
});
