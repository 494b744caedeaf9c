import { useSelector } from '@xstate/react';
import { type Ref, useId, useImperativeHandle } from 'react';

import { useObservedActorRef } from '@/observability/react';
import { type CardWidgetInput, cardWidgetMachine } from '@machines/cardWidget.machine';

import { paymentCopy } from './copy';
import { squareCardActors } from './squareWidget';

/** What the payment form can ask of the widget. */
export interface CardWidgetHandle {
  /**
   * The form was submitted: tokenize; the token (or a logged failure) goes to the payment actor,
   * or, when the card form never loaded, WIDGET_UNAVAILABLE.
   */
  tokenize(): void;
}

const squareCardWidget = cardWidgetMachine.provide({ actors: squareCardActors });

interface CardWidgetProps {
  appId: string;
  /** The provider's phone, offered for paying by phone when the card form cannot load. */
  phone: string;
  paymentRef: CardWidgetInput['payment'];
  ref?: Ref<CardWidgetHandle>;
}

/**
 * The provider's card widget in place of the card fields. The SDK fills the container itself (its
 * own labelled fields); React never renders children into it. The widget's actor lives exactly as
 * long as this component, so the card is destroyed when the form stops showing it.
 */
export function CardWidget({ appId, phone, paymentRef, ref }: CardWidgetProps) {
  const containerId = `card-widget-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const widget = useObservedActorRef(squareCardWidget, {
    input: { appId, container: `#${containerId}`, payment: paymentRef },
  });
  const loading = useSelector(widget, (s) => s.matches('loading'));
  const failed = useSelector(widget, (s) => s.matches('failed'));
  useImperativeHandle(ref, () => ({ tokenize: () => widget.send({ type: 'TOKENIZE' }) }), [widget]);
  return (
    <div className="card-widget">
      {loading ? (
        <p className="loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {paymentCopy.loadingCardForm}
        </p>
      ) : null}
      {failed ? (
        <p className="field-error" role="alert">
          {paymentCopy.cardFormUnavailable(phone)}
        </p>
      ) : null}
      <div id={containerId} className="card-widget-container" />
    </div>
  );
}
