import type { SnapshotFrom } from 'xstate';

import type { deliveryMachine } from './delivery.machine';

type DeliverySnapshot = SnapshotFrom<typeof deliveryMachine>;

/** Which screen `/d/{id}` shows. */
export type DeliveryScreen = 'loading' | 'confirmInfo' | 'locked' | 'invalidBalance' | 'duplicate' | 'guarantorView';

export interface DeliveryView {
  screen: DeliveryScreen;
  /** The guarantor validation is running: Continue is disabled and 'Checking…' shows. */
  checking: boolean;
}

// Keyed by every state: a new state without a screen fails to compile.
const screenOf: Record<DeliverySnapshot['value'], DeliveryScreen> = {
  starting: 'loading',
  validatingDelivery: 'loading',
  invalidDelivery: 'loading', // it navigates to msg/invalid-delivery
  confirmingInfo: 'confirmInfo',
  validatingGuarantor: 'confirmInfo',
  locked: 'locked',
  invalidBalance: 'invalidBalance',
  duplicate: 'duplicate',
  validated: 'guarantorView',
};

/** What the delivery screens need to know of the machine's state. */
export function deliveryView(snapshot: DeliverySnapshot): DeliveryView {
  // Coming back on the bill: the validation runs again unasked, so the form does not show meanwhile.
  if (snapshot.context.resuming) return { screen: 'loading', checking: true };
  // The bill comes back from the page's memory before RESTORED is handled: nothing to draw yet.
  if (snapshot.value === 'validated' && !snapshot.context.guarantor) return { screen: 'loading', checking: false };
  return { screen: screenOf[snapshot.value], checking: snapshot.value === 'validatingGuarantor' };
}
