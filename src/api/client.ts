import axios, { type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';

import { ApiError, GENERIC_API_ERROR, NO_URL_MESSAGE, serverMessage } from './errors';
import { freshToken } from './session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

const baseURL = import.meta.env.VITE_API_BASE_URL?.trim() || undefined;

/** The one axios instance every call of spec section 7 goes through. */
export const api = axios.create({
  baseURL,
  // Our own rule below replaces axios's built-in XSRF handling (which also fires on GET).
  withXSRFToken: false,
  // Serialise exactly once: a string body ('D1001', '12345') becomes a JSON string, never a
  // number or raw text, as ValidateDelivery and ValidateBySso2 expect.
  transformRequest: [(data: unknown) => (data === undefined || data instanceof FormData ? data : JSON.stringify(data))],
});

api.interceptors.request.use(addHeaders);

function addHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const { headers } = config;
  // FormData: leave the type unset so the browser writes multipart with its boundary.
  if (config.data instanceof FormData) headers.delete('Content-Type');
  else headers.setContentType('application/json');

  const token = freshToken();
  if (token) headers.setAuthorization(`Bearer ${token}`);

  const method = (config.method ?? 'get').toUpperCase();
  if (method !== 'GET' && isRelative(config.url ?? '')) {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf !== null) headers.set(XSRF_HEADER, xsrf);
  }
  return config;
}

/** A path of the API (resolved against the API base), as opposed to a full URL elsewhere. */
export function isRelative(url: string): boolean {
  return !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

export function readCookie(name: string): string | null {
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
  try {
    const response = await api.request<T>({
      url: path,
      method,
      data: body,
      signal,
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
    signal,
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
  window.alert(NO_URL_MESSAGE);
  return Promise.reject(new ApiError('client', NO_URL_MESSAGE));
}

/**
 * Maps any failure to ApiError and logs it. The log names the call and the outcome only: never
 * the request body (card number, CVV), headers (token) or the axios error (which holds both).
 */
export function toApiError(error: unknown, method: string, path: string): ApiError {
  const where = `${method} ${path.split('?')[0] ?? path}`;
  if (axios.isCancel(error)) return new ApiError('aborted', 'The request was cancelled.');
  if (!axios.isAxiosError(error)) {
    console.error(`[api] ${where}: the request could not be made`);
    return new ApiError('client', GENERIC_API_ERROR);
  }
  const { response } = error;
  if (!response) {
    // No answer (dropped connection, timeout, CORS) or a request axios could not build.
    const kind = error.request ? 'network' : 'client';
    console.error(`[api] ${where}: ${kind} error (${error.code ?? 'no code'})`);
    return new ApiError(kind, GENERIC_API_ERROR);
  }
  const { status } = response;
  const data: unknown = response.data;
  console.error(`[api] ${where}: HTTP ${status}`);
  if (status === 400) return new ApiError('bad-request', serverMessage(data) ?? GENERIC_API_ERROR, 400, data);
  return new ApiError(status === 401 ? 'unauthorized' : 'server', GENERIC_API_ERROR, status);
}
