// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { validateConfirmInfo } from '@machines/delivery/rules/confirmInfo';
import { english } from '@tests/support/language';

const ok = { providerId: 'P1', deliveryId: 'D1001', lastName: 'Rivera', zip: '30301' };

describe('confirm-info validation', () => {
  it('accepts complete values with a US or Canadian zip', () => {
    expect(validateConfirmInfo(ok)).toBeNull();
    expect(validateConfirmInfo({ ...ok, zip: 'K1A 0B1' })).toBeNull();
  });

  it('reports the first missing value in the spec order', () => {
    expect(english(validateConfirmInfo({ providerId: '', deliveryId: '', lastName: '', zip: '' }))).toBe(
      'The provider id is empty',
    );
    expect(english(validateConfirmInfo({ ...ok, providerId: null, deliveryId: null }))).toBe(
      'The provider id is empty',
    );
    expect(english(validateConfirmInfo({ ...ok, deliveryId: undefined, lastName: '' }))).toBe(
      'The delivery id is empty',
    );
    expect(english(validateConfirmInfo({ ...ok, lastName: '  ', zip: '' }))).toBe(
      "Please enter the guarantor's last name",
    );
    expect(english(validateConfirmInfo({ ...ok, zip: '' }))).toBe("Please enter the guarantor's zip code");
  });

  it('rejects a zip that is neither US nor Canadian', () => {
    expect(english(validateConfirmInfo({ ...ok, zip: '3030' }))).toBe(
      'That postal code is not a valid US or Canadian postal code.',
    );
  });
});
