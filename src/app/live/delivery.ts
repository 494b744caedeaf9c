import { fromPromise } from 'xstate';
import { deliveryMachine } from '../../../machines/delivery.machine';
import type { PaymentOutput } from '../../../machines/payment.machine';
import { validateDelivery, validateGuarantorForDelivery } from '../../api/calls';
import type { DeliveryValidationRequest } from '../../api/types';
import { liveGuarantorViewMachine } from './guarantorView';
import { navigate } from './navigation';

export function liveDeliveryMachine(onPaid: (receipt: PaymentOutput) => void) {
  return deliveryMachine.provide({
    actors: {
      validateDelivery: fromPromise(({ input, signal }: { input: { deliveryId: string }; signal: AbortSignal }) =>
        validateDelivery(input.deliveryId, signal),
      ),
      validateGuarantor: fromPromise(({ input, signal }: { input: DeliveryValidationRequest; signal: AbortSignal }) =>
        validateGuarantorForDelivery(input, signal),
      ),
      guarantorView: liveGuarantorViewMachine(onPaid),
    },
    actions: { navigate },
  });
}
