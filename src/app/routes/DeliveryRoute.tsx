import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';

import { useConfirmationActor } from '@/app/confirmationContext';
import { liveDeliveryMachine } from '@/app/live/delivery';
import { useObservedActorRef } from '@/observability/react';
import { ConfirmInfoForm } from '@/screens/delivery/ConfirmInfoForm';
import { DuplicatePaymentPage, InvalidBalancePage, LockedPage } from '@/screens/messagePages/messagePages';
import { Loading } from '@/ui/Loading';
import { useProvider } from '@/ui/provider';

// The validated view (payment form, dialogs, formik) loads after the first screen.
const loadGuarantorView = () => import('@/screens/guarantor/GuarantorView');
const GuarantorView = lazy(loadGuarantorView);

/** `/d/{id}`: the delivery link. The message pages render in place; the address bar keeps the link. */
export default function DeliveryRoute({ id }: { id: string }) {
  const provider = useProvider();
  // The tab's confirmation actor rides along in the input: the validated view sends it the receipt.
  const confirmation = useConfirmationActor();
  const actor = useObservedActorRef(liveDeliveryMachine, { input: { deliveryId: id, provider, confirmation } });
  const state = useSelector(actor, (s) => s);
  // Warm the validated view's code while the guarantor types, so Continue shows it without a wait.
  useEffect(() => void loadGuarantorView(), []);

  if (state.matches('confirmingInfo') || state.matches('validatingGuarantor')) return <ConfirmInfoForm actor={actor} />;
  if (state.matches('locked')) return <LockedPage />;
  if (state.matches('invalidBalance')) return <InvalidBalancePage />;
  if (state.matches('duplicate')) return <DuplicatePaymentPage />;
  const view = state.children.guarantorView;
  if (state.matches('validated') && view) {
    return (
      <Suspense fallback={<Loading />}>
        <GuarantorView view={view} />
      </Suspense>
    );
  }
  return <Loading />;
}
