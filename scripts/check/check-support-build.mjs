// Fails when the support console's build (dist-support/, or the folder given as the argument) holds
// the guarantor's portal, demo code or an inspector, or when its script inventory, its page or its
// headers are not the console's own. Run by `npm run build:support` (and build:e2e-support) after
// `vite build --config scripts/build/vite.support.config.ts`.
// The console legitimately holds support's replay and the guarantor screens it draws inert (the
// payment form, its words and the machines): so the markers here are what only the portal's entry
// (src/main.tsx) and its route table (src/app/screenLoaders.ts, src/App.tsx) hold, each verified present in dist/ and absent
// from dist-support/ when chosen. The statechart (elkjs, 1.4 MB) is the console's too, but only in a
// chunk loaded with the first step's chart: none of it in what the page loads before its first screen.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { inlineModuleScripts } from '../build/vite-sri.mjs';
import { checkInventory } from './check-inventory.mjs';
import { filesUnder, findMarkers, MARKERS } from './check-prod-build.mjs';

const DIST = process.argv[2] ?? 'dist-support';

/** What only the guarantor's entry and route table hold (case-sensitive, as built). */
const GUARANTOR_MARKERS = [
  { name: "the portal's trace sending (main.tsx startTraceSending)", pattern: /sendBeacon|portal-trace-batch\/1/ },
  { name: "the portal's provider call (main.tsx createProviderActor, GetProvider)", pattern: /\/api\/GetProvider/ },
  {
    name: "the guarantor's route table (src/app/screenLoaders.ts)",
    pattern: /\/apgt\/:tokenId|\/change\/:id|[`"']\/d\/:id[`"']/,
  },
  {
    name: "the guarantor's message routes (App.tsx)",
    pattern: /\/msg\/not-accepting-payments|\/msg\/guarantor-locked/,
  },
];
/** The portal's demo and inspector markers (scripts/check/check-prod-build.mjs); the replay is the console's own. */
const SHARED_MARKERS = MARKERS.filter((marker) => marker.kind === 'demo' || marker.kind === 'inspector');
/** elkjs and the chart's layout (check-prod-build.mjs): only in a lazy chunk (its words are in the console's copy). */
export const CHART_MARKERS = MARKERS.filter((marker) => marker.kind === 'chart');

/** A static import's or re-export's specifier (`import{a}from"./x.js"`, `import"./x.js"`); `import("./x.js")` is lazy. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$\s{},*]+?from\s*)?["']((?:\.{1,2})?\/[^"']+\.js)["']/g;

/**
 * What the page loads before its first screen: index.html's inline module scripts, its module scripts
 * and modulepreloads, and everything they import statically, as { file (from `dist`, or 'index.html
 * (inline)'), text }. An import() and a preload list of one (Vite's `__vitePreload`) are left out: lazy.
 */
export function entryScripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const found = new Map();
  const visit = (file) => {
    if (found.has(file) || !existsSync(join(dist, file))) return;
    const text = readFileSync(join(dist, file), 'utf8');
    found.set(file, text);
    follow(file, text);
  };
  /** Import specifiers resolve against the importing file's URL; '/assets/x.js' from the site's root. */
  const follow = (from, text) => {
    for (const [, spec] of text.matchAll(STATIC_IMPORT))
      visit(spec.startsWith('/') ? spec.slice(1) : posix.normalize(posix.join(posix.dirname(from), spec)));
  };
  const inline = inlineModuleScripts(html);
  inline.forEach((text) => follow('index.html', text));
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]);
  for (const tag of tags) {
    const module = /\btype="module"/.test(tag) || /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1];
    if (module && url) visit(url);
  }
  return [
    ...inline.map((text) => ({ file: 'index.html (inline)', text })),
    ...[...found].map(([file, text]) => ({ file, text })),
  ];
}

/**
 * The chart's code in what `dist`'s page loads first (a problem each), or in none of its lazy chunks
 * (then the markers no longer name what the build holds: a problem too, so this check cannot pass blind).
 */
export function chartOutsideEntry(dist, markers = CHART_MARKERS) {
  const entry = entryScripts(dist);
  const problems = [];
  for (const { file, text } of entry) {
    for (const { name, pattern } of markers) {
      const match = pattern.exec(text);
      if (match) problems.push(`${file}: ${name} loads with the first screen ('${match[0]}' at offset ${match.index})`);
    }
  }
  const loaded = new Set(entry.map(({ file }) => file));
  const lazy = filesUnder(join(dist, 'assets'))
    .map((path) => relative(dist, path).split(sep).join('/'))
    .filter((file) => file.endsWith('.js') && !loaded.has(file));
  for (const { name, pattern } of markers) {
    if (!lazy.some((file) => pattern.test(readFileSync(join(dist, file), 'latin1'))))
      problems.push(`${name}: in no lazy chunk (the chart's chunk is missing, or the marker ${pattern} is stale)`);
  }
  return { problems, entry: entry.map(({ file }) => file), lazy };
}

function main() {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error(
      `check-support-build: ${DIST}/index.html is missing; run 'vite build --mode production --config scripts/build/vite.support.config.ts' first.`,
    );
    process.exit(1);
  }
  const files = filesUnder(DIST);
  const markers = [...GUARANTOR_MARKERS, ...SHARED_MARKERS];
  const problems = findMarkers(DIST, markers, files);
  problems.push(...checkInventory(DIST).map((problem) => `script inventory: ${problem}`));
  const chart = chartOutsideEntry(DIST);
  problems.push(...chart.problems.map((problem) => `chart: ${problem}`));

  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  if (!html.includes('<title>Support console</title>'))
    problems.push("index.html: not the console's page (support.html)");
  if (existsSync(join(DIST, 'support.html'))) problems.push('support.html: the page must be index.html');
  const inventory = JSON.parse(readFileSync(join(DIST, 'script-inventory.json'), 'utf8'));
  if (inventory.thirdParty.length > 0) problems.push('script inventory: the console runs no third-party script');
  for (const file of ['_headers', 'nginx-headers.conf']) {
    const path = join(DIST, file);
    if (!existsSync(path)) problems.push(`${file}: missing (a production build writes it)`);
    else if (!readFileSync(path, 'utf8').includes('X-Robots-Tag'))
      problems.push(`${file}: not the console's headers (scripts/build/security-headers.mjs consoleSecurityHeaders)`);
  }

  console.log(`check-support-build: scanned ${files.length} files in ${DIST}/ for:`);
  for (const { name, pattern } of markers) console.log(`  - ${name}: ${pattern}`);
  for (const { name, pattern } of CHART_MARKERS)
    console.log(`  - ${name}: ${pattern}, absent from the entry (${chart.entry.join(', ')}), in a lazy chunk`);
  if (problems.length > 0) {
    console.error(
      `check-support-build: FAILED, guarantor, demo or inspector code, chart code in the entry, or a wrong inventory, page or headers in ${DIST}/:\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`check-support-build: OK, no guarantor entry, demo or inspector code in ${DIST}/.`);
  console.log(
    `check-support-build: OK, ${DIST}/script-inventory.json matches ${DIST}/; index.html, _headers and nginx-headers.conf are the console's.`,
  );
  console.log(`check-support-build: OK, elkjs and the chart's layout load lazily, not with the console's entry.`);
}

// Run as a script (npm run build:support); imported (tests/unit/build), it lends its checks.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
