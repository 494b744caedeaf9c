import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { paymentOptionMachine } from '../../../machines/paymentOption.machine';
import { ErrorBox } from '../../ui/ErrorBox';
import { Loading } from '../../ui/Loading';
import { paymentOptionCopy } from './copy';

/** 'Choose a Payment Option': shown only when a payment plan is offered. */
export function PaymentOptionChooser({ chooser }: { chooser: ActorRefFrom<typeof paymentOptionMachine> }) {
  const state = useSelector(chooser, (s) => s);
  const offered = state.can({ type: 'PAYMENT_PLAN' }) || !state.matches('payNow');
  if (!offered) return null;
  const { financingUrl, error } = state.context;
  return (
    <fieldset className="card payment-options">
      <legend>{paymentOptionCopy.title}</legend>
      <label className="radio">
        <input
          type="radio"
          name="payment-option"
          checked={!state.matches('planOpened') && !state.matches('requestingFinancing')}
          onChange={() => chooser.send({ type: 'PAY_NOW' })}
        />
        {paymentOptionCopy.payNow}
      </label>
      <label className="radio">
        <input
          type="radio"
          name="payment-option"
          checked={state.matches('planOpened') || state.matches('requestingFinancing')}
          disabled={state.matches('requestingFinancing')}
          onChange={() => chooser.send({ type: 'PAYMENT_PLAN' })}
        />
        {paymentOptionCopy.paymentPlan}
      </label>
      {state.matches('requestingFinancing') ? <Loading label={paymentOptionCopy.requesting} /> : null}
      {error ? <ErrorBox>{error}</ErrorBox> : null}
      {state.matches('planOpened') && financingUrl ? (
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
