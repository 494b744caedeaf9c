import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { aliases } from './aliases.ts';
import { linguiMacros } from './scripts/lingui-macros.mjs';
import { languageNames } from './scripts/vite-language-names.mjs';

// Unit, component and model-based tests: jsdom on a provider host, msw/node with the demo handlers.
export default defineConfig({
  plugins: [babel(linguiMacros()), react(), lingui({ failOnCompileError: true }), languageNames()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  resolve: { alias: aliases },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://demo.pay.localhost/' } },
    setupFiles: ['tests/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    // Files share a worker's modules and DOM instead of each building its own (jsdom, msw, the
    // catalogues): 433 → 278 CPU-s, in npm test beside the browser tests on two cores. What a test
    // changes is put back: tests/setup.ts after each test (rendered trees, storage, the demo backend,
    // msw handlers) and English at each file's start; here mocks, stubbed globals and env. All pass
    // with the files shuffled too (--sequence.shuffle.files).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // `npm test` runs these beside the browser tests on two cores; typing a whole card form in jsdom
    // can then take longer than Vitest's 5 s default. A time limit here guards against hangs only.
    testTimeout: 30_000,
  },
});
