import { validateDelivery, validateGuarantorForDelivery } from '@/api/calls';
import type { DeliveryValidationRequest } from '@/api/types';
import { deliveryMachine } from '@machines/delivery.machine';
import type { PaymentOutput } from '@machines/payment.machine';

import { fromCall } from './fromCall';
import { liveGuarantorViewMachine } from './guarantorView';
import { navigate } from './navigation';

export function liveDeliveryMachine(onPaid: (receipt: PaymentOutput) => void) {
  return deliveryMachine.provide({
    actors: {
      validateDelivery: fromCall((input: { deliveryId: string }, signal) => validateDelivery(input.deliveryId, signal)),
      validateGuarantor: fromCall((input: DeliveryValidationRequest, signal) =>
        validateGuarantorForDelivery(input, signal),
      ),
      guarantorView: liveGuarantorViewMachine(onPaid),
    },
    actions: { navigate },
  });
}
