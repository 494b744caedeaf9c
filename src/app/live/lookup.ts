import { validateGuarantorForPaper } from '@/api/calls';
import type { GuarantorLookupModel } from '@/api/types';
import { lookupMachine } from '@machines/lookup.machine';
import type { PaymentOutput } from '@machines/payment.machine';

import { fromCall } from './fromCall';
import { liveGuarantorViewMachine } from './guarantorView';

/** The statement lookup with its real calls; `onPaid` keeps the receipt for /confirmation. */
export function liveLookupMachine(onPaid: (receipt: PaymentOutput) => void) {
  return lookupMachine.provide({
    actors: {
      // The API client stores the Token with its timestamp and hands on the guarantor without it.
      validateGuarantor: fromCall((input: GuarantorLookupModel, signal) => validateGuarantorForPaper(input, signal)),
      guarantorView: liveGuarantorViewMachine(onPaid),
    },
  });
}
