import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';

import { GENERIC_API_ERROR } from '@/api/errors';
import { API_PATHS } from '@/api/paths';
import type { PaymentRequest } from '@/api/types';
import { liveProcessPayment } from '@/app/live/payment';
import { server } from '@/demo/node';
import { OutcomeUnknown } from '@machines/payment/payment.machine';

const request: PaymentRequest = {
  ProviderId: 'P1',
  GuarantorId: 'G1',
  PaymentAmount: 10,
  DeliveryId: 'D1001',
  AdminTokenId: null,
  NameOnCard: 'Ana Rivera',
  CardNumber: '4111111111111111',
  CardCVV: '123',
  ExDateMonth: 12,
  ExDateYear: 2030,
  ZipCode: '30301',
};

/** The live processPayment actor through the real API client, against a per-test msw answer. */
function post(answer: () => Response) {
  server.use(http.post(`*${API_PATHS.processPayment}`, answer));
  return toPromise(createActor(liveProcessPayment, { input: request }).start());
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('live ProcessPayment', () => {
  it("turns an HTTP 400 into a failed payment carrying the server's message", async () => {
    const answer = post(() => HttpResponse.json({ ErrorMessage: 'Card issuer unavailable.' }, { status: 400 }));
    await expect(answer).resolves.toEqual({ IsSuccess: false, ErrorMessage: 'Card issuer unavailable.' });
  });

  it("gives a 400 without a readable message the API wrapper's text", async () => {
    const answer = post(() => new HttpResponse(null, { status: 400 }));
    await expect(answer).resolves.toEqual({ IsSuccess: false, ErrorMessage: GENERIC_API_ERROR });
  });

  it('passes a server answer through', async () => {
    const answer = post(() => HttpResponse.json({ IsSuccess: false, ErrorMessage: 'Your card was declined.' }));
    await expect(answer).resolves.toEqual({ IsSuccess: false, ErrorMessage: 'Your card was declined.' });
  });

  it('keeps faults (other statuses, no answer) as errors: they give the network alert', async () => {
    await expect(post(() => HttpResponse.json({ ErrorMessage: 'boom' }, { status: 500 }))).rejects.toMatchObject({
      kind: 'server',
    });
    await expect(post(() => HttpResponse.error())).rejects.toBeInstanceOf(Error);
  });

  it('marks a post that got no answer as possibly gone through, and sends it only once', async () => {
    let posts = 0;
    const answer = post(() => {
      posts++;
      return HttpResponse.error();
    });
    await expect(answer).rejects.toBeInstanceOf(OutcomeUnknown);
    expect(posts).toBe(1);
  });

  it.each([502, 503, 504])('marks a gateway answer (HTTP %i) as possibly gone through, sent once', async (status) => {
    let posts = 0;
    const answer = post(() => {
      posts++;
      return new HttpResponse('Bad Gateway', { status });
    });
    await expect(answer).rejects.toBeInstanceOf(OutcomeUnknown);
    expect(posts).toBe(1);
  });

  it("keeps an HTTP 500 with the billing API's body an answered failure", async () => {
    const answer = post(() => HttpResponse.json({ Message: 'An error has occurred.' }, { status: 500 }));
    await expect(answer).rejects.not.toBeInstanceOf(OutcomeUnknown);
  });
});
