import { changeDeliveryMethod } from '@/api/calls';
import type { DeliveryMethodChange } from '@/api/types';
import { notificationChangeMachine } from '@machines/notification/notificationChange.machine';

import { fromCall } from './fromCall';
import { navigate } from './navigation';
import { liveValidateDelivery } from './validateDelivery';

/** 'Change Your Notification Method' with its real calls and navigation. */
export const liveNotificationChangeMachine = notificationChangeMachine.provide({
  actors: {
    validateDelivery: liveValidateDelivery,
    changeDeliveryMethod: fromCall((input: DeliveryMethodChange, signal) => changeDeliveryMethod(input, signal)),
  },
  actions: { navigate },
});
