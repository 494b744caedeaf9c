// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { isValidZip } from '@machines/rules/zip';

describe('zip pattern', () => {
  it.each(['30301', '30301-1234', 'K1A 0B1', 'K1A0B1', 'k1a 0b1', ' 94105 '])('accepts %j', (zip) => {
    expect(isValidZip(zip)).toBe(true);
  });

  it.each(['', '3030', '303011', '30301-12', '30301 1234', 'K1A  0B1', '1A1 A1A', 'KKA 0B1', 'K1A-0B1', 'abcde'])(
    'rejects %j',
    (zip) => {
      expect(isValidZip(zip)).toBe(false);
    },
  );
});
