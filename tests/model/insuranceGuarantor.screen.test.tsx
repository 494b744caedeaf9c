import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect } from 'vitest';

import { insuranceCopy as copy } from '@/screens/insurance/copy';
import { GuarantorStepForm } from '@/screens/insurance/GuarantorStepForm';
import { guarantorStepMachine } from '@machines/insuranceGuarantor.machine';
import type { GuarantorFormValues } from '@machines/rules/insuranceForms';
import { insuranceMessages } from '@machines/rules/insuranceMessages';
import { typedAddress } from '@tests/fixtures/insurance';

import { screenPathTests } from './screenPaths';

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

/** Types `values` into the form the way a guarantor would, field by field where they differ. */
async function fill(user: UserEvent, values: GuarantorFormValues) {
  for (const [key, label] of Object.entries(LABELS) as [keyof GuarantorFormValues, string][]) {
    const field = screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label, { exact: true });
    if (field.value === values[key]) continue;
    if (key === 'state') await user.selectOptions(field, values.state);
    else {
      await user.clear(field);
      await user.click(field);
      await user.paste(values[key]);
    }
  }
}

describe('guarantor step machine paths through its form', () => {
  screenPathTests({
    machine: guarantorStepMachine,
    inputs: {
      'first visit': { values: null, sessionId: null },
      'typed before': { values: { ...typedAddress, city: 'Atlanta' }, sessionId: 'SES-1' },
    },
    events: {
      SUBMIT: [{ type: 'SUBMIT', values: typedAddress }],
      BACK: [{ type: 'BACK', values: typedAddress }],
      DISMISS_ALERT: [{ type: 'DISMISS_ALERT' }],
    },
    fixtures: {
      getDataToConfirm: {
        done: { prefill: { PatientFirstName: 'Maria', PatientCity: 'Atlanta', PatientState: 'GA' } },
        error: { failed: new Error('unauthorized') },
      },
      collectData: {
        done: {
          saved: { status: 'saved', sessionId: 'SES-2' },
          refused: { status: 'refused', message: 'Unknown zip code.' },
          '401': { status: 'unauthorized' },
        },
        error: { network: new Error('Network Error') },
      },
    },
    traversal: 'shortest',
    render: (actor) => <GuarantorStepForm actor={actor} loginHref="/d/D1001" />,
    gestures: {
      SUBMIT: async (user, event) => {
        await fill(user, event.values);
        await user.click(screen.getByRole('button', { name: t.continue }));
      },
      BACK: async (user, event) => {
        await fill(user, event.values);
        await user.click(screen.getByRole('button', { name: copy.backToSteps }));
      },
      DISMISS_ALERT: async (user) => {
        await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: copy.sessionAlertOk }));
      },
    },
    expectScreen: (snapshot, view) => {
      const { context } = snapshot;
      const loading = snapshot.matches('prefilling');
      expect(view.queryByText(copy.loading) !== null).toBe(loading);
      if (loading) return;
      // The form shows what the machine holds: the prefill, or what was typed, through failures.
      for (const [key, label] of Object.entries(LABELS) as [keyof GuarantorFormValues, string][])
        expect(view.getByLabelText(label, { exact: true })).toHaveProperty('value', context.values[key]);
      const saving = snapshot.matches('saving');
      expect(view.queryByText(t.saving) !== null).toBe(saving);
      // hidden: behind the session alert the page is inert for assistive technology, but still drawn.
      expect(view.getByRole('button', { name: t.continue, hidden: true })).toHaveProperty('disabled', saving);
      expect(view.queryByText(insuranceMessages.prefillFailed) !== null).toBe(context.notice !== null);
      const alertBox = view.queryAllByRole('alert').map((el) => el.textContent);
      expect(alertBox).toEqual(context.error ? [context.error] : []);
      expect(view.queryByRole('alertdialog') !== null).toBe(snapshot.matches({ editing: 'sessionAlert' }));
    },
  });
});
