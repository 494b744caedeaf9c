// The session model: shared by its model test (and any screen test of the warning).
import { vi } from 'vitest';
import type { AnyActorRef } from 'xstate';

import { type Reissue, sessionMachine } from '@machines/session/session.machine';
import { quickPayGuarantor, refusedGuarantor } from '@tests/fixtures/guarantor';

import type { ModelDefinition } from '../harness';

export const navigate = vi.fn();

export const MINUTE = 60_000;
/** When the guarantor signed in; every time below is counted from it. */
export const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
export const LIFETIME = 30 * MINUTE;

// The screens' actors, as far as the session is concerned: what they hold, the tab keeps (src/app/keep/).
const fakeRef = () => ({ getSnapshot: () => ({}) }) as unknown as AnyActorRef;
export const billSource = fakeRef();
const hubSource = fakeRef();

const deliveryReissue: Reissue = {
  wayIn: 'delivery',
  request: { ProviderId: 'P1', DeliveryId: 'D1002', LastName: 'Chen', ZipCode: '94105' },
};

export const signedIn = {
  type: 'SIGNED_IN',
  entry: { wayIn: 'delivery', path: '/d/D1002' },
  guarantorId: 'G1',
  reissue: deliveryReissue,
  at: T0,
} as const;
export const watchBill = {
  type: 'WATCH',
  place: { key: 'bill', path: '/d/D1002' },
  source: billSource,
} as const;
export const watchInsurance = {
  type: 'WATCH',
  place: { key: 'insurance', path: '/insurance', historyState: { deliveryId: 'D1002', guarantorId: 'G1' } },
  source: hubSource,
} as const;
export const tick = (minutes: number) => ({ type: 'TICK', now: T0 + minutes * MINUTE }) as const;

export const sessionModel = {
  machine: sessionMachine.provide({
    actions: {
      navigate: (_, params) => {
        navigate(params);
      },
    },
  }),
  input: { lifetimeMs: LIFETIME, warningMs: 2 * MINUTE },
  events: {
    SIGNED_IN: [
      signedIn,
      // Another guarantor, by single sign-on: nothing kept for the first one reaches them.
      {
        type: 'SIGNED_IN',
        entry: { wayIn: 'sso', path: '/apgt/SSO-OK' },
        guarantorId: 'G2',
        reissue: { wayIn: 'sso', tokenId: 'SSO-OK' },
        at: T0,
      },
    ],
    WATCH: [watchBill, watchInsurance],
    UNWATCH: [{ type: 'UNWATCH', source: billSource }],
    // Two minutes or less left; the end (also a tab that slept through the warning). A tick with
    // more time left changes nothing, so the model never offers one.
    TICK: [tick(28.5), tick(31)],
    STAY_SIGNED_IN: [{ type: 'STAY_SIGNED_IN' }],
    SIGN_IN_AGAIN: [{ type: 'SIGN_IN_AGAIN' }],
  },
  fixtures: {
    // The clock reports by events (TICK).
    clock: { done: {} },
    reissue: {
      done: {
        renewed: { kind: 'guarantor', answer: quickPayGuarantor, at: T0 + 28.5 * MINUTE },
        refused: { kind: 'guarantor', answer: refusedGuarantor, at: T0 + 28.5 * MINUTE },
      },
      error: { network: new Error('There was an error with the API; please try again later.') },
    },
  },
  traversal: 'shortest',
} satisfies ModelDefinition<typeof sessionMachine>;
