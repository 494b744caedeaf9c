import { fromPromise } from 'xstate';
import { notificationChangeMachine } from '../../../machines/notificationChange.machine';
import { changeDeliveryMethod, validateDelivery } from '../../api/calls';
import type { DeliveryMethodChange, DeliveryResponse, SuccessResult } from '../../api/types';
import { navigate } from './navigation';

/** 'Change Your Notification Method' with its real calls and navigation. */
export const liveNotificationChangeMachine = notificationChangeMachine.provide({
  actors: {
    validateDelivery: fromPromise<DeliveryResponse, { deliveryId: string }>(({ input, signal }) =>
      validateDelivery(input.deliveryId, signal),
    ),
    changeDeliveryMethod: fromPromise<SuccessResult, DeliveryMethodChange>(({ input, signal }) =>
      changeDeliveryMethod(input, signal),
    ),
  },
  actions: { navigate },
});
