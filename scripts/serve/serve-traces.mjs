// `npm run serve:traces`: the trace store (trace-store/, TypeScript) loaded into Node through Vite's
// module runner, as scripts/run-ts.mjs does for other scripts, then started from the environment
// (PORT, DATABASE_URL, TRACE_RETENTION_DAYS, TRACE_CONSOLE_ORIGIN, TRACE_DATA_DIR…: trace-store/main.ts).
import { fileURLToPath } from 'node:url';

import { runnerImport } from 'vite';

import { aliases } from '../build/aliases.mjs';

const { module } = await runnerImport(fileURLToPath(new URL('../../trace-store/main.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
  resolve: { alias: aliases },
});
try {
  await module.main();
} catch (error) {
  console.error(`serve-traces: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
