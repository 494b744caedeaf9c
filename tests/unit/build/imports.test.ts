// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// Imports run one way (issue 23): no file of machines/ or src/ imports itself back through others,
// `import type` included, and the flows of machines/ depend on each other without a circle.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

// The script itself (scripts/ has no path alias, so imported by path, as inventory.test.ts does).
const { circles, flowGraph, importGraph } = (await import(
  pathToFileURL(resolve('scripts/check/importGraph.ts')).href
)) as typeof import('../../../scripts/check/importGraph');

const graph = importGraph();

describe('the import graph of machines/ and src/', () => {
  it('finds the circle it must refuse', () => {
    const knot = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
    ]);
    expect(circles(knot)).toEqual(['a.ts → b.ts → c.ts → a.ts']);
    expect(circles(new Map([['a.ts', ['a.ts']]]))).toEqual(['a.ts → a.ts']);
  });

  it('reads every import, type-only ones too', () => {
    expect(graph.get('machines/bill/guarantorView.machine.ts')).toContain('machines/payment/confirmation.machine.ts');
    expect(graph.get('src/api/types.ts')).toContain('machines/types.ts');
  });

  it('has no circle of files', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('has no circle of flows: machines/<flow>/ folders depend on each other one way', () => {
    expect(circles(flowGraph(graph))).toEqual([]);
  });
});

describe('scripts/ and the build config (issue 49)', () => {
  it('no file of scripts/ imports vite.config.ts: what both need lives below both (scripts/build/portal-build.ts)', () => {
    const files = readdirSync('scripts', { recursive: true, encoding: 'utf8' }).filter((f) => /\.(m?ts|mjs)$/.test(f));
    const importing = files.filter((file) =>
      /(from|import\()\s*['"][^'"]*vite\.config(\.ts)?['"]/.test(readFileSync(join('scripts', file), 'utf8')),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(importing).toEqual([]);
  });
});
