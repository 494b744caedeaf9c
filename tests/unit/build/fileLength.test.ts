// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// No source, test or script file is over 300 lines (issue 23): a longer file is split by what its
// parts do (a machine's actions beside it, a browser test file per step or call family).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

// The script itself (scripts/ has no path alias, so imported by path, as inventory.test.ts does).
const { root } = (await import(
  pathToFileURL(resolve('scripts/check/importGraph.ts')).href
)) as typeof import('../../../scripts/check/importGraph');

const MAX_LINES = 300;
const FOLDERS = ['machines', 'src', 'tests', 'scripts', 'demo-public', 'trace-store'];
const CODE = /\.(ts|tsx|mts|js|mjs|cjs)$/;

const lines = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

function codeFiles(): string[] {
  const top = readdirSync(root).filter((name) => CODE.test(name));
  const nested = FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => CODE.test(name) && !name.split(sep).includes('node_modules'))
      .map((name) => join(folder, name)),
  );
  return [...top, ...nested];
}

describe('file length', () => {
  it(`keeps every source, test and script file at ${MAX_LINES} lines or fewer`, () => {
    const files = codeFiles();
    expect(files.length).toBeGreaterThan(400);
    const long = files
      .map((file) => `${file}: ${lines(readFileSync(join(root, file), 'utf8'))} lines`)
      .filter((entry) => Number(/: (\d+) lines$/.exec(entry)![1]) > MAX_LINES);
    expect(long).toEqual([]);
  });
});
