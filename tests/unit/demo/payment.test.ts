import { afterEach, describe, expect, it, vi } from 'vitest';

import type { PaymentRequest, TransactionResult, ValidatedGuarantor } from '@/api/types';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { snapshotDemoState } from '@/demo/state';

import { card, post, postJson } from './helpers';

const pay = (request: PaymentRequest) => postJson<TransactionResult>('/api/ProcessPayment', request);
const validate = (DeliveryId: string, LastName: string, ZipCode: string) =>
  postJson<ValidatedGuarantor>('/api/ValidateGuarantorForDelivery', {
    ProviderId: 'prov-demo',
    DeliveryId,
    LastName,
    ZipCode,
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('demo backend: ProcessPayment cards', () => {
  it('approves 4111 1111 1111 1111 with a full transaction result (D1001: autopay offered)', async () => {
    const result = await pay(card());
    expect(result).toMatchObject({
      IsSuccess: true,
      PaymentAmount: 100,
      GuarantorName: 'Maria Rivera',
      ProviderSpecificGuarantorId: 'A1001',
      IsAutoPayAllowed: true,
      AutopaymentMinimumAllowed: 25,
      AutopaymentDefaultAmount: 50,
      AutopaymentDayOfMonthlyOptinPayments: 15,
      DoesBalanceExistRequiringScheduledPayments: false,
    });
    expect(result.TransactionId).toBeTruthy();
    expect(result.ConfirmationCode).toBeTruthy();
    expect(new Date(result.PaymentDate ?? '').toISOString()).toBe(result.PaymentDate);
  });

  it('compares digits only', async () => {
    expect((await pay(card({ CardNumber: '4111-1111-1111-1111' }))).IsSuccess).toBe(true);
  });

  it('declines 4000 0000 0000 0002 with the contract message', async () => {
    expect(await pay(card({ CardNumber: '4000 0000 0000 0002' }))).toEqual({
      IsSuccess: false,
      ErrorMessage: 'Your card was declined.',
    });
    expect(snapshotDemoState().transactions).toEqual([]);
  });

  it('drops the connection for 4000 0000 0000 0119 (a network error, not an HTTP answer)', async () => {
    await expect(post('/api/ProcessPayment', card({ CardNumber: '4000 0000 0000 0119' }))).rejects.toThrow(TypeError);
    expect(snapshotDemoState().transactions).toEqual([]);
  });

  it('approves the saved card pa_1 of D1002 and no other saved card', async () => {
    const saved = {
      GuarantorId: 'G1002',
      DeliveryId: 'D1002',
      PaymentAmount: 150,
      CardNumber: undefined,
      CardCVV: undefined,
    };
    expect(await pay(card({ ...saved, PaymentAccountId: 'pa_9' }))).toMatchObject({
      IsSuccess: false,
      ErrorMessage: DEMO_MESSAGES.savedCardMissing,
    });
    expect(await pay(card({ ...saved, PaymentAccountId: 'pa_1' }))).toMatchObject({
      IsSuccess: true,
      PaymentAmount: 150,
      IsAutoPayAllowed: true,
      AutopaymentMinimumAllowed: 25,
    });
  });

  it('approves a token from the card widget stand-in', async () => {
    const widget = { CardNumber: undefined, CardCVV: undefined, Token: 'demo-sq-token-3f9a' };
    expect((await pay(card(widget))).IsSuccess).toBe(true);
  });

  it("refuses the bank dialog's closed account with the contract message; approves its other bank tokens", async () => {
    const bank = { CardNumber: undefined, CardCVV: undefined, NameOnCard: undefined };
    expect(await pay(card({ ...bank, Token: 'demo-sq-closed-account-9c1d' }))).toMatchObject({
      IsSuccess: false,
      ErrorMessage: 'The bank account could not be charged.',
    });
    expect((await pay(card({ ...bank, Token: 'demo-sq-token-9c1d' }))).IsSuccess).toBe(true);
  });

  it('declines a token the stand-in did not issue', async () => {
    expect(await pay(card({ CardNumber: undefined, Token: 'cnon:forged' }))).toMatchObject({
      IsSuccess: false,
      ErrorMessage: DEMO_MESSAGES.cardDeclined,
    });
  });

  it('refuses an expired card and an amount outside MP..MAX', async () => {
    expect((await pay(card({ ExDateYear: 2020 }))).ErrorMessage).toBe(DEMO_MESSAGES.cardExpired);
    expect((await pay(card({ PaymentAmount: 4.99 }))).ErrorMessage).toBe('The minimum allowed payment is $5.00.');
    expect((await pay(card({ PaymentAmount: 245.51 }))).ErrorMessage).toBe(DEMO_MESSAGES.amountAboveMax);
    expect((await pay(card({ PaymentAmount: 0 }))).ErrorMessage).toBe(DEMO_MESSAGES.amountMissing);
  });

  it('refuses an admin payment with an unknown admin token and accepts SSO-OK', async () => {
    expect((await pay(card({ AdminTokenId: 'SSO-EXPIRED' }))).IsSuccess).toBe(false);
    expect((await pay(card({ AdminTokenId: 'SSO-OK' }))).IsSuccess).toBe(true);
  });

  it('answers D1006 with the partial-payment reminder and account on file', async () => {
    const result = await pay(card({ GuarantorId: 'G1006', DeliveryId: 'D1006', PaymentAmount: 50 }));
    expect(result).toMatchObject({
      IsSuccess: true,
      IsAutoPayAllowed: false,
      DoesBalanceExistRequiringScheduledPayments: true,
      PartialPaymentsDayOfMonthlyPayments: 15,
      IsAccountOnFileEnabled: true,
    });
  });

  it('answers others with a plain confirmation (D1008)', async () => {
    expect(await pay(card({ GuarantorId: 'G1008', DeliveryId: 'D1008', PaymentAmount: 80 }))).toMatchObject({
      IsSuccess: true,
      IsAutoPayAllowed: false,
      DoesBalanceExistRequiringScheduledPayments: false,
    });
  });

  it('refuses payments for the locked D1003 and the invalid-balance D1004', async () => {
    expect((await pay(card({ GuarantorId: 'G1003', DeliveryId: 'D1003', PaymentAmount: 10 }))).ErrorMessage).toBe(
      DEMO_MESSAGES.accountLocked,
    );
    expect((await pay(card({ GuarantorId: 'G1004', DeliveryId: 'D1004', PaymentAmount: 10 }))).ErrorMessage).toBe(
      DEMO_MESSAGES.invalidBalance,
    );
  });
});

describe('demo backend: balances and the 24-hour duplicate rule', () => {
  it('takes what was paid off the balance and lists the payment', async () => {
    await pay(card({ PaymentAmount: 100.25 }));
    const g = await validate('D1001', 'Rivera', '30301');
    expect(g.AmountDue).toBe(145.25);
    expect(g.MAX).toBe(145.25);
    expect(g.RecentPayments).toHaveLength(3);
    expect(g.RecentPayments[0]?.PaymentAmount).toBe(100.25);
  });

  it('refuses a second payment by the same guarantor within 24 hours, and flags the guarantor', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
    expect((await pay(card({ ExDateYear: 2030 }))).IsSuccess).toBe(true);

    vi.setSystemTime(new Date('2025-06-02T09:59:00Z'));
    const second = await pay(card({ ExDateYear: 2030, PaymentAmount: 20 }));
    expect(second).toEqual({ IsSuccess: false, ErrorMessage: DEMO_MESSAGES.duplicatePayment });
    const g = await validate('D1001', 'Rivera', '30301');
    expect(g).toMatchObject({
      IsSuccess: true,
      IsPaymentLockedDueToDuplicateTransactionPrevention: true,
      AmountDue: 145.5,
    });
    // The statement lookup reaches the same guarantor, so the same lock.
    const paper = await postJson<ValidatedGuarantor>('/api/ValidateGuarantorForPaper', {
      GuarantorId: 'A1001',
      LastName: 'Rivera',
      ZipCode: '30301',
      ProviderId: 'prov-demo',
    });
    expect(paper.IsPaymentLockedDueToDuplicateTransactionPrevention).toBe(true);

    vi.setSystemTime(new Date('2025-06-02T10:00:01Z'));
    expect((await validate('D1001', 'Rivera', '30301')).IsPaymentLockedDueToDuplicateTransactionPrevention).toBe(false);
    expect((await pay(card({ ExDateYear: 2030, PaymentAmount: 20 }))).IsSuccess).toBe(true);
  });

  it('does not count a declined payment', async () => {
    await pay(card({ CardNumber: '4000000000000002' }));
    expect((await pay(card())).IsSuccess).toBe(true);
  });

  it('refuses D1005 (already paid today) outright', async () => {
    expect(await pay(card({ GuarantorId: 'G1005', DeliveryId: 'D1005', PaymentAmount: 10 }))).toEqual({
      IsSuccess: false,
      ErrorMessage: DEMO_MESSAGES.duplicatePayment,
    });
  });

  it('keeps id, guarantor, amount and time of a transaction — never the card number or CVV', async () => {
    await pay(card({ CardNumber: '5555 5555 5555 4444', CardCVV: '987', PaymentAmount: 42 }));
    const { transactions } = snapshotDemoState();
    expect(transactions).toHaveLength(1);
    expect(Object.keys(transactions[0] ?? {}).sort()).toEqual(
      ['Amount', 'At', 'ConfirmationCode', 'DeliveryId', 'GuarantorId', 'TransactionId'].sort(),
    );
    const everything = JSON.stringify(snapshotDemoState());
    expect(everything).not.toMatch(/5555 ?5555 ?5555 ?4444/);
    expect(everything).not.toMatch(/CardNumber|CVV|NameOnCard|Last4":"4444/i);
  });
});
