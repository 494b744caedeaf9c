// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { isTokenFresh, SESSION_TOKEN_LIFETIME_MS } from '@/api/tokenFreshness';

describe('session token freshness', () => {
  const issuedAt = 1_700_000_000_000;

  it('lasts exactly 30 minutes', () => {
    expect(SESSION_TOKEN_LIFETIME_MS).toBe(30 * 60 * 1000);
  });

  it('accepts a token just issued and one at 29:59.999', () => {
    expect(isTokenFresh(issuedAt, issuedAt)).toBe(true);
    expect(isTokenFresh(issuedAt, issuedAt + SESSION_TOKEN_LIFETIME_MS - 1)).toBe(true);
  });

  it('rejects a token at exactly 30:00 and later', () => {
    expect(isTokenFresh(issuedAt, issuedAt + SESSION_TOKEN_LIFETIME_MS)).toBe(false);
    expect(isTokenFresh(issuedAt, issuedAt + 2 * SESSION_TOKEN_LIFETIME_MS)).toBe(false);
  });

  it('rejects a missing, unreadable or future timestamp', () => {
    expect(isTokenFresh(null, issuedAt)).toBe(false);
    expect(isTokenFresh(Number.NaN, issuedAt)).toBe(false);
    expect(isTokenFresh(issuedAt + 1, issuedAt)).toBe(false);
  });
});
