import { liveNotificationChangeMachine } from '@/app/live/notificationChange';
import { useObservedActorRef } from '@/observability/react';
import { NotificationChangePage } from '@/screens/notification/NotificationChangePage';

/** `/change/{id}`: the notification change machine with its real calls. */
export default function NotificationChangeRoute({ id }: { id: string }) {
  const actor = useObservedActorRef(liveNotificationChangeMachine, { input: { deliveryId: id } });
  return <NotificationChangePage actor={actor} />;
}
