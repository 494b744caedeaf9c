import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as calls from '@/api/calls';
import { ApiError } from '@/api/errors';
import { API_PATHS } from '@/api/paths';
import { freshToken, LOCAL_SESSION_ID_KEY, TOKEN_KEY, TOKEN_TIMESTAMP_KEY } from '@/api/session';
import type {
  AutopayEnrollment,
  DeliveryMethodChange,
  DeliveryValidationRequest,
  FinancingRequest,
  GuarantorDataSubmission,
  GuarantorLookupModel,
  InsuranceSubmission,
  PaymentRequest,
} from '@/api/types';

import { capture, only } from './capture';

const T0 = new Date('2025-03-01T10:00:00Z').getTime();
const lookup: GuarantorLookupModel = { GuarantorId: 'A1001', LastName: 'Rivera', ZipCode: '30301', ProviderId: 'P1' };
const delivery: DeliveryValidationRequest = {
  ProviderId: 'P1',
  DeliveryId: 'D1001',
  LastName: 'Rivera',
  ZipCode: '30301',
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ValidateGuarantorFor* store the token', () => {
  it.each([
    ['Paper', API_PATHS.validateGuarantorForPaper, () => calls.validateGuarantorForPaper(lookup), lookup],
    ['Delivery', API_PATHS.validateGuarantorForDelivery, () => calls.validateGuarantorForDelivery(delivery), delivery],
  ] as const)(
    'ForPaper/ForDelivery (%s): posts the model and stores Token with the time',
    async (_, path, call, body) => {
      const sent = capture('post', path, () =>
        HttpResponse.json({ IsSuccess: true, LastName: 'Rivera', Token: 'jwt-9' }),
      );
      const guarantor = await call();
      expect(JSON.parse(only(sent).body)).toEqual(body);
      expect(sessionStorage.getItem(TOKEN_KEY)).toBe('jwt-9');
      expect(sessionStorage.getItem(TOKEN_TIMESTAMP_KEY)).toBe(String(T0));
      // The token lives in storage only, not in the data handed to machines.
      expect(guarantor).toEqual({ IsSuccess: true, LastName: 'Rivera' });
    },
  );

  it('leaves storage alone when no Token comes back', async () => {
    capture('post', API_PATHS.validateGuarantorForPaper, () =>
      HttpResponse.json({ IsSuccess: false, ErrorMessage: 'No match' }),
    );
    await expect(calls.validateGuarantorForPaper(lookup)).resolves.toEqual({
      IsSuccess: false,
      ErrorMessage: 'No match',
    });
    expect(freshToken()).toBeNull();
  });

  it('sends the new token on the next call', async () => {
    capture('post', API_PATHS.validateGuarantorForDelivery, () =>
      HttpResponse.json({ IsSuccess: true, Token: 'jwt-9' }),
    );
    const sent = capture('post', API_PATHS.getDataToConfirm);
    await calls.validateGuarantorForDelivery(delivery);
    await calls.getDataToConfirm();
    expect(only(sent).headers.get('authorization')).toBe('Bearer jwt-9');
  });
});

describe('bodies and paths of spec section 7', () => {
  it('GetProvider posts the ProviderKey', async () => {
    const sent = capture('post', '/api/GetProvider', () => HttpResponse.json({ ProviderName: 'Riverside' }));
    await expect(calls.getProvider({ ProviderKey: 'demo' })).resolves.toEqual({ ProviderName: 'Riverside' });
    expect(JSON.parse(only(sent).body)).toEqual({ ProviderKey: 'demo' });
  });

  it('ValidateDelivery posts the delivery id as a JSON string', async () => {
    const sent = capture('post', '/api/ValidateDelivery');
    await calls.validateDelivery('D1001');
    expect(only(sent).body).toBe('"D1001"');
  });

  it('ValidateBySso2 posts the token id as a plain JSON string', async () => {
    const sent = capture('post', '/api/ValidateBySso2');
    await calls.validateBySso('SSO-OK');
    expect(only(sent).body).toBe('"SSO-OK"');
  });

  it('GetDataToConfirm posts an empty object', async () => {
    const sent = capture('post', '/api/insurance/GetDataToConfirm');
    await calls.getDataToConfirm();
    expect(only(sent).body).toBe('{}');
  });

  it('CollectData stores a returned SessionId in local_session_id', async () => {
    const submission = { StreetAddress: '1 Main St', DocumentType: 'GuarantorData' } as GuarantorDataSubmission;
    const sent = capture('post', '/api/Insurance/CollectData', () => HttpResponse.json({ SessionId: 'S-42' }));
    await calls.collectData(submission);
    expect(JSON.parse(only(sent).body)).toEqual(submission);
    expect(sessionStorage.getItem(LOCAL_SESSION_ID_KEY)).toBe('S-42');
  });

  it('CollectData without a SessionId keeps the one stored', async () => {
    sessionStorage.setItem(LOCAL_SESSION_ID_KEY, 'S-1');
    capture('post', '/api/Insurance/CollectData', () => HttpResponse.json({ IsSuccess: true }));
    await calls.collectData({} as GuarantorDataSubmission);
    expect(sessionStorage.getItem(LOCAL_SESSION_ID_KEY)).toBe('S-1');
  });

  it('CollectInsuranceData posts the manual insurance payload; a 400 passes its body on', async () => {
    const submission = { InsuranceName: 'FAIL', DocumentType: 2 } as InsuranceSubmission;
    const sent = capture('post', '/api/Insurance/CollectInsuranceData', () =>
      HttpResponse.json({ message: 'Unknown insurer' }, { status: 400 }),
    );
    const error: unknown = await calls.collectInsuranceData(submission).catch((e: unknown) => e);
    expect(JSON.parse(only(sent).body)).toEqual(submission);
    expect(error).toMatchObject({ kind: 'bad-request', body: { message: 'Unknown insurer' } });
  });

  it('Document upload sends form data with the file and its fields', async () => {
    const sent = capture('post', '/api/Document/upload', () => HttpResponse.json({ DocumentId: 'DOC-2' }));
    const file = new File(['img'], 'back.png', { type: 'image/png' });
    const answer = await calls.uploadDocument({
      File: file,
      SessionId: 'S-42',
      DocumentId: 'DOC-1',
      PageNumber: 2,
      DocumentType: 'PrimaryInsurance',
    });
    expect(answer).toEqual({ DocumentId: 'DOC-2' });
    const form = only(sent).form;
    expect(form?.get('SessionId')).toBe('S-42');
    expect(form?.get('DocumentId')).toBe('DOC-1');
    expect(form?.get('PageNumber')).toBe('2');
    expect(form?.get('DocumentType')).toBe('PrimaryInsurance');
    expect(form?.get('File')).toMatchObject({ type: 'image/png' });
  });

  it('Document upload of a front side leaves out the DocumentId it does not have yet', async () => {
    const sent = capture('post', '/api/Document/upload', () => HttpResponse.json({ DocumentId: 'DOC-1' }));
    await calls.uploadDocument({
      File: new Blob(['img'], { type: 'image/jpeg' }),
      SessionId: null,
      PageNumber: 1,
      DocumentType: 'SecondaryInsurance',
    });
    const form = only(sent).form;
    expect(form?.has('DocumentId')).toBe(false);
    expect(form?.has('SessionId')).toBe(false);
    expect(form?.get('PageNumber')).toBe('1');
  });

  it('ProcessPayment posts the payment and hands back the transaction result', async () => {
    const payment = { ProviderId: 'P1', GuarantorId: 'G1', PaymentAmount: 10 } as PaymentRequest;
    const sent = capture('post', '/api/ProcessPayment', () =>
      HttpResponse.json({ IsSuccess: true, TransactionId: 'T1' }),
    );
    await expect(calls.processPayment(payment)).resolves.toEqual({ IsSuccess: true, TransactionId: 'T1' });
    expect(JSON.parse(only(sent).body)).toEqual(payment);
  });

  it('ThirdPartyFinancingUrlForRedirect posts the financing request', async () => {
    const request = {
      ProviderKey: 'demo',
      GuarantorId: 'G1',
      ProviderSpecificGuarantorId: 'PG1',
      ZipCode: '94105',
      LastName: 'Chen',
      DeliveryId: 'D1002',
    };
    const sent = capture('post', '/api/ThirdPartyFinancingUrlForRedirect', () =>
      HttpResponse.json({ IsSuccess: true, Url: 'https://financing.example/x' }),
    );
    await expect(calls.thirdPartyFinancingUrl(request)).resolves.toEqual({
      IsSuccess: true,
      Url: 'https://financing.example/x',
    });
    expect(JSON.parse(only(sent).body)).toEqual(request);
  });

  it('autopay CreateEnrollment posts the enrollment', async () => {
    const enrollment = { TransactionId: 'T1', GuarantorId: 'G1', OriginalPaymentAmount: 10, AmountToAutoPay: 25 };
    const sent = capture('post', '/api/autopay/CreateEnrollment', () => HttpResponse.json({ IsSuccess: true }));
    await calls.createAutopayEnrollment(enrollment);
    expect(JSON.parse(only(sent).body)).toEqual(enrollment);
  });

  it('DeliveryMethod/Change posts to its path outside /api', async () => {
    const change = { DeliveryId: 'D1001', GuarantorId: 'G1', EmailAddress: 'a@example.com' };
    const sent = capture('post', '/DeliveryMethod/Change', () => HttpResponse.json({ IsSuccess: true }));
    await calls.changeDeliveryMethod(change);
    expect(JSON.parse(only(sent).body)).toEqual(change);
  });

  it.each([
    ['getProvider', (signal: AbortSignal) => calls.getProvider({ ProviderKey: 'demo' }, signal)],
    ['validateGuarantorForPaper', (signal: AbortSignal) => calls.validateGuarantorForPaper(lookup, signal)],
    ['validateGuarantorForDelivery', (signal: AbortSignal) => calls.validateGuarantorForDelivery(delivery, signal)],
    ['validateDelivery', (signal: AbortSignal) => calls.validateDelivery('D1001', signal)],
    ['validateBySso', (signal: AbortSignal) => calls.validateBySso('SSO-OK', signal)],
    ['getDataToConfirm', (signal: AbortSignal) => calls.getDataToConfirm(signal)],
    ['collectData', (signal: AbortSignal) => calls.collectData({} as GuarantorDataSubmission, signal)],
    ['collectInsuranceData', (signal: AbortSignal) => calls.collectInsuranceData({} as InsuranceSubmission, signal)],
    [
      'uploadDocument',
      (signal: AbortSignal) =>
        calls.uploadDocument({ File: new Blob(['x']), PageNumber: 1, DocumentType: 'PrimaryInsurance' }, signal),
    ],
    ['processPayment', (signal: AbortSignal) => calls.processPayment({} as PaymentRequest, signal)],
    ['thirdPartyFinancingUrl', (signal: AbortSignal) => calls.thirdPartyFinancingUrl({} as FinancingRequest, signal)],
    [
      'createAutopayEnrollment',
      (signal: AbortSignal) => calls.createAutopayEnrollment({} as AutopayEnrollment, signal),
    ],
    ['changeDeliveryMethod', (signal: AbortSignal) => calls.changeDeliveryMethod({} as DeliveryMethodChange, signal)],
  ] as const)('%s is cancelled by its AbortSignal, before anything is sent', async (_, call) => {
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await call(controller.signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'aborted' });
  });
});
