// The server of `npm run bench:first-screen`: serve-prod's way (scripts/serve/serve-prod.mjs: a built
// dist/ with the headers it wrote, compressed, and the demo API of this tree, DEMO_LATENCY_MS), plus the
// floor page under /__floor (scripts/bench/first-screen-floor.mjs), so the floor and the bundle come
// from one server. An earlier build is served by this same code (its own server script may differ).
// DIST (default dist) and PORT (default 0: any free port); prints `listening on <port>` once it listens.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { securityHeaders } from '../build/security-headers.mjs';
import { loadDemoApi } from '../serve/load-demo-api.mjs';
import { closeOnSignals, fileIn, staticSite } from '../serve/static-site.mjs';
import { FLOOR, FLOOR_PREFIX } from './first-screen-floor.mjs';

const dist = resolve(process.env.DIST ?? 'dist');
const site = staticSite({
  dist,
  name: 'first-screen-server',
  buildCommand: 'npm run build',
  fallbackHeaders: (hashes) => securityHeaders(process.env, hashes),
  extraFile: (urlPath) => (urlPath.startsWith('/demo/') ? fileIn(resolve('demo-public'), urlPath) : null),
});
const api = await loadDemoApi({ traceDataDir: null });

// Compressed as the bundle's index.html is (static-site.mjs), so the floor carries no bytes it would not.
const FLOOR_BODIES = { br: brotliCompressSync(FLOOR.html), gzip: gzipSync(FLOOR.html) };

/** The floor page: the site's headers, its own CSP (its inline script and style), the visitor's cookies. */
function serveFloor(req, res) {
  api.visit(req, res); // the XSRF cookie the call echoes, as on any page
  res.setHeader('content-security-policy', FLOOR.csp);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-cache');
  res.setHeader('vary', 'accept-encoding');
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = Object.keys(FLOOR_BODIES).find((name) => new RegExp(`\\b${name}\\b`).test(accepted));
  if (encoding) res.setHeader('content-encoding', encoding);
  res.end(encoding ? FLOOR_BODIES[encoding] : FLOOR.html);
}

const server = createServer((req, res) => {
  site.setHeaders(res);
  api
    .handle(req, res)
    .then((answered) => {
      if (answered) return;
      if ((req.url ?? '/').startsWith(FLOOR_PREFIX)) serveFloor(req, res);
      else site.serve(req, res, (page, answer) => api.visit(page, answer));
    })
    .catch((error) => {
      console.error(error);
      res.statusCode = 500;
      res.end();
    });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`first-screen-server: ${dist}, listening on ${server.address().port}`);
});
closeOnSignals(server, () => api.close());
