import { describe, expect, it } from 'vitest';

import type { FinancingResponse, SuccessResult, TransactionResult } from '@/api/types';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { snapshotDemoState } from '@/demo/state';

import { postJson } from './helpers';

const enrol = (AmountToAutoPay: number | string, TransactionId = 'TXN-1', GuarantorId = 'G1001') =>
  postJson<SuccessResult>('/api/autopay/CreateEnrollment', {
    TransactionId,
    GuarantorId,
    OriginalPaymentAmount: 100,
    AmountToAutoPay,
  });

const change = (EmailAddress: string, DeliveryId = 'D1001') =>
  postJson<SuccessResult>('/DeliveryMethod/Change', { DeliveryId, GuarantorId: 'G1001', EmailAddress });

const financing = (GuarantorId: string, DeliveryId: string) =>
  postJson<FinancingResponse>('/api/ThirdPartyFinancingUrlForRedirect', {
    ProviderKey: 'demo',
    GuarantorId,
    ProviderSpecificGuarantorId: 'A1002',
    ZipCode: '94105',
    LastName: 'Chen',
    DeliveryId,
  });

describe('demo backend: autopay enrolment', () => {
  it('refuses 99.99 with a message', async () => {
    const result = await enrol(99.99);
    expect(result.IsSuccess).toBe(false);
    expect(result.ErrorMessage).toBeTruthy();
  });

  it('accepts any other amount of at least the minimum (25.00), after a real payment too', async () => {
    const payment = await postJson<TransactionResult>('/api/ProcessPayment', {
      ProviderId: 'prov-demo',
      GuarantorId: 'G1001',
      DeliveryId: 'D1001',
      PaymentAmount: 100,
      NameOnCard: 'M R',
      CardNumber: '4111111111111111',
      CardCVV: '123',
      ExDateMonth: 12,
      ExDateYear: 2037,
      ZipCode: '30301',
    });
    expect(await enrol(25, payment.TransactionId ?? '')).toEqual({ IsSuccess: true, ErrorMessage: null });
    expect(await enrol('1,000.00')).toMatchObject({ IsSuccess: true });
    expect(snapshotDemoState().enrollments).toHaveLength(2);
  });

  it('refuses an amount below the minimum or not a positive number', async () => {
    expect(await enrol(24.99)).toEqual({ IsSuccess: false, ErrorMessage: 'The minimum monthly payment is $25.00.' });
    expect(await enrol(0)).toMatchObject({ IsSuccess: false, ErrorMessage: DEMO_MESSAGES.autopayInvalid });
    expect(await enrol('abc')).toMatchObject({ IsSuccess: false });
  });
});

describe('demo backend: change of notification method', () => {
  it('saves an address for D1001', async () => {
    expect(await change('maria.new@example.com')).toEqual({ IsSuccess: true, ErrorMessage: null });
    expect(snapshotDemoState().guarantors.G1001?.Email).toBe('maria.new@example.com');
  });

  it('fails for fail@example.com', async () => {
    expect(await change('fail@example.com')).toMatchObject({
      IsSuccess: false,
      ErrorMessage: DEMO_MESSAGES.deliveryChangeFailed,
    });
    expect(await change('FAIL@example.com')).toMatchObject({ IsSuccess: false });
  });

  it('fails for an unknown delivery id or an address without @', async () => {
    expect((await change('a@example.com', 'D9999')).IsSuccess).toBe(false);
    expect((await change('not-an-address')).IsSuccess).toBe(false);
  });
});

describe('demo backend: third-party financing', () => {
  it('answers D1002 with an absolute Url on https://financing.example/ that carries no name or zip', async () => {
    const answer = await financing('G1002', 'D1002');
    expect(answer.IsSuccess).toBe(true);
    const url = new URL(answer.Url ?? '');
    expect(url.origin).toBe('https://financing.example');
    expect(url.pathname).toBe('/apply');
    expect(answer.Url).not.toMatch(/Chen|94105/);
  });

  it('refuses a guarantor without financing', async () => {
    expect(await financing('G1008', 'D1008')).toEqual({ IsSuccess: false, Url: null });
  });
});
