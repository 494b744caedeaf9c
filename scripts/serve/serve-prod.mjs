// The production build (dist/, already built) plus the demo API on 127.0.0.1, with the production
// response headers: what a provider deploys, runnable locally (npm run serve:prod, the Lighthouse
// benchmark, the browser tests). PORT (default 4173) and DIST (default dist) from the environment.
// Any unknown path that is not a file gets index.html (client-side routes such as /d/D1001); the
// serving itself (headers, compression, that fallback) is scripts/serve/static-site.mjs.
import { createServer } from 'node:http';
import { resolve } from 'node:path';

import { securityHeaders } from '../build/security-headers.mjs';
import { loadDemoApi } from './load-demo-api.mjs';
import { closeOnSignals, fileIn, staticSite } from './static-site.mjs';

const port = Number(process.env.PORT ?? 4173);
const dist = resolve(process.env.DIST ?? 'dist');

/** The demo's own files (provider logos, the card-widget and paper-privacy stand-ins), beside the build. */
const DEMO_FILES = resolve('demo-public');

const site = staticSite({
  dist,
  name: 'serve-prod',
  buildCommand: 'npm run build',
  fallbackHeaders: (hashes) => securityHeaders(process.env, hashes),
  extraFile: (urlPath) => (urlPath.startsWith('/demo/') ? fileIn(DEMO_FILES, urlPath) : null),
});

// Traces in memory (a test run's, a benchmark's), or in DEMO_TRACE_DATA_DIR, or at DATABASE_URL, when set.
const api = await loadDemoApi({ traceDataDir: process.env.DEMO_TRACE_DATA_DIR || null });
const server = createServer((req, res) => {
  site.setHeaders(res);
  api
    .handle(req, res)
    .then((answered) => {
      if (answered) return;
      site.serve(req, res, (page, answer) => api.visit(page, answer)); // a page: visitor cookies, ?demo-reset
    })
    .catch((error) => {
      console.error(error);
      res.statusCode = 500;
      res.end();
    });
});
server.listen(port, '127.0.0.1', () => console.log(`serve-prod: ${dist} and the demo API on http://127.0.0.1:${port}`));
closeOnSignals(server, () => api.close());
