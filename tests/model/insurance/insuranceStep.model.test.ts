// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';

import { typedInsurance } from '@tests/fixtures/insurance';

import { done, modelTest } from '../harness';
import { insuranceStepModel } from './insuranceStep.model';

modelTest('insurance step machine', {
  ...insuranceStepModel,
  invariant: (snapshot) => {
    const { context } = snapshot;
    const childInput = (id: 'upload' | 'manualEntry') =>
      (snapshot.children[id] as { getSnapshot: () => { input: unknown } } | undefined)?.getSnapshot().input;
    if (snapshot.matches('uploading'))
      expect(childInput('upload')).toEqual({
        documentType: context.kind === 'primary' ? 'PrimaryInsurance' : 'SecondaryInsurance',
        sessionId: context.sessionId,
        frontDocumentId: context.draft.frontDocumentId,
      });
    if (snapshot.matches('manual'))
      expect(childInput('manualEntry')).toEqual({
        kind: context.kind,
        values: context.draft.manual,
        documentId: context.draft.documentId,
        sessionId: context.sessionId,
        guarantorId: context.guarantorId,
      });
    // Typed values come back from a manual visit, whatever its end.
    if (snapshot.matches('choosing') && context.draft.manual !== null)
      expect(context.draft.manual).toEqual(typedInsurance);
    if (snapshot.matches('completed')) {
      expect(snapshot.output?.status).toBe('completed');
      if (snapshot.output?.method === 'upload')
        expect(snapshot.output.draft).toMatchObject({ frontDocumentId: null, documentId: 'DOC-9' });
      else expect(snapshot.output?.draft.manual).toEqual(typedInsurance);
    }
    if (snapshot.matches('closed'))
      expect(snapshot.output).toEqual({ status: 'back', method: null, draft: context.draft });
  },
  journeys: [
    {
      name: 'both sides uploaded completes the step',
      events: [{ type: 'CHOOSE_UPLOAD' }, done('upload', 'both sides')],
      expect: 'completed',
    },
    {
      name: 'a manual submit completes the step',
      events: [{ type: 'CHOOSE_MANUAL' }, done('manualEntry', 'submitted')],
      expect: 'completed',
    },
    {
      name: "'Back to options' from the upload returns to the choice",
      events: [{ type: 'CHOOSE_UPLOAD' }, done('upload', 'back after the front')],
      expect: 'choosing',
    },
    { name: "'Back to all steps' leaves", events: [{ type: 'BACK' }], expect: 'closed' },
  ],
});
