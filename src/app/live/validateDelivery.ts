import { validateDelivery } from '@/api/calls';

import { fromCall } from './fromCall';

/** ValidateDelivery as every machine that opens a delivery id needs it (delivery link, notification change). */
export const liveValidateDelivery = fromCall((input: { deliveryId: string }, signal) =>
  validateDelivery(input.deliveryId, signal),
);
