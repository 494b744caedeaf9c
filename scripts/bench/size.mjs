// Budget check (issues 2 and 7, "Budgets"): the JavaScript the root path and /d/{id} load before
// their forms show, measured on the production build in dist/ (`npm run size` builds it first).
// Every route serves the same index.html, so that JavaScript is its entry module script (inline in
// the page, scripts/build/vite-inline-entry.ts), its other module scripts and every <link rel="modulepreload">;
// screens loaded later with import() are listed but not counted.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { inlineModuleScripts } from '../build/vite-sri.mjs';
import { buildAlone } from './build-alone.mjs';

const DIST = 'dist';
// Issue 34: only what the first screen needs loads before it: at most 111 KB before the first render,
// and 123 KB before the root's form and before the /d/{id} form show (122 until issue 49 took out
// a patch of formik's helpers that bought 0.9 KB: scripts/README.md).
const FIRST_RENDER_KB = 111;
const FORM_KB = 123;
// A phone's HTTP/1.1 line opens six connections to a host: a seventh request waits for one to be free,
// a whole round trip on slow 4G (issue 57: a chunk of 0.3 KB held /d/{id}'s check back 550 ms).
const CONNECTIONS = 6;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (data) => gzipSync(data, { level: 9 }).length;

function attributes(tag) {
  return Object.fromEntries(
    [...tag.matchAll(/([\w-]+)(?:\s*=\s*"([^"]*)")?/g)].slice(1).map((m) => [m[1], m[2] ?? '']),
  );
}

/** The JS files index.html makes the browser fetch before the app can render. */
function initialScripts(html) {
  const entries = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => attributes(m[0]))
    .filter((a) => a.type === 'module' && a.src)
    .map((a) => a.src);
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => attributes(m[0]))
    .filter((a) => a.rel === 'modulepreload' && a.href)
    .map((a) => a.href);
  return [...new Set([...entries, ...preloads])].map((url) => url.replace(/^\//, ''));
}

/**
 * React's own cost: react, react-dom/client (with scheduler) and the JSX runtime bundled alone with
 * the same Vite production build and minifier, then gzipped. React's CommonJS builds cannot be
 * tree-shaken, so the app carries the same code; gzip over a separate file differs by a few bytes.
 */
async function reactGzipSize() {
  const chunks = await buildAlone(
    'react-only',
    "export * as react from 'react'; export * as client from 'react-dom/client'; export * as jsx from 'react/jsx-runtime';",
  );
  return gzipSize(chunks.join('\n'));
}

/**
 * A route's screen is itself a lazy chunk, fetched once the provider data has loaded. Count it with
 * the static imports the first render did not already load: the budget holds for the route's form
 * too, not only for the app's first paint. Returns the total before that screen shows.
 */
function reportScreen(label, chunkPattern, initial, later, total, budget, calls) {
  // `total` already counts the English words (in the app's chunk).
  const chunk = later.find((f) => chunkPattern.test(f));
  if (!chunk) {
    console.error(`size: no ${chunkPattern} chunk found, so the ${label} screen cannot be measured`);
    process.exit(1);
  }
  const needed = new Set();
  const visit = (file) => {
    if (needed.has(file) || initial.includes(`assets/${file}`)) return;
    needed.add(file);
    const code = readFileSync(join(DIST, 'assets', file), 'utf8');
    // Static imports only (`import{…}from"./x.js"`, `import"./x.js"`); `import("./x.js")` stays lazy.
    for (const m of code.matchAll(/\bimport\s*(?:[\w$\s{},*]+?from\s*)?["']\.\/([^"']+\.js)["']/g)) visit(m[1]);
  };
  visit(chunk);
  const size = [...needed].reduce((sum, f) => sum + gzipSize(readFileSync(join(DIST, 'assets', f))), 0);
  console.log(
    `Then the ${label} screen adds ${kb(size)} KB gzipped (${[...needed].join(', ')}): ` +
      `${kb(total + size)} KB before its form shows in English (budget ${budget} KB)`,
  );
  // The page's own request is over once the entry runs; what it preloads may still be arriving.
  const requests = initial.length + needed.size + calls.length;
  console.log(
    `  ${requests} requests at once before it shows (the preloads, its chunks, ${calls.join(' and ')}; ` +
      `at most ${CONNECTIONS})`,
  );
  return { total: total + size, requests };
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`size: ${DIST}/index.html is missing; run 'vite build --mode production' first.`);
  process.exit(1);
}

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const initial = initialScripts(html);
const inlineModules = inlineModuleScripts(html);
if (initial.length + inlineModules.length === 0) {
  console.error('size: found no module script or modulepreload in dist/index.html');
  process.exit(1);
}
let total = 0;
console.log(
  'JavaScript loaded before first render (entry + module scripts + modulepreloads in dist/index.html), gzip -9 each:',
);
for (const code of inlineModules) {
  const size = gzipSize(code);
  total += size;
  console.log(`  the entry, inline in index.html: ${kb(size)} KB`);
}
for (const file of initial) {
  const size = gzipSize(readFileSync(join(DIST, file)));
  total += size;
  console.log(`  ${file}: ${kb(size)} KB`);
}
const later = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`));
const laterSize = later.reduce((sum, f) => sum + gzipSize(readFileSync(join(DIST, 'assets', f))), 0);
console.log(
  `  (not counted: ${later.length} chunks loaded on demand after first render, ${kb(laterSize)} KB gzipped together)`,
);

const react = await reactGzipSize();
console.log(`JS loaded before first render: ${kb(total)} KB gzipped (budget ${FIRST_RENDER_KB} KB)`);
const firstRender = total;
console.log(
  `React's share: ${kb(react)} KB gzipped, ${((100 * react) / total).toFixed(0)}% ` +
    '(react + react-dom/client + scheduler + jsx-runtime bundled alone with the same Vite production minifier)',
);
// The page's language: its words for the ways in (src/locales/{locale}/messages.po) are there before
// the first render. English, the source language, rides in the app's chunk (vite.config.ts
// SOURCE_WORDS), so the first render above counts it; another language's catalogue is a chunk of its
// own, loaded beside the first screen's code, and may add at most SPANISH_EXTRA_KB (issue 16).
const SPANISH_EXTRA_KB = 6;
function catalogueChunk(locale, files) {
  const po = readFileSync(`src/locales/${locale}/messages.po`, 'utf8');
  // Three plain translations (no placeholder, quote or escape), as the compiled catalogue spells them.
  const samples = [...po.matchAll(/^msgstr "([^"{}\\`]{12,})"$/gm)].slice(0, 3).map((m) => m[1]);
  const chunk = files.find((f) => {
    const code = readFileSync(join(DIST, 'assets', f), 'utf8');
    return code.includes('JSON.parse(') && samples.every((text) => code.includes(text));
  });
  if (!chunk) {
    console.error(`size: no catalogue found for ${locale}`);
    process.exit(1);
  }
  return { chunk, size: gzipSize(readFileSync(join(DIST, 'assets', chunk))) };
}
const english = catalogueChunk(
  'en',
  initial.map((file) => file.replace(/^assets\//, '')),
);
const spanish = catalogueChunk('es', later);
console.log(
  `The page's language: English comes in ${english.chunk} (counted above); Spanish adds its catalogue, ` +
    `${kb(spanish.size)} KB (${spanish.chunk}, at most ${SPANISH_EXTRA_KB} KB)`,
);

// The root path (statement lookup) and /d/{id} (delivery link): each within the budget, in English.
// With each, the first calls that go out beside its code (src/app/live/provider.ts).
const screens = [
  ['root path (statement lookup)', /^LookupRoute-[\w-]+\.js$/, FORM_KB, ['GetProvider']],
  ['/d/{id}', /^DeliveryRoute-[\w-]+\.js$/, FORM_KB, ['GetProvider', 'ValidateDelivery']],
];
let over = false;
for (const [label, pattern, budget, calls] of screens) {
  const screen = reportScreen(label, pattern, initial, later, total, budget, calls);
  if (screen.total > budget * 1024) {
    console.error(`size: ${label} is OVER BUDGET by ${Math.round(screen.total - budget * 1024)} bytes`);
    over = true;
  }
  if (screen.requests > CONNECTIONS) {
    console.error(`size: ${label} makes ${screen.requests} requests at once, more than ${CONNECTIONS} connections`);
    over = true;
  }
}
if (firstRender > FIRST_RENDER_KB * 1024) {
  console.error(`size: the first render is OVER BUDGET by ${firstRender - FIRST_RENDER_KB * 1024} bytes`);
  over = true;
}
if (spanish.size > SPANISH_EXTRA_KB * 1024) {
  console.error(`size: Spanish adds more than ${SPANISH_EXTRA_KB} KB to the first render`);
  over = true;
}
if (over) process.exit(1);
