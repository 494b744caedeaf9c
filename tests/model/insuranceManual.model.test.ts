import { expect } from 'vitest';

import { manualEntryMachine } from '@machines/insuranceManual.machine';
import { EMPTY_MANUAL_VALUES, insuranceSubmission } from '@machines/rules/insuranceForms';
import { insuranceMessages } from '@machines/rules/insuranceMessages';
import { typedInsurance } from '@tests/fixtures/insurance';

import { done, type EventSamples, failed, type Fixtures, modelTest } from './harness';

const SERVER_MESSAGE = 'We could not find that insurance company. Please check the name and try again.';
const API_MESSAGE = 'There was an error with the API; please try again later.';

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

const edited = { ...typedInsurance, insuranceName: 'Cigna' };
const events: EventSamples<typeof manualEntryMachine> = {
  SUBMIT: [{ type: 'SUBMIT', values: typedInsurance }],
  BACK: [{ type: 'BACK', values: edited }],
};

modelTest('manual insurance entry machine', {
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
  invariant: (snapshot) => {
    const { context } = snapshot;
    if (snapshot.matches('editing') && context.error !== null)
      expect([SERVER_MESSAGE, API_MESSAGE, insuranceMessages.manualFailed]).toContain(context.error);
    // A failure keeps what was submitted.
    if (snapshot.matches('editing') && context.error !== null) expect(context.values).toEqual(typedInsurance);
    if (snapshot.matches('submitting')) {
      expect(context.error).toBeNull();
      const child = snapshot.children.collectInsuranceData as { getSnapshot: () => { input: unknown } } | undefined;
      expect(child?.getSnapshot().input).toEqual(insuranceSubmission(typedInsurance, context));
      expect(child?.getSnapshot().input).toMatchObject({
        DocumentType: context.kind === 'primary' ? 2 : 3,
        EntryMethod: 1,
        PageNumber: 1,
        SubsriberFirstName: 'Maria',
      });
    }
    if (snapshot.matches('submitted')) expect(snapshot.output).toEqual({ status: 'submitted', values: typedInsurance });
    if (snapshot.matches('closed')) expect(snapshot.output).toEqual({ status: 'back', values: edited });
    // Before any submit the form starts from the earlier visit's values, else empty.
    if (snapshot.matches('editing') && context.error === null)
      expect([EMPTY_MANUAL_VALUES, edited]).toContainEqual(context.values);
  },
  journeys: [
    {
      name: 'a submit the server accepts ends submitted',
      events: [{ type: 'SUBMIT', values: typedInsurance }, done('collectInsuranceData', 'submitted')],
      expect: 'submitted',
    },
    {
      name: 'a refusal returns to the form',
      events: [{ type: 'SUBMIT', values: typedInsurance }, done('collectInsuranceData', 'refused with a message')],
      expect: 'editing',
    },
    {
      name: 'a fault returns to the form, then Back leaves',
      events: [
        { type: 'SUBMIT', values: typedInsurance },
        failed('collectInsuranceData', 'fault without one'),
        { type: 'BACK', values: edited },
      ],
      expect: 'closed',
    },
  ],
});
