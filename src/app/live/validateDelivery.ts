import { validateDelivery } from '@/api/calls';

import { fromCall } from './fromCall';

/** The link's check for a delivery id, as every machine that opens one needs it. */
export const checkDelivery = (input: { deliveryId: string }, signal: AbortSignal) =>
  validateDelivery(input.deliveryId, signal);

/** ValidateDelivery as the delivery link's and the notification change's machines call it. */
export const liveValidateDelivery = fromCall(checkDelivery);
