// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// The page's entry inline in index.html (scripts/build/vite-inline-entry.ts, issue 34), on a bundle small
// enough to read: the entry's code runs with its runtime folded in and puts its exports on the
// global, the chunks that imported them read them there, its import() addresses are absolute (an
// inline module resolves against the page's address), and what it cannot carry fails the build.
import { runInNewContext } from 'node:vm';

import type { Plugin, Rollup } from 'vite';
import { beforeEach, describe, expect, it } from 'vitest';

import { ENTRY_EXPORTS, inlineEntry } from '@scripts/build/vite-inline-entry.ts';

const chunk = (fileName: string, code: string, imports: string[] = [], moduleIds: string[] = []) =>
  ({ type: 'chunk', fileName, code, imports, moduleIds, dynamicImports: [] }) as unknown as Rollup.OutputChunk;

const HTML =
  '<html><head><script type="module" crossorigin src="/assets/rt-1.js"></script>' +
  '<script type="module" crossorigin src="/assets/start-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

function bundleWith(entryCode: string, otherCode = 'import{b as x}from"./start-1.js";export const got=x();') {
  return {
    'index.html': { type: 'asset', fileName: 'index.html', source: HTML },
    'assets/rt-1.js': chunk('assets/rt-1.js', 'var e=(t)=>t*2;export{e as t};'),
    'assets/start-1.js': chunk('assets/start-1.js', entryCode, ['assets/rt-1.js'], ['/app/src/main.tsx']),
    'assets/other-1.js': chunk('assets/other-1.js', otherCode, ['assets/start-1.js']),
    'assets/third-1.js': chunk('assets/third-1.js', 'import{t as y}from"./rt-1.js";export const twice=y(4);', [
      'assets/rt-1.js',
    ]),
  } as unknown as Rollup.OutputBundle;
}

function inline(bundle: Rollup.OutputBundle): void {
  const plugin = inlineEntry('src/main.tsx') as Plugin & {
    configResolved: (config: { base: string }) => void;
    generateBundle: { handler: (options: unknown, bundle: Rollup.OutputBundle) => void };
  };
  plugin.configResolved({ base: '/' });
  plugin.generateBundle.handler({}, bundle);
}

const source = (bundle: Rollup.OutputBundle, file: string) => {
  const output = bundle[file]!;
  return output.type === 'chunk' ? output.code : String(output.source);
};
const inlineScript = (bundle: Rollup.OutputBundle) =>
  /<script type="module" async>([\s\S]*)<\/script>/.exec(source(bundle, 'index.html'))?.[1] ?? '';
// Both pieces are plain script code once transformed (no import or export statement is left), run
// here in a page of their own (the entry's global cannot be taken back once defined); the importing
// chunk puts what it read on that page.
let page: Record<string, unknown> = {};
const run = (code: string): void => {
  runInNewContext(`'use strict';${code.replace('export const got=', 'globalThis.got=')}`, page);
};

beforeEach(() => {
  page = {};
});

describe('the entry inline in index.html', () => {
  const ENTRY =
    'import{t as d}from"./rt-1.js";var q=d(21);function b(){return q}const later=()=>import(`./app-1.js`);export{b,later as l};';

  it('leaves the bundle with the runtime it imports, and their script tags, for an inline module at the end of the body', () => {
    const bundle = bundleWith(ENTRY);
    inline(bundle);
    expect(Object.keys(bundle).sort()).toEqual(['assets/other-1.js', 'assets/third-1.js', 'index.html']);
    const html = source(bundle, 'index.html');
    expect(html).not.toMatch(/start-1|rt-1/);
    expect(html.indexOf('<script type="module" async>')).toBeGreaterThan(html.indexOf('id="root"'));
  });

  it('runs with its runtime folded in, and the importing chunks read its exports from the global', () => {
    const bundle = bundleWith(ENTRY);
    inline(bundle);
    run(inlineScript(bundle));
    const other = source(bundle, 'assets/other-1.js');
    expect(other).not.toContain('start-1.js');
    run(other);
    expect(page.got).toBe(42);
    expect((bundle['assets/other-1.js'] as Rollup.OutputChunk).imports).toEqual([]);
    // The runtime too, one copy for every chunk.
    run(source(bundle, 'assets/third-1.js').replace('export const twice=', 'globalThis.got='));
    expect(page.got).toBe(8);
    // Read-only: nothing else on the page can swap what the chunks import.
    expect(() => run(`globalThis.${ENTRY_EXPORTS}={}`)).toThrow(/read only/); // a TypeError of the page's own realm
  });

  it("writes its import() addresses out from the site's root, not relative to the page's address", () => {
    const bundle = bundleWith(ENTRY);
    inline(bundle);
    expect(inlineScript(bundle)).toContain('import("/assets/app-1.js")');
  });

  it("escapes '</script' in its code so the page's parser does not end the script there", () => {
    const bundle = bundleWith('const s=`</script>`;export{s as b};');
    inline(bundle);
    expect(inlineScript(bundle)).toContain('`<\\/script>`');
    run(inlineScript(bundle));
    run(source(bundle, 'assets/other-1.js').replace('x()', 'x'));
    expect(page.got).toBe('</script>');
  });

  it('fails the build for an export the entry reassigns later, which its importers would miss', () => {
    const bundle = bundleWith('let b=1;setTimeout(()=>{b=2});export{b};');
    expect(() => inline(bundle)).toThrow(/reassigns its export b/);
  });

  it('fails the build when a chunk re-exports from the entry', () => {
    const bundle = bundleWith(ENTRY, 'export{b}from"./start-1.js";');
    expect(() => inline(bundle)).toThrow(/re-exports from the entry/);
  });
});
