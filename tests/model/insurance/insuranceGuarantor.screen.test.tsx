import { within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';

import { insuranceCopy } from '@/screens/insurance/copy';
import type { guarantorStepMachine } from '@machines/insurance/insuranceGuarantor.machine';
import type { GuarantorFormValues } from '@machines/insurance/rules/insuranceForms';
import { insuranceMessages as insuranceMessageWords } from '@machines/insurance/rules/insuranceMessages';
import { english } from '@tests/support/language';

import { fillForm } from '../harness/fillForm';
import { direct, type Screen, screenTest } from '../harness/screen';
import { guarantorStepModel } from './insuranceGuarantor.model';
import { renderGuarantorStep } from './insuranceGuarantor.render';

const copy = english(insuranceCopy);
const insuranceMessages = english(insuranceMessageWords);

const t = copy.guarantor;
const LABELS: Record<keyof GuarantorFormValues, string> = {
  firstName: t.firstName,
  lastName: t.lastName,
  streetAddress: t.streetAddress,
  city: t.city,
  state: t.state,
  zipCode: t.zipCode,
  phone: t.phone,
  mobile: t.mobile,
  email: t.email,
};
const entries = Object.entries(LABELS) as [keyof GuarantorFormValues, string][];
const fieldOf = (screen: Screen, label: string) =>
  screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label, { exact: true });

/** The form as the machine holds it: the prefill, or what was typed, through every failure. */
function form(screen: Screen, { context }: SnapshotFrom<typeof guarantorStepMachine>) {
  for (const [key, label] of entries) expect(fieldOf(screen, label)).toHaveValue(context.values[key]);
  expect(screen.queryByText(insuranceMessages.prefillFailed) !== null).toBe(context.notice !== null);
  expect(screen.queryAllByRole('alert').map((el) => el.textContent)).toEqual(
    context.error ? [english(context.error)] : [],
  );
}

screenTest('guarantor step form', {
  ...guarantorStepModel,
  render: renderGuarantorStep,
  gestures: {
    RESTORED: direct('the page sends it to an actor it restored'),
    SUBMIT: async ({ values }, user, screen) => {
      await fillForm(user, screen, LABELS, values);
      await user.click(screen.getByRole('button', { name: t.continue }));
    },
    BACK: async ({ values }, user, screen) => {
      await fillForm(user, screen, LABELS, values);
      await user.click(screen.getByRole('button', { name: copy.backToSteps }));
    },
    // Leaving the last field hands what is typed to the machine.
    EDITED: async ({ values }, user, screen) => {
      await fillForm(user, screen, LABELS, values);
      await user.tab();
    },
    DISMISS_ALERT: (_, user, screen) =>
      user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: copy.sessionAlertOk })),
  },
  views: {
    prefilling: (screen) => {
      expect(screen.getByText(copy.loading)).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).toBeNull();
    },
    'editing.form': (screen, snapshot) => {
      form(screen, snapshot);
      expect(screen.getByRole('button', { name: t.continue })).toBeEnabled();
      expect(screen.queryByText(t.saving)).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
    // hidden: behind the session alert the page is inert for assistive technology, but still drawn.
    'editing.sessionAlert': (screen, snapshot) => {
      expect(screen.getByRole('alertdialog')).toHaveTextContent(insuranceMessages.unauthorized);
      for (const [key, label] of entries)
        expect(screen.getByLabelText(label, { exact: true, selector: '*' })).toHaveValue(snapshot.context.values[key]);
    },
    saving: (screen, snapshot) => {
      form(screen, snapshot);
      expect(screen.getByText(t.saving)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: t.continue })).toBeDisabled();
    },
    // The hub takes over from a finished step (its own screen test shows the landing).
    saved: (screen) => expect(screen.getByRole('button', { name: t.continue })).toBeInTheDocument(),
    closed: (screen) => expect(screen.getByRole('button', { name: t.continue })).toBeInTheDocument(),
  },
});
