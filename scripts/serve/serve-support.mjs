// The support console's build (dist-support/, already built with VITE_TRACE_LOOKUP_URL=/traces/{code})
// on 127.0.0.1 with its own response headers, as a deployer hosts it (npm run serve:support, the
// browser tests): index.html for any path that is not a file, files compressed (scripts/serve/static-site.mjs),
// and GET /traces/{code} passed to the demo API's trace store (its Cookie header in, the answer's
// status, content type and body out), standing in for the deployer's store behind their sign-on.
// PORT (default 4175), DIST (default dist-support); the store: DEMO_API_ORIGIN when set (the browser
// tests: serve-prod's demo API), else the demo API npm start runs on DEMO_API_PORT (default 5174),
// started here when nothing answers there, and stopped on exit.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { resolve } from 'node:path';

import { consoleSecurityHeaders } from '../build/security-headers.mjs';
import { closeOnSignals, staticSite } from './static-site.mjs';

const port = Number(process.env.PORT ?? 4175);
const dist = resolve(process.env.DIST ?? 'dist-support');
const demoApiPort = Number(process.env.DEMO_API_PORT ?? 5174);
const store = process.env.DEMO_API_ORIGIN ?? `http://127.0.0.1:${demoApiPort}`;
/** The console's lookup (its VITE_TRACE_LOOKUP_URL) and where the demo API answers it (src/demo/traces.ts). */
const LOOKUP = /^\/traces\/([^/]+)$/;
const STORE_PATH = '/__demo/support/traces';
const LOOKUP_TIME_LIMIT_MS = 10_000;
/** The console's CSP reports (its report-uri), kept here: POST adds one, GET lists the last 200. */
const CSP_REPORTS_PATH = '/__csp-report';
const MAX_REPORTS = 200;

const site = staticSite({
  dist,
  name: 'serve-support',
  buildCommand: 'npm run build:support',
  fallbackHeaders: ({ inlineScriptHashes }) => consoleSecurityHeaders(process.env, { inlineScriptHashes }),
});

/** Whether something accepts connections on 127.0.0.1:`port`. */
function answers(portNumber) {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port: portNumber });
    socket.setTimeout(1000);
    const settle = (open) => {
      socket.destroy();
      done(open);
    };
    socket.once('connect', () => settle(true));
    socket.once('error', () => settle(false));
    socket.once('timeout', () => settle(false));
  });
}

/** Starts scripts/serve/demo-api.mjs on `portNumber` (as npm start does); resolves once it listens. */
function startDemoApi(portNumber) {
  const child = spawn(process.execPath, ['scripts/serve/demo-api.mjs', String(portNumber)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ready, fail) => {
    child.once('exit', (code) => fail(new Error(`serve-support: the demo API exited (${code}) before listening`)));
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('demo API on')) ready(child);
    });
  });
}

let demoApi = null;
let stopping = false;
if (!process.env.DEMO_API_ORIGIN && !(await answers(demoApiPort))) {
  try {
    demoApi = await startDemoApi(demoApiPort);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  demoApi.stdout.pipe(process.stdout);
  demoApi.once('exit', (code) => {
    if (!stopping) console.error(`serve-support: the demo API it started exited (${code})`);
  });
  process.once('exit', () => demoApi.kill('SIGTERM'));
}

function stopDemoApi() {
  stopping = true;
  if (!demoApi || demoApi.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    demoApi.once('exit', () => done());
    demoApi.kill('SIGTERM');
  });
}

const json = (res, status, body) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
};

/** GET /traces/{code}: the store's answer as it gave it, with the staff member's cookies passed on. */
async function lookUp(req, res, encodedCode) {
  let code;
  try {
    code = decodeURIComponent(encodedCode);
  } catch {
    return json(res, 400, { message: 'Not a support code.' });
  }
  let answer;
  try {
    answer = await fetch(`${store}${STORE_PATH}/${encodeURIComponent(code)}`, {
      headers: req.headers.cookie ? { cookie: req.headers.cookie } : {},
      signal: AbortSignal.timeout(LOOKUP_TIME_LIMIT_MS),
    });
  } catch {
    return json(res, 502, { message: `The trace store (${store}) did not answer.` });
  }
  const body = Buffer.from(await answer.arrayBuffer());
  res.statusCode = answer.status;
  const type = answer.headers.get('content-type');
  if (type) res.setHeader('content-type', type);
  res.setHeader('cache-control', 'no-store');
  res.end(body);
}

const cspReports = [];
async function cspReport(req, res) {
  if (req.method !== 'POST') return json(res, 200, cspReports);
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  try {
    cspReports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    cspReports.splice(0, Math.max(0, cspReports.length - MAX_REPORTS));
  } catch {
    // not JSON: not a report
  }
  res.statusCode = 204;
  res.end();
}

const server = createServer((req, res) => {
  site.setHeaders(res);
  const urlPath = (req.url ?? '/').split('?')[0];
  const lookup = LOOKUP.exec(urlPath);
  const answer = () => {
    if (lookup) return req.method === 'GET' ? lookUp(req, res, lookup[1]) : json(res, 405, { message: 'GET only.' });
    if (urlPath === CSP_REPORTS_PATH) return cspReport(req, res);
    return site.serve(req, res);
  };
  Promise.resolve()
    .then(answer)
    .catch((error) => {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
});
server.listen(port, '127.0.0.1', () =>
  console.log(
    `serve-support: ${dist} on http://127.0.0.1:${port}; trace lookups GET /traces/{code} → ${store}${STORE_PATH}/{code}` +
      (demoApi ? ' (the demo API started here, stopped on exit)' : ''),
  ),
);
closeOnSignals(server, stopDemoApi);
