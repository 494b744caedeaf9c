import { useSelector } from '@xstate/react';
import { Form, Formik } from 'formik';
import { lazy, Suspense, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import { Field } from '@/ui/Field';
import { Loading } from '@/ui/Loading';
import { PageHeading } from '@/ui/PageHeading';
import { useWarmUp } from '@/ui/useWarmUp';
import type { lookupMachine } from '@machines/lookup.machine';
import { lookupView } from '@machines/lookup.view';
import { identifierLabel, type LookupValues } from '@machines/rules/lookup';

import { lookupCopy } from './copy';
import { loadLookupDeferred, NOT_YET_CHECKED, validateLookup } from './lookupValidation';

const LookupDialogs = lazy(loadLookupDeferred);

/**
 * 'Please Enter Statement Information': formik holds what is typed and touched, the yup schema the
 * inline messages; 'Continue' only while the form is valid, else a disabled 'Enter form'. A submit
 * sends the values to the machine, which runs the submit-time checks and the lookup. While the
 * lookup runs the form is hidden (not removed, so what was typed and touched stays).
 */
export function LookupForm({ actor }: { actor: ActorRefFrom<typeof lookupMachine> }) {
  const { heading } = useCopy(lookupCopy);
  const { screen, values, alert, provider } = useSelector(actor, lookupView);
  const checking = screen === 'checking';
  const submitButton = useRef<HTMLButtonElement>(null);
  // Fetch the schema and the dialogs while the guarantor reads the form.
  useWarmUp(loadLookupDeferred);

  return (
    <section aria-labelledby="lookup-title">
      <PageHeading id="lookup-title">{heading}</PageHeading>
      <Formik<LookupValues>
        initialValues={values}
        initialErrors={NOT_YET_CHECKED}
        validate={validateLookup}
        // An empty form is not valid yet (NOT_YET_CHECKED) and is checked from the first keystroke on,
        // so the schema's chunk is not fetched while the form is first drawn; kept values are checked at once.
        validateOnMount={Object.values(values).some((value) => value !== '')}
        onSubmit={(submitted) => actor.send({ type: 'SUBMIT', values: submitted })}
      >
        {({ errors, touched, isValid }) => (
          <Form noValidate className="card" hidden={checking}>
            <Field
              name="identifier"
              label={identifierLabel(provider)}
              autoComplete="off"
              spellCheck={false}
              error={touched.identifier ? errors.identifier : null}
            />
            <Field
              name="lastName"
              label={lookupCopy.lastName}
              autoComplete="family-name"
              error={touched.lastName ? errors.lastName : null}
            />
            <Field
              name="zipCode"
              label={lookupCopy.zipCode}
              autoComplete="postal-code"
              error={touched.zipCode ? errors.zipCode : null}
            />
            <button ref={submitButton} type="submit" className="button" disabled={!isValid}>
              {isValid ? lookupCopy.continue : lookupCopy.enterForm}
            </button>
          </Form>
        )}
      </Formik>
      <Suspense fallback={checking ? <Loading label={lookupCopy.checking} /> : null}>
        {checking || alert ? (
          <LookupDialogs
            checking={checking}
            alert={alert}
            onDismiss={() => actor.send({ type: 'ALERT_DISMISSED' })}
            returnTo={submitButton}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
