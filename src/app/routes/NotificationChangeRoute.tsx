import { useSelector } from '@xstate/react';

import { useKeptActorRef } from '@/app/keep/useKeptActorRef';
import { liveNotificationChangeMachine } from '@/app/live/notificationChange';
import { NeedsSession } from '@/app/NeedsSession';
import { NotificationChangePage } from '@/screens/notification/NotificationChangePage';

/**
 * `/change/{id}`: the notification change machine with its real calls. While the e-mail can be
 * changed, the session watches the page (the change needs the guarantor token).
 */
export default function NotificationChangeRoute({ id }: { id: string }) {
  const path = `/change/${encodeURIComponent(id)}`;
  const actor = useKeptActorRef(liveNotificationChangeMachine, { deliveryId: id }, { place: `change:${path}` });
  const changing = useSelector(actor, (s) => s.matches('editing') || s.matches('saving'));
  const page = <NotificationChangePage actor={actor} />;
  return changing ? (
    <NeedsSession place="notification" path={path} source={actor}>
      {page}
    </NeedsSession>
  ) : (
    page
  );
}
