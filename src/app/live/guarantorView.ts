import { processPayment, thirdPartyFinancingUrl } from '@/api/calls';
import { GENERIC_API_ERROR, isApiError, serverMessage } from '@/api/errors';
import type { FinancingRequest, PaymentRequest, TransactionResult } from '@/api/types';
import { guarantorViewMachine } from '@machines/guarantorView.machine';
import { paymentMachine, type PaymentOutput } from '@machines/payment.machine';
import { paymentOptionMachine } from '@machines/paymentOption.machine';

import { fromCall } from './fromCall';
import { afterTransition, navigate, openInNewTab } from './navigation';

/**
 * ProcessPayment as the payment machine needs it. An HTTP 400 is the server refusing the payment
 * (spec section 8: its body is passed on), so it is a failed payment showing the server's message
 * (the API wrapper's text when the body has none); only faults (no answer, any other status)
 * reject and give the network alert.
 */
export function postPayment(request: PaymentRequest, signal?: AbortSignal): Promise<TransactionResult> {
  return processPayment(request, signal).catch((error: unknown) => {
    if (!isApiError(error, 'bad-request')) throw error;
    return { IsSuccess: false, ErrorMessage: serverMessage(error.body) ?? GENERIC_API_ERROR };
  });
}

export const liveProcessPayment = fromCall(postPayment);

/** The validated-guarantor view with its real calls; `onPaid` keeps the receipt for /confirmation. */
export function liveGuarantorViewMachine(onPaid: (receipt: PaymentOutput) => void) {
  return guarantorViewMachine.provide({
    actors: {
      payment: paymentMachine.provide({
        actors: {
          processPayment: liveProcessPayment,
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
