// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { jpegName, MAX_IMAGE_EDGE, needsDownscale, scaledSize } from '@machines/insurance/rules/imageScale';
import { guarantorSubmission, insuranceSubmission, prefillValues } from '@machines/insurance/rules/insuranceForms';
import { errorMessageOr, insuranceMessages } from '@machines/insurance/rules/insuranceMessages';
import { toStateCode, US_STATES } from '@machines/insurance/rules/usStates';
import { typedAddress, typedInsurance } from '@tests/fixtures/insurance';
import { english } from '@tests/support/language';

describe('the 50-state list', () => {
  it('holds the 50 US states, each once, stored as a two-letter abbreviation', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES.map(([code]) => code)).size).toBe(50);
    for (const [code] of US_STATES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(US_STATES.map(([code]) => code)).not.toContain('DC');
  });

  it('reads a server state as its abbreviation, by code or name, else nothing', () => {
    expect(toStateCode('GA')).toBe('GA');
    expect(toStateCode(' ga ')).toBe('GA');
    expect(toStateCode('New York')).toBe('NY');
    expect(toStateCode('DC')).toBe('');
    expect(toStateCode(null)).toBe('');
  });
});

describe('insurance flow forms', () => {
  it('prefills from the Patient* fields and leaves phone, mobile and e-mail empty', () => {
    expect(
      prefillValues({
        PatientFirstName: 'Maria',
        PatientLastName: null,
        PatientAddress1: '1420 Peachtree St NE',
        PatientCity: 'Atlanta',
        PatientState: 'Georgia',
        PatientZip: '30301',
      }),
    ).toEqual({
      firstName: 'Maria',
      lastName: '',
      streetAddress: '1420 Peachtree St NE',
      city: 'Atlanta',
      state: 'GA',
      zipCode: '30301',
      phone: '',
      mobile: '',
      email: '',
    });
  });

  it("builds CollectData's body with DocumentType 'GuarantorData', PageNumber 1, EntryMethod 1 and the SessionId", () => {
    expect(guarantorSubmission(typedAddress, 'SES-1')).toMatchObject({
      SessionId: 'SES-1',
      GuarantorFirstName: 'Maria',
      StreetAddress: '9 Elm St',
      Mobile: '(555) 010-4001',
      DocumentType: 'GuarantorData',
      PageNumber: 1,
      EntryMethod: 1,
    });
  });

  it("builds CollectInsuranceData's body: DocumentType 2 for primary, 3 for secondary, the server's spelling", () => {
    const ids = { documentId: 'DOC-1', sessionId: null, guarantorId: 'G1001' };
    expect(insuranceSubmission(typedInsurance, { ...ids, kind: 'primary' })).toMatchObject({
      DocumentId: 'DOC-1',
      GuarantorId: 'G1001',
      DocumentType: 2,
      EntryMethod: 1,
      PageNumber: 1,
      SubsriberFirstName: 'Maria',
      SubsriberLastName: 'Rivera',
      SubsriberMiddleName: 'L',
      RelationToSubscriber: 'Self',
    });
    expect(insuranceSubmission(typedInsurance, { ...ids, kind: 'secondary' }).DocumentType).toBe(3);
  });

  it("uses a rejection's own message, else the given text", () => {
    expect(english(errorMessageOr(new Error('Network Error'), 'fallback'))).toBe('Network Error');
    expect(english(errorMessageOr(new Error(' '), 'fallback'))).toBe('fallback');
    expect(english(errorMessageOr('not an error', 'fallback'))).toBe('fallback');
    expect(english(insuranceMessages.uploadFailed('back'))).toBe(
      'There was an error uploading the back image. Please try again.',
    );
  });
});

describe('card image scaling', () => {
  it('scales down a photo that is large in pixels or in bytes, not a small scan', () => {
    expect(needsDownscale({ bytes: 4_000_000, width: 4032, height: 3024 })).toBe(true);
    expect(needsDownscale({ bytes: 900_000, width: 3000, height: 1000 })).toBe(true);
    expect(needsDownscale({ bytes: 2_000_000, width: 1600, height: 1000 })).toBe(true);
    expect(needsDownscale({ bytes: 400_000, width: 1600, height: 1000 })).toBe(false);
  });

  it('keeps the proportions with the longest edge at most 2048 px, and never enlarges', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: MAX_IMAGE_EDGE, height: 1536 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1536, height: MAX_IMAGE_EDGE });
    expect(scaledSize(1600, 1000)).toEqual({ width: 1600, height: 1000 });
  });

  it('names the re-encoded file as a JPEG, keeping its name', () => {
    expect(jpegName('fail-front.png')).toBe('fail-front.jpg');
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('card')).toBe('card.jpg');
    expect(jpegName('.png')).toBe('insurance-card.jpg');
  });
});
