import { afterEach, describe, expect, it } from 'vitest';

import {
  newSupportCode,
  normalizeSupportCode,
  resetSupportCode,
  SUPPORT_CODE_ALPHABET,
  SUPPORT_CODE_PATTERN,
  supportCode,
} from '@/observability/supportCode';

afterEach(() => resetSupportCode());

describe('support code', () => {
  it('is two groups of four characters without look-alikes (0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V)', () => {
    for (let i = 0; i < 200; i += 1) expect(newSupportCode()).toMatch(SUPPORT_CODE_PATTERN);
    expect(SUPPORT_CODE_ALPHABET).not.toMatch(/[01258OILZSBUV]/);
  });

  it('maps random words onto the alphabet', () => {
    expect(newSupportCode((n) => new Uint32Array(n).map((_, i) => i))).toBe('3467-9ACD');
  });

  it('stays the same for the tab, across a reload (sessionStorage)', () => {
    const code = supportCode();
    expect(sessionStorage.getItem('portal-support-code')).toBe(code);
    expect(supportCode()).toBe(code);
  });

  it('reads a code as a person types it, and refuses what cannot be one', () => {
    expect(normalizeSupportCode(' 7f3k 9tqd ')).toBe('7F3K-9TQD');
    expect(normalizeSupportCode('7F3K-9TQ')).toBeNull();
    expect(normalizeSupportCode('0000-0000')).toBeNull();
  });
});
