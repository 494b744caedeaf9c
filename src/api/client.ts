import { ApiError, GENERIC_API_ERROR, NO_URL_MESSAGE, serverMessage } from './errors';
import { freshToken } from './session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The Accept header API calls have always sent (axios's default, kept when we dropped axios). */
const ACCEPT = 'application/json, text/plain, */*';

const baseURL = import.meta.env.VITE_API_BASE_URL?.trim() || undefined;

/** One request as either transport sends it. */
interface Outgoing {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body?: string | FormData;
}

/** The server's answer, whatever its status: the status and the body text. */
interface Answer {
  status: number;
  text: string;
}

/** No answer at all: dropped connection, DNS, CORS (fetch's TypeError, XHR's error event). */
class NoAnswer extends Error {}

/**
 * Calls a path of the API. Rejects with ApiError only (see errors.ts for the kinds); an empty
 * path also alerts, as spec section 8 says. `onUploadProgress` hears the share of the body sent (0..1).
 */
export async function apiCall<T>(
  path: string,
  method: HttpMethod,
  body?: unknown,
  signal?: AbortSignal,
  onUploadProgress?: (fraction: number) => void,
): Promise<T> {
  if (!path) return noUrl();
  return call<T>(method, path, signal, () => {
    const request: Outgoing = {
      url: resolve(path),
      method,
      headers: headersFor(path, method, body),
      body: encode(body),
    };
    // fetch cannot report upload progress; XMLHttpRequest can.
    return onUploadProgress ? viaXhr(request, signal, onUploadProgress) : viaFetch(request, signal);
  });
}

/**
 * The absolute-URL variant: a bare GET with no headers and no body — no token, no XSRF, not even
 * an Accept — so nothing of the session reaches a third party.
 */
export async function callAbsolute<T>(url: string, signal?: AbortSignal): Promise<T> {
  if (!url) return noUrl();
  return call<T>('GET', url, signal, () => viaFetch({ url, method: 'GET', headers: {} }, signal));
}

/** Sends with `transport` and turns the outcome into data (2xx) or an ApiError (see toApiError). */
async function call<T>(
  method: string,
  path: string,
  signal: AbortSignal | undefined,
  transport: () => Promise<Answer>,
) {
  let answer: Answer;
  try {
    answer = await transport();
  } catch (error) {
    throw toApiError(signal?.aborted ? 'aborted' : error instanceof NoAnswer ? 'network' : 'client', method, path);
  }
  const data = parse(answer.text);
  if (answer.status >= 200 && answer.status < 300) return data as T;
  throw toApiError(answer.status, method, path, data);
}

function headersFor(path: string, method: HttpMethod, body: unknown): Record<string, string> {
  const headers: Record<string, string> = { Accept: ACCEPT };
  // FormData: leave the type unset so the browser writes multipart with its boundary.
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const token = freshToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (method !== 'GET' && isRelative(path)) {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf !== null) headers[XSRF_HEADER] = xsrf;
  }
  return headers;
}

/**
 * Serialise exactly once: a string body ('D1001', '12345') becomes a JSON string, never a number
 * or raw text, as ValidateDelivery and ValidateBySso2 expect.
 */
function encode(body: unknown): string | FormData | undefined {
  return body === undefined || body instanceof FormData ? body : JSON.stringify(body);
}

/** Text that is JSON becomes its value; any other text stays text ('' when empty), as axios did. */
function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An API path joins the base URL (VITE_API_BASE_URL) with one slash; a full URL is used as is. */
function resolve(path: string): string {
  return baseURL && isRelative(path) ? `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;
}

/** A path of the API (resolved against the API base), as opposed to a full URL elsewhere. */
function isRelative(url: string): boolean {
  return !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

async function viaFetch(request: Outgoing, signal?: AbortSignal): Promise<Answer> {
  try {
    // credentials stay the default 'same-origin': cookies go to our own origin only, as with XHR.
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal,
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw error instanceof TypeError ? new NoAnswer() : error;
  }
}

/** XMLHttpRequest, for an upload whose progress someone hears; `onProgress` gets 0..1. */
function viaXhr(request: Outgoing, signal: AbortSignal | undefined, onProgress: (fraction: number) => void) {
  return new Promise<Answer>((resolve, reject) => {
    const cancelled = () => reject(new DOMException('The request was cancelled.', 'AbortError'));
    if (signal?.aborted) return cancelled();
    const xhr = new XMLHttpRequest();
    // Settle at once on abort, as fetch does, whether or not the browser fires an abort event.
    const abort = () => {
      xhr.abort();
      cancelled();
    };
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new NoAnswer());
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    signal?.addEventListener('abort', abort);
    xhr.send(request.body ?? null);
  });
}

function noUrl(): Promise<never> {
  window.alert(NO_URL_MESSAGE);
  return Promise.reject(new ApiError('client', NO_URL_MESSAGE));
}

/**
 * Maps a failure (an HTTP status or a kind of no-answer) to ApiError and logs it. The log names
 * the call and the outcome only: never the request body (card number, CVV) or headers (token).
 */
function toApiError(outcome: number | 'aborted' | 'network' | 'client', method: string, path: string, data?: unknown) {
  if (outcome === 'aborted') return new ApiError('aborted', 'The request was cancelled.');
  const where = `${method} ${path.split('?')[0] ?? path}`;
  if (outcome === 'network' || outcome === 'client') {
    console.error(
      `[api] ${where}: ${outcome === 'network' ? 'network error (no answer)' : 'the request could not be made'}`,
    );
    return new ApiError(outcome, GENERIC_API_ERROR);
  }
  console.error(`[api] ${where}: HTTP ${outcome}`);
  if (outcome === 400) return new ApiError('bad-request', serverMessage(data) ?? GENERIC_API_ERROR, 400, data);
  return new ApiError(outcome === 401 ? 'unauthorized' : 'server', GENERIC_API_ERROR, outcome);
}
