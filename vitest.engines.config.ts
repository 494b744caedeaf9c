import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

import { aliases } from './scripts/build/aliases.mjs';
import { linguiMacros } from './scripts/build/lingui-macros.mjs';
import { languageNames } from './scripts/build/vite-language-names.mjs';

// The guarantor journeys in every engine (issue 22): each journey (tests/engines/journeys) is written
// once against tests/engines/driver.ts and run by one project per engine, named after it, on the
// production bundle built for the browser tests (npm run build:e2e), served by serve-prod with the
// demo API on the lane's own port (tests/engines/global-setup.ts). One engine alone:
//   npx vitest run --config vitest.engines.config.ts --project webkit
// One file at a time per lane: each engine's browser is one more process on two shared cores.
const plugins = [babel(linguiMacros()), lingui(), languageNames()];
const lane = (name: string) => ({
  plugins,
  resolve: { alias: aliases },
  test: {
    name,
    environment: 'node',
    include: ['tests/engines/journeys/**/*.journey.ts'],
    globalSetup: ['tests/engines/global-setup.ts'],
    // setup: the tests' own formatMoney/formatDate speak English, as the e2e tests' setup has it.
    setupFiles: ['tests/e2e/support/setup.ts'],
    // Against hangs only: in npm test, beside the other lanes on two cores, a WebKit journey over classic
    // WebDriver took more than 45 s; on one core (npm run test:slow) a Firefox journey took more than 90 s.
    testTimeout: 180_000,
    hookTimeout: 90_000,
    maxWorkers: 1,
    // The files share their worker's modules (webdriverio, puppeteer-core, the journeys' support): each
    // file starts and stops its own browser (harness.ts), and no support module keeps state. Importing
    // them once instead of per file: −12 CPU-s (WebKit) and −13 (Firefox) of a lane's ~110 and ~85.
    isolate: false,
  },
});

export default defineConfig({
  plugins,
  resolve: { alias: aliases },
  test: {
    // `npm test` reads each file's time and the model tests' reach from this (scripts/test-report/).
    reporters: ['default', './scripts/test-report/reporter.mjs'],
    projects: [lane('webkit'), lane('firefox'), lane('chromium')],
  },
});
