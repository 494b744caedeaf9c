// `npm run serve:traces`: the trace store (trace-store/, TypeScript) loaded into Node through Vite's
// module runner, as scripts/run-ts.mjs does for other scripts, then started from the environment
// (PORT, DATABASE_URL, TRACE_RETENTION_DAYS, TRACE_CONSOLE_ORIGIN, TRACE_DATA_DIR…: trace-store/main.ts).
// TRACE_PROCESSES=n (1) runs n processes on the one port (node:cluster), one per core: a process parses
// and checks its batches on one core, and PostgreSQL takes several. PGlite (no DATABASE_URL) is one
// process's folder: one process then. The npm script gives Node --max-semi-space-size=64: the store makes
// each batch's strings and objects anew, and a young generation of 64 MB, not 16, collects less often
// (intake +10–25 % in `npm run bench:traces`); workers inherit it.
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';

import { runnerImport } from 'vite';

import { aliases } from '../build/aliases.mjs';

const processes = Number(process.env.TRACE_PROCESSES || 1);
if (!Number.isInteger(processes) || processes < 1) {
  console.error(`serve-traces: TRACE_PROCESSES must be a whole number ≥ 1: '${process.env.TRACE_PROCESSES}'`);
  process.exit(1);
}
if (processes > 1 && !process.env.DATABASE_URL) {
  console.error('serve-traces: TRACE_PROCESSES above 1 needs DATABASE_URL (PGlite is one process’s folder)');
  process.exit(1);
}

if (processes > 1 && cluster.isPrimary) {
  // The workers share the port; one that dies after it listened is replaced, so the store stays up. One
  // that dies before (a wrong setting, no database) stops them all: another would only die the same way.
  let stopping = false;
  const listened = new Set();
  for (let i = 0; i < processes; i += 1) cluster.fork();
  cluster.on('listening', (worker) => listened.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping && !listened.has(worker.id)) {
      stopping = true;
      process.exitCode = 1;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
    }
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    console.error(`serve-traces: process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
    });
} else {
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
}
