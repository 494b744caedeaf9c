import { changeDeliveryMethod, validateDelivery } from '@/api/calls';
import type { DeliveryMethodChange } from '@/api/types';
import { notificationChangeMachine } from '@machines/notificationChange.machine';

import { fromCall } from './fromCall';
import { navigate } from './navigation';

/** 'Change Your Notification Method' with its real calls and navigation. */
export const liveNotificationChangeMachine = notificationChangeMachine.provide({
  actors: {
    validateDelivery: fromCall((input: { deliveryId: string }, signal) => validateDelivery(input.deliveryId, signal)),
    changeDeliveryMethod: fromCall((input: DeliveryMethodChange, signal) => changeDeliveryMethod(input, signal)),
  },
  actions: { navigate },
});
