import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

import { aliases } from './aliases.ts';
import { linguiMacros } from './scripts/lingui-macros.ts';

// Browser tests: real Chromium (playwright-core) against the demo build served by `vite preview`
// (tests/e2e/support/global-setup.ts). One browser per file; files run one at a time because the
// machine has two cores and each Chromium already uses several processes.
export default defineConfig({
  // Tests name what they look for from the catalogues (tests/support/language.ts).
  plugins: [babel(linguiMacros()), lingui()],
  resolve: { alias: aliases },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    setupFiles: ['tests/e2e/support/setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
