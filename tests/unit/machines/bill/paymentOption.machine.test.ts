// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import type { FinancingRequest, FinancingResponse, GuarantorData } from '@/api/types';
import { paymentOptionMachine } from '@machines/bill/paymentOption.machine';
import { financingMessages } from '@machines/rules/messages';
import { quickPayGuarantor } from '@tests/fixtures/guarantor';
import { provider } from '@tests/fixtures/provider';

function start(opts: { g?: GuarantorData; answer?: (req: FinancingRequest) => Promise<FinancingResponse> } = {}) {
  const openInNewTab = vi.fn();
  const financingUrl = vi.fn(
    opts.answer ?? (() => Promise.resolve({ IsSuccess: true, Url: 'https://financing.example/x' })),
  );
  const machine = paymentOptionMachine.provide({
    actors: { financingUrl: fromPromise(({ input }) => financingUrl(input)) },
    actions: {
      openInNewTab: (_, params) => {
        openInNewTab(params);
      },
    },
  });
  const actor = createActor(machine, {
    input: { guarantor: opts.g ?? quickPayGuarantor, provider, deliveryId: 'D1002' },
  }).start();
  return { actor, openInNewTab, financingUrl };
}

describe('payment option chooser', () => {
  it('starts on Pay Now', () => {
    expect(start().actor.getSnapshot().value).toBe('payNow');
  });

  it.each([
    ['the amount due is below 500', { AmountDue: 499.99 }],
    ['financing is not available', { IsThirdPartyFinanceAvailable: false }],
  ])('does not offer Payment Plan when %s', (_name, flags) => {
    const { actor } = start({ g: { ...quickPayGuarantor, ...flags } });
    expect(actor.getSnapshot().can({ type: 'PAYMENT_PLAN' })).toBe(false);
  });

  it("asks for the partner's Url with the guarantor's identity and opens it in a new tab", async () => {
    const { actor, openInNewTab, financingUrl } = start({ g: { ...quickPayGuarantor, AmountDue: 500 } });
    actor.send({ type: 'PAYMENT_PLAN' });
    await waitFor(actor, (s) => s.matches('planOpened'));
    expect(financingUrl).toHaveBeenCalledWith({
      ProviderKey: 'demo',
      GuarantorId: 'G1',
      ProviderSpecificGuarantorId: 'PG1',
      ZipCode: '94105',
      LastName: 'Chen',
      DeliveryId: 'D1002',
    });
    expect(openInNewTab).toHaveBeenCalledWith({ url: 'https://financing.example/x' });
    expect(actor.getSnapshot().context.financingUrl).toBe('https://financing.example/x');
  });

  it.each([
    ['refuses', () => Promise.resolve({ IsSuccess: false })],
    ['answers without a Url', () => Promise.resolve({ IsSuccess: true, Url: '' })],
    [
      'answers with a javascript: Url',
      () => Promise.resolve({ IsSuccess: true, Url: 'javascript:alert(document.cookie)' }),
    ],
    ['answers with an http: Url', () => Promise.resolve({ IsSuccess: true, Url: 'http://financing.example/x' })],
    ['answers with a relative Url', () => Promise.resolve({ IsSuccess: true, Url: '/apply?ref=PG1' })],
    ['cannot be reached', () => Promise.reject(new Error('offline'))],
  ])('shows the redirect failure and returns to Pay Now when the server %s', async (_name, answer) => {
    const { actor, openInNewTab } = start({ answer });
    actor.send({ type: 'PAYMENT_PLAN' });
    await waitFor(actor, (s) => !s.matches('requestingFinancing'));
    expect(actor.getSnapshot().value).toBe('payNow');
    expect(actor.getSnapshot().context.error).toBe(financingMessages.failure);
    expect(openInNewTab).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.financingUrl).toBeNull();
  });

  it('ignores further presses while the request runs, and clears a previous failure on a new try', async () => {
    let answer: (r: FinancingResponse) => void = () => {};
    const { actor, financingUrl, openInNewTab } = start({
      answer: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    actor.send({ type: 'PAYMENT_PLAN' });
    actor.send({ type: 'PAYMENT_PLAN' });
    actor.send({ type: 'PAY_NOW' });
    expect(actor.getSnapshot().value).toBe('requestingFinancing');
    expect(financingUrl).toHaveBeenCalledTimes(1);
    answer({ IsSuccess: false });
    await waitFor(actor, (s) => s.matches('payNow'));
    expect(actor.getSnapshot().context.error).toBe(financingMessages.failure);

    actor.send({ type: 'PAYMENT_PLAN' });
    expect(actor.getSnapshot().context.error).toBeNull();
    answer({ IsSuccess: true, Url: 'https://financing.example/again' });
    await waitFor(actor, (s) => s.matches('planOpened'));
    expect(openInNewTab).toHaveBeenCalledExactlyOnceWith({ url: 'https://financing.example/again' });
  });

  it('can go back to Pay Now and open the plan again', async () => {
    const { actor, openInNewTab } = start();
    actor.send({ type: 'PAYMENT_PLAN' });
    await waitFor(actor, (s) => s.matches('planOpened'));
    actor.send({ type: 'PAY_NOW' });
    expect(actor.getSnapshot().value).toBe('payNow');
    actor.send({ type: 'PAYMENT_PLAN' });
    await waitFor(actor, (s) => s.matches('planOpened'));
    expect(openInNewTab).toHaveBeenCalledTimes(2);
  });
});
