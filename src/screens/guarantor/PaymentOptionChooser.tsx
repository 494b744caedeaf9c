import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import { ErrorBox } from '@/ui/ErrorBox';
import { Loading } from '@/ui/Loading';
import { Said } from '@/ui/Said';
import type { paymentOptionMachine } from '@machines/bill/paymentOption.machine';
import { paymentOptionView } from '@machines/bill/paymentOption.view';

import { paymentOptionCopy as paymentOptionCopyMessages } from './copy';

/**
 * 'Choose a Payment Option': shown only when a payment plan is offered. Two toggle buttons, not
 * radios: opening the partner's site is an explicit press (WCAG 3.2.2, no change of context on
 * arrowing through a radio group). While the request runs the buttons are aria-disabled, never
 * `disabled`, so the focused one keeps focus; the machine ignores presses meanwhile.
 */
export function PaymentOptionChooser({ chooser }: { chooser: ActorRefFrom<typeof paymentOptionMachine> }) {
  const paymentOptionCopy = useCopy(paymentOptionCopyMessages);
  const { offered, requesting, planChosen, planOpened } = useSelector(chooser, paymentOptionView, shallowEqual);
  const { financingUrl, error } = useSelector(chooser, (s) => s.context);
  if (!offered) return null;
  const press = (type: 'PAY_NOW' | 'PAYMENT_PLAN') => () => {
    if (!requesting) chooser.send({ type });
  };
  return (
    <fieldset className="card payment-options">
      <legend>{paymentOptionCopy.title}</legend>
      {/* dialog-actions: the shared row-of-buttons layout. */}
      <div className="dialog-actions">
        <button
          type="button"
          className={planChosen ? 'button secondary' : 'button'}
          aria-pressed={!planChosen}
          aria-disabled={requesting || undefined}
          onClick={press('PAY_NOW')}
        >
          {paymentOptionCopy.payNow}
        </button>
        <button
          type="button"
          className={planChosen ? 'button' : 'button secondary'}
          aria-pressed={planChosen}
          aria-disabled={requesting || undefined}
          onClick={press('PAYMENT_PLAN')}
        >
          {paymentOptionCopy.paymentPlan}
        </button>
      </div>
      {requesting ? <Loading label={paymentOptionCopy.requesting} /> : null}
      {error ? (
        <ErrorBox>
          <Said words={error} />
        </ErrorBox>
      ) : null}
      {planOpened && financingUrl ? (
        <p role="status">
          {paymentOptionCopy.opened}{' '}
          <a href={financingUrl} target="_blank" rel="noopener noreferrer">
            {paymentOptionCopy.link}
          </a>
        </p>
      ) : null}
    </fieldset>
  );
}
