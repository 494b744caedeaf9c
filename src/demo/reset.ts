// Things the page does for the demo backend: "reset" (the demo API server keeps the data; the page
// keeps its own session), and, in jsdom only, the XSRF cookie the server sets (src/demo/visitor.ts).
import { LOCAL_SESSION_ID_KEY, TOKEN_KEY, TOKEN_TIMESTAMP_KEY } from '@/api/session';

import { DEMO_RESET_PATH } from './controlHandlers';

export const XSRF_COOKIE = 'XSRF-TOKEN';
/** `?demo-reset` on any page restores the seed data set. */
export const RESET_PARAM = 'demo-reset';

export function readXsrfCookie(doc: Document = document): string | null {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(doc.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** Sets the anti-forgery cookie when missing, as the demo API server does (jsdom tests have no server). */
export function ensureXsrfCookie(doc: Document = document): string {
  const existing = readXsrfCookie(doc);
  if (existing) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(16)); // works outside secure contexts too
  const value = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  doc.cookie = `${XSRF_COOKIE}=${value}; path=/; SameSite=Strict`;
  return value;
}

/**
 * Back to the seed: the backend's state, and the page's own session (its token would name a
 * session the reset backend no longer knows).
 */
export async function resetDemo(): Promise<void> {
  await fetch(DEMO_RESET_PATH, { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
  for (const storage of [window.sessionStorage, window.localStorage]) {
    try {
      for (const key of [TOKEN_KEY, TOKEN_TIMESTAMP_KEY, LOCAL_SESSION_ID_KEY]) storage.removeItem(key);
    } catch {
      // Storage disabled: nothing was kept there.
    }
  }
}

/** `?demo-reset` in the address: reset, then drop the parameter so a reload does not reset again. */
export async function handleResetParam(win: Window = window): Promise<boolean> {
  const url = new URL(win.location.href);
  if (!url.searchParams.has(RESET_PARAM)) return false;
  await resetDemo();
  url.searchParams.delete(RESET_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}
