// Fails when the production build (dist/) carries demo or inspector code: the msw demo backend, its
// service worker, the demo data set, the demo trace endpoint, @statelyai/inspect, the local
// inspector panel or support's replay page must never ship to real guarantors.
// Run by `npm run build` after `vite build --mode production`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { checkInventory } from './check-inventory.mjs';

const DIST = 'dist';

/** What would only be there if demo or inspector code leaked in (case-sensitive, as built). */
const MARKERS = [
  { name: 'msw service worker', pattern: /mockServiceWorker/ },
  { name: 'msw', pattern: /\bmsw\b|\[MSW\]/ },
  { name: 'msw setupWorker', pattern: /setupWorker/ },
  { name: '@statelyai/inspect', pattern: /@statelyai|statelyai|stately\.ai/ },
  { name: 'inspector', pattern: /createBrowserInspector/ },
  { name: 'demo card widget token', pattern: /demo-sq-token/ },
  { name: 'demo paper-privacy stand-in', pattern: /ppa-standin/ },
  { name: 'demo card-widget stand-in', pattern: /square-standin/ },
  { name: 'demo provider data', pattern: /Riverside Family Medicine/ },
  { name: 'demo banner', pattern: /Reset demo data/ },
  { name: 'demo trace endpoint', pattern: /__demo\/support\/traces|demo-support-traces/ },
  { name: 'replay page', pattern: /support\/replay|Trace replay|loadReplay not provided/ },
  { name: 'trace replay', pattern: /not a portal trace|FIRST DIVERGENCE/ },
  { name: 'local inspector panel', pattern: /local inspector|inspect=local/ },
];
const FORBIDDEN_FILES = ['mockServiceWorker.js'];

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`check-prod-build: ${DIST}/index.html is missing; run 'vite build --mode production' first.`);
  process.exit(1);
}

const files = filesUnder(DIST);
const problems = [];
for (const file of files) {
  const rel = relative(DIST, file);
  if (FORBIDDEN_FILES.some((name) => rel.split(/[\\/]/).includes(name))) problems.push(`${rel}: file must not ship`);
  const text = readFileSync(file, 'latin1');
  for (const { name, pattern } of MARKERS) {
    const match = pattern.exec(text);
    if (match) problems.push(`${rel}: ${name} ('${match[0]}' at offset ${match.index})`);
  }
}

const inventoryProblems = checkInventory(DIST);
problems.push(...inventoryProblems.map((problem) => `script inventory: ${problem}`));

console.log(`check-prod-build: scanned ${files.length} files in ${DIST}/ for:`);
for (const { name, pattern } of MARKERS) console.log(`  - ${name}: ${pattern}`);
console.log(`  - files that must not ship: ${FORBIDDEN_FILES.join(', ')}`);
if (problems.length > 0) {
  console.error(
    `check-prod-build: FAILED, demo or inspector code or an inventory mismatch in the production build:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('check-prod-build: OK, no demo or inspector code in the production build.');
console.log('check-prod-build: OK, dist/script-inventory.json matches dist/ (sha384 of every script and stylesheet).');
