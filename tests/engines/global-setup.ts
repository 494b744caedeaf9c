import type { TestProject } from 'vitest/node';

import { E2E_OUT_DIR, E2E_PORT } from '../e2e/support/config';
import { serve, stop } from '../e2e/support/global-setup';
import type { Engine } from './driver';
import { startFirefox } from './firefox';

declare module 'vitest' {
  export interface ProvidedContext {
    engine: Engine;
    enginePort: number;
    /** The lane's Firefox (WebDriver BiDi), started once for all its journey files. */
    firefoxEndpoint?: string;
  }
}

/** Each engine lane's own server, so its CSP reports are its own and the lanes can run side by side. */
const ENGINE_PORTS: Record<Engine, number> = {
  chromium: E2E_PORT + 40,
  firefox: E2E_PORT + 41,
  webkit: E2E_PORT + 42,
};

/**
 * Serves the production bundle built for the browser tests (npm run build:e2e), with its CSP and SRI
 * and the demo API, as serve-prod does, for one engine's project (named after the engine); Firefox's
 * lane also starts its Firefox here, once.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.name as Engine;
  const port = ENGINE_PORTS[engine];
  if (port === undefined) throw new Error(`No engine named '${project.name}'`);
  const [server, firefox] = await Promise.all([
    serve(E2E_OUT_DIR, port, 'build:e2e'),
    engine === 'firefox' ? startFirefox() : undefined,
  ]);
  project.provide('engine', engine);
  project.provide('enginePort', port);
  if (firefox) project.provide('firefoxEndpoint', firefox.endpoint);
  return async () => {
    await Promise.all([stop(server), firefox?.stop()]);
  };
}
