import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import { preview } from 'vite';

import { DEMO_OUT_DIR, E2E_HOST, E2E_PORT } from './config';

/** Serves the demo build for the whole e2e run and stops it afterwards. */
export default async function setup(): Promise<() => Promise<void>> {
  const outDir = resolve(DEMO_OUT_DIR);
  if (!existsSync(resolve(outDir, 'index.html'))) {
    throw new Error(`${DEMO_OUT_DIR}/index.html is missing: run 'npm run build:demo' before the browser tests.`);
  }
  const server = await preview({
    mode: 'demo',
    logLevel: 'warn',
    build: { outDir: DEMO_OUT_DIR },
    preview: { port: E2E_PORT, host: E2E_HOST, strictPort: true },
  });
  return () => server.close();
}
