/** Spec section 8, API wrapper messages (written once; tests and screens import them). */
import { msg } from '@lingui/core/macro';

export const NO_URL_MESSAGE = 'No URL provided for API call';
/** The same words for the guarantor's `alert`, in the page's language. */
export const noUrlAlert = msg`No URL provided for API call`;
export const GENERIC_API_ERROR = 'There was an error with the API; please try again later.';
/** GENERIC_API_ERROR as words, for a screen that shows it in the page's language. */
export const GENERIC_API_ERROR_WORDS = msg`There was an error with the API; please try again later.`;

/**
 * - bad-request: HTTP 400; `body` is the server's error body, passed on.
 * - unauthorized: HTTP 401 (the insurance flow shows its session-expired alert).
 * - server: any other HTTP status (`status` says which).
 * - network: no answer at all (connection dropped, DNS, CORS, timeout).
 * - client: the request never went out (empty path, a request that could not be built).
 * - aborted: the caller's AbortSignal cancelled it (a machine left the state); not a fault.
 */
export type ApiErrorKind = 'bad-request' | 'unauthorized' | 'server' | 'network' | 'client' | 'aborted';

/**
 * The one rejection type of the client. It deliberately keeps no reference to the request or
 * the transport's error (the request holds the body, card data, and the Authorization header).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

/**
 * The server's own message in a 400 body (`message`, `Message` or `ErrorMessage`, or the body
 * itself when it is text), or null. Screens fall back to their own text when it is null.
 */
export function serverMessage(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() === '' ? null : body;
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'Message', 'ErrorMessage']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}
