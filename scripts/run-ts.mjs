// Runs a TypeScript script of this repo in Node through Vite's module runner (the same aliases and
// transforms as the app; Node 20 cannot run TypeScript itself): node scripts/run-ts.mjs FILE [ARGS…].
// The script exports `main(args)`, which resolves to the exit code.
import { readFileSync } from 'node:fs';

import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { runnerImport } from 'vite';

import { aliases } from './build/aliases.mjs';
import { linguiMacros } from './build/lingui-macros.mjs';
import { languageNames } from './build/vite-language-names.mjs';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/run-ts.mjs FILE [ARGS…]');
  process.exit(2);
}
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const { module } = await runnerImport(file, {
  configFile: false,
  logLevel: 'error',
  resolve: { alias: aliases },
  // Machines hold Lingui message descriptors (`msg`), as in the app; screens' copy imports the catalogues.
  plugins: [babel(linguiMacros()), lingui(), languageNames()],
  define: { __APP_VERSION__: JSON.stringify(version) },
});
process.exitCode = await module.main(args);
