// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';

import { EMPTY_MANUAL_VALUES, insuranceSubmission } from '@machines/insurance/rules/insuranceForms';
import { insuranceMessages } from '@machines/insurance/rules/insuranceMessages';
import { typedInsurance } from '@tests/fixtures/insurance';

import { done, failed, modelTest } from '../harness';
import { API_MESSAGE, edited, manualEntryModel, SERVER_MESSAGE } from './insuranceManual.model';

modelTest('manual insurance entry machine', {
  ...manualEntryModel,
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
    // Before any submit the form starts from the earlier visit's values, else empty; a blur keeps what is typed.
    if (snapshot.matches('editing') && context.error === null)
      expect([EMPTY_MANUAL_VALUES, edited, typedInsurance]).toContainEqual(context.values);
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
      name: 'what is typed is kept when a field loses focus',
      events: [{ type: 'EDITED', values: typedInsurance }],
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
