// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// Every command names files that exist (issue 49: scripts/ moved into folders by purpose, and each
// package.json command kept its name): a file moved without its command fails here, not in CI's lane.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
/** The repository paths under scripts/ a text names. */
const scriptPaths = (text: string) => [...text.matchAll(/\bscripts\/[\w./-]+\.(?:mjs|ts|sh)\b/g)].map((m) => m[0]);

describe('package.json commands and the READMEs', () => {
  it('every scripts/ file a command runs exists', () => {
    const named = Object.values(scripts).flatMap(scriptPaths);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((path) => !existsSync(path))).toEqual([]);
  });

  it('every command the README runs is in package.json, and every scripts/ file it names exists', () => {
    const readme = readFileSync('README.md', 'utf8');
    const commands = [...readme.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    expect(commands.filter((name) => !(name in scripts))).toEqual([]);
    expect(scriptPaths(readme).filter((path) => !existsSync(path))).toEqual([]);
  });

  it('the README lists every command of package.json', () => {
    const readme = readFileSync('README.md', 'utf8');
    const missing = Object.keys(scripts).filter(
      (name) =>
        !readme.includes(`npm run ${name}`) && !readme.includes(`\`${name}\``) && !readme.includes(`npm ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("every file of the repository a script loads through Vite's module runner exists (a path from the root)", () => {
    const files = readdirSync('scripts', { recursive: true, encoding: 'utf8' }).filter((f) => /\.(m?ts|mjs)$/.test(f));
    const loaded = files.flatMap((file) =>
      [...readFileSync(join('scripts', file), 'utf8').matchAll(/runnerImport\(\s*['"`](\/[^'"`$]+)['"`]/g)].map(
        (m) => m[1]!,
      ),
    );
    expect(loaded.length).toBeGreaterThan(2);
    expect(loaded.filter((path) => !existsSync(`.${path}`))).toEqual([]);
  });
});
