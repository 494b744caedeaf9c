// The demo API server's cookies, set on every response it or the page server sends (the page's first
// API call must already carry them): who the visitor is (their own demo data), and the anti-forgery
// token a real API host sets. Plain node code without aliases, so vite.config.ts can import it too.
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const VISITOR_COOKIE = 'demo-visitor';
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
/** `?demo-reset` on any page address restores this visitor's seed data. */
export const RESET_QUERY = 'demo-reset';

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
  }
  return cookies;
}

/**
 * The visitor id of this request; sets the visitor and XSRF cookies when the browser has none yet
 * (and mirrors them into the request, so this very request is answered as that visitor).
 */
export function ensureVisitor(req: IncomingMessage, res: ServerResponse): string {
  const cookies = parseCookies(req.headers.cookie);
  const added: string[] = [];
  let visitor = cookies[VISITOR_COOKIE];
  if (!visitor || !/^[\w-]{8,64}$/.test(visitor)) {
    visitor = randomUUID();
    added.push(`${VISITOR_COOKIE}=${visitor}; Path=/; HttpOnly; SameSite=Lax`);
  }
  if (!cookies[XSRF_COOKIE_NAME]) {
    const token = randomBytes(16).toString('hex');
    added.push(`${XSRF_COOKIE_NAME}=${token}; Path=/; SameSite=Strict`);
  }
  if (added.length > 0) {
    const previous = res.getHeader('set-cookie');
    res.setHeader('set-cookie', [...(Array.isArray(previous) ? previous : []), ...added]);
    req.headers.cookie = [req.headers.cookie, ...added.map((c) => c.split(';')[0])].filter(Boolean).join('; ');
  }
  return visitor;
}
