import { type EventObject, fromCallback } from 'xstate';

import { processPayment } from '@/api/calls';
import { GENERIC_API_ERROR, isApiError, serverMessage } from '@/api/errors';
import type { PaymentRequest, TransactionResult } from '@/api/types';
import { paymentMachine } from '@machines/payment/payment.machine';

import { liveBankMachine } from './bank';
import { liveCardWidgetMachine } from './cardWidget';
import { fromCall, outcomeOf } from './fromCall';
import { liveWalletsMachine } from './wallets';

/**
 * ProcessPayment as the payment machine needs it. An HTTP 400 is the server refusing the payment
 * (spec section 8: its body is passed on), so it is a failed payment showing the server's message
 * (the API wrapper's text when the body has none); only faults (no answer, any other status)
 * reject and give the network alert. No answer that says what happened (dropped, past the time
 * limit, a gateway's 502/503/504) rejects with OutcomeUnknown: the card may have been charged, so
 * the machine asks before the next post.
 */
export function postPayment(request: PaymentRequest, signal?: AbortSignal): Promise<TransactionResult> {
  return processPayment(request, signal).catch((error: unknown) => {
    if (!isApiError(error, 'bad-request')) throw outcomeOf(error);
    return { IsSuccess: false, ErrorMessage: serverMessage(error.body) ?? GENERIC_API_ERROR };
  });
}

export const liveProcessPayment = fromCall(postPayment);

/**
 * The browser asks 'Leave site?' before the page goes while a payment is posted: a reload or a closed
 * tab cannot take the answer with it unasked. Only then: a page with a `beforeunload` listener is
 * never kept in Firefox's back/forward cache, so it is added for the post and removed after it.
 */
export const holdPage = fromCallback<EventObject>(() => {
  const ask = (event: BeforeUnloadEvent) => event.preventDefault();
  window.addEventListener('beforeunload', ask);
  return () => window.removeEventListener('beforeunload', ask);
});

/** The payment form with its real post, the provider's card widget, wallets and bank account (Square). */
export const livePaymentMachine = paymentMachine.provide({
  actors: {
    processPayment: liveProcessPayment,
    holdPage,
    cardWidget: liveCardWidgetMachine,
    wallets: liveWalletsMachine,
    bank: liveBankMachine,
  },
});
