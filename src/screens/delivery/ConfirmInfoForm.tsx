import { Form, Formik } from 'formik';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import type { deliveryMachine } from '../../../machines/delivery.machine';
import { ErrorBox } from '../../ui/ErrorBox';
import { Field } from '../../ui/Field';
import { Loading } from '../../ui/Loading';
import { deliveryCopy } from './copy';

/** 'Please Confirm Your Info': the machine validates and decides; the form only collects. */
export function ConfirmInfoForm({ actor }: { actor: ActorRefFrom<typeof deliveryMachine> }) {
  const { lastName, zipCode, alert, error } = useSelector(actor, (s) => s.context);
  const checking = useSelector(actor, (s) => s.matches('validatingGuarantor'));
  return (
    <section aria-labelledby="confirm-info-title">
      <h1 id="confirm-info-title">{deliveryCopy.confirmInfo}</h1>
      {error ? <ErrorBox>{error}</ErrorBox> : null}
      {alert ? <ErrorBox>{alert}</ErrorBox> : null}
      <Formik
        initialValues={{ zipCode, lastName }}
        onSubmit={(values) => actor.send({ type: 'SUBMIT', ...values })}
      >
        <Form noValidate className="card">
          <Field name="zipCode" label={deliveryCopy.zip} autoComplete="postal-code" />
          <Field name="lastName" label={deliveryCopy.lastName} autoComplete="family-name" />
          <button type="submit" className="button" disabled={checking}>
            {deliveryCopy.continue}
          </button>
          {checking ? <Loading label={deliveryCopy.checking} /> : null}
        </Form>
      </Formik>
    </section>
  );
}
