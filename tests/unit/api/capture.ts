import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';

import { ApiError } from '@/api/errors';
import { server } from '@/demo/node';

/** The rejection of a call that must fail, as ApiError. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  /** The raw body text ('' when none). */
  body: string;
  /** The parsed form, for multipart bodies. */
  form: FormData | null;
}

/**
 * Overrides one route with a handler that records what the client sent and answers `reply`
 * (an empty JSON object by default). Per-test `server.use` handlers win over the demo backend.
 */
export function capture(
  method: 'get' | 'post',
  url: string,
  reply: () => Response = () => HttpResponse.json({}),
): SentRequest[] {
  const sent: SentRequest[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
      sent.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: multipart ? '' : await request.clone().text(),
        form: multipart ? await request.clone().formData() : null,
      });
      return reply();
    }),
  );
  return sent;
}

/** The only request a test expected; fails loudly when there were none or several. */
export function only(sent: SentRequest[]): SentRequest {
  if (sent.length !== 1 || !sent[0]) throw new Error(`expected exactly one request, saw ${sent.length}`);
  return sent[0];
}

export function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

export function clearCookie(name: string): void {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
