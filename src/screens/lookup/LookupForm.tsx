import { useSelector } from '@xstate/react';
import { Form, Formik } from 'formik';
import { lazy, Suspense, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';

import { useCopy, useTranslate } from '@/i18n/copy';
import { Field } from '@/ui/Field';
import { Loading } from '@/ui/Loading';
import { PageHeading } from '@/ui/PageHeading';
import { useWarmUp } from '@/ui/useWarmUp';
import type { lookupMachine } from '@machines/delivery/lookup.machine';
import { lookupView } from '@machines/delivery/lookup.view';
import { identifierLabel, type LookupValues } from '@machines/delivery/rules/lookup';
import { DELIVERED_LANGUAGE } from '@machines/session/rules/language';

import { lookupCopy } from './copy';
import { inlineMessage, loadLookupDeferred, NOT_YET_CHECKED, validateLookup } from './lookupValidation';

const LookupDialogs = lazy(loadLookupDeferred);

/**
 * 'Please Enter Statement Information': formik holds what is typed and touched, the yup schema the
 * inline messages; 'Continue' only while the form is valid, else a disabled 'Enter form'. A submit
 * sends the values to the machine, which runs the submit-time checks and the lookup. While the
 * lookup runs the form is hidden (not removed, so what was typed and touched stays).
 */
export function LookupForm({ actor }: { actor: ActorRefFrom<typeof lookupMachine> }) {
  const t = useCopy(lookupCopy);
  const say = useTranslate();
  /** A touched field's inline message, in the page's language. */
  const inline = (touched: boolean | undefined, error: string | undefined) => {
    const message = touched ? inlineMessage(error) : null;
    return message ? say(message) : null;
  };
  const { screen, values, alert, provider } = useSelector(actor, lookupView);
  // The provider's label (VerificationLabel1) is shown as delivered, marked with its language.
  const label = identifierLabel(provider);
  const checking = screen === 'checking';
  const submitButton = useRef<HTMLButtonElement>(null);
  // Fetch the schema and the dialogs while the guarantor reads the form.
  useWarmUp(loadLookupDeferred);

  return (
    <section aria-labelledby="lookup-title">
      <PageHeading id="lookup-title">{t.heading}</PageHeading>
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
              label={say(label)}
              labelLang={typeof label === 'string' ? DELIVERED_LANGUAGE : undefined}
              autoComplete="off"
              spellCheck={false}
              error={inline(touched.identifier, errors.identifier)}
            />
            <Field
              name="lastName"
              label={t.lastName}
              autoComplete="family-name"
              error={inline(touched.lastName, errors.lastName)}
            />
            <Field
              name="zipCode"
              label={t.zipCode}
              autoComplete="postal-code"
              error={inline(touched.zipCode, errors.zipCode)}
            />
            <button ref={submitButton} type="submit" className="button" disabled={!isValid}>
              {isValid ? t.continue : t.enterForm}
            </button>
          </Form>
        )}
      </Formik>
      <Suspense fallback={checking ? <Loading label={t.checking} /> : null}>
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
