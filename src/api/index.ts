// The API surface the rest of the app uses.
export * from './calls';
export { apiCall, callAbsolute } from './client';
export { ApiError, GENERIC_API_ERROR, NO_URL_MESSAGE, isApiError, serverMessage } from './errors';
export type { ApiErrorKind } from './errors';
export { API_PATHS } from './paths';
export { SESSION_TOKEN_LIFETIME_MS, clearLocalSessionId, clearToken, freshToken, hasFreshToken, localSessionId } from './session';
export type * from './types';
