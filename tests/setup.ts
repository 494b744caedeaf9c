import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { resetDemoBackend, server } from '@/demo/node';
import { clearTrace } from '@/observability/trace';
import { speak } from '@tests/support/language';

// findBy* waits up to 15 s (not 1 s): beside the browser tests on two cores a first render took more than 5 s
// (measured in npm test, issue 21). A limit against hangs only: a findBy resolves as soon as its element shows.
configure({ asyncUtilTimeout: 15_000 });

// Components speak English, the spec's words (every catalogue part), unless a test switches the language.
speak('en');

// Every unit and component test talks to the one demo handler set, through msw/node.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDemoBackend();
  // Pure-logic files run without a DOM (`@vitest-environment node`): nothing rendered, nothing stored.
  if (typeof document !== 'undefined') {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  }
  // The tab's event trace (and so its live actors) starts empty for the next test. After cleanup():
  // unmounting stops the test's actors, and each stop is an entry of the trace.
  clearTrace();
});
afterAll(async () => {
  // A chunk the app began to load (a route, a warm-up) finishes in its own file: one still loading when
  // the worker's last file ends fails as loaded after the environment was torn down.
  await vi.dynamicImportSettled();
  server.close();
  // The next file in this worker finds an empty page (files share the worker's document): what a test
  // put in the body itself, outside React, is not removed by cleanup().
  if (typeof document !== 'undefined') document.body.replaceChildren();
});
