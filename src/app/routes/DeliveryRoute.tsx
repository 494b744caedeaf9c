import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';

import { liveDeliveryMachine } from '@/app/live/delivery';
import { useConfirmationActor } from '@/app/useConfirmationActor';
import { withAccountWords } from '@/i18n/i18n';
import { useObservedActorRef } from '@/observability/react';
import { ConfirmInfoForm } from '@/screens/delivery/ConfirmInfoForm';
import { GuarantorRefusalPage } from '@/screens/messagePages/messagePages';
import { Loading } from '@/ui/Loading';
import { useProvider } from '@/ui/provider';
import { useWarmUp } from '@/ui/useWarmUp';
import { deliveryView } from '@machines/delivery.view';

// The validated view (payment form, dialogs, formik) loads after the first screen.
const loadGuarantorView = withAccountWords(() => import('@/screens/guarantor/GuarantorView'));
const GuarantorView = lazy(loadGuarantorView);

/** `/d/{id}`: the delivery link. The message pages render in place; the address bar keeps the link. */
export default function DeliveryRoute({ id }: { id: string }) {
  const provider = useProvider();
  // The tab's confirmation actor rides along in the input: the validated view sends it the receipt.
  const confirmation = useConfirmationActor();
  const actor = useObservedActorRef(liveDeliveryMachine, { input: { deliveryId: id, provider, confirmation } });
  const screen = useSelector(actor, (s) => deliveryView(s).screen);
  const view = useSelector(actor, (s) => s.children.guarantorView);
  // Warm the validated view's code while the guarantor types, so Continue shows it without a wait;
  // not before the form shows, where it would only slow the delivery check's answer on a slow line.
  useWarmUp(loadGuarantorView, screen === 'confirmInfo');

  switch (screen) {
    case 'confirmInfo':
      return <ConfirmInfoForm actor={actor} />;
    case 'locked':
    case 'invalidBalance':
    case 'duplicate':
      return <GuarantorRefusalPage refusal={screen} />;
    case 'guarantorView':
      return view ? (
        <Suspense fallback={<Loading />}>
          <GuarantorView view={view} />
        </Suspense>
      ) : (
        <Loading />
      );
    case 'loading':
      return <Loading />;
  }
}
