import { afterEach, describe, expect, it, vi } from 'vitest';

import { collectData, getDataToConfirm, uploadDocument, validateGuarantorForDelivery } from '@/api/calls';
import type {
  CollectDataResponse,
  GuarantorDataSubmission,
  InsuranceSubmission,
  PrefillResponse,
  ValidatedGuarantor,
} from '@/api/types';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { TOKEN_LIFETIME_MS } from '@/demo/state';

import { multipart, post, postJson } from './helpers';

async function tokenFor(DeliveryId = 'D1001', LastName = 'Rivera', ZipCode = '30301'): Promise<string> {
  const g = await postJson<ValidatedGuarantor>('/api/ValidateGuarantorForDelivery', {
    ProviderId: 'prov-demo',
    DeliveryId,
    LastName,
    ZipCode,
  });
  if (!g.Token) throw new Error('no token');
  return g.Token;
}

const contact: GuarantorDataSubmission = {
  StreetAddress: '9 Elm St',
  City: 'Decatur',
  State: 'GA',
  ZipCode: '30030',
  Phone: '(555) 010-4000',
  Mobile: '',
  Email: 'maria@example.com',
  GuarantorFirstName: 'Maria',
  GuarantorLastName: 'Rivera',
  DocumentType: 'GuarantorData',
  PageNumber: 1,
  EntryMethod: 1,
};

function insurance(InsuranceName: string): InsuranceSubmission {
  return {
    DocumentType: 2,
    EntryMethod: 1,
    PageNumber: 1,
    InsuranceName,
    PlanAddress1: '1 Plan Way',
    PlanAddress2: '',
    PlanAddressCity: 'Atlanta',
    PlanAddressState: 'GA',
    PlanAddressZipCode: '30301',
    SubscriberNumber: 'S1',
    MemberNumber: 'M1',
    GroupNumber: 'G1',
    SubsriberFirstName: 'Maria',
    SubsriberLastName: 'Rivera',
    SubsriberMiddleName: '',
    RelationToSubscriber: 'Self',
  };
}

function upload(name: string, type = 'image/png', extra: Record<string, string> = {}) {
  return multipart(
    { PageNumber: '1', DocumentType: 'PrimaryInsurance', ...extra },
    { name, type, content: 'PNG-bytes' },
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('demo backend: guarantor tokens', () => {
  it('prefills the D1001 guarantor for its token (GetDataToConfirm)', async () => {
    const token = await tokenFor();
    expect(await postJson<PrefillResponse>('/api/insurance/GetDataToConfirm', {}, { token })).toEqual({
      PatientFirstName: 'Maria',
      PatientLastName: 'Rivera',
      PatientAddress1: '1420 Peachtree St NE',
      PatientCity: 'Atlanta',
      PatientState: 'GA',
      PatientZip: '30301',
    });
  });

  it('answers 401 to CollectData without a Bearer token, or with an unknown one', async () => {
    expect((await post('/api/Insurance/CollectData', contact)).status).toBe(401);
    expect((await post('/api/Insurance/CollectData', contact, { token: 'demo-token.G1001.1' })).status).toBe(401);
    expect((await post('/api/insurance/GetDataToConfirm', {})).status).toBe(401);
  });

  it('accepts a token under 30 minutes old and refuses it at 30 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
    const token = await tokenFor();
    vi.setSystemTime(Date.now() + TOKEN_LIFETIME_MS - 1);
    const ok = await postJson<CollectDataResponse>('/api/Insurance/CollectData', contact, { token });
    expect(ok.IsSuccess).toBe(true);
    expect(ok.SessionId).toBeTruthy();
    vi.setSystemTime(new Date('2025-06-01T10:30:00Z'));
    expect((await post('/api/Insurance/CollectData', contact, { token })).status).toBe(401);
  });

  it('keeps the SessionId it is given and feeds saved contact details into the prefill', async () => {
    const token = await tokenFor();
    const first = await postJson<CollectDataResponse>('/api/Insurance/CollectData', contact, { token });
    const again = await postJson<CollectDataResponse>(
      '/api/Insurance/CollectData',
      { ...contact, SessionId: first.SessionId },
      { token },
    );
    expect(again.SessionId).toBe(first.SessionId);
    expect(await postJson<PrefillResponse>('/api/insurance/GetDataToConfirm', {}, { token })).toMatchObject({
      PatientAddress1: '9 Elm St',
      PatientCity: 'Decatur',
    });
  });

  it('reset forgets every issued token', async () => {
    const token = await tokenFor();
    const { resetDemoBackend } = await import('@/demo/node');
    resetDemoBackend();
    expect((await post('/api/Insurance/CollectData', contact, { token })).status).toBe(401);
  });
});

describe('demo backend: manual insurance (CollectInsuranceData)', () => {
  it('answers 400 with a message for InsuranceName FAIL', async () => {
    const token = await tokenFor();
    const response = await post('/api/Insurance/CollectInsuranceData', insurance('FAIL'), { token });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: DEMO_MESSAGES.insuranceNotFound });
  });

  it('accepts any other insurance', async () => {
    const token = await tokenFor();
    const answer = await postJson<{ IsSuccess: boolean; DocumentId: string }>(
      '/api/Insurance/CollectInsuranceData',
      insurance('Aetna'),
      { token },
    );
    expect(answer.IsSuccess).toBe(true);
    expect(answer.DocumentId).toBeTruthy();
  });

  it('needs a token', async () => {
    expect((await post('/api/Insurance/CollectInsuranceData', insurance('Aetna'))).status).toBe(401);
  });
});

describe('demo backend: document upload', () => {
  it('answers a DocumentId for an image, and keeps it for the back side', async () => {
    const token = await tokenFor();
    const front = await postJson<{ DocumentId: string }>('/api/Document/upload', upload('front.png'), { token });
    expect(front.DocumentId).toBeTruthy();
    const back = await postJson<{ DocumentId: string }>(
      '/api/Document/upload',
      upload('back.jpg', 'image/jpeg', { DocumentId: front.DocumentId, PageNumber: '2' }),
      { token },
    );
    expect(back.DocumentId).toBe(front.DocumentId);
  });

  it('fails (HTTP 500) for a file whose name starts with fail', async () => {
    const token = await tokenFor();
    expect((await post('/api/Document/upload', upload('fail-front.png'), { token })).status).toBe(500);
  });

  it('refuses a file that is not an image, and a form without a file', async () => {
    const token = await tokenFor();
    const notImage = await post('/api/Document/upload', upload('notes.pdf', 'application/pdf'), { token });
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toEqual({ message: DEMO_MESSAGES.uploadNotImage });
    expect((await post('/api/Document/upload', multipart({ PageNumber: '1' }), { token })).status).toBe(400);
    expect((await post('/api/Document/upload', { File: 'not a form' }, { token })).status).toBe(400);
  });

  it('needs a token', async () => {
    expect((await post('/api/Document/upload', upload('front.png'))).status).toBe(401);
  });
});

describe('demo backend through the portal’s own API client', () => {
  it('validates, stores the token and is then authorised for the insurance calls', async () => {
    const g = await validateGuarantorForDelivery({
      ProviderId: 'prov-demo',
      DeliveryId: 'D1001',
      LastName: 'Rivera',
      ZipCode: '30301',
    });
    expect(g.IsSuccess).toBe(true);
    expect((await getDataToConfirm()).PatientFirstName).toBe('Maria');
    expect((await collectData(contact)).IsSuccess).toBe(true);
    const file = new File([new Uint8Array([1, 2, 3])], 'card.png', { type: 'image/png' });
    const uploaded = await uploadDocument({ File: file, PageNumber: 1, DocumentType: 'PrimaryInsurance' });
    expect(uploaded.DocumentId).toBeTruthy();
  });
});
