// `npm run check`: what `npm run typecheck` and `npm run lint` check, in one process that builds the
// TypeScript program once. tsc's diagnostics come from it, and ESLint's type-aware rules get it too
// (typescript-eslint's `programs`) instead of building and type-checking the same program again through
// the project service: 114 → 74 CPU-s for the two (npm test runs this; the two scripts stay for a quick
// look at one of them). Then `prettier --check .`, as `npm run lint` ends. Exit 1 when any of them fails.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative } from 'node:path';

import { ESLint } from 'eslint';
import ts from 'typescript';

const root = process.cwd();
let failed = false;

// tsc -p tsconfig.json (noEmit): the config's own errors, then every file's.
const parsed = ts.getParsedCommandLineOfConfigFile(
  'tsconfig.json',
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
);
if (!parsed) throw new Error('tsconfig.json cannot be read');
const program = ts.createProgram({
  rootNames: parsed.fileNames,
  options: parsed.options,
  configFileParsingDiagnostics: parsed.errors,
});
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length > 0) {
  failed = true;
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  console.log(`typecheck: ${diagnostics.length} error(s)`);
} else console.log('typecheck: no errors');

// eslint . --max-warnings 0, the program's files type-checked with the program above.
const eslint = new ESLint({
  overrideConfig: [
    {
      files: parsed.fileNames.map((file) => relative(root, file)),
      languageOptions: { parserOptions: { projectService: false, programs: [program] } },
    },
  ],
});
const results = await eslint.lintFiles(['.']);
const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
if (problems > 0) {
  failed = true;
  console.log((await eslint.loadFormatter('stylish')).format(results));
} else console.log(`eslint: ${results.length} files, no problems`);

// prettier --check . through its CLI, which expands the tree and reads .prettierignore as npm run lint's does.
const prettier = createRequire(import.meta.url).resolve('prettier/bin/prettier.cjs');
try {
  execFileSync(process.execPath, [prettier, '--check', '.'], { stdio: 'inherit' });
} catch {
  failed = true;
}
process.exit(failed ? 1 : 0);
