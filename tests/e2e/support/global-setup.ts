import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import {
  DEMO_OUT_DIR,
  DEMO_PORT,
  E2E_API_LATENCY_MS,
  E2E_HOST,
  E2E_OUT_DIR,
  E2E_PORT,
  SUPPORT_OUT_DIR,
  SUPPORT_PORT,
} from './config';

/**
 * Serves the production bundle built for the browser tests (npm run build:e2e: production mode, the
 * stand-ins' URLs configured) with the demo API server and the production headers, as
 * `npm run serve:prod` does, for the whole e2e run, the demo build (replay page, inspector) the
 * same way on DEMO_PORT, and the support console (npm run build:e2e-support) on SUPPORT_PORT, its
 * lookups passed to the first one's trace store; stops them all afterwards.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const started = await Promise.allSettled([
    serve(E2E_OUT_DIR, E2E_PORT, 'build:e2e'),
    serve(DEMO_OUT_DIR, DEMO_PORT, 'build:demo'),
    serveSupport(SUPPORT_OUT_DIR, SUPPORT_PORT, `http://${E2E_HOST}:${E2E_PORT}`),
  ]);
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // One could not start (its port taken): stop the others, so no server outlives the run and holds its pipe.
    await Promise.all(servers.map(stop));
    throw failed.reason;
  }
  return async () => {
    await Promise.all(servers.map(stop));
  };
}

/** Serves `dist` (built by `npm run <script>`) with the demo API on `port`, as serve-prod does, answering at E2E_API_LATENCY_MS. */
export async function serve(dist: string, port: number, script: string): Promise<ChildProcess> {
  if (!existsSync(resolve(dist, 'index.html'))) {
    throw new Error(`${dist}/index.html is missing: run 'npm run ${script}' before the browser tests.`);
  }
  return start('serve-prod', { PORT: String(port), DIST: dist, DEMO_LATENCY_MS: E2E_API_LATENCY_MS });
}

/**
 * Serves the support console's build `dist` (npm run build:e2e-support) on `port` as
 * `npm run serve:support` does, its GET /traces/{code} passed to the trace store of the demo API at `store`.
 */
export async function serveSupport(dist: string, port: number, store: string): Promise<ChildProcess> {
  if (!existsSync(resolve(dist, 'index.html'))) {
    throw new Error(`${dist}/index.html is missing: run 'npm run build:e2e-support' before the browser tests.`);
  }
  return start('serve-support', { PORT: String(port), DIST: dist, DEMO_API_ORIGIN: store });
}

/** Runs scripts/serve/`name`.mjs with `env`; resolves once it says it listens (its line starts with `name:`). */
async function start(name: 'serve-prod' | 'serve-support', env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, [`scripts/serve/${name}.mjs`], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, fail) => {
    server.once('exit', (code) => fail(new Error(`${name} exited (${code}) before listening on ${E2E_HOST}`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`${name}:`)) ready();
    });
  });
  return server;
}

export function stop(server: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (server.exitCode !== null) return done();
    server.once('exit', () => done());
    server.kill('SIGTERM');
  });
}
