// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect, vi } from 'vitest';

import { paymentOptionMachine } from '@machines/bill/paymentOption.machine';
import { isFinancingOffered } from '@machines/bill/rules/financing';
import { financingMessages } from '@machines/rules/messages';
import { quickPayGuarantor } from '@tests/fixtures/guarantor';
import { provider } from '@tests/fixtures/provider';

import { done, failed, type Fixtures, modelTest } from '../harness';

const fixtures = {
  financingUrl: {
    done: {
      url: { IsSuccess: true, Url: 'https://financing.example/plan' },
      refused: { IsSuccess: false },
      'success without Url': { IsSuccess: true, Url: null },
      // The guard accepts only absolute https: URLs: these are the failure text, never opened.
      'javascript: Url': { IsSuccess: true, Url: 'javascript:alert(document.cookie)' },
      'http: Url': { IsSuccess: true, Url: 'http://financing.example/plan' },
    },
    error: { network: new Error('Network Error') },
  },
} satisfies Fixtures<typeof paymentOptionMachine>;

const offered = { guarantor: quickPayGuarantor, provider, deliveryId: 'D1002' };
const below500 = { guarantor: { ...quickPayGuarantor, AmountDue: 245.5 }, provider, deliveryId: 'D1001' };
const unavailable = { guarantor: { ...quickPayGuarantor, IsThirdPartyFinanceAvailable: false }, provider };

const openInNewTab = vi.fn();

modelTest('payment option machine', {
  machine: paymentOptionMachine.provide({
    actions: {
      openInNewTab: (_, params) => {
        openInNewTab(params);
      },
    },
  }),
  inputs: { 'financing offered': offered, 'below 500': below500, 'finance unavailable': unavailable },
  events: {
    PAY_NOW: [{ type: 'PAY_NOW' }],
    PAYMENT_PLAN: [{ type: 'PAYMENT_PLAN' }],
    RESTORED: [{ type: 'RESTORED', sessionLive: true }],
  },
  fixtures,
  invariant: ({ context }) => {
    // Only an accepted https: Url is ever kept for the fallback link.
    if (context.financingUrl !== null) expect(context.financingUrl).toBe('https://financing.example/plan');
  },
  states: {
    payNow: (snapshot) => {
      const { context } = snapshot;
      // 'Payment Plan' is offered exactly when the financing rule says so.
      expect(snapshot.can({ type: 'PAYMENT_PLAN' })).toBe(isFinancingOffered(context.guarantor));
      if (context.error !== null) expect(context.error).toBe(financingMessages.failure);
    },
    requestingFinancing: ({ context }) => expect(isFinancingOffered(context.guarantor)).toBe(true),
    planOpened: ({ context }) => {
      expect(context.financingUrl).toBe('https://financing.example/plan');
      expect(openInNewTab).toHaveBeenLastCalledWith({ url: 'https://financing.example/plan' });
    },
  },
  journeys: [
    {
      name: 'Payment Plan opens the partner site; Pay Now comes back',
      input: offered,
      events: [{ type: 'PAYMENT_PLAN' }, done('financingUrl', 'url'), { type: 'PAY_NOW' }],
      expect: 'payNow',
    },
    {
      name: 'a second Payment Plan after the site opened asks again',
      input: offered,
      events: [{ type: 'PAYMENT_PLAN' }, done('financingUrl', 'url'), { type: 'PAYMENT_PLAN' }],
      expect: 'requestingFinancing',
    },
    {
      name: 'a javascript: Url is never opened',
      input: offered,
      events: [{ type: 'PAYMENT_PLAN' }, done('financingUrl', 'javascript: Url')],
      expect: 'payNow',
    },
    {
      name: 'a network failure shows the failure text',
      input: offered,
      events: [{ type: 'PAYMENT_PLAN' }, failed('financingUrl', 'network')],
      expect: 'payNow',
    },
  ],
});
