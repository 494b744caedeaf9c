// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// The production build's Subresource Integrity and script inventory (scripts/build/vite-sri.mjs), checked
// on a real build into a temporary folder: every emitted script and stylesheet is listed with the
// sha384 of its bytes, the entry and the stylesheet inline in index.html have their sha256 listed and
// in the CSP, and a changed byte is caught.
import { createHash } from 'node:crypto';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The production check itself (plain Node ESM outside tsconfig, so imported by path).
const { checkInventory } = (await import(pathToFileURL(resolve('scripts/check/check-inventory.mjs')).href)) as {
  checkInventory: (dist: string) => string[];
};
const sri = (content: string | Buffer, algorithm = 'sha384') =>
  `${algorithm}-${createHash(algorithm).update(content).digest('base64')}`;

interface Entry {
  url: string;
  integrity: string | null;
  origin: string;
  why: string;
  kind?: string;
}
interface Inventory {
  inlineScriptHashes: string[];
  inlineStyleHashes: string[];
  inlineStyles: { hash: string; why: string }[];
  scripts: Entry[];
  stylesheets: Entry[];
  thirdParty: Entry[];
}

let dist = '';
const read = (path: string) => readFileSync(join(dist, path));
const inventory = () => JSON.parse(read('script-inventory.json').toString()) as Inventory;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sri-build-'));
  await build({ mode: 'production', logLevel: 'silent', build: { outDir: dist, emptyOutDir: true } });
}, 60_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('production build integrity', () => {
  it('lists every emitted script and stylesheet with the sha384 of its bytes', () => {
    const emitted = readdirSync(join(dist, 'assets')).filter((name) => /\.(js|css)$/.test(name));
    const { scripts, stylesheets } = inventory();
    expect([...scripts, ...stylesheets].map((e) => e.url).sort()).toEqual(emitted.map((n) => `/assets/${n}`).sort());
    for (const entry of [...scripts, ...stylesheets]) {
      expect(entry.integrity).toBe(sri(read(entry.url)));
      expect(entry.origin).toBe('self');
      expect(entry.why).not.toBe('');
    }
    expect(scripts.filter((e) => e.kind === 'lazy chunk').length).toBeGreaterThan(3);
  });

  it('puts integrity on every tag in index.html and every chunk in the import map', () => {
    const html = read('index.html').toString();
    const tags = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/assets\/[^"]+"[^>]*>/g)].map((m) => m[0]);
    expect(tags.length).toBeGreaterThan(0); // the app's preload (the entry, with the bundler's runtime, is inline)
    for (const tag of tags) expect(tag).toMatch(/ integrity="sha384-[A-Za-z0-9+/=]{64}"/);
    const map = /<script type="importmap">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(inventory().inlineScriptHashes[0]).toBe(sri(map, 'sha256'));
    const { integrity } = JSON.parse(map) as { integrity: Record<string, string> };
    for (const script of inventory().scripts) expect(integrity[script.url]).toBe(script.integrity);
    // Before any module script: an import map after one is ignored.
    expect(html.indexOf('type="importmap"')).toBeLessThan(html.indexOf('type="module"'));
  });

  // Issue 34: the first calls leave as soon as the page has arrived (scripts/build/vite-inline-entry.ts).
  it("puts the page's entry in index.html, hashed in the inventory and the CSP, as no file of its own", () => {
    const html = read('index.html').toString();
    const entries = [...html.matchAll(/<script type="module" async>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toContain('/api/GetProvider');
    // After the first paint's markup, and the import map before it.
    expect(html.indexOf('<script type="module" async>')).toBeGreaterThan(html.indexOf('id="root"'));
    expect(html.indexOf('type="importmap"')).toBeLessThan(html.indexOf('<script type="module" async>'));
    const hash = sri(entries[0]!, 'sha256');
    expect(inventory().inlineScriptHashes).toEqual([expect.any(String), hash]);
    const csp = /Content-Security-Policy: (.*)/.exec(read('_headers').toString())?.[1] ?? '';
    expect(/script-src [^;]*/.exec(csp)?.[0]).toContain(`'${hash}'`);
    // The other chunks read its exports from the page, never from a file of its own.
    const chunks = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
    expect(chunks.filter((name) => name.startsWith('start-'))).toEqual([]);
    const importers = chunks.filter((name) => read(`/assets/${name}`).toString().includes('globalThis.__portalEntry'));
    expect(importers.length).toBeGreaterThan(3);
  });

  it("puts the stylesheet in index.html as two <style>s, the first paint's rules in the head and the rest after the entry, whose sha256 the inventory and the CSP list", () => {
    const html = read('index.html').toString();
    expect(html).not.toContain('rel="stylesheet"');
    expect(readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.css'))).toEqual([]);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(2);
    const [firstPaint, rest] = styles as [string, string];
    // The first paint's rules (the shell in #root and its spinner) in the head; the rest at the end
    // of the body, after the page's entry, so neither the first paint nor the entry waits for them.
    expect(firstPaint).toContain('.site-header');
    expect(firstPaint).toContain('.spinner');
    expect(firstPaint).not.toContain('.logo');
    expect(html.indexOf(firstPaint)).toBeLessThan(html.indexOf('</head>'));
    expect(rest).toContain('.logo');
    expect(html.indexOf(rest)).toBeGreaterThan(html.indexOf('<script type="module"'));
    expect(html.indexOf(rest)).toBeLessThan(html.indexOf('</body>'));
    expect(html).not.toContain('first-paint-end');
    const hashes = styles.map((text) => sri(text, 'sha256'));
    expect(inventory().inlineStyleHashes).toEqual(hashes);
    expect(inventory().inlineStyles.map((entry) => entry.hash)).toEqual(hashes);
    expect(inventory().inlineStyles[0]?.why).toContain('first paint');
    const csp = /Content-Security-Policy: (.*)/.exec(read('_headers').toString())?.[1] ?? '';
    expect(csp).toContain(`style-src 'self' ${hashes.map((hash) => `'${hash}'`).join(' ')};`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it("names Square's SDK scripts as third-party scripts without integrity", () => {
    expect(inventory().thirdParty.map((e) => e.origin)).toEqual([
      'https://web.squarecdn.com',
      'https://sandbox.web.squarecdn.com',
    ]);
  });

  it('passes the production check, and fails it when one byte of a chunk changes', () => {
    expect(checkInventory(dist)).toEqual([]);
    const lazy = inventory().scripts.find((e) => e.kind === 'lazy chunk')!;
    appendFileSync(join(dist, lazy.url), ';');
    expect(checkInventory(dist)).toEqual([expect.stringContaining(`${lazy.url}: inventory says`)]);
  });

  it('fails the production check when the inline stylesheet changes', () => {
    const html = read('index.html').toString();
    writeFileSync(join(dist, 'index.html'), html.replace('<style>', '<style>body{color:red}'));
    expect(checkInventory(dist)).toEqual(
      expect.arrayContaining([
        'index.html: inline style not inventoried',
        expect.stringContaining('not in index.html'),
      ]),
    );
    writeFileSync(join(dist, 'index.html'), html);
  });
});
