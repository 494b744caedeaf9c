// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import {
  DEFAULT_IDENTIFIER_LABEL,
  findLookupError,
  identifierLabel,
  lookupRequest,
  type LookupValues,
} from '@machines/delivery/rules/lookup';
import { lookupMessages as m } from '@machines/rules/messages';
import { english } from '@tests/support/language';

const provider = { ProviderId: 'prov-demo', VerificationLabel1: 'Account Number' };
const good: LookupValues = { identifier: 'A1001', lastName: 'Rivera', zipCode: '30301' };

describe('statement lookup submit-time checks', () => {
  it('passes a complete lookup', () => {
    expect(findLookupError(good, provider)).toBeNull();
  });

  it('checks in the spec order: identifier, last name, zip, ProviderId', () => {
    const empty = { identifier: ' ', lastName: '', zipCode: '' };
    const noId = { ...provider, ProviderId: '' };
    const first = findLookupError(empty, noId);
    expect(first?.field).toBe('identifier');
    expect(english(first!.message)).toBe('Please enter the Account Number');
    expect(findLookupError({ ...empty, identifier: 'A1001' }, noId)).toEqual({
      field: 'lastName',
      message: m.lastNameRequired,
    });
    expect(findLookupError({ ...good, zipCode: '  ' }, noId)).toEqual({ field: 'zipCode', message: m.zipRequired });
    expect(findLookupError(good, noId)).toEqual({ field: null, message: m.providerIdMissing });
  });

  it('names the identifier by VerificationLabel1, or by the spec words without one', () => {
    expect(identifierLabel(provider)).toBe('Account Number');
    expect(identifierLabel({ VerificationLabel1: ' ' })).toBe(DEFAULT_IDENTIFIER_LABEL);
    expect(english(findLookupError({ ...good, identifier: '' }, { ProviderId: 'p' })!.message)).toBe(
      `Please enter the ${english(DEFAULT_IDENTIFIER_LABEL)}`,
    );
  });

  it('sends trimmed values with the provider id', () => {
    expect(lookupRequest({ identifier: ' A1001 ', lastName: 'Rivera ', zipCode: ' 30301' }, provider)).toEqual({
      GuarantorId: 'A1001',
      LastName: 'Rivera',
      ZipCode: '30301',
      ProviderId: 'prov-demo',
    });
  });
});
