import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

import { aliases } from './scripts/build/aliases.mjs';
import { linguiMacros } from './scripts/build/lingui-macros.mjs';
import { languageNames } from './scripts/build/vite-language-names.mjs';

// Browser tests: real Chromium (playwright-core) against the production bundle built for them
// (npm run build:e2e), served with the demo API by serve-prod (tests/e2e/support/global-setup.ts,
// once for the run). One headless Chromium per worker, shared by its files (support/browser.ts). Two
// files at a time share the servers (each test gets a fresh browser context, so a fresh visitor cookie
// and its own demo state): a test mostly waits on its page, so a second file uses that time, while
// more Chromiums on two cores would only compete.
// setup: the tests' own formatMoney/formatDate speak English, as the unit tests' setup has it.
const shared = {
  environment: 'node',
  setupFiles: ['tests/e2e/support/setup.ts'] as string[],
  // Against hangs only: every wait inside a test gives up within 15 s and names what it waited for
  // (support/browser.ts). On one core (npm run test:slow) a long walk took more than 60 s.
  testTimeout: 180_000,
  // Files share their worker's modules (playwright-core, the support modules, the catalogues) and its
  // Chromium; the support modules keep no other state (setup.ts puts English back at each file's start).
  // Measured on ten files: −9 CPU-s of 79, about 0.9 CPU-s a file.
  isolate: false,
  hookTimeout: 60_000,
  // expect.poll waits as long as a locator does (browser.ts), not Vitest's 1 s: a payment's answer can
  // take longer than that on two busy cores, and a poll resolves as soon as its value is there.
  expect: { poll: { timeout: 15_000 } },
} as const;

const plugins = [babel(linguiMacros()), lingui(), languageNames()];

export default defineConfig({
  // Tests name what they look for from the catalogues (tests/support/language.ts).
  plugins,
  resolve: { alias: aliases },
  test: {
    // `npm test` reads each file's time and the model tests' reach from this (scripts/test-report/).
    reporters: ['default', './scripts/test-report/reporter.mjs'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    projects: [
      // Each project names the plugins (Lingui's macros) and aliases itself: `extends: true` would also
      // inherit the root's globalSetup and start the servers a second time.
      {
        plugins,
        resolve: { alias: aliases },
        test: { ...shared, name: 'flows', include: ['tests/e2e/**/*.e2e.ts'], maxWorkers: 2 },
      },
    ],
  },
});
