// The manual insurance entry model: shared by its model test and its screen test.
import { manualEntryMachine } from '@machines/insurance/insuranceManual.machine';
import { typedInsurance } from '@tests/fixtures/insurance';

import type { EventSamples, Fixtures, ModelDefinition } from '../harness';

export const SERVER_MESSAGE = 'We could not find that insurance company. Please check the name and try again.';
export const API_MESSAGE = 'There was an error with the API; please try again later.';

const fixtures = {
  collectInsuranceData: {
    done: {
      submitted: { status: 'submitted' },
      'refused with a message': { status: 'refused', message: SERVER_MESSAGE },
      'refused without one': { status: 'refused', message: null },
    },
    error: { 'fault with a message': new Error(API_MESSAGE), 'fault without one': new Error('') },
  },
} satisfies Fixtures<typeof manualEntryMachine>;

export const edited = { ...typedInsurance, insuranceName: 'Cigna' };
const events: EventSamples<typeof manualEntryMachine> = {
  RESTORED: [{ type: 'RESTORED', sessionLive: true }],
  SUBMIT: [{ type: 'SUBMIT', values: typedInsurance }],
  BACK: [{ type: 'BACK', values: edited }],
  EDITED: [{ type: 'EDITED', values: typedInsurance }],
};

export const manualEntryModel = {
  machine: manualEntryMachine,
  inputs: {
    'primary, first visit': {
      kind: 'primary',
      values: null,
      documentId: null,
      sessionId: 'SES-1',
      guarantorId: 'G1001',
    },
    'secondary, typed before': {
      kind: 'secondary',
      values: edited,
      documentId: 'DOC-3',
      sessionId: null,
      guarantorId: null,
    },
  },
  events,
  fixtures,
} satisfies ModelDefinition<typeof manualEntryMachine>;
