// The guarantor step model: shared by its model test and its screen test.
import { guarantorStepMachine } from '@machines/insurance/insuranceGuarantor.machine';
import { typedAddress } from '@tests/fixtures/insurance';

import type { EventSamples, Fixtures, ModelDefinition } from '../harness';

export const prefill = {
  PatientFirstName: 'Maria',
  PatientLastName: 'Rivera',
  PatientAddress1: '1420 Peachtree St NE',
  PatientCity: 'Atlanta',
  PatientState: 'GA',
  PatientZip: '30301',
};
export const SERVER_MESSAGE = 'The address could not be verified.';

const fixtures = {
  getDataToConfirm: { done: { prefill }, error: { unauthorized: new Error('unauthorized') } },
  collectData: {
    done: {
      'saved with a SessionId': { status: 'saved', sessionId: 'SES-2' },
      'saved without one': { status: 'saved', sessionId: null },
      'refused with a message': { status: 'refused', message: SERVER_MESSAGE },
      'refused without one': { status: 'refused', message: null },
      '401': { status: 'unauthorized' },
    },
    error: { network: new Error('There was an error with the API; please try again later.') },
  },
} satisfies Fixtures<typeof guarantorStepMachine>;

const events: EventSamples<typeof guarantorStepMachine> = {
  RESTORED: [{ type: 'RESTORED', sessionLive: true }],
  SUBMIT: [{ type: 'SUBMIT', values: typedAddress }],
  BACK: [{ type: 'BACK', values: typedAddress }],
  EDITED: [{ type: 'EDITED', values: typedAddress }],
  DISMISS_ALERT: [{ type: 'DISMISS_ALERT' }],
};

export const guarantorStepModel = {
  machine: guarantorStepMachine,
  inputs: {
    'first visit': { values: null, sessionId: null },
    'typed before, session started': { values: typedAddress, sessionId: 'SES-1' },
  },
  events,
  fixtures,
} satisfies ModelDefinition<typeof guarantorStepMachine>;
