// The insurance step model: shared by its model test and its screen test.
import { EMPTY_INSURANCE_DRAFT, insuranceStepMachine } from '@machines/insurance/insuranceStep.machine';
import { typedInsurance } from '@tests/fixtures/insurance';

import type { Fixtures, ModelDefinition } from '../harness';

const fixtures = {
  upload: {
    done: {
      'both sides': { status: 'uploaded', documentId: 'DOC-9' },
      'back after the front': { status: 'back', frontDocumentId: 'DOC-9' },
      'back before any upload': { status: 'back', frontDocumentId: null },
    },
  },
  manualEntry: {
    done: {
      submitted: { status: 'submitted', values: typedInsurance },
      back: { status: 'back', values: typedInsurance },
    },
  },
} satisfies Fixtures<typeof insuranceStepMachine>;

export const insuranceStepModel = {
  machine: insuranceStepMachine,
  inputs: {
    primary: { kind: 'primary', draft: EMPTY_INSURANCE_DRAFT, sessionId: 'SES-1', guarantorId: 'G1001' },
    'secondary, front uploaded before': {
      kind: 'secondary',
      draft: { manual: null, frontDocumentId: 'DOC-4', documentId: null },
      sessionId: null,
      guarantorId: null,
    },
  },
  events: {
    RESTORED: [{ type: 'RESTORED', sessionLive: true }],
    CHOOSE_UPLOAD: [{ type: 'CHOOSE_UPLOAD' }],
    CHOOSE_MANUAL: [{ type: 'CHOOSE_MANUAL' }],
    BACK: [{ type: 'BACK' }],
  },
  fixtures,
} satisfies ModelDefinition<typeof insuranceStepMachine>;
