// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { receiptDetails } from '@machines/payment/rules/receipt';
import { newCardGuarantor } from '@tests/fixtures/payment';
import { provider } from '@tests/fixtures/provider';

const now = new Date(2026, 4, 15, 9, 30);

describe('receipt details', () => {
  it('takes every field from the server answer when it has them', () => {
    const details = receiptDetails(
      {
        result: {
          IsSuccess: true,
          TransactionId: 'T1',
          ConfirmationCode: 'CONF-1',
          PaymentAmount: 100,
          PaymentDate: '2026-05-14T10:00:00Z',
          GuarantorName: 'Maria Rivera',
          ProviderSpecificGuarantorId: 'A1001',
        },
        paymentAmount: 99,
        provider,
        guarantor: newCardGuarantor,
      },
      now,
    );
    expect(details).toEqual({
      providerName: 'Riverside Family Medicine',
      providerPhone: '(555) 010-2000',
      paymentDate: '2026-05-14T10:00:00Z',
      amount: 100,
      patientName: 'Maria Rivera',
      patientId: 'A1001',
      confirmationId: 'CONF-1',
    });
  });

  it('falls back to what the portal knew when the answer leaves fields out or blank', () => {
    const details = receiptDetails(
      {
        result: { IsSuccess: true, TransactionId: 'T9', GuarantorName: ' ', ConfirmationCode: '' },
        paymentAmount: 42.5,
        provider,
        guarantor: newCardGuarantor,
      },
      now,
    );
    expect(details).toMatchObject({
      paymentDate: '2026-05-15',
      amount: 42.5,
      patientName: 'Ana Rivera',
      patientId: 'PG1',
      confirmationId: 'T9',
    });
  });

  it('shows no confirmation id rather than a made-up one when the answer has neither', () => {
    expect(
      receiptDetails({ result: { IsSuccess: true }, paymentAmount: 1, provider, guarantor: newCardGuarantor }, now)
        .confirmationId,
    ).toBe('');
  });
});
