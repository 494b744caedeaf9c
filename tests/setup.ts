import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { resetDemoBackend, server } from '@/demo/node';

// Every unit and component test talks to the one demo handler set, through msw/node.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDemoBackend();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
