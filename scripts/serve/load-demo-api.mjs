// Loads the demo API (src/demo/apiServer.ts, TypeScript with the app's aliases) into Node through
// Vite's module runner, as scripts/run-ts.mjs does for other scripts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { runnerImport } from 'vite';

import { aliases } from '../build/aliases.mjs';

const load = async (path, define = {}) =>
  (
    await runnerImport(fileURLToPath(new URL(`../../${path}`, import.meta.url)), {
      configFile: false,
      logLevel: 'error',
      resolve: { alias: aliases },
      define,
    })
  ).module;

/**
 * The demo API, its trace paths answered by the trace store (trace-store/embedded.ts: the service of
 * `npm run serve:traces`): on the PostgreSQL server at DATABASE_URL when set, else PGlite in
 * `traceDataDir`, or in memory when that is null.
 * DEMO_LATENCY_MS (optional): a fixed wait in ms before each answer instead of the demo's 150-400 ms.
 */
export async function loadDemoApi({ traceDataDir = null } = {}) {
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const [demo, store] = await Promise.all([
    load('src/demo/apiServer.ts', { __APP_VERSION__: JSON.stringify(version) }),
    load('trace-store/embedded.ts'),
  ]);
  const latency = process.env.DEMO_LATENCY_MS;
  const api = demo.createDemoApi(latency === undefined || latency === '' ? {} : { latencyMs: Number(latency) });
  const traces = await store.embeddedTraceStore({ databaseUrl: process.env.DATABASE_URL, dataDir: traceDataDir });
  return {
    ...api,
    async handle(req, res) {
      if (!traces.owns(req.url)) return api.handle(req, res);
      traces.handle(req, res);
      return true;
    },
    close: () => traces.close(),
  };
}
