import type { SnapshotFrom } from 'xstate';

import type { notificationChangeMachine } from './notificationChange.machine';

type NotificationChangeSnapshot = SnapshotFrom<typeof notificationChangeMachine>;

/** What `/change/{id}` shows under its heading. */
export type NotificationChangeScreen = 'loading' | 'form' | 'saved';

export interface NotificationChangeView {
  screen: NotificationChangeScreen;
  /** The change is being saved: 'One moment please', the field is disabled. */
  saving: boolean;
}

// Keyed by every state: a new state without a screen fails to compile.
const screenOf: Record<NotificationChangeSnapshot['value'], NotificationChangeScreen> = {
  resolvingGuarantor: 'loading',
  validatingDelivery: 'loading',
  invalidDelivery: 'loading', // it navigates to msg/invalid-delivery
  editing: 'form',
  saving: 'form',
  saved: 'saved',
};

/** What the notification change page needs to know of the machine's state. */
export function notificationChangeView(snapshot: NotificationChangeSnapshot): NotificationChangeView {
  return { screen: screenOf[snapshot.value], saving: snapshot.value === 'saving' };
}
