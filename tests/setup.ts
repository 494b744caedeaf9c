import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

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
  clearTrace(); // the tab's event trace (and so its live actors) starts empty for the next test
  // Pure-logic files run without a DOM (`@vitest-environment node`): nothing rendered, nothing stored.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => {
  server.close();
  // The next file in this worker finds an empty page (files share the worker's document): what a test
  // put in the body itself, outside React, is not removed by cleanup().
  if (typeof document !== 'undefined') document.body.replaceChildren();
});
