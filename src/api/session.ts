import { isTokenFresh, SESSION_TOKEN_LIFETIME_MS } from './tokenFreshness';

export { SESSION_TOKEN_LIFETIME_MS };

/** Browser storage keys of spec section 3. */
export const TOKEN_KEY = 'guarantor_jwt';
export const TOKEN_TIMESTAMP_KEY = 'guarantor_jwt_timestamp';
export const LOCAL_SESSION_ID_KEY = 'local_session_id';

/**
 * sessionStorage, not localStorage: the token (and the insurance SessionId) die with the tab, so a
 * guarantor on a shared computer does not leave a usable health-data session behind. A storage
 * that throws (disabled, private mode) just means no session: calls go out unauthenticated.
 */
function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Quota or disabled storage: the session is simply not kept.
  }
}

function remove(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to remove from a storage we cannot reach.
  }
}

/** Keeps the guarantor token with the time it was received (ms since epoch, as text). */
export function storeToken(token: string, now: number = Date.now()): void {
  write(TOKEN_KEY, token);
  write(TOKEN_TIMESTAMP_KEY, String(now));
}

export function clearToken(): void {
  remove(TOKEN_KEY);
  remove(TOKEN_TIMESTAMP_KEY);
}

/** The stored token while it is under 30 minutes old; otherwise both items are deleted and null. */
export function freshToken(now: number = Date.now()): string | null {
  const token = read(TOKEN_KEY);
  const stamp = read(TOKEN_TIMESTAMP_KEY);
  const issuedAt = stamp === null || stamp.trim() === '' ? null : Number(stamp);
  if (token && isTokenFresh(issuedAt, now)) return token;
  if (token !== null || stamp !== null) clearToken();
  return null;
}

export function hasFreshToken(now: number = Date.now()): boolean {
  return freshToken(now) !== null;
}

/** The insurance flow's SessionId, returned by CollectData and sent with later uploads. */
export function storeLocalSessionId(sessionId: string): void {
  write(LOCAL_SESSION_ID_KEY, sessionId);
}

export function localSessionId(): string | null {
  return read(LOCAL_SESSION_ID_KEY);
}

export function clearLocalSessionId(): void {
  remove(LOCAL_SESSION_ID_KEY);
}
