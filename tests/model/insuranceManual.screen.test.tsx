import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect } from 'vitest';

import { insuranceCopy as copy } from '@/screens/insurance/copy';
import { ManualEntryForm } from '@/screens/insurance/ManualEntryForm';
import { manualEntryMachine } from '@machines/insuranceManual.machine';
import type { ManualInsuranceValues } from '@machines/rules/insuranceForms';
import { insuranceMessages } from '@machines/rules/insuranceMessages';
import { typedInsurance } from '@tests/fixtures/insurance';

import { screenPathTests } from './screenPaths';

const t = copy.manual;
const LABELS: Record<keyof ManualInsuranceValues, string> = {
  insuranceName: t.insuranceName,
  planAddress1: t.planAddress1,
  planAddress2: t.planAddress2,
  planCity: t.planCity,
  planState: t.planState,
  planZipCode: t.planZipCode,
  groupNumber: t.groupNumber,
  subscriberNumber: t.subscriberNumber,
  memberNumber: t.memberNumber,
  subscriberFirstName: t.subscriberFirstName,
  subscriberLastName: t.subscriberLastName,
  subscriberMiddleName: t.subscriberMiddleName,
  relationship: t.relationship,
};
const SELECTS: ReadonlySet<keyof ManualInsuranceValues> = new Set(['planState', 'relationship']);
const edited = { ...typedInsurance, memberNumber: 'MEM-000' };
const FAULT = 'There was an error with the API; please try again later.';

/** Types `values` into the form the way a guarantor would, field by field where they differ. */
async function fill(user: UserEvent, values: ManualInsuranceValues) {
  for (const [key, label] of Object.entries(LABELS) as [keyof ManualInsuranceValues, string][]) {
    const field = screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label, { exact: true });
    if (field.value === values[key]) continue;
    if (SELECTS.has(key)) await user.selectOptions(field, values[key]);
    else {
      await user.clear(field);
      await user.click(field);
      await user.paste(values[key]);
    }
  }
}

describe('manual entry machine paths through its form', () => {
  screenPathTests({
    machine: manualEntryMachine,
    inputs: {
      'primary, first visit': { kind: 'primary', values: null, documentId: null, sessionId: null, guarantorId: null },
      'secondary, typed before': {
        kind: 'secondary',
        values: edited,
        documentId: null,
        sessionId: null,
        guarantorId: null,
      },
    },
    events: {
      SUBMIT: [{ type: 'SUBMIT', values: typedInsurance }],
      BACK: [{ type: 'BACK', values: edited }],
    },
    fixtures: {
      collectInsuranceData: {
        done: { submitted: { status: 'submitted' }, refused: { status: 'refused', message: 'Unknown plan.' } },
        error: { fault: new Error(FAULT) },
      },
    },
    render: (actor) => <ManualEntryForm actor={actor} />,
    gestures: {
      SUBMIT: async (user, event) => {
        await fill(user, event.values);
        await user.click(screen.getByRole('button', { name: t.submit }));
      },
      BACK: async (user, event) => {
        await fill(user, event.values);
        await user.click(screen.getByRole('button', { name: copy.backToOptions }));
      },
    },
    expectScreen: (snapshot, view) => {
      const { context } = snapshot;
      expect(view.getByRole('heading', { level: 1 }).textContent).toBe(t.heading(context.kind));
      // The form shows what the machine holds: empty, the earlier visit's values, or what was submitted.
      for (const [key, label] of Object.entries(LABELS) as [keyof ManualInsuranceValues, string][])
        expect(view.getByLabelText(label, { exact: true })).toHaveProperty('value', context.values[key]);
      const submitting = snapshot.matches('submitting');
      expect(view.queryByText(t.submitting) !== null).toBe(submitting);
      expect(view.getByRole('button', { name: t.submit })).toHaveProperty('disabled', submitting);
      expect(view.queryAllByRole('alert').map((el) => el.textContent)).toEqual(context.error ? [context.error] : []);
      if (context.error) expect(['Unknown plan.', FAULT, insuranceMessages.manualFailed]).toContain(context.error);
    },
  });
});
