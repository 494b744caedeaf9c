// A built single-page site served as a host serves it, for scripts/serve/serve-prod.mjs (the portal, dist/)
// and scripts/serve/serve-support.mjs (the support console, dist-support/): the response headers the build
// wrote for deployers (_headers), each file compressed (Brotli or gzip) and cached as a host would,
// and index.html for any path that is not a file (client-side routes such as /d/D1001 or /diagrams).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { overPlainHttp } from '../build/security-headers.mjs';

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
export const typeOf = (file) => TYPES[extname(file)] ?? 'application/octet-stream';

/** The file at `urlPath` under `root`, or null (not there, not a file, or outside `root`). */
export function fileIn(root, urlPath) {
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

/**
 * The headers the build wrote for deployers (`dist`/_headers), so the server sends exactly those;
 * `fallback({ inlineScriptHashes, inlineStyleHashes })` for a build without the file (not a production
 * build).
 */
function builtHeaders(dist, fallback) {
  const file = join(dist, '_headers');
  if (!existsSync(file)) {
    const inventory = join(dist, 'script-inventory.json');
    const listed = existsSync(inventory) ? JSON.parse(readFileSync(inventory, 'utf8')) : {};
    return fallback({
      inlineScriptHashes: listed.inlineScriptHashes ?? [],
      inlineStyleHashes: listed.inlineStyleHashes ?? [],
    });
  }
  const headers = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (match) headers[match[1]] = match[2];
  }
  return headers;
}

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
// Brotli at its best costs ≈1.2 CPU-s a start; npm test starts these servers eight times on five builds.
// A file's encodings are kept on disk by its content's hash, so each is compressed once.
const CACHE = join(process.cwd(), 'node_modules/.cache/serve-prod');

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

function compressed(file, type, acceptEncoding = '') {
  if (!COMPRESSIBLE.test(type)) return null;
  const encoding = Object.keys(ENCODERS).find((name) => new RegExp(`\\b${name}\\b`).test(String(acceptEncoding)));
  if (!encoding) return null;
  const key = `${encoding} ${file}`;
  if (!encodedFiles.has(key)) encodedFiles.set(key, encode(encoding, readFileSync(file)));
  return { encoding, body: encodedFiles.get(key) };
}

/**
 * The site in `dist` (an absolute path). `name` and `buildCommand` word the message when it is not
 * built; `fallbackHeaders({ inlineScriptHashes, inlineStyleHashes })` gives the headers of a build that
 * wrote none; `extraFile` may find a file the build lacks (serve-prod: the demo's own files under /demo/).
 */
export function staticSite({ dist, name, buildCommand, fallbackHeaders, extraFile = () => null }) {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${name}: ${dist}/index.html is missing; run '${buildCommand}' first.`);
    process.exit(1);
  }
  const headers = overPlainHttp(builtHeaders(dist, fallbackHeaders)); // these servers are plain HTTP
  // The build's files are compressed before the first request (Brotli at its best takes a moment),
  // as a host's precompressed files are; others (the demo's) on their first request.
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (entry.isFile()) for (const encoding of Object.keys(ENCODERS)) compressed(file, typeOf(file), encoding);
  }
  const fileFor = (urlPath) => fileIn(dist, urlPath) ?? extraFile(urlPath);

  return {
    /** The site's response headers, on every answer (the server's own answers too). */
    setHeaders(res) {
      for (const [header, value] of Object.entries(headers)) res.setHeader(header, value);
    },
    /**
     * Answers a request that is the site's: its file, else index.html (GET and HEAD; 405 for others).
     * `onPage(req, res)` runs before a page (index.html or another HTML file) goes out.
     */
    serve(req, res, onPage = () => {}) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.statusCode = 405;
        res.end();
        return;
      }
      const urlPath = (req.url ?? '/').split('?')[0];
      const file = fileFor(urlPath);
      const served = file ?? join(dist, 'index.html');
      const type = typeOf(served);
      if (!file || type.startsWith('text/html')) onPage(req, res);
      res.setHeader('content-type', type);
      res.setHeader(
        'cache-control',
        urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('vary', 'accept-encoding');
      const packed = compressed(served, type, req.headers['accept-encoding']);
      if (packed) res.setHeader('content-encoding', packed.encoding);
      res.end(req.method === 'HEAD' ? undefined : (packed?.body ?? readFileSync(served)));
    },
  };
}

/** Stops `server` and exits on Ctrl-C or SIGTERM; `beforeExit` (optional) runs first. */
export function closeOnSignals(server, beforeExit = async () => {}) {
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      void beforeExit().finally(() => server.close(() => process.exit(0)));
    });
}
