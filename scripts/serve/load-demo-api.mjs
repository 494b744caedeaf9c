// Loads the demo API (src/demo/apiServer.ts, TypeScript with the app's aliases) into Node through
// Vite's module runner, as scripts/run-ts.mjs does for other scripts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { runnerImport } from 'vite';

import { aliases } from '../build/aliases.mjs';

/** DEMO_LATENCY_MS (optional): a fixed wait in ms before each answer instead of the demo's 150-400 ms. */
export async function loadDemoApi() {
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const { module } = await runnerImport(fileURLToPath(new URL('../../src/demo/apiServer.ts', import.meta.url)), {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: aliases },
    define: { __APP_VERSION__: JSON.stringify(version) },
  });
  const latency = process.env.DEMO_LATENCY_MS;
  return module.createDemoApi(latency === undefined || latency === '' ? {} : { latencyMs: Number(latency) });
}
