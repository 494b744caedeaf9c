// The demo backend for node (unit, component and model tests): msw/node with the same handlers,
// state in memory, no latency.
import { setupServer } from 'msw/node';

import { controlHandlers } from './controlHandlers';
import { handlers } from './handlers';
import { ensureXsrfCookie } from './reset';
import { resetDemoState, setDemoPersistence } from './state';
import { resetTraceStore, traceHandlers } from './traces';

setDemoPersistence(null);

export const server = setupServer(...handlers, ...traceHandlers, ...controlHandlers);

/** Seed data again, and the XSRF-TOKEN cookie in jsdom (the test setup clears storage, not cookies). */
export function resetDemoBackend(): void {
  resetDemoState();
  resetTraceStore();
  if (typeof document !== 'undefined') ensureXsrfCookie(document);
}

if (typeof document !== 'undefined') ensureXsrfCookie(document);
