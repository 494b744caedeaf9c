// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';

import { insuranceView } from '@machines/insurance/insurance.view';
import { EMPTY_INSURANCE_DRAFT } from '@machines/insurance/insuranceStep.machine';
import { typedAddress } from '@tests/fixtures/insurance';

import { done, failed, modelTest } from '../harness';
import { insuranceModel, manualDraft, uploadedDraft } from './insurance.model';

modelTest('insurance hub machine', {
  ...insuranceModel,
  invariant: (snapshot) => {
    const { context } = snapshot;
    const view = insuranceView(snapshot);
    const childInput = (id: 'guarantorStep' | 'insuranceStep') =>
      (snapshot.children[id] as { getSnapshot: () => { input: unknown } } | undefined)?.getSnapshot().input;
    // A step is complete only after its child said so; what was typed comes back either way.
    if (context.complete.guarantor) expect(context.guarantorValues).toEqual(typedAddress);
    for (const kind of ['primary', 'secondary'] as const) {
      if (context.complete[kind]) expect([uploadedDraft, manualDraft]).toContainEqual(context.drafts[kind]);
      else expect([EMPTY_INSURANCE_DRAFT, manualDraft]).toContainEqual(context.drafts[kind]);
    }
    if (snapshot.matches('guarantor'))
      expect(childInput('guarantorStep')).toEqual({ values: context.guarantorValues, sessionId: context.sessionId });
    for (const kind of ['primary', 'secondary'] as const) {
      if (snapshot.matches(kind))
        expect(childInput('insuranceStep')).toEqual({
          kind,
          draft: context.drafts[kind],
          sessionId: context.sessionId,
          guarantorId: 'G1001',
        });
    }
    // 'Both sides uploaded successfully.' only right after an upload finished a step.
    if (view.bothSidesUploaded) expect(snapshot.matches('landing')).toBe(true);
    if (snapshot.matches('thankYou') || snapshot.matches('sessionExpired')) expect(snapshot.status).toBe('done');
    // Restored after the session ended (issue 46): 'Session Expired' over the step, which waits as it was.
    expect(view.screen).toBe(
      context.sessionEnded
        ? 'expired'
        : (
            {
              checkingSession: 'checking',
              sessionExpired: 'expired',
              landing: 'landing',
              guarantor: 'guarantor',
              primary: 'insurance',
              secondary: 'insurance',
              thankYou: 'thankYou',
            } as const
          )[snapshot.value],
    );
    // 'Done' needs no step complete (spec section 2); behind 'Session Expired', nothing is chosen.
    if (snapshot.matches('landing')) expect(snapshot.can({ type: 'DONE' })).toBe(!context.sessionEnded);
  },
  journeys: [
    {
      name: 'a fresh session lands on the steps; the guarantor step saved returns there; Done thanks',
      events: [
        done('checkSession', 'fresh'),
        { type: 'CHOOSE_STEP', step: 'guarantor' },
        done('guarantorStep', 'saved'),
        { type: 'DONE' },
      ],
      expect: 'thankYou',
    },
    { name: 'an expired session', events: [done('checkSession', 'expired')], expect: 'sessionExpired' },
    {
      name: 'unreadable storage counts as expired',
      events: [failed('checkSession', 'storage unreadable')],
      expect: 'sessionExpired',
    },
    {
      name: 'the secondary step entered by hand returns to the landing',
      events: [
        done('checkSession', 'fresh'),
        { type: 'CHOOSE_STEP', step: 'secondary' },
        done('insuranceStep', 'entered by hand'),
      ],
      expect: 'landing',
    },
  ],
});
