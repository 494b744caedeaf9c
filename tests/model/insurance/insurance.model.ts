// The insurance hub model: shared by its model test and its screen test.
import { insuranceMachine } from '@machines/insurance/insurance.machine';
import { typedAddress, typedInsurance } from '@tests/fixtures/insurance';

import type { EventSamples, Fixtures, ModelDefinition } from '../harness';

export const uploadedDraft = { manual: null, frontDocumentId: null, documentId: 'DOC-9' };
export const manualDraft = { manual: typedInsurance, frontDocumentId: null, documentId: null };

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
  RESTORED: [
    { type: 'RESTORED', sessionLive: true },
    { type: 'RESTORED', sessionLive: false },
  ],
  CHOOSE_STEP: [
    { type: 'CHOOSE_STEP', step: 'guarantor' },
    { type: 'CHOOSE_STEP', step: 'primary' },
    { type: 'CHOOSE_STEP', step: 'secondary' },
  ],
  DONE: [{ type: 'DONE' }],
};

export const insuranceModel = {
  machine: insuranceMachine,
  input: { deliveryId: 'D1001', guarantorId: 'G1001', sessionId: null },
  // Simple paths through three steps and their drafts do not finish within minutes; shortest paths
  // plus one path per missed transition reach every state and transition.
  traversal: 'shortest',
  // Its checks read only the snapshot (its children's input included): they run on every move of the
  // model, and real actors take the shortest paths plus one path per state-value move they miss.
  gaps: 'transitions',
  events,
  fixtures,
} satisfies ModelDefinition<typeof insuranceMachine>;
