import { thirdPartyFinancingUrl } from '@/api/calls';
import type { FinancingRequest } from '@/api/types';
import { guarantorViewMachine } from '@machines/bill/guarantorView.machine';
import { paymentOptionMachine } from '@machines/bill/paymentOption.machine';

import { fromCall } from './fromCall';
import { navigate, openInNewTab } from './navigation';
import { livePaymentMachine } from './payment';

/** The validated-guarantor view with its real calls; the receipt goes to the confirmation actor in its input. */
export const liveGuarantorViewMachine = guarantorViewMachine.provide({
  actors: {
    payment: livePaymentMachine,
    paymentOption: paymentOptionMachine.provide({
      actors: {
        financingUrl: fromCall((input: FinancingRequest, signal) => thirdPartyFinancingUrl(input, signal)),
      },
      actions: { openInNewTab },
    }),
  },
  actions: { navigate },
});
