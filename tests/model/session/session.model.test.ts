// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';

import { sessionView } from '@machines/session/session.view';

import { done, failed, modelTest } from '../harness';
import { navigate, sessionModel, signedIn, tick, watchBill, watchInsurance } from './session.model';

modelTest('session machine', {
  ...sessionModel,
  invariant: (snapshot) => {
    const { context } = snapshot;
    // The way back is for the guarantor whose screen it was.
    expect(context.returnFor !== null).toBe(context.returnTo !== null);
    // The identifiers exist only while 'Stay signed in' can use them.
    expect(context.reissue !== null).toBe(snapshot.matches('signedIn'));
    expect(context.issuedAt !== null).toBe(snapshot.matches('signedIn'));
    // The warning shows only where the token is needed, and only in its last two minutes.
    const view = sessionView(snapshot);
    expect(view.warning).toBe(snapshot.matches({ signedIn: 'ending' }) && context.watching !== null);
    // The countdown never shows more than the two minutes of the warning.
    if (view.warning) expect(['2:00', '1:30']).toContain(view.countdown);
  },
  states: {
    ended: (snapshot, { previous }) => {
      const { context } = snapshot;
      // The session ended on a watched screen: its place is kept, and the guarantor lands on the way in.
      expect(context.returnTo).not.toBeNull();
      expect(context.returnFor).toBe(previous?.context.guarantorId ?? context.returnFor);
      if (previous?.matches('signedIn')) expect(navigate).toHaveBeenLastCalledWith({ to: context.entry!.path });
    },
    signedIn: (snapshot, { previous, event }) => {
      const { context } = snapshot;
      // Back from an ended session as the same guarantor: to the page they were on, with its history entry.
      if (previous?.matches('ended') && event.type === 'SIGNED_IN') {
        const returnsElsewhere = context.returnTo !== null && context.returnTo.path !== context.entry!.path;
        if (context.guarantorId === previous.context.returnFor && returnsElsewhere)
          expect(navigate).toHaveBeenLastCalledWith({
            to: context.returnTo!.path,
            historyState: context.returnTo!.historyState,
          });
        if (context.guarantorId !== previous.context.returnFor) expect(context.returnTo).toBeNull();
      }
    },
    signedOut: (snapshot) => {
      expect(snapshot.context.returnTo).toBeNull();
      expect(snapshot.context.entry).toBeNull();
    },
  },
  journeys: [
    {
      name: 'warns two minutes before the end; staying signed in starts a new 30 minutes',
      events: [signedIn, watchBill, tick(28.5), { type: 'STAY_SIGNED_IN' }, done('reissue', 'renewed')],
      expect: { signedIn: 'fresh' },
    },
    {
      name: 'a renewal that fails says so and keeps the warning',
      events: [signedIn, watchBill, tick(28.5), { type: 'STAY_SIGNED_IN' }, failed('reissue', 'network')],
      expect: { signedIn: { ending: 'warning' } },
    },
    {
      name: 'a refused renewal says so and keeps the warning',
      events: [signedIn, watchBill, tick(28.5), { type: 'STAY_SIGNED_IN' }, done('reissue', 'refused')],
      expect: { signedIn: { ending: 'warning' } },
    },
    {
      name: 'the warning ignored: the bill ends on the way in, and signing in again returns to it',
      events: [signedIn, watchBill, tick(28.5), tick(31), signedIn],
      expect: { signedIn: 'fresh' },
    },
    {
      name: 'a tab that slept past the end lands on the way in at its first tick',
      events: [signedIn, watchInsurance, tick(31)],
      expect: { ended: 'atWayIn' },
    },
    {
      name: 'no screen needs the token: the session ends quietly',
      events: [signedIn, watchBill, { type: 'UNWATCH', source: watchBill.source }, tick(31)],
      expect: 'signedOut',
    },
  ],
});
