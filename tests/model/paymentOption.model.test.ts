import { expect, vi } from 'vitest';

import { paymentOptionMachine } from '@machines/paymentOption.machine';
import { isFinancingOffered } from '@machines/rules/financing';
import { financingMessages } from '@machines/rules/messages';
import { guarantor, provider } from '@tests/fixtures/guarantor';

import { type Fixtures, modelTest } from './harness';

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

const openInNewTab = vi.fn();

modelTest('payment option machine', {
  machine: paymentOptionMachine.provide({
    actions: {
      openInNewTab: (_, params) => {
        openInNewTab(params);
      },
    },
  }),
  inputs: {
    'financing offered': { guarantor, provider, deliveryId: 'D1002' },
    'below 500': { guarantor: { ...guarantor, AmountDue: 245.5 }, provider, deliveryId: 'D1001' },
    'finance unavailable': { guarantor: { ...guarantor, IsThirdPartyFinanceAvailable: false }, provider },
  },
  events: [{ type: 'PAY_NOW' }, { type: 'PAYMENT_PLAN' }],
  fixtures,
  check: (snapshot) => {
    const { context } = snapshot;
    // 'Payment Plan' is offered exactly when the financing rule says so.
    if (snapshot.matches('payNow'))
      expect(snapshot.can({ type: 'PAYMENT_PLAN' })).toBe(isFinancingOffered(context.guarantor));
    if (snapshot.matches('payNow') && context.error !== null) expect(context.error).toBe(financingMessages.failure);
    // Only an accepted https: Url is ever kept for the fallback link.
    if (context.financingUrl !== null) expect(context.financingUrl).toBe('https://financing.example/plan');
    if (snapshot.matches('requestingFinancing')) expect(isFinancingOffered(context.guarantor)).toBe(true);
    if (snapshot.matches('planOpened')) {
      expect(context.financingUrl).toBe('https://financing.example/plan');
      expect(openInNewTab).toHaveBeenLastCalledWith({ url: 'https://financing.example/plan' });
    }
  },
});
