// The demo API's hold switch, beside the fault switch (faults.ts): while a hold is on, this visitor's
// calls to its path are received but not answered; when it is switched off they go on as usual (a held
// payment is then charged, even if the page that sent it has gone, as behind a slow gateway). Browser
// tests hold a call for as long as they look at it, where a fixed delay would race a busy machine.
// Never part of a real API.
import { http, HttpResponse } from 'msw';

import { API_PATHS } from '@/api/paths';

import { asRecord, readJson } from './http';

export const DEMO_HOLD_PATH = '/__demo/hold';
/** A hold still on this long after it began lets its calls go: a test that failed leaves no call open. */
export const HOLD_SAFETY_RELEASE_MS = 60_000;
/** The demo API server's visitor cookie (visitor.ts, which is node-only, names it). */
const VISITOR_COOKIE = 'demo-visitor';
/** msw/node in unit tests sends no visitor cookie: its one module-level state is one visitor. */
const THE_ONLY_VISITOR = '';

const PATHS = new Set<string>(Object.values(API_PATHS));

/** Promises, so they live in memory only (a waiting call cannot be kept in the visitor's state). */
interface Hold {
  released: Promise<void>;
  release: () => void;
}
/** The holds switched on, by visitor and path. */
const holdsOn = new Map<string, Hold>();
const holdKey = (visitor: string, path: string) => `${visitor} ${path}`;

/** The visitor a call comes from, by the cookies msw read from it. */
export const visitorOf = (cookies: Record<string, string>): string => cookies[VISITOR_COOKIE] ?? THE_ONLY_VISITOR;

/** Switches `visitor`'s hold on `path` on (once: a second `on` changes nothing) or off (nothing held is fine). */
export function switchHold(visitor: string, path: string, on: boolean): void {
  const key = holdKey(visitor, path);
  const current = holdsOn.get(key);
  if (!on) {
    current?.release();
    return;
  }
  if (current) return;
  let letGo: () => void = () => {};
  const released = new Promise<void>((resolve) => (letGo = resolve));
  const release = () => {
    clearTimeout(safety);
    holdsOn.delete(key);
    letGo();
  };
  const safety = setTimeout(release, HOLD_SAFETY_RELEASE_MS);
  holdsOn.set(key, { released, release });
}

/** Settles when `visitor`'s hold on `path` is switched off; at once when none is on. */
export function heldUntilReleased(visitor: string, path: string): Promise<void> {
  return holdsOn.get(holdKey(visitor, path))?.released ?? Promise.resolve();
}

/**
 * POST { path, hold }: `path` (one of API_PATHS) is held for this visitor from now on (true) or
 * released (false). 204 when done, 400 for a path it does not know or a hold that is not a boolean.
 */
export const holdHandlers = [
  http.post(`*${DEMO_HOLD_PATH}`, async ({ request, cookies }) => {
    const { path, hold } = asRecord(await readJson(request));
    if (typeof path !== 'string' || !PATHS.has(path) || typeof hold !== 'boolean')
      return HttpResponse.json({ message: 'Expected { path: an API path, hold: true or false }' }, { status: 400 });
    switchHold(visitorOf(cookies), path, hold);
    return new HttpResponse(null, { status: 204 });
  }),
];
