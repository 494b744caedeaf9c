import { useSelector } from '@xstate/react';
import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';

import { useCopy, useTranslate } from '@/i18n/copy';
import { Dialog, DialogClose } from '@/ui/Dialog';
import { ErrorBox } from '@/ui/ErrorBox';
import { Field } from '@/ui/Field';
import { typedValues } from '@/ui/formik/typedValues';
import { Loading } from '@/ui/Loading';
import { PageHeading } from '@/ui/PageHeading';
import { Said } from '@/ui/Said';
import type { guarantorStepMachine } from '@machines/insurance/insuranceGuarantor.machine';
import { guarantorStepView } from '@machines/insurance/insuranceGuarantor.view';
import type { GuarantorFormValues } from '@machines/insurance/rules/insuranceForms';
import { insuranceMessages } from '@machines/insurance/rules/insuranceMessages';

import { insuranceCopy } from './copy';
import { StateSelect } from './SelectField';

type GuarantorStepRef = ActorRefFrom<typeof guarantorStepMachine>;

/**
 * 'Confirm Guarantor Address': formik holds what is typed; 'Continue' and 'Back to all steps' hand
 * the values to the machine, which keeps them through failures and visits to the other steps.
 */
export function GuarantorStepForm({ actor, loginHref }: { actor: GuarantorStepRef; loginHref: string }) {
  const say = useTranslate();
  const copy = useCopy(insuranceCopy);
  const t = copy.guarantor;
  const view = useSelector(actor, guarantorStepView);
  const continueButton = useRef<HTMLButtonElement>(null);

  return (
    <section aria-labelledby="guarantor-step-title">
      <PageHeading id="guarantor-step-title">{copy.steps.guarantor}</PageHeading>
      {view.loading ? (
        <Loading label={copy.loading} />
      ) : (
        <Formik<GuarantorFormValues>
          initialValues={view.values}
          onSubmit={(values) => actor.send({ type: 'SUBMIT', values })}
        >
          {({ values }) => (
            // Kept as typed, so what is typed survives an ended session (the field being typed in too).
            <Form noValidate onChange={(event) => actor.send({ type: 'EDITED', values: typedValues(values, event) })}>
              {view.notice ? (
                <p role="status" className="notice">
                  <Said words={view.notice} />
                </p>
              ) : null}
              {view.error ? (
                <ErrorBox id="guarantor-step-error">
                  <Said words={view.error} />
                </ErrorBox>
              ) : null}
              <div className="field-row">
                <Field name="firstName" label={t.firstName} autoComplete="given-name" />
                <Field name="lastName" label={t.lastName} autoComplete="family-name" />
              </div>
              <Field name="streetAddress" label={t.streetAddress} autoComplete="address-line1" />
              <div className="field-row">
                <Field name="city" label={t.city} autoComplete="address-level2" />
                <StateSelect name="state" label={t.state} autoComplete="address-level1" />
                <Field name="zipCode" label={t.zipCode} autoComplete="postal-code" inputMode="numeric" />
              </div>
              <div className="field-row">
                <Field name="phone" label={t.phone} type="tel" autoComplete="tel" />
                <Field name="mobile" label={t.mobile} type="tel" autoComplete="mobile tel" />
              </div>
              <Field name="email" label={t.email} type="email" autoComplete="email" />
              {view.saving ? <Loading label={t.saving} /> : null}
              <div className="step-actions">
                <button ref={continueButton} type="submit" className="button" disabled={view.saving}>
                  {t.continue}
                </button>
                <button
                  type="button"
                  className="button secondary"
                  disabled={!view.canLeave}
                  onClick={() => actor.send({ type: 'BACK', values })}
                >
                  {copy.backToSteps}
                </button>
              </div>
            </Form>
          )}
        </Formik>
      )}
      <Dialog
        open={view.sessionAlert}
        role="alertdialog"
        title={copy.sessionExpired.heading}
        onClose={() => actor.send({ type: 'DISMISS_ALERT' })}
        finalFocus={continueButton}
      >
        <p>{say(insuranceMessages.unauthorized)}</p>
        <div className="dialog-actions">
          <Link href={loginHref} className="button">
            {copy.logInAgain}
          </Link>
          <DialogClose className="button secondary">{copy.sessionAlertOk}</DialogClose>
        </div>
      </Dialog>
    </section>
  );
}
