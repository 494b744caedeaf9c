import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';

import { insuranceCopy } from '@/screens/insurance/copy';
import type { manualEntryMachine } from '@machines/insurance/insuranceManual.machine';
import type { ManualInsuranceValues } from '@machines/insurance/rules/insuranceForms';
import { insuranceMessages as insuranceMessageWords } from '@machines/insurance/rules/insuranceMessages';
import { english } from '@tests/support/language';

import { fillForm } from '../harness/fillForm';
import { direct, type Screen, screenTest } from '../harness/screen';
import { API_MESSAGE, manualEntryModel, SERVER_MESSAGE } from './insuranceManual.model';
import { renderManualEntry } from './insuranceManual.render';

const copy = english(insuranceCopy);
const insuranceMessages = english(insuranceMessageWords);

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
const entries = Object.entries(LABELS) as [keyof ManualInsuranceValues, string][];
const fieldOf = (screen: Screen, label: string) =>
  screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label, { exact: true });

/** The form shows what the machine holds: empty, the earlier visit's values, or what was submitted. */
function form(screen: Screen, { context }: SnapshotFrom<typeof manualEntryMachine>) {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.heading(context.kind));
  for (const [key, label] of entries) expect(fieldOf(screen, label)).toHaveValue(context.values[key]);
}

screenTest('manual insurance entry form', {
  ...manualEntryModel,
  render: renderManualEntry,
  gestures: {
    RESTORED: direct('the page sends it to an actor it restored'),
    SUBMIT: async ({ values }, user, screen) => {
      await fillForm(user, screen, LABELS, values);
      await user.click(screen.getByRole('button', { name: t.submit }));
    },
    BACK: async ({ values }, user, screen) => {
      await fillForm(user, screen, LABELS, values);
      await user.click(screen.getByRole('button', { name: copy.backToOptions }));
    },
    // Leaving the last field hands what is typed to the machine.
    EDITED: async ({ values }, user, screen) => {
      await fillForm(user, screen, LABELS, values);
      await user.tab();
    },
  },
  views: {
    editing: (screen, snapshot) => {
      form(screen, snapshot);
      const error = snapshot.context.error === null ? null : english(snapshot.context.error);
      expect(screen.queryAllByRole('alert').map((el) => el.textContent)).toEqual(error ? [error] : []);
      if (error) expect([SERVER_MESSAGE, API_MESSAGE, insuranceMessages.manualFailed]).toContain(error);
      expect(screen.getByRole('button', { name: t.submit })).toBeEnabled();
      expect(screen.queryByText(t.submitting)).toBeNull();
    },
    // One click submits once: the button waits for the answer.
    submitting: (screen, snapshot) => {
      form(screen, snapshot);
      expect(screen.getByText(t.submitting)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: t.submit })).toBeDisabled();
    },
    // The insurance step takes over from a finished form (its own screen test shows what follows).
    submitted: form,
    closed: form,
  },
});
