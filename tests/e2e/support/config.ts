// Where the browser tests find the production bundle built for them (npm run build:e2e) and its server. Chromium resolves every *.localhost name to loopback;
// Node does not, so Node-side code uses 127.0.0.1.
// E2E_PORT lets two runs share the machine (e.g. a dev running one file while another runs).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_HOST = '127.0.0.1';
export const E2E_OUT_DIR = 'dist-e2e';
/**
 * The demo API's answer time in the browser tests, in ms: at once (the demo's 150-400 ms are for people
 * watching; waiting them out was a sixth of the tests' time). A test that needs a call in flight holds
 * it with a route. DEMO_LATENCY_MS overrides it; empty brings back the demo's own timing.
 */
export const E2E_API_LATENCY_MS = process.env.DEMO_LATENCY_MS ?? '0';
/** The demo build (npm run build:demo) for what never ships: the replay page and the local inspector. */
export const DEMO_OUT_DIR = 'dist-demo';
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? E2E_PORT + 10);

/**
 * The fault matrix's own build (npm run build:e2e-faults): production with the stand-ins, served by
 * tests/e2e/faults.e2e.ts itself.
 */
export const FAULTS_OUT_DIR = 'dist-e2e-faults';
export const FAULTS_PORT = Number(process.env.E2E_FAULTS_PORT ?? E2E_PORT + 20);

/** Which build a page comes from: what ships (the default) or the demo build. */
export type Build = 'production' | 'demo';

/** The portal as provider `key` sees it; '' is the bare host without a sub-domain. */
export function portalOrigin(key: string, build: Build = 'production'): string {
  const port = build === 'demo' ? DEMO_PORT : E2E_PORT;
  return key === '' ? `http://localhost:${port}` : `http://${key}.pay.localhost:${port}`;
}

/**
 * `npm start` as a developer runs it, for dev-proxy.e2e.ts: Vite's dev server, whose proxy passes the
 * API paths to the demo API server (scripts/serve/start.mjs starts both), on ports of its own.
 */
export const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? E2E_PORT + 30);
export const DEV_API_PORT = DEV_PORT + 1;

/**
 * The support console built for the browser tests (npm run build:e2e-support: production, lookups at
 * /traces/{code}), served by scripts/serve/serve-support.mjs with its own headers; its lookups go to the demo
 * API of serve-prod on E2E_PORT (the trace store at /__demo/support/traces, where the portal's traces arrive).
 */
export const SUPPORT_OUT_DIR = 'dist-e2e-support';
export const SUPPORT_PORT = Number(process.env.E2E_SUPPORT_PORT ?? E2E_PORT + 50);
