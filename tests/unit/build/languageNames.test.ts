// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import OWN_NAMES from 'virtual:language-names';
import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '@/i18n/catalogues';

// The language switch's names are made at build time (scripts/build/vite-language-names.mjs): one for each
// language with a catalogue, each in its own words, as Intl.DisplayNames names it.
describe('the languages named in their own words', () => {
  it('names every language of src/locales, and only those', () => {
    expect(Object.keys(OWN_NAMES).sort()).toEqual([...LANGUAGES].sort());
    expect(OWN_NAMES).toMatchObject({ en: 'English', es: 'Español' });
  });

  it("is Intl's own name of each language, capitalised", () => {
    for (const locale of LANGUAGES) {
      const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale)!;
      expect(OWN_NAMES[locale]).toBe(name.charAt(0).toLocaleUpperCase(locale) + name.slice(1));
    }
  });
});
