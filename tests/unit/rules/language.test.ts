// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { chooseLocale, supportedLocale } from '@machines/session/rules/language';

const languages = ['en', 'es'];
const choose = (linkLanguage: string | null, storedLanguage: string | null, browserLanguages: string[]) =>
  chooseLocale({ linkLanguage, storedLanguage, browserLanguages, languages });

describe('the language a page opens in', () => {
  it('follows a link’s ?lang above the remembered choice and the browser', () => {
    expect(choose('es', 'en', ['en-US'])).toBe('es');
    expect(choose('en', 'es', ['es-MX'])).toBe('en');
  });
  it('follows the choice remembered on this device above the browser', () => {
    expect(choose(null, 'es', ['en-US'])).toBe('es');
  });
  it('follows the first browser language the portal speaks (a Spanish one → Spanish)', () => {
    expect(choose(null, null, ['es-MX', 'en-US'])).toBe('es');
    expect(choose(null, null, ['fr-CA', 'es-US', 'en'])).toBe('es');
  });
  it('ignores languages without a catalogue and falls back to English', () => {
    expect(choose('fr', 'de', ['zh-CN'])).toBe('en');
    expect(choose(null, null, [])).toBe('en');
  });
  it('reads language tags whatever their case or region', () => {
    expect(supportedLocale(' ES-us ', languages)).toBe('es');
    expect(supportedLocale('english', languages)).toBeNull();
  });
});
