import axios, {
  type AxiosError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

import { translate } from '@/i18n/i18n';
import { nextTask } from '@/nextTask';

import { ApiError, GENERIC_API_ERROR, NO_URL_MESSAGE, noUrlAlert, serverMessage } from './errors';
import { freshToken } from './session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
/** For the absolute-URL variant, which no call of section 7 limits: nothing may spin forever. */
const DEFAULT_TIMEOUT_MS = 15_000;

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send once more after a dropped connection (src/api/callPolicy.ts says which calls may). */
    retryAfterDrop?: boolean;
    /** Set on the second attempt, so a retry is never retried. */
    retried?: boolean;
  }
}

const baseURL = import.meta.env.VITE_API_BASE_URL?.trim() || undefined;

// Upload progress; the build leaves axios's fetch adapter out (vite.config.ts).
const sendOverXhr = axios.getAdapter('xhr');

/**
 * Sends a call in the task after the one that built it (axios's merging of options, our headers and
 * their storage reads): on a page that has just loaded, the first run of the building and the
 * browser's send took 8-26 ms together, past the 12.5 ms in one task that Lighthouse's 4× slower
 * phone counts as holding a tap back (issue 34). A call cancelled in between never leaves.
 *
 * From the moment it leaves, the attempt's time limit (`timeout`, ms; 0 for none) runs on a timer of
 * the page rather than XMLHttpRequest's own `timeout`: past it the request is cancelled and fails as
 * axios's time-out does (ETIMEDOUT: a network failure, never retried). A timer of the page is one a
 * test clock moves (Playwright's page.clock, Vitest's fake timers), so a test passes a held call's
 * limit when it says so. Errors carry the caller's config (its signal, its limit), so a retry after a
 * dropped connection gets both again.
 */
async function sendInNextTask(config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  await nextTask();
  const { timeout, signal } = config;
  const attempt = new AbortController();
  const cancel = () => attempt.abort();
  // The listener goes with the signal: one per call.
  signal?.addEventListener?.('abort', cancel);
  if (signal?.aborted) cancel();
  const timer = timeout ? setTimeout(cancel, timeout) : 0;
  return sendOverXhr({ ...config, timeout: 0, signal: attempt.signal })
    .finally(() => clearTimeout(timer))
    .catch((error: AxiosError) => {
      // Cancelled, and not by the caller: the time limit passed (the log names it by its code).
      throw attempt.signal.aborted && !signal?.aborted
        ? new axios.AxiosError('', 'ETIMEDOUT', config, error.request)
        : Object.assign(error, { config });
    });
}

/** The one axios instance every call of spec section 7 goes through. */
export const api = axios.create({
  baseURL,
  adapter: sendInNextTask,
  timeout: DEFAULT_TIMEOUT_MS,
  // Our own rule below replaces axios's built-in XSRF handling (which also fires on GET).
  withXSRFToken: false,
  // Serialise exactly once: a string body ('D1001', '12345') becomes a JSON string, never a
  // number or raw text, as ValidateDelivery and ValidateBySso2 expect.
  transformRequest: [(data: unknown) => (data === undefined || data instanceof FormData ? data : JSON.stringify(data))],
});

// Synchronous: the request is built in the same turn as the call, not after the microtasks queued
// before it (axios's default); it then leaves in the next task (sendInNextTask).
api.interceptors.request.use(addHeaders, undefined, { synchronous: true });
api.interceptors.response.use(undefined, retryOnceAfterDrop);

function addHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const { headers } = config;
  // FormData: leave the type unset so the browser writes multipart with its boundary.
  if (config.data instanceof FormData) headers.delete('Content-Type');
  else if (config.data !== undefined) headers.setContentType('application/json');

  const token = freshToken();
  if (token) headers.setAuthorization(`Bearer ${token}`);

  const method = (config.method ?? 'get').toUpperCase();
  if (method !== 'GET' && isRelative(config.url ?? '')) {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf !== null) headers.set(XSRF_HEADER, xsrf);
  }
  return config;
}

/** A dropped connection (no answer, not a timeout, not cancelled) on a call that may be retried. */
function retryOnceAfterDrop(error: Error): Promise<unknown> {
  if (axios.isAxiosError(error) && error.code === 'ERR_NETWORK' && error.config) {
    const config = error.config;
    if (config.retryAfterDrop && !config.retried && !config.signal?.aborted) {
      return api.request({ ...config, retried: true });
    }
  }
  return Promise.reject(error);
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

export interface CallOptions {
  /** Cancels the call (a machine left the state that made it): rejects as 'aborted'. */
  signal?: AbortSignal;
  /** Give up after this many ms: a network failure. */
  timeoutMs?: number;
  retryAfterDrop?: boolean;
  /** Hears the share of the body sent so far (0..1), when the browser reports it. */
  onUploadProgress?: (fraction: number) => void;
}

/**
 * Calls a path of the API. Rejects with ApiError only (see errors.ts for the kinds); an empty
 * path also alerts, as spec section 8 says.
 */
export async function apiCall<T>(path: string, method: HttpMethod, body?: unknown, options: CallOptions = {}) {
  if (!path) return noUrl();
  const { signal, timeoutMs, retryAfterDrop, onUploadProgress } = options;
  try {
    const response = await api.request<T>({
      url: path,
      method,
      data: body,
      signal,
      timeout: timeoutMs,
      retryAfterDrop,
      onUploadProgress: onUploadProgress && (({ progress }) => progress !== undefined && onUploadProgress(progress)),
    });
    return response.data;
  } catch (error) {
    throw toApiError(error, method, path);
  }
}

/**
 * The absolute-URL variant: a bare GET with no headers and no body — no token, no XSRF, not even
 * axios's default Accept — so nothing of the session reaches a third party.
 */
export async function callAbsolute<T>(url: string, signal?: AbortSignal): Promise<T> {
  if (!url) return noUrl();
  const config: AxiosRequestConfig = {
    url,
    method: 'GET',
    adapter: 'xhr',
    signal,
    timeout: DEFAULT_TIMEOUT_MS,
    withXSRFToken: false,
    headers: { Accept: false, 'Content-Type': false },
  };
  try {
    const response = await axios.request<T>(config);
    return response.data;
  } catch (error) {
    throw toApiError(error, 'GET', url);
  }
}

function noUrl(): Promise<never> {
  window.alert(translate(noUrlAlert));
  return Promise.reject(new ApiError('client', NO_URL_MESSAGE));
}

/**
 * Maps any failure to ApiError and logs it. The log names the call and the outcome only: never
 * the request body (card number, CVV), headers (token) or the axios error (which holds both).
 */
function toApiError(error: unknown, method: string, path: string): ApiError {
  const where = `${method} ${path.split('?')[0] ?? path}`;
  if (axios.isCancel(error)) return new ApiError('aborted', 'cancelled');
  if (!axios.isAxiosError(error)) {
    console.error(`[api] ${where}: the request could not be made`);
    return new ApiError('client', GENERIC_API_ERROR);
  }
  const { response } = error as AxiosError<unknown>;
  if (!response) {
    // No answer: dropped connection, past the time limit, CORS; or a request axios could not build.
    const kind = error.request ? 'network' : 'client';
    console.error(`[api] ${where}: ${describeNoAnswer(error)}`);
    return new ApiError(kind, GENERIC_API_ERROR);
  }
  const { status, data } = response;
  console.error(`[api] ${where}: HTTP ${status}`);
  if (status === 400) return new ApiError('bad-request', serverMessage(data) ?? GENERIC_API_ERROR, 400, data);
  return new ApiError(status === 401 ? 'unauthorized' : 'server', GENERIC_API_ERROR, status);
}

function describeNoAnswer(error: AxiosError): string {
  if (error.code === 'ETIMEDOUT') return 'no answer within the time limit';
  if (!error.request) return 'the request could not be made';
  return 'network error (no answer)';
}
