// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// The statechart (elkjs, issue 56) in the builds' checks: check-prod-build's markers name what the chart's
// code really holds, so a leak into dist/ fails `npm run build`; check-support-build lets the console
// hold it only in a chunk its entry does not load statically (fixtures of a built site below).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

import { chartCopy } from '@/screens/support/copy';

interface Marker {
  kind: string;
  name: string;
  pattern: RegExp;
}
// Plain Node ESM outside tsconfig, so imported by path (as tests/unit/build/inventory.test.ts does).
const load = async <T>(path: string) => (await import(pathToFileURL(resolve(path)).href)) as T;
const { MARKERS, findMarkers } = await load<{
  MARKERS: Marker[];
  findMarkers: (dir: string, markers: Marker[]) => string[];
}>('scripts/check/check-prod-build.mjs');
const { CHART_MARKERS, chartOutsideEntry } = await load<{
  CHART_MARKERS: Marker[];
  chartOutsideEntry: (dist: string) => { problems: string[]; entry: string[]; lazy: string[] };
}>('scripts/check/check-support-build.mjs');

const chartMarkers = MARKERS.filter((m) => m.kind === 'chart' || m.kind === 'chart words');
/** What the chart's lazy chunk holds, as built: elkjs's option ids and the layout's own options. */
const CHART_CODE = `var o="org.eclipse.elk.layered.spacing";const l={"elk.hierarchyHandling":"INCLUDE_CHILDREN"};export{o,l};`;

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** A built site: index.html and assets/, each file's text. */
function site(files: Record<string, string>): string {
  dist = mkdtempSync(join(tmpdir(), 'chart-build-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  return dist;
}
const page = (head: string) => `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`;
const ENTRY_TAG = '<script type="module" crossorigin src="/assets/support-a1.js" integrity="sha384-x"></script>';
/** The console as built: its entry imports a shared chunk and the chart only through import(). */
const CONSOLE = {
  'index.html': page(ENTRY_TAG),
  'assets/support-a1.js': `import{a as e}from"./shared-b2.js";const c=()=>__vitePreload(()=>import("./ChartViewer-c3.js"),["assets/ChartViewer-c3.js"]);`,
  'assets/shared-b2.js': 'export const a=1;',
  'assets/ChartViewer-c3.js': `import{a}from"./shared-b2.js";${CHART_CODE}`,
};

describe("the chart's markers", () => {
  it("match elkjs's code, the layout's options and the chart's words as they are in the sources", () => {
    const elkjs = readFileSync(createRequire(import.meta.url).resolve('elkjs/lib/elk.bundled.js'), 'utf8');
    const layout = readFileSync('src/observability/chart/layout.ts', 'utf8');
    const [elk, options, words] = chartMarkers;
    expect(elk!.pattern.test(elkjs)).toBe(true);
    expect(options!.pattern.test(layout)).toBe(true);
    expect(words!.pattern.test(chartCopy.chartOf('payment'))).toBe(true);
    expect(CHART_MARKERS.map((m) => m.name)).toEqual([elk!.name, options!.name]);
  });

  it('fail the production build on any of them, in any file', () => {
    const dir = site({
      'index.html': page(ENTRY_TAG),
      'assets/Route-d4.js': CHART_CODE,
      'assets/x.js': 'Statechart of ',
    });
    expect(findMarkers(dir, MARKERS)).toEqual([
      expect.stringContaining('assets/Route-d4.js: elkjs'),
      expect.stringContaining("assets/Route-d4.js: the chart's layout"),
      expect.stringContaining("assets/x.js: the chart's words"),
    ]);
  });
});

describe("the support console's chart", () => {
  it("passes in a chunk only import() loads; the entry is the page's script and its static imports", () => {
    const { problems, entry, lazy } = chartOutsideEntry(site(CONSOLE));
    expect(problems).toEqual([]);
    expect(entry).toEqual(['assets/support-a1.js', 'assets/shared-b2.js']);
    expect(lazy).toEqual(['assets/ChartViewer-c3.js']);
  });

  it('fails when the entry imports it statically, however deep', () => {
    const { problems } = chartOutsideEntry(
      site({ ...CONSOLE, 'assets/shared-b2.js': `export*from"./deep-e5.js";`, 'assets/deep-e5.js': CHART_CODE }),
    );
    expect(problems).toEqual([
      expect.stringContaining('assets/deep-e5.js: elkjs (the statechart layout) loads with the first screen'),
      expect.stringContaining("assets/deep-e5.js: the chart's layout"),
    ]);
  });

  it('fails when the page preloads it or an inline module imports it', () => {
    const preload = '<link rel="modulepreload" crossorigin href="/assets/ChartViewer-c3.js">';
    expect(chartOutsideEntry(site({ ...CONSOLE, 'index.html': page(ENTRY_TAG + preload) })).problems).toEqual([
      expect.stringContaining('assets/ChartViewer-c3.js: elkjs'),
      expect.stringContaining('assets/ChartViewer-c3.js: the chart'),
      expect.stringContaining('elkjs (the statechart layout): in no lazy chunk'),
      expect.stringContaining("the chart's layout (src/observability/chart/layout.ts): in no lazy chunk"),
    ]);
    rmSync(dist, { recursive: true, force: true });
    const inline = `<script type="module">import"/assets/ChartViewer-c3.js";</script>`;
    expect(chartOutsideEntry(site({ ...CONSOLE, 'index.html': page(inline + ENTRY_TAG) })).problems).toContainEqual(
      expect.stringContaining('assets/ChartViewer-c3.js: elkjs'),
    );
  });

  it('fails when no chunk holds it (a stale marker would otherwise pass blind)', () => {
    const { problems } = chartOutsideEntry(site({ ...CONSOLE, 'assets/ChartViewer-c3.js': 'export{};' }));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('in no lazy chunk');
  });
});
