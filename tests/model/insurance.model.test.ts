import { expect } from 'vitest';

import { insuranceMachine } from '@machines/insurance.machine';
import { insuranceView } from '@machines/insurance.view';
import { EMPTY_INSURANCE_DRAFT } from '@machines/insuranceStep.machine';
import { typedAddress, typedInsurance } from '@tests/fixtures/insurance';

import { done, type EventSamples, failed, type Fixtures, modelTest } from './harness';

const uploadedDraft = { manual: null, frontDocumentId: null, documentId: 'DOC-9' };
const manualDraft = { manual: typedInsurance, frontDocumentId: null, documentId: null };

const fixtures = {
  checkSession: { done: { fresh: true, expired: false }, error: { 'storage unreadable': new Error('SecurityError') } },
  guarantorStep: {
    done: {
      saved: { status: 'saved', values: typedAddress, sessionId: 'SES-2' },
      back: { status: 'back', values: typedAddress, sessionId: null },
    },
  },
  insuranceStep: {
    done: {
      'uploaded both sides': { status: 'completed', method: 'upload', draft: uploadedDraft },
      'entered by hand': { status: 'completed', method: 'manual', draft: manualDraft },
      back: { status: 'back', method: null, draft: manualDraft },
    },
  },
} satisfies Fixtures<typeof insuranceMachine>;

const events: EventSamples<typeof insuranceMachine> = {
  CHOOSE_STEP: [
    { type: 'CHOOSE_STEP', step: 'guarantor' },
    { type: 'CHOOSE_STEP', step: 'primary' },
    { type: 'CHOOSE_STEP', step: 'secondary' },
  ],
  DONE: [{ type: 'DONE' }],
};

modelTest('insurance hub machine', {
  machine: insuranceMachine,
  input: { deliveryId: 'D1001', guarantorId: 'G1001', sessionId: null },
  events,
  fixtures,
  // Simple paths through three steps and their drafts do not finish within minutes; shortest paths
  // plus one path per missed transition reach every state and transition.
  traversal: 'shortest',
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
    expect(view.screen).toBe(
      (
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
    // 'Done' needs no step complete (spec section 2).
    if (snapshot.matches('landing')) expect(snapshot.can({ type: 'DONE' })).toBe(true);
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
