// The server of `npm run bench:first-screen`: serve-prod's way (scripts/serve/serve-prod.mjs: a built
// dist/ with the headers it wrote, compressed, and the demo API of this tree, DEMO_LATENCY_MS), plus the
// floor page under /__floor (scripts/bench/first-screen-floor.mjs), so the floor and the bundle come
// from one server; with REACT_FLOORS=1 the React floors too (scripts/bench/first-screen-react-floor.mjs).
// An earlier build is served by this same code (its own server script may differ).
// DIST (default dist) and PORT (default 0: any free port); prints `listening on <port>` once it listens.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { securityHeaders } from '../build/security-headers.mjs';
import { loadDemoApi } from '../serve/load-demo-api.mjs';
import { closeOnSignals, fileIn, staticSite } from '../serve/static-site.mjs';
import { FLOOR, FLOOR_PREFIX } from './first-screen-floor.mjs';
import { REACT_FLOOR_SCRIPT, reactFloors } from './first-screen-react-floor.mjs';

const dist = resolve(process.env.DIST ?? 'dist');
const site = staticSite({
  dist,
  name: 'first-screen-server',
  buildCommand: 'npm run build',
  fallbackHeaders: (hashes) => securityHeaders(process.env, hashes),
  extraFile: (urlPath) => (urlPath.startsWith('/demo/') ? fileIn(resolve('demo-public'), urlPath) : null),
});
const api = await loadDemoApi({ traceDataDir: null });

// With REACT_FLOORS=1, the React floors too (first-screen-react-floor.mjs): React built once, here.
const react = process.env.REACT_FLOORS === '1' ? await reactFloors() : null;

/** A text body in each encoding the bundle's files have (static-site.mjs), so a floor carries no bytes they would not. */
const bodiesOf = (text) => ({ br: brotliCompressSync(text), gzip: gzipSync(text) });
const FLOORS = [
  ...(react ? Object.entries(react.pages) : []).map(([prefix, page]) => ({
    prefix,
    ...page,
    bodies: bodiesOf(page.html),
  })),
  { prefix: FLOOR_PREFIX, ...FLOOR, bodies: bodiesOf(FLOOR.html) },
];
const REACT_CODE = react && bodiesOf(react.script);

/** A body as the visitor accepts it, with the headers every answer here has. */
function sendBody(req, res, type, bodies, text) {
  res.setHeader('content-type', type);
  res.setHeader('cache-control', 'no-cache');
  res.setHeader('vary', 'accept-encoding');
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = Object.keys(bodies).find((name) => new RegExp(`\\b${name}\\b`).test(accepted));
  if (encoding) res.setHeader('content-encoding', encoding);
  res.end(encoding ? bodies[encoding] : text);
}

/** A floor page: the site's headers, its own CSP (its scripts and style), the visitor's cookies. */
function serveFloor(req, res, floor) {
  api.visit(req, res); // the XSRF cookie the call echoes, as on any page
  res.setHeader('content-security-policy', floor.csp);
  sendBody(req, res, 'text/html; charset=utf-8', floor.bodies, floor.html);
}

/** The floor page's or a React floor's answer to `url`, if it is one of theirs. */
function serveFloors(req, res) {
  const url = req.url ?? '/';
  if (react && url === REACT_FLOOR_SCRIPT) {
    sendBody(req, res, 'text/javascript', REACT_CODE, react.script);
    return true;
  }
  const floor = FLOORS.find(({ prefix }) => url.startsWith(prefix));
  if (floor) serveFloor(req, res, floor);
  return Boolean(floor);
}

const server = createServer((req, res) => {
  site.setHeaders(res);
  api
    .handle(req, res)
    .then((answered) => {
      if (answered) return;
      if (!serveFloors(req, res)) site.serve(req, res, (page, answer) => api.visit(page, answer));
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
