// Demo handlers for ProcessPayment and the calls around a payment: the financing link, autopay
// enrolment and the notification method change.
import { delay, HttpResponse } from 'msw';

import { API_PATHS } from '@/api/paths';
import type { FinancingResponse, SuccessResult } from '@/api/types';

import { deliveryByGuarantorId, deliveryById } from './guarantors';
import { asRecord, json, num, providerForRequest, readJson, type Route, str } from './http';
import { processPayment } from './payment';
import { DEMO_CARDS, FAILING_EMAIL, FINANCING_ORIGIN, REFUSED_AUTOPAY_AMOUNT, SLOW_GATEWAY_MS } from './scenarioValues';
import { DEMO_MESSAGES } from './serverMessages';
import { findTransaction, notePaymentPost, recordEnrollment, setNotificationEmail } from './state';

/** ProcessPayment's answer. */
async function answerPayment(request: Request): Promise<Response> {
  const body = asRecord(await readJson(request));
  // The slow gateway's card: charged after its wait, whether or not the page is still there to hear.
  if (str(body, 'CardNumber').replace(/\D/g, '') === DEMO_CARDS.slowGateway) await delay(SLOW_GATEWAY_MS);
  const outcome = processPayment(body, Date.now());
  return outcome.kind === 'networkError' ? HttpResponse.error() : json(outcome.result);
}

export function paymentHandlers(route: Route) {
  return [
    // Counted as it comes in, before a test's hold (holds.ts): the test sees that its post arrived.
    route(API_PATHS.processPayment, answerPayment, notePaymentPost),

    route(API_PATHS.thirdPartyFinancingUrl, async (request) => {
      const body = asRecord(await readJson(request));
      const delivery = deliveryByGuarantorId(str(body, 'GuarantorId')) ?? deliveryById(str(body, 'DeliveryId'));
      if (!delivery?.guarantor.IsThirdPartyFinanceAvailable)
        return json<FinancingResponse>({ IsSuccess: false, Url: null });
      const key = str(body, 'ProviderKey') || providerForRequest(request).ProviderKey;
      // No name or zip in the address: it ends up in the partner's logs and the browser history.
      const query = new URLSearchParams({ provider: key, ref: delivery.guarantor.PGuarantorId });
      return json<FinancingResponse>({ IsSuccess: true, Url: `${FINANCING_ORIGIN}/apply?${query.toString()}` });
    }),

    route(API_PATHS.createAutopayEnrollment, async (request) => {
      const body = asRecord(await readJson(request));
      const amount = num(body, 'AmountToAutoPay');
      const transaction = findTransaction(str(body, 'TransactionId'));
      const guarantorId = str(body, 'GuarantorId') || transaction?.GuarantorId || '';
      const minimum = deliveryByGuarantorId(guarantorId)?.afterPayment.autopay?.minimum ?? 25;
      const refuse = (message: string) => json<SuccessResult>({ IsSuccess: false, ErrorMessage: message });
      if (!Number.isFinite(amount) || amount <= 0) return refuse(DEMO_MESSAGES.autopayInvalid);
      if (Math.abs(amount - REFUSED_AUTOPAY_AMOUNT) < 0.001) return refuse(DEMO_MESSAGES.autopayRefused);
      if (amount + 1e-9 < minimum) return refuse(`The minimum monthly payment is $${minimum.toFixed(2)}.`);
      recordEnrollment({
        TransactionId: str(body, 'TransactionId'),
        GuarantorId: guarantorId,
        AmountToAutoPay: amount,
        At: Date.now(),
      });
      return json<SuccessResult>({ IsSuccess: true, ErrorMessage: null });
    }),

    route(API_PATHS.changeDeliveryMethod, async (request) => {
      const body = asRecord(await readJson(request));
      const email = str(body, 'EmailAddress').trim();
      const delivery = deliveryById(str(body, 'DeliveryId'));
      const refuse = (message: string) => json<SuccessResult>({ IsSuccess: false, ErrorMessage: message });
      if (!delivery) return refuse(DEMO_MESSAGES.deliveryUnknown);
      if (!email.includes('@') || email.toLowerCase() === FAILING_EMAIL)
        return refuse(DEMO_MESSAGES.deliveryChangeFailed);
      setNotificationEmail(delivery.guarantor.GuarantorId, email);
      return json<SuccessResult>({ IsSuccess: true, ErrorMessage: null });
    }),
  ];
}
