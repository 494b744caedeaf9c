// Fails when the support console's build (dist-support/, or the folder given as the argument) holds
// the guarantor's portal, demo code or an inspector, or when its script inventory, its page or its
// headers are not the console's own. Run by `npm run build:support` (and build:e2e-support) after
// `vite build --config scripts/build/vite.support.config.ts`.
// The console legitimately holds support's replay and the guarantor screens it draws inert (the
// payment form, its words and the machines): so the markers here are what only the portal's entry
// (src/main.tsx) and its route table (src/app/screenLoaders.ts, src/App.tsx) hold, each verified present in dist/ and absent
// from dist-support/ when chosen.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
  if (problems.length > 0) {
    console.error(
      `check-support-build: FAILED, guarantor, demo or inspector code, or a wrong inventory, page or headers in ${DIST}/:\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`check-support-build: OK, no guarantor entry, demo or inspector code in ${DIST}/.`);
  console.log(
    `check-support-build: OK, ${DIST}/script-inventory.json matches ${DIST}/; index.html, _headers and nginx-headers.conf are the console's.`,
  );
}

main();
