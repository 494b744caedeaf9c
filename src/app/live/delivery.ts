import { validateGuarantorForDelivery } from '@/api/calls';
import type { DeliveryValidationRequest } from '@/api/types';
import { deliveryMachine } from '@machines/delivery/delivery.machine';

import { fromCall } from './fromCall';
import { navigate } from './navigation';
import { liveValidateDelivery } from './validateDelivery';

/** The delivery link `/d/{id}` with its real calls and navigation. */
export const liveDeliveryMachine = deliveryMachine.provide({
  actors: {
    validateDelivery: liveValidateDelivery,
    validateGuarantor: fromCall((input: DeliveryValidationRequest, signal) =>
      validateGuarantorForDelivery(input, signal),
    ),
  },
  actions: { navigate },
});
