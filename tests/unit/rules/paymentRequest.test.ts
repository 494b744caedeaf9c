// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { buildPaymentRequest, type PaymentRequestSource } from '@machines/payment/rules/paymentRequest';

const source: PaymentRequestSource = {
  provider: { ProviderId: 'P1' },
  guarantor: { GuarantorId: 'G1', LastName: 'Chen' },
  adminTokenId: null,
  deliveryId: 'D1001',
  useWidget: false,
  paymentAccountId: null,
  token: null,
  form: {
    amount: '$1,234.50',
    email: ' ana@example.com ',
    phone: '',
    nameOnCard: 'Ana Rivera',
    cardNumber: '4111 1111 1111 1111',
    cardCVV: '123',
    expMonth: '07',
    expYear: '2030',
    billingZip: '30301',
  },
};

describe('payment request', () => {
  it('sends the card fields for a new card without the widget', () => {
    expect(buildPaymentRequest(source)).toEqual({
      ProviderId: 'P1',
      GuarantorId: 'G1',
      PaymentAmount: 1234.5,
      EmailAddress: 'ana@example.com',
      DeliveryId: 'D1001',
      AdminTokenId: null,
      NameOnCard: 'Ana Rivera',
      CardNumber: '4111 1111 1111 1111',
      CardCVV: '123',
      ExDateMonth: 7,
      ExDateYear: 2030,
      ZipCode: '30301',
    });
  });

  it('sends the widget token and no card fields with the widget', () => {
    const req = buildPaymentRequest({ ...source, useWidget: true, token: 'cnon:1' });
    expect(req.Token).toBe('cnon:1');
    expect(req).not.toHaveProperty('CardNumber');
    expect(req).not.toHaveProperty('CardCVV');
  });

  it('sends only the saved account for a saved card, with the admin token when staff-assisted', () => {
    const req = buildPaymentRequest({
      ...source,
      paymentAccountId: 'pa_1',
      adminTokenId: 'SSO-OK',
      useWidget: true,
      token: 'x',
    });
    expect(req).toMatchObject({ PaymentAccountId: 'pa_1', AdminTokenId: 'SSO-OK' });
    for (const key of ['Token', 'CardNumber', 'CardCVV', 'ExDateMonth', 'ExDateYear', 'ZipCode'])
      expect(req).not.toHaveProperty(key);
  });

  it("names a saved card with the guarantor's last name, whatever the new-card form holds", () => {
    expect(buildPaymentRequest({ ...source, paymentAccountId: 'pa_1' }).NameOnCard).toBe('Chen');
    expect(
      buildPaymentRequest({ ...source, paymentAccountId: 'pa_1', form: { ...source.form, nameOnCard: '' } }).NameOnCard,
    ).toBe('Chen');
    expect(buildPaymentRequest(source).NameOnCard).toBe('Ana Rivera');
  });
});

describe('staff-assisted payment request', () => {
  it.each([
    ['a new card', {}],
    ['the card widget', { useWidget: true, token: 'tok' }],
    ['a saved card', { paymentAccountId: 'pa_1' }],
  ])('carries the admin token as AdminTokenId with %s', (_, change) => {
    expect(buildPaymentRequest({ ...source, adminTokenId: 'SSO-OK', ...change }).AdminTokenId).toBe('SSO-OK');
  });
});
