import { useSelector } from '@xstate/react';
import { Form, Formik } from 'formik';
import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import { ErrorBox } from '@/ui/ErrorBox';
import { Field } from '@/ui/Field';
import { typedValues } from '@/ui/formik/typedValues';
import { Loading } from '@/ui/Loading';
import { PageHeading } from '@/ui/PageHeading';
import { Said } from '@/ui/Said';
import type { manualEntryMachine } from '@machines/insurance/insuranceManual.machine';
import { manualEntryView } from '@machines/insurance/insuranceManual.view';
import { type ManualInsuranceValues, RELATIONSHIPS } from '@machines/insurance/rules/insuranceForms';

import { insuranceCopy } from './copy';
import { SelectField, StateSelect } from './SelectField';

type ManualEntryRef = ActorRefFrom<typeof manualEntryMachine>;

/** '{Primary|Secondary} Insurance': every field of spec section 2, none required; 'Submit' hands them to the machine. */
export function ManualEntryForm({ actor }: { actor: ManualEntryRef }) {
  const copy = useCopy(insuranceCopy);
  const t = copy.manual;
  const view = useSelector(actor, manualEntryView);
  return (
    <section aria-labelledby="manual-entry-title">
      <PageHeading id="manual-entry-title">{t.heading(view.kind)}</PageHeading>
      <Formik<ManualInsuranceValues>
        initialValues={view.values}
        onSubmit={(values) => actor.send({ type: 'SUBMIT', values })}
      >
        {({ values }) => (
          // Kept as typed, so what is typed survives an ended session (the field being typed in too).
          <Form noValidate onChange={(event) => actor.send({ type: 'EDITED', values: typedValues(values, event) })}>
            {view.error ? (
              <ErrorBox id="manual-entry-error">
                <Said words={view.error} />
              </ErrorBox>
            ) : null}
            <Field name="insuranceName" label={t.insuranceName} autoComplete="off" />
            <Field name="planAddress1" label={t.planAddress1} autoComplete="off" />
            <Field name="planAddress2" label={t.planAddress2} autoComplete="off" />
            <div className="field-row">
              <Field name="planCity" label={t.planCity} autoComplete="off" />
              <StateSelect name="planState" label={t.planState} autoComplete="off" />
              <Field name="planZipCode" label={t.planZipCode} autoComplete="off" inputMode="numeric" />
            </div>
            <div className="field-row">
              <Field name="groupNumber" label={t.groupNumber} autoComplete="off" />
              <Field name="subscriberNumber" label={t.subscriberNumber} autoComplete="off" />
              <Field name="memberNumber" label={t.memberNumber} autoComplete="off" />
            </div>
            <div className="field-row">
              <Field name="subscriberFirstName" label={t.subscriberFirstName} autoComplete="off" />
              <Field name="subscriberLastName" label={t.subscriberLastName} autoComplete="off" />
              <Field name="subscriberMiddleName" label={t.subscriberMiddleName} autoComplete="off" />
            </div>
            <SelectField
              name="relationship"
              label={t.relationship}
              autoComplete="off"
              placeholder={t.chooseRelationship}
              options={RELATIONSHIPS.map((r) => [r, t.relationships[r]] as const)}
            />
            {view.submitting ? <Loading label={t.submitting} /> : null}
            <div className="step-actions">
              <button type="submit" className="button" disabled={view.submitting}>
                {t.submit}
              </button>
              <button
                type="button"
                className="button secondary"
                disabled={view.submitting}
                onClick={() => actor.send({ type: 'BACK', values })}
              >
                {copy.backToOptions}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
