// `npm test` fails when a catalogue is stale against the code (Lingui's extract would change it) or a
// language lacks a translation (Lingui's compile in strict mode). Both run on copies in a temporary
// folder, so the check never writes src/locales while a build reads it (npm test runs lanes side by
// side); `npm run i18n:extract` brings the real catalogues up to date.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const locales = join(root, 'src/locales');
const languages = readdirSync(locales).filter((locale) => locale !== 'pseudo');
const work = mkdtempSync(join(tmpdir(), 'catalogues-'));
for (const locale of languages) cpSync(join(locales, locale), join(work, locale), { recursive: true });
// The project's config, with the catalogues in the copy and without the generated pseudo-locale.
writeFileSync(
  join(work, 'lingui.config.mjs'),
  `import config from ${JSON.stringify(join(root, 'lingui.config.ts'))};\n` +
    `export default { ...config, rootDir: ${JSON.stringify(root)}, locales: ${JSON.stringify(languages)},\n` +
    `  catalogs: config.catalogs.map((c) => ({ ...c, path: c.path.replace('<rootDir>/src/locales', ${JSON.stringify(work)}) })) };\n`,
);
const lingui = (...args) =>
  execFileSync('npx', ['--no-install', 'lingui', ...args, '--config', join(work, 'lingui.config.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });

let failed = false;
try {
  lingui('extract', '--clean');
  // Every part of every language's catalogue (messages, account, help, session).
  const stale = languages.filter((locale) =>
    readdirSync(join(work, locale)).some(
      (part) => readFileSync(join(work, locale, part), 'utf8') !== readFileSync(join(locales, locale, part), 'utf8'),
    ),
  );
  if (stale.length) {
    console.error(
      `Catalogues stale against the code: ${stale.join(', ')}. Run 'npm run i18n:extract', translate, commit.`,
    );
    failed = true;
  }
  try {
    lingui('compile', '--strict');
  } catch {
    console.error('A language lacks translations (above): add them to its src/locales/{locale}/*.po.');
    failed = true;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
