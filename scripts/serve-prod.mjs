// The production build (dist/, already built) plus the demo API on 127.0.0.1, with the production
// response headers: what a provider deploys, runnable locally (npm run serve:prod, the Lighthouse
// benchmark, the browser tests). PORT (default 4173) and DIST (default dist) from the environment.
// Any unknown path that is not a file gets index.html (client-side routes such as /d/D1001).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { loadDemoApi } from './load-demo-api.mjs';
import { overPlainHttp, securityHeaders } from './security-headers.mjs';

const port = Number(process.env.PORT ?? 4173);
const dist = resolve(process.env.DIST ?? 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`serve-prod: ${dist}/index.html is missing; run 'npm run build' first.`);
  process.exit(1);
}

/** The headers the build wrote for deployers (dist/_headers), so the server sends exactly those. */
function builtHeaders() {
  const file = join(dist, '_headers');
  if (!existsSync(file)) {
    const inventory = join(dist, 'script-inventory.json');
    const hashes = existsSync(inventory) ? (JSON.parse(readFileSync(inventory, 'utf8')).inlineScriptHashes ?? []) : [];
    return securityHeaders(process.env, { inlineScriptHashes: hashes });
  }
  const headers = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (match) headers[match[1]] = match[2];
  }
  return headers;
}

const HEADERS = overPlainHttp(builtHeaders()); // this server is plain HTTP
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.y4m': 'application/octet-stream',
};

/** The demo's own files (provider logos, the card-widget and paper-privacy stand-ins), beside the build. */
const DEMO_FILES = resolve('demo-public');

function fileIn(root, urlPath) {
  let path;
  try {
    path = normalize(decodeURIComponent(urlPath));
  } catch {
    return null;
  }
  const file = join(root, path);
  if (!file.startsWith(root)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

const fileFor = (urlPath) =>
  fileIn(dist, urlPath) ?? (urlPath.startsWith('/demo/') ? fileIn(DEMO_FILES, urlPath) : null);

/**
 * Text files go out compressed, as any production host sends them (files are immutable while
 * serving): Brotli where the browser takes it (a host's precompressed `.br` files, or its CDN), else gzip.
 */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg)/;
const ENCODERS = {
  br: (data) => brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (data) => gzipSync(data, { level: 9 }),
};
const encodedFiles = new Map();
// Brotli at its best costs ≈1.2 CPU-s a start; npm test starts this server seven times on four builds.
// A file's encodings are kept on disk by its content's hash, so each is compressed once.
const CACHE = resolve('node_modules/.cache/serve-prod');

function encode(encoding, data) {
  const cached = join(CACHE, `${createHash('sha256').update(data).digest('hex')}.${encoding}`);
  if (existsSync(cached)) return readFileSync(cached);
  const body = ENCODERS[encoding](data);
  mkdirSync(CACHE, { recursive: true });
  const partial = `${cached}.${process.pid}`; // whole or not at all: another server may read it now
  writeFileSync(partial, body);
  renameSync(partial, cached);
  return body;
}
const typeOf = (file) => TYPES[extname(file)] ?? 'application/octet-stream';
// The build's files are compressed before the first request (Brotli at its best takes a moment),
// as a host's precompressed files are; others (the demo's) on their first request.
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  const file = join(entry.parentPath, entry.name);
  if (entry.isFile()) for (const encoding of Object.keys(ENCODERS)) compressed(file, typeOf(file), encoding);
}

function compressed(file, type, acceptEncoding = '') {
  if (!COMPRESSIBLE.test(type)) return null;
  const encoding = Object.keys(ENCODERS).find((name) => new RegExp(`\\b${name}\\b`).test(String(acceptEncoding)));
  if (!encoding) return null;
  const key = `${encoding} ${file}`;
  if (!encodedFiles.has(key)) encodedFiles.set(key, encode(encoding, readFileSync(file)));
  return { encoding, body: encodedFiles.get(key) };
}

const api = await loadDemoApi();
const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(HEADERS)) res.setHeader(name, value);
  api
    .handle(req, res)
    .then((answered) => {
      if (answered) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.statusCode = 405;
        res.end();
        return;
      }
      const urlPath = (req.url ?? '/').split('?')[0];
      const file = fileFor(urlPath);
      const served = file ?? join(dist, 'index.html');
      const type = typeOf(served);
      if (!file || type.startsWith('text/html')) api.visit(req, res); // a page: visitor cookies, ?demo-reset
      res.setHeader('content-type', type);
      res.setHeader(
        'cache-control',
        urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('vary', 'accept-encoding');
      const packed = compressed(served, type, req.headers['accept-encoding']);
      if (packed) res.setHeader('content-encoding', packed.encoding);
      res.end(req.method === 'HEAD' ? undefined : (packed?.body ?? readFileSync(served)));
    })
    .catch((error) => {
      console.error(error);
      res.statusCode = 500;
      res.end();
    });
});
server.listen(port, '127.0.0.1', () => console.log(`serve-prod: ${dist} and the demo API on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
