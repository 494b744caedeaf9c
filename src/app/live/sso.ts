import { validateBySso } from '@/api/calls';
import type { PaymentOutput } from '@machines/payment.machine';
import { ssoMachine } from '@machines/sso.machine';

import { fromCall } from './fromCall';
import { liveGuarantorViewMachine } from './guarantorView';

/** Staff-assisted entry with its real call; `onPaid` keeps the receipt for /confirmation. */
export function liveSsoMachine(onPaid: (receipt: PaymentOutput) => void) {
  return ssoMachine.provide({
    actors: {
      validateSso: fromCall((input: { tokenId: string }, signal) => validateBySso(input.tokenId, signal)),
      guarantorView: liveGuarantorViewMachine(onPaid),
    },
  });
}
