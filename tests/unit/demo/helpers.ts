// Drives the demo handlers the way the portal does: fetch on a provider host, with the XSRF header.
import type { PaymentRequest } from '@/api/types';
import { readXsrfCookie } from '@/demo/reset';

export const ORIGIN = 'http://demo.pay.localhost';

export interface PostOptions {
  /** Send X-XSRF-TOKEN from the cookie (default true). A string sends that value instead. */
  xsrf?: boolean | string;
  /** Bearer token. */
  token?: string | null;
  /** Another host; the cookie then goes along only with credentials 'include', as in a browser. */
  origin?: string;
}

/** A body sent as is, with its own content type (multipart forms, see `multipart`). */
export interface RawBody {
  raw: string;
  contentType: string;
}

const isRaw = (body: unknown): body is RawBody =>
  typeof body === 'object' && body !== null && 'raw' in body && 'contentType' in body;

export function post(path: string, body: unknown, options: PostOptions = {}): Promise<Response> {
  const headers = new Headers();
  const xsrf = options.xsrf ?? true;
  if (xsrf !== false) headers.set('X-XSRF-TOKEN', typeof xsrf === 'string' ? xsrf : (readXsrfCookie() ?? ''));
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  headers.set('Content-Type', isRaw(body) ? body.contentType : 'application/json');
  return fetch(`${options.origin ?? ORIGIN}${path}`, {
    method: 'POST',
    credentials: options.origin ? 'include' : 'same-origin',
    headers,
    body: isRaw(body) ? body.raw : JSON.stringify(body),
  });
}

/**
 * A multipart form written out by hand. jsdom's File is not Node's, so a jsdom File put in a
 * FormData reaches the handler as an unnamed 'blob' with lost content (fetch and XMLHttpRequest alike);
 * the bytes a browser would send keep the file name.
 */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; content: string },
): RawBody {
  const boundary = '----demo-boundary-7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n${file.content}\r\n`,
    );
  }
  return { raw: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function postJson<T>(path: string, body: unknown, options?: PostOptions): Promise<T> {
  const response = await post(path, body, options);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** D1001's guarantor paying $100 with the approved card: the demo's ProcessPayment body, `overrides` aside. */
export function card(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    ProviderId: 'prov-demo',
    GuarantorId: 'G1001',
    DeliveryId: 'D1001',
    EmailAddress: 'maria.rivera@example.com',
    PaymentAmount: 100,
    NameOnCard: 'Maria Rivera',
    CardNumber: '4111 1111 1111 1111',
    CardCVV: '123',
    ExDateMonth: 12,
    ExDateYear: new Date().getFullYear() + 1,
    ZipCode: '30301',
    ...overrides,
  };
}
