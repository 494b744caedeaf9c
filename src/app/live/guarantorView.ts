import { fromPromise } from 'xstate';
import { guarantorViewMachine } from '../../../machines/guarantorView.machine';
import { paymentMachine, type PaymentOutput } from '../../../machines/payment.machine';
import { paymentOptionMachine } from '../../../machines/paymentOption.machine';
import { processPayment, thirdPartyFinancingUrl } from '../../api/calls';
import type { FinancingRequest, PaymentRequest } from '../../api/types';
import { navigate, openInNewTab } from './navigation';

/** The validated-guarantor view with its real calls; `onPaid` keeps the receipt for /confirmation. */
export function liveGuarantorViewMachine(onPaid: (receipt: PaymentOutput) => void) {
  return guarantorViewMachine.provide({
    actors: {
      payment: paymentMachine.provide({
        actors: {
          processPayment: fromPromise(({ input, signal }: { input: PaymentRequest; signal: AbortSignal }) =>
            processPayment(input, signal),
          ),
        },
      }),
      paymentOption: paymentOptionMachine.provide({
        actors: {
          financingUrl: fromPromise(({ input, signal }: { input: FinancingRequest; signal: AbortSignal }) =>
            thirdPartyFinancingUrl(input, signal),
          ),
        },
        actions: { openInNewTab },
      }),
    },
    actions: {
      navigate,
      paymentSucceeded: (_, params) => onPaid(params.receipt),
    },
  });
}
