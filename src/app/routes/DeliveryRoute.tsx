import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback } from 'react';

import { useKeptActorRef } from '@/app/keep/useKeptActorRef';
import { liveDeliveryMachine } from '@/app/live/delivery';
import { loadProviderContent } from '@/app/providerContent';
import { useSessionActor } from '@/app/useSessionActor';
import { withWords } from '@/i18n/i18n';
import { ConfirmInfoForm } from '@/screens/delivery/ConfirmInfoForm';
import { GuarantorRefusalPage } from '@/screens/messagePages/messagePages';
import { Loading } from '@/ui/Loading';
import { useProvider } from '@/ui/provider';
import { useWarmUp } from '@/ui/useWarmUp';
import { deliveryView } from '@machines/delivery/delivery.view';
import type { EarlyDeliveryCheck } from '@machines/provider/provider.machine';
import { sessionView } from '@machines/session/session.view';

// The validated view (its machines, the payment form, dialogs, formik, the session's watch) loads
// after the first screen.
const loadStatement = withWords('account', () => import('./DeliveryStatement'));
const DeliveryStatement = lazy(loadStatement);
// Said only once a session has ended here (its words load with it).
const SessionEndedNotice = lazy(withWords('session', () => import('@/screens/session/SessionEndedNotice')));

/**
 * `/d/{id}`: the delivery link. The message pages render in place; the address bar keeps the link.
 * A session that ends on this bill starts the link afresh (confirm-info), saying so.
 */
export default function DeliveryRoute({ id, checked }: { id: string; checked?: EarlyDeliveryCheck | null }) {
  const endedAt = useSelector(useSessionActor(), (s) => s.context.endedAt);
  // The page's early check is for its first flow: a flow after a session ended checks the link again.
  return <DeliveryFlow key={endedAt ?? 'first'} id={id} checked={endedAt ? null : (checked ?? null)} />;
}

function DeliveryFlow({ id, checked }: { id: string; checked: EarlyDeliveryCheck | null }) {
  const provider = useProvider();
  const path = `/d/${encodeURIComponent(id)}`;
  const session = useSessionActor();
  const actor = useKeptActorRef(
    liveDeliveryMachine,
    { deliveryId: id, provider, session, checked },
    { place: `delivery:${path}` },
  );
  const screen = useSelector(actor, (s) => deliveryView(s).screen);
  const endedHere = useSelector(session, (s) => sessionView(s).ended && s.context.entry?.path === path);
  // Or it ended while the page was away (a reload after the 30 minutes).
  const ended = useSelector(actor, (s) => s.context.sessionEnded) || endedHere;
  // Warm the validated view's code while the guarantor types, so Continue shows it without a wait;
  // not before the form shows, where it would only slow the delivery check's answer on a slow line.
  useWarmUp(loadStatement, screen === 'confirmInfo');
  // And the provider's content, which the bill's texts wait for (issue 48).
  useWarmUp(
    useCallback(() => loadProviderContent(provider.ProviderKey), [provider]),
    screen === 'confirmInfo',
  );

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
    case 'guarantorView': {
      const { guarantor } = actor.getSnapshot().context;
      return (
        <Suspense fallback={<Loading />}>
          <DeliveryStatement guarantor={guarantor!} deliveryId={id} path={path} />
        </Suspense>
      );
    }
    case 'loading':
      return <Loading />;
  }
}
