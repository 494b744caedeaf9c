import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';

import { liveDeliveryMachine } from '@/app/live/delivery';
import { keptFor } from '@/app/sessionDrafts';
import { useConfirmationActor } from '@/app/useConfirmationActor';
import { useSessionActor } from '@/app/useSessionActor';
import { withWords } from '@/i18n/i18n';
import { useObservedActorRef } from '@/observability/react';
import { ConfirmInfoForm } from '@/screens/delivery/ConfirmInfoForm';
import { GuarantorRefusalPage } from '@/screens/messagePages/messagePages';
import { Loading } from '@/ui/Loading';
import { useProvider } from '@/ui/provider';
import { useWarmUp } from '@/ui/useWarmUp';
import { deliveryView } from '@machines/delivery/delivery.view';
import { sessionView } from '@machines/session/session.view';

// The validated view (payment form, dialogs, formik, the session's watch) loads after the first screen.
const loadBill = withWords('account', () => import('./Bill'));
const Bill = lazy(loadBill);
// Said only once a session has ended here.
const SessionEndedNotice = lazy(() => import('@/screens/session/SessionEndedNotice'));

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
  useWarmUp(loadBill, screen === 'confirmInfo');

  switch (screen) {
    case 'confirmInfo':
      return (
        <ConfirmInfoForm
          actor={actor}
          notice={
            ended ? (
              <Suspense fallback={null}>
                <SessionEndedNotice />
              </Suspense>
            ) : null
          }
        />
      );
    case 'locked':
    case 'invalidBalance':
    case 'duplicate':
      return <GuarantorRefusalPage refusal={screen} />;
    case 'guarantorView':
      return view ? (
        <Suspense fallback={<Loading />}>
          <Bill view={view} path={path} />
        </Suspense>
      ) : (
        <Loading />
      );
    case 'loading':
      return <Loading />;
  }
}
