import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';

import { liveDeliveryMachine } from '@/app/live/delivery';
import { NeedsSession } from '@/app/NeedsSession';
import { keptFor } from '@/app/sessionDrafts';
import { useConfirmationActor } from '@/app/useConfirmationActor';
import { useSessionActor } from '@/app/useSessionActor';
import { withAccountWords } from '@/i18n/i18n';
import { useObservedActorRef } from '@/observability/react';
import { ConfirmInfoForm } from '@/screens/delivery/ConfirmInfoForm';
import { GuarantorRefusalPage } from '@/screens/messagePages/messagePages';
import { SessionEndedNotice } from '@/screens/session/SessionEndedNotice';
import { Loading } from '@/ui/Loading';
import { useProvider } from '@/ui/provider';
import { useWarmUp } from '@/ui/useWarmUp';
import { deliveryView } from '@machines/delivery.view';
import { sessionView } from '@machines/session.view';

// The validated view (payment form, dialogs, formik) loads after the first screen.
const loadGuarantorView = withAccountWords(() => import('@/screens/guarantor/GuarantorView'));
const GuarantorView = lazy(loadGuarantorView);

/**
 * `/d/{id}`: the delivery link. The message pages render in place; the address bar keeps the link.
 * A session that ends on this bill starts the link afresh (confirm-info), saying so.
 */
export default function DeliveryRoute({ id }: { id: string }) {
  const endedAt = useSelector(useSessionActor(), (s) => s.context.endedAt);
  return <DeliveryFlow key={endedAt ?? 'first'} id={id} />;
}

function DeliveryFlow({ id }: { id: string }) {
  const provider = useProvider();
  const path = `/d/${encodeURIComponent(id)}`;
  // The tab's confirmation actor rides along in the input: the validated view sends it the receipt.
  const confirmation = useConfirmationActor();
  const session = useSessionActor();
  const actor = useObservedActorRef(liveDeliveryMachine, {
    input: { deliveryId: id, provider, confirmation, session, draft: keptFor(session.getSnapshot(), 'bill') },
  });
  const screen = useSelector(actor, (s) => deliveryView(s).screen);
  const view = useSelector(actor, (s) => s.children.guarantorView);
  const ended = useSelector(session, (s) => sessionView(s).ended && s.context.entry?.path === path);
  // Warm the validated view's code while the guarantor types, so Continue shows it without a wait;
  // not before the form shows, where it would only slow the delivery check's answer on a slow line.
  useWarmUp(loadGuarantorView, screen === 'confirmInfo');

  switch (screen) {
    case 'confirmInfo':
      return <ConfirmInfoForm actor={actor} notice={ended ? <SessionEndedNotice /> : null} />;
    case 'locked':
    case 'invalidBalance':
    case 'duplicate':
      return <GuarantorRefusalPage refusal={screen} />;
    case 'guarantorView':
      return view ? (
        <NeedsSession place="bill" path={path} source={view}>
          <Suspense fallback={<Loading />}>
            <GuarantorView view={view} />
          </Suspense>
        </NeedsSession>
      ) : (
        <Loading />
      );
    case 'loading':
      return <Loading />;
  }
}
