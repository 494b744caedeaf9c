// `npm test` fails when a catalogue is stale against the code (Lingui's extract changed it) or a
// language lacks a translation (Lingui's compile in strict mode). Extract writes the catalogues in
// place, so after a failure they are up to date: translate what is new, review and commit.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';

const locales = new URL('../src/locales/', import.meta.url);
const catalogues = () =>
  readdirSync(locales)
    .filter((locale) => locale !== 'pseudo')
    .map((locale) => [locale, readFileSync(new URL(`${locale}/messages.po`, locales), 'utf8')]);

const lingui = (...args) => execFileSync('npx', ['--no-install', 'lingui', ...args], { stdio: 'inherit' });
const before = new Map(catalogues());
lingui('extract', '--clean');
execFileSync('node', ['scripts/pseudo-locale.mjs'], { stdio: 'inherit' });
const stale = catalogues()
  .filter(([locale, text]) => before.get(locale) !== text)
  .map(([locale]) => locale);
let failed = false;
if (stale.length) {
  console.error(
    `Catalogues were stale against the code: ${stale.join(', ')} (now updated; translate, review, commit).`,
  );
  failed = true;
}
try {
  lingui('compile', '--strict');
} catch {
  console.error('A language lacks translations (above): add them to its messages.po.');
  failed = true;
}
// compile's output is not used (@lingui/vite-plugin compiles on import); the check leaves no files behind.
for (const locale of readdirSync(locales)) rmSync(new URL(`${locale}/messages.js`, locales), { force: true });
process.exit(failed ? 1 : 0);
