// The notification change page as its screen test renders it: shared by that test and the restore
// test (tests/model/keep/restore.screen.test.tsx), which renders it for a restored actor too.
import type { ActorRefFrom } from 'xstate';

import { NotificationChangePage } from '@/screens/notification/NotificationChangePage';
import type { notificationChangeMachine } from '@machines/notification/notificationChange.machine';

export const renderNotificationChange = (actor: ActorRefFrom<typeof notificationChangeMachine>) => (
  <NotificationChangePage actor={actor} />
);
