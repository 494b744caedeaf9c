import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import { Spinner } from '@/ui/Spinner';
import type { cardWidgetMachine } from '@machines/payment/cardWidget.machine';

import { paymentCopy as paymentMessages } from './copy';

interface CardWidgetProps {
  /** The payment actor's card widget child. */
  widget: ActorRefFrom<typeof cardWidgetMachine>;
  /** The provider's phone, offered for paying by phone when the card form cannot load. */
  phone: string;
}

/**
 * The provider's card widget in place of the card fields. The SDK fills the container itself (its
 * own labelled fields); React never renders children into it. The widget's actor belongs to the
 * payment actor; this component only tells it where its container is while it is on the page, so
 * the card is attached when the card area shows and destroyed when it goes.
 */
export function CardWidget({ widget, phone }: CardWidgetProps) {
  const paymentCopy = useCopy(paymentMessages);
  const containerId = `card-widget-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const loading = useSelector(widget, (s) => s.hasTag('loading'));
  const unavailable = useSelector(widget, (s) => s.hasTag('unavailable'));
  useEffect(() => {
    widget.send({ type: 'AREA_MOUNTED', container: `#${containerId}` });
    return () => {
      // After a payment the widget has already stopped with the payment actor (and destroyed its card).
      if (widget.getSnapshot().status === 'active') widget.send({ type: 'AREA_UNMOUNTED' });
    };
  }, [widget, containerId]);
  return (
    <div className="card-widget">
      {loading ? (
        <p className="loading" role="status">
          <Spinner />
          {paymentCopy.loadingCardForm}
        </p>
      ) : null}
      {unavailable ? (
        <p className="field-error" role="alert">
          {paymentCopy.cardFormUnavailable(phone)}
        </p>
      ) : null}
      <div id={containerId} className="card-widget-container" />
    </div>
  );
}
