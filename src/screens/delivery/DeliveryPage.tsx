import { lazy, Suspense, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useProvider } from '../../app/ProviderContext';
import { useConfirmationActor } from '../../app/confirmationActor';
import { liveDeliveryMachine } from '../../app/live/delivery';
import { useObservedActorRef } from '../../observability/react';
import { Loading } from '../../ui/Loading';
import { DuplicatePaymentPage, InvalidBalancePage, LockedPage } from '../messages/messages';
import { ConfirmInfoForm } from './ConfirmInfoForm';

// The validated view (payment form, dialogs, formik) loads after the first screen; see ConfirmInfoForm.
const GuarantorView = lazy(() => import('../guarantor/GuarantorView'));

/** `/d/{id}`: the delivery link. The message pages render in place; the address bar keeps the link. */
export default function DeliveryPage({ id }: { id: string }) {
  const provider = useProvider();
  const confirmation = useConfirmationActor();
  const machine = useMemo(
    () => liveDeliveryMachine((receipt) => confirmation.send({ type: 'PAYMENT_CONFIRMED', receipt })),
    [confirmation],
  );
  const actor = useObservedActorRef(machine, { input: { deliveryId: id, provider } });
  const state = useSelector(actor, (s) => s);

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
