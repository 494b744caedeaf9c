import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { aliases } from './aliases.ts';

// Unit, component and model-based tests: jsdom on a provider host, msw/node with the demo handlers.
export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  resolve: { alias: aliases },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://demo.pay.localhost/' } },
    setupFiles: ['tests/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    restoreMocks: true,
  },
});
