import { guarantorViewMachine } from '../../../machines/guarantorView.machine';
import { paymentMachine, type PaymentOutput } from '../../../machines/payment.machine';
import { paymentOptionMachine } from '../../../machines/paymentOption.machine';
import { processPayment, thirdPartyFinancingUrl } from '../../api/calls';
import type { FinancingRequest, PaymentRequest } from '../../api/types';
import { fromCall } from './fromCall';
import { afterTransition, navigate, openInNewTab } from './navigation';

/** The validated-guarantor view with its real calls; `onPaid` keeps the receipt for /confirmation. */
export function liveGuarantorViewMachine(onPaid: (receipt: PaymentOutput) => void) {
  return guarantorViewMachine.provide({
    actors: {
      payment: paymentMachine.provide({
        actors: {
          processPayment: fromCall((input: PaymentRequest, signal) => processPayment(input, signal)),
        },
      }),
      paymentOption: paymentOptionMachine.provide({
        actors: {
          financingUrl: fromCall((input: FinancingRequest, signal) => thirdPartyFinancingUrl(input, signal)),
        },
        actions: { openInNewTab },
      }),
    },
    actions: {
      navigate,
      // Another actor: hand the receipt over once this transition is done, before navigating.
      paymentSucceeded: (_, params) => afterTransition(() => onPaid(params.receipt)),
    },
  });
}
