import { readdirSync, readFileSync } from 'node:fs';

import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { aliases } from './scripts/build/aliases.mjs';
import { linguiMacros } from './scripts/build/lingui-macros.mjs';
import { languageNames } from './scripts/build/vite-language-names.mjs';

// Test files by where they run. A worker runs one environment: one that meets a file of the other is
// replaced, and the new one imports the setup and the app again. Mixed in one list the workers were
// replaced ~40 times; grouped by project, they stay (measured alone: 306 → 187–197 CPU-s, 164 → 104–108 s).
const ALL_FILES = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .map((file) => `tests/${file}`)
  .filter((file) => /^tests\/(unit|model)\/.*\.test\.tsx?$/.test(file));
// Tests against a real PostgreSQL server (the trace store's): `npm run test:server`, once Debian's server
// is there (scripts/setup/ensure-postgres.sh); npm test installs it with the browsers.
const SERVER_FILES = ALL_FILES.filter((file) => file.endsWith('.server.test.ts'));
const TEST_FILES = ALL_FILES.filter((file) => !SERVER_FILES.includes(file));
const IN_NODE = TEST_FILES.filter((file) => readFileSync(file, 'utf8').includes('@vitest-environment node'));
// Files that need a worker of their own (isolate): those that fake or load window.Square (Square's
// loader, @square/web-sdk, keeps the first window.Square of its module's life), the trace sender's,
// which counts entries lost since the tab's first (the trace's sequence numbers run on across files),
// and the replay's, whose registry holds only some machines while a trace names every machine its
// tab has run (another file's language machine would be a mismatch).
const ISOLATED = [
  'tests/unit/app/live/cardWidget.test.ts',
  'tests/unit/app/live/squareLanguage.test.ts',
  'tests/unit/demo/square-standin.test.ts',
  'tests/unit/screens/payment/CardWidget.test.tsx',
  'tests/unit/screens/payment/CardWidgetUnavailable.test.tsx',
  'tests/unit/screens/payment/SquareRemount.test.tsx',
  'tests/unit/observability/replay.test.ts',
  'tests/unit/observability/send.test.ts',
];
const SHARED = TEST_FILES.filter((file) => !ISOLATED.includes(file));
const IN_DOM = SHARED.filter((file) => !IN_NODE.includes(file));

// Unit, component and model-based tests: jsdom on a provider host, msw/node with the demo handlers.
export default defineConfig({
  plugins: [babel(linguiMacros()), react(), lingui({ failOnCompileError: true }), languageNames()],
  define: { __APP_VERSION__: JSON.stringify('test'), __BUILD_ID__: JSON.stringify('test') },
  resolve: { alias: aliases },
  test: {
    projects: [
      { extends: true, test: { name: 'node', include: SHARED.filter((file) => IN_NODE.includes(file)) } },
      { extends: true, test: { name: 'dom', include: IN_DOM } },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
      // Each starts processes (PostgreSQL, the store, two of them with TRACE_PROCESSES): under a full
      // machine (load 20, CI beside other work) one took over 30 s. A hang guard only.
      { extends: true, test: { name: 'server', include: SERVER_FILES, environment: 'node', testTimeout: 120_000 } },
    ],
    // `npm test` reads each file's time and the model tests' reach from this (scripts/test-report/).
    reporters: ['default', './scripts/test-report/reporter.mjs'],
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://demo.pay.localhost/' } },
    setupFiles: ['tests/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    // Files share a worker's modules and DOM instead of each building its own (jsdom, msw, the
    // catalogues): 433 → 278 CPU-s, in npm test beside the browser tests on two cores. What a test
    // changes is put back: tests/setup.ts after each test (rendered trees, storage, the demo backend,
    // msw handlers), the page's body after each file and English at each file's start; here mocks,
    // stubbed globals and env. All pass with the files shuffled too (--sequence.shuffle.files).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // `npm test` runs these beside the browser tests on two cores; typing a whole card form in jsdom
    // can then take longer than Vitest's 5 s default. A time limit here guards against hangs only.
    testTimeout: 30_000,
  },
});
