import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { asFile, prepareCardImage } from '@/app/live/cardImage';
import { saveGuarantorData, submitInsurance } from '@/app/live/insurance';
import { server } from '@/demo/node';
import { guarantorSubmission, insuranceSubmission } from '@machines/insurance/rules/insuranceForms';
import { cardImage, typedAddress, typedInsurance } from '@tests/fixtures/insurance';

const answer = (path: string, response: () => Response) => server.use(http.post(`*${path}`, response));
const body = guarantorSubmission(typedAddress, null);
const insurance = insuranceSubmission(typedInsurance, {
  kind: 'primary',
  documentId: null,
  sessionId: null,
  guarantorId: 'G1001',
});

describe('CollectData as the guarantor step reads it', () => {
  it('a success carries the SessionId', async () => {
    answer(API_PATHS.collectData, () => HttpResponse.json({ IsSuccess: true, SessionId: 'SES-1' }));
    expect(await saveGuarantorData(body)).toEqual({ status: 'saved', sessionId: 'SES-1' });
  });

  it('HTTP 401 is unauthorized; IsSuccess false and HTTP 400 are refusals with the server message', async () => {
    answer(API_PATHS.collectData, () => HttpResponse.json({}, { status: 401 }));
    expect(await saveGuarantorData(body)).toEqual({ status: 'unauthorized' });
    answer(API_PATHS.collectData, () => HttpResponse.json({ IsSuccess: false, ErrorMessage: 'No.' }));
    expect(await saveGuarantorData(body)).toEqual({ status: 'refused', message: 'No.' });
    answer(API_PATHS.collectData, () => HttpResponse.json({ Message: 'Bad zip.' }, { status: 400 }));
    expect(await saveGuarantorData(body)).toEqual({ status: 'refused', message: 'Bad zip.' });
  });

  it('other faults reject', async () => {
    answer(API_PATHS.collectData, () => HttpResponse.error());
    await expect(saveGuarantorData(body)).rejects.toMatchObject({ name: 'ApiError', kind: 'network' });
  });
});

describe('CollectInsuranceData as manual entry reads it', () => {
  it('HTTP 400 is a refusal with the server’s message; IsSuccess false one without', async () => {
    answer(API_PATHS.collectInsuranceData, () => HttpResponse.json({ message: 'Unknown plan.' }, { status: 400 }));
    expect(await submitInsurance(insurance)).toEqual({ status: 'refused', message: 'Unknown plan.' });
    answer(API_PATHS.collectInsuranceData, () => HttpResponse.json({ IsSuccess: false }));
    expect(await submitInsurance(insurance)).toEqual({ status: 'refused', message: null });
    answer(API_PATHS.collectInsuranceData, () => HttpResponse.json({}));
    expect(await submitInsurance(insurance)).toEqual({ status: 'submitted' });
  });
});

describe('card image preparation', () => {
  it('without the canvas APIs (jsdom), the image goes up as chosen', async () => {
    const image = cardImage('front.png');
    expect(await prepareCardImage({ image, name: image.name })).toEqual({ image, name: 'front.png' });
  });

  it('a re-encoded blob becomes a File under its name and type', () => {
    const file = asFile({ image: new Blob(['x'], { type: 'image/jpeg' }), name: 'front.jpg' });
    expect(file).toBeInstanceOf(File);
    expect(file).toMatchObject({ name: 'front.jpg', type: 'image/jpeg' });
  });
});
