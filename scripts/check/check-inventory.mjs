// Checks a build's script-inventory.json against the build (dist/, dist-support/, …): every emitted
// script and stylesheet is listed with the sha384 of its bytes, nothing listed is missing, index.html
// carries the same integrity on each tag, the import map lists every chunk, each inline script (the
// import map, the page's entry) and stylesheet has an inventoried sha256. Used by
// scripts/check/check-prod-build.mjs, scripts/check/check-support-build.mjs and tests/unit/build/inventory.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { inlineStyleTexts, INVENTORY_FILE, sri } from '../build/vite-sri.mjs';

/** @returns {string[]} the problems found; empty when the inventory matches the build in `dist`. */
export function checkInventory(dist) {
  const inventoryPath = join(dist, INVENTORY_FILE);
  if (!existsSync(inventoryPath)) return [`${INVENTORY_FILE} is missing`];
  const inventory = JSON.parse(readFileSync(inventoryPath, 'utf8'));
  const problems = [];
  const listed = new Map([...inventory.scripts, ...inventory.stylesheets].map((entry) => [entry.url, entry]));
  const emitted = readdirSync(join(dist, 'assets'))
    .filter((name) => /\.(m?js|css)$/.test(name))
    .map((name) => `/assets/${name}`);
  for (const url of emitted) {
    const entry = listed.get(url);
    const actual = sri(readFileSync(join(dist, url)));
    if (!entry) problems.push(`${url}: emitted but not in the inventory`);
    else if (entry.integrity !== actual) problems.push(`${url}: inventory says ${entry.integrity}, file is ${actual}`);
    if (entry && !entry.why) problems.push(`${url}: no reason given`);
  }
  for (const url of listed.keys())
    if (!emitted.includes(url)) problems.push(`${url}: in the inventory, not in ${dist}/`);

  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const [, url, integrity] of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+)"([^>]*)/g)) {
    const expected = listed.get(url)?.integrity;
    if (!integrity.includes(`integrity="${expected}"`)) problems.push(`index.html: ${url} lacks integrity ${expected}`);
  }
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  for (const text of inline) {
    if (!inventory.inlineScriptHashes.includes(sri(text, 'sha256')))
      problems.push('index.html: inline script not inventoried');
  }
  // Inline stylesheets (the portal's): each one's sha256 listed, every listed one in the page.
  const styles = inlineStyleTexts(html).map((text) => sri(text, 'sha256'));
  const styleHashes = inventory.inlineStyleHashes ?? [];
  for (const hash of styles) if (!styleHashes.includes(hash)) problems.push('index.html: inline style not inventoried');
  for (const hash of styleHashes) if (!styles.includes(hash)) problems.push(`inline style ${hash}: not in index.html`);
  for (const hash of styleHashes)
    if (!inventory.inlineStyles?.some((entry) => entry.hash === hash && entry.why))
      problems.push(`inline style ${hash}: no reason given`);
  const importMap = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html);
  if (!importMap) problems.push('index.html: no import map');
  else {
    const { integrity = {} } = JSON.parse(importMap[1]);
    for (const entry of inventory.scripts) {
      if (integrity[entry.url] !== entry.integrity) problems.push(`import map: ${entry.url} missing or wrong`);
    }
  }
  for (const entry of inventory.thirdParty) if (!entry.why || !entry.origin) problems.push(`${entry.url}: incomplete`);
  return problems;
}
