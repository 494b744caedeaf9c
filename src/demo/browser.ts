// Starts the demo backend in the page (dev server and demo build only; main.tsx never imports it
// in production). Handlers run in the page, so their state lives in this tab's sessionStorage.
import { delay } from 'msw';
import { setupWorker } from 'msw/browser';

import { createHandlers } from './handlers';
import { ensureXsrfCookie, handleResetParam } from './reset';
import { setDemoPersistence, storagePersistence } from './state';
import { setTraceStorage, traceHandlers } from './traces';

/** 150-400 ms, so loading states are visible (never in node tests: no fake-timer hangs). */
const latency = () => delay(150 + Math.floor(Math.random() * 250));

export async function startDemoBackend(): Promise<void> {
  setDemoPersistence(storagePersistence(window.sessionStorage));
  ensureXsrfCookie();
  handleResetParam();
  setTraceStorage(window.localStorage);
  const worker = setupWorker(...createHandlers({ latency }), ...traceHandlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
