import { useSelector } from '@xstate/react';

import { liveNotificationChangeMachine } from '@/app/live/notificationChange';
import { NeedsSession } from '@/app/NeedsSession';
import { keptFor } from '@/app/sessionDrafts';
import { useSessionActor } from '@/app/useSessionActor';
import { useObservedActorRef } from '@/observability/react';
import { NotificationChangePage } from '@/screens/notification/NotificationChangePage';

/**
 * `/change/{id}`: the notification change machine with its real calls. While the e-mail can be
 * changed, the session watches the page (the change needs the guarantor token).
 */
export default function NotificationChangeRoute({ id }: { id: string }) {
  const session = useSessionActor();
  const kept = keptFor(session.getSnapshot(), 'notification');
  const actor = useObservedActorRef(liveNotificationChangeMachine, {
    input: { deliveryId: id, ...(kept ? { email: kept.email } : {}) },
  });
  const changing = useSelector(actor, (s) => s.matches('editing') || s.matches('saving'));
  const page = <NotificationChangePage actor={actor} />;
  return changing ? (
    <NeedsSession place="notification" path={`/change/${encodeURIComponent(id)}`} source={actor}>
      {page}
    </NeedsSession>
  ) : (
    page
  );
}
