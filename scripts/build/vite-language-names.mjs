// `virtual:language-names`: each language of src/locales named in its own words ('English',
// 'Español'), made by Intl.DisplayNames here, at build time. In the page, the first
// Intl.DisplayNames of each locale loads that locale's display data: ~85 ms of the first render for
// two languages at Lighthouse's 4× CPU slowdown, for words that never change. A new language folder
// is named by itself.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ID = 'virtual:language-names';
const LOCALES = fileURLToPath(new URL('../../src/locales/', import.meta.url));

/** 'español' → 'Español': as a guarantor looks for their language. */
function ownName(locale) {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** @returns {import('vite').Plugin} */
export function languageNames() {
  return {
    name: 'local:language-names',
    resolveId: (source) => (source === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const locales = readdirSync(LOCALES, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'pseudo')
        .map((entry) => entry.name);
      return `export default ${JSON.stringify(Object.fromEntries(locales.map((l) => [l, ownName(l)])))};`;
    },
  };
}
