import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';

import { useCopy, useTranslate } from '@/i18n/copy';
import { ErrorBox } from '@/ui/ErrorBox';
import { Loading } from '@/ui/Loading';
import { PageHeading } from '@/ui/PageHeading';
import { Said } from '@/ui/Said';
import type { deliveryMachine } from '@machines/delivery/delivery.machine';
import { deliveryView } from '@machines/delivery/delivery.view';
import type { ConfirmInfoField } from '@machines/delivery/rules/confirmInfo';

import { deliveryCopy } from './copy';

const CONFIRM_ERROR_ID = 'confirm-info-error';

/**
 * 'Please Confirm Your Info': the machine validates and decides; the form only collects. Two plain
 * fields need no form library: keeping formik off the first screen of a payment link keeps it within
 * its download budget. The inputs start from the machine's copy, so a remount keeps what was typed.
 */
export function ConfirmInfoForm({
  actor,
  notice = null,
}: {
  actor: ActorRefFrom<typeof deliveryMachine>;
  /** Said above the form, e.g. that the session ended. */
  notice?: ReactNode;
}) {
  const say = useTranslate();
  const t = useCopy(deliveryCopy);
  const { lastName, zipCode, error, refusal } = useSelector(actor, (s) => s.context);
  const invalid = (field: ConfirmInfoField) =>
    error?.field === field ? { 'aria-invalid': true, 'aria-describedby': CONFIRM_ERROR_ID } : {};
  const checking = useSelector(actor, (s) => deliveryView(s).checking);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget.elements;
    const text = (name: string) => (form.namedItem(name) as HTMLInputElement).value;
    actor.send({ type: 'SUBMIT', zipCode: text('zipCode'), lastName: text('lastName') });
  };
  return (
    <section aria-labelledby="confirm-info-title">
      <PageHeading id="confirm-info-title">{t.confirmInfo}</PageHeading>
      {notice}
      {refusal ? <ErrorBox>{refusal.map(say).join('. ')}</ErrorBox> : null}
      {error ? (
        <ErrorBox id={CONFIRM_ERROR_ID}>
          <Said words={error.message} />
        </ErrorBox>
      ) : null}
      <form noValidate className="card" onSubmit={submit}>
        <div className="field">
          <label htmlFor="confirm-zip">{t.zip}</label>
          <input
            id="confirm-zip"
            name="zipCode"
            defaultValue={zipCode}
            autoComplete="postal-code"
            {...invalid('zipCode')}
          />
        </div>
        <div className="field">
          <label htmlFor="confirm-last-name">{t.lastName}</label>
          <input
            id="confirm-last-name"
            name="lastName"
            defaultValue={lastName}
            autoComplete="family-name"
            {...invalid('lastName')}
          />
        </div>
        <button type="submit" className="button" disabled={checking}>
          {t.continue}
        </button>
        {checking ? <Loading label={t.checking} /> : null}
      </form>
    </section>
  );
}
