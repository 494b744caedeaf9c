// Fails when the production build (dist/) carries demo or inspector code: the msw demo backend, its
// service worker, the demo data set, the demo trace endpoint, @statelyai/inspect, the local
// inspector panel, support's replay page or the statechart (elkjs, issue 56) must never ship to real
// guarantors. Run by `npm run build` after `vite build --mode production`. The support console's check
// (scripts/check/check-support-build.mjs) reads the same markers: the demo's and the inspector's
// everywhere, the chart's code only outside what its entry loads.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { checkInventory } from './check-inventory.mjs';

const DIST = 'dist';

/**
 * What would only be there if demo, inspector, replay or chart code leaked in (case-sensitive, as built),
 * by kind: 'demo' and 'inspector' ship in neither dist/ nor dist-support/; 'replay' and 'chart words'
 * are the support console's own code; 'chart' (elkjs and the layout) is the console's only in a lazy
 * chunk (check-support-build.mjs `chartOutsideEntry`).
 */
export const MARKERS = [
  { kind: 'demo', name: 'msw service worker', pattern: /mockServiceWorker/ },
  { kind: 'demo', name: 'msw', pattern: /\bmsw\b|\[MSW\]/ },
  { kind: 'demo', name: 'msw setupWorker', pattern: /setupWorker/ },
  { kind: 'inspector', name: '@statelyai/inspect', pattern: /@statelyai|statelyai|stately\.ai/ },
  { kind: 'inspector', name: 'inspector', pattern: /createBrowserInspector/ },
  { kind: 'demo', name: 'demo card widget token', pattern: /demo-sq-token/ },
  { kind: 'demo', name: 'demo paper-privacy stand-in', pattern: /ppa-standin/ },
  { kind: 'demo', name: 'demo card-widget stand-in', pattern: /square-standin/ },
  { kind: 'demo', name: 'demo provider data', pattern: /Riverside Family Medicine/ },
  { kind: 'demo', name: 'demo banner', pattern: /Reset demo data/ },
  { kind: 'demo', name: 'demo trace endpoint', pattern: /__demo\/support\/traces|demo-support-traces/ },
  { kind: 'replay', name: 'replay page', pattern: /support\/replay|Trace replay|loadReplay not provided/ },
  { kind: 'replay', name: 'trace replay', pattern: /not a portal trace|FIRST DIVERGENCE/ },
  { kind: 'inspector', name: 'local inspector panel', pattern: /inspect=local|"data-actor"/ },
  { kind: 'inspector', name: 'local inspector panel (its words)', pattern: /local inspector/ },
  // elkjs's code names its Java packages ('org.eclipse.elk.layered…') in its option ids; the package's
  // name is not in its code, but would be in a worker's URL or a comment.
  { kind: 'chart', name: 'elkjs (the statechart layout)', pattern: /org\.eclipse\.elk|\belkjs\b/ },
  { kind: 'chart', name: "the chart's layout (src/observability/chart/layout.ts)", pattern: /elk\.hierarchyHandling/ },
  { kind: 'chart words', name: "the chart's words (src/screens/support/copy.ts chartCopy)", pattern: /Statechart of/ },
];
export const FORBIDDEN_FILES = ['mockServiceWorker.js'];

export function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every file under `dir` that must not ship or holds one of `markers`, as 'path: what (where)'. */
export function findMarkers(dir, markers, files = filesUnder(dir)) {
  const problems = [];
  for (const file of files) {
    const rel = relative(dir, file);
    if (FORBIDDEN_FILES.some((name) => rel.split(/[\\/]/).includes(name))) problems.push(`${rel}: file must not ship`);
    const text = readFileSync(file, 'latin1');
    for (const { name, pattern } of markers) {
      const match = pattern.exec(text);
      if (match) problems.push(`${rel}: ${name} ('${match[0]}' at offset ${match.index})`);
    }
  }
  return problems;
}

function main() {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error(`check-prod-build: ${DIST}/index.html is missing; run 'vite build --mode production' first.`);
    process.exit(1);
  }

  const files = filesUnder(DIST);
  const problems = findMarkers(DIST, MARKERS, files);
  const inventoryProblems = checkInventory(DIST);
  problems.push(...inventoryProblems.map((problem) => `script inventory: ${problem}`));

  console.log(`check-prod-build: scanned ${files.length} files in ${DIST}/ for:`);
  for (const { name, pattern } of MARKERS) console.log(`  - ${name}: ${pattern}`);
  console.log(`  - files that must not ship: ${FORBIDDEN_FILES.join(', ')}`);
  if (problems.length > 0) {
    console.error(
      `check-prod-build: FAILED, demo, inspector or chart code or an inventory mismatch in the production build:\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log('check-prod-build: OK, no demo, inspector or chart code in the production build.');
  console.log(
    'check-prod-build: OK, dist/script-inventory.json matches dist/ (sha384 of every script and stylesheet).',
  );
}

// Run as a script (npm run build); imported, it only lends its markers.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
