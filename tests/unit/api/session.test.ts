import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  clearLocalSessionId,
  freshToken,
  hasFreshToken,
  LOCAL_SESSION_ID_KEY,
  localSessionId,
  SESSION_TOKEN_LIFETIME_MS,
  storeLocalSessionId,
  storeToken,
  TOKEN_KEY,
  TOKEN_TIMESTAMP_KEY,
} from '@/api/session';

const T0 = new Date('2025-03-01T10:00:00Z').getTime();

describe('guarantor token store', () => {
  beforeEach(() => {
    // Only Date is faked: msw and fetch keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the token in sessionStorage with the time it was stored, never in localStorage', () => {
    storeToken('jwt-1');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('jwt-1');
    expect(sessionStorage.getItem(TOKEN_TIMESTAMP_KEY)).toBe(String(T0));
    expect(localStorage.length).toBe(0);
  });

  it('gives the token back at 29:59.999', () => {
    storeToken('jwt-1');
    vi.setSystemTime(T0 + SESSION_TOKEN_LIFETIME_MS - 1);
    expect(freshToken()).toBe('jwt-1');
    expect(hasFreshToken()).toBe(true);
  });

  it('deletes both items and gives null at exactly 30:00', () => {
    storeToken('jwt-1');
    vi.setSystemTime(T0 + SESSION_TOKEN_LIFETIME_MS);
    expect(freshToken()).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_TIMESTAMP_KEY)).toBeNull();
  });

  it('takes the time from its argument when given', () => {
    storeToken('jwt-1', 1000);
    expect(freshToken(1000 + SESSION_TOKEN_LIFETIME_MS - 1)).toBe('jwt-1');
    expect(freshToken(1000 + SESSION_TOKEN_LIFETIME_MS)).toBeNull();
  });

  it('treats a token without a readable timestamp as expired and removes it', () => {
    sessionStorage.setItem(TOKEN_KEY, 'jwt-1');
    expect(freshToken()).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();

    sessionStorage.setItem(TOKEN_KEY, 'jwt-1');
    sessionStorage.setItem(TOKEN_TIMESTAMP_KEY, 'yesterday');
    expect(hasFreshToken()).toBe(false);
    expect(sessionStorage.getItem(TOKEN_TIMESTAMP_KEY)).toBeNull();
  });

  it('removes a lone timestamp left without a token', () => {
    sessionStorage.setItem(TOKEN_TIMESTAMP_KEY, String(T0));
    expect(freshToken()).toBeNull();
    expect(sessionStorage.getItem(TOKEN_TIMESTAMP_KEY)).toBeNull();
  });

  it('has no token when nothing was stored', () => {
    expect(freshToken()).toBeNull();
    expect(hasFreshToken()).toBe(false);
  });

  it('still answers (no token) when storage is unavailable', () => {
    storeToken('jwt-1');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(freshToken()).toBeNull();
  });
});

describe('insurance session id', () => {
  it('is kept in local_session_id until cleared', () => {
    expect(localSessionId()).toBeNull();
    storeLocalSessionId('S-1');
    expect(sessionStorage.getItem(LOCAL_SESSION_ID_KEY)).toBe('S-1');
    expect(localSessionId()).toBe('S-1');
    clearLocalSessionId();
    expect(localSessionId()).toBeNull();
  });
});
