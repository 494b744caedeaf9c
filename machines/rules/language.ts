// Which language the portal speaks (issue 16): a link's ?lang wins, then the choice remembered on
// this device, then the browser's languages, then English. Pure, so every order is tested.

/** The portal's own language: the spec's English. */
export const SOURCE_LOCALE = 'en';

interface LocaleSources {
  /** `lang` of the address's query (`?lang=es`), if any. */
  query: string | null;
  /** What this device remembers from an earlier choice. */
  stored: string | null;
  /** navigator.languages, most preferred first ('es-MX', 'en-US'). */
  browser: readonly string[];
  /** The languages that have a catalogue. */
  supported: readonly string[];
}

/** 'es-MX' → 'es' when 'es' is supported; unknown tags → null. */
export function supportedLocale(tag: string | null | undefined, supported: readonly string[]): string | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase();
  return (
    supported.find((locale) => locale === lower) ?? supported.find((locale) => lower.split('-')[0] === locale) ?? null
  );
}

export function chooseLocale({ query, stored, browser, supported }: LocaleSources): string {
  return (
    supportedLocale(query, supported) ??
    supportedLocale(stored, supported) ??
    browser.map((tag) => supportedLocale(tag, supported)).find(Boolean) ??
    SOURCE_LOCALE
  );
}
