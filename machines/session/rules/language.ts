// Which language the portal speaks (issue 16): a link's ?lang wins, then the choice remembered on
// this device, then the browser's languages, then English. Pure, so every order is tested.

/** The portal's own language: the spec's English. */
export const SOURCE_LOCALE = 'en';

/**
 * The language of text the server wrote and the portal shows as delivered (a refusal): the API's,
 * English, as spec section 8 writes its messages. A provider's own texts on the bill carry the language its content file gives instead
 * (machines/provider/rules/providerContent.ts).
 */
export const DELIVERED_LANGUAGE = SOURCE_LOCALE;

export interface LocaleSources {
  /** `lang` of the address's query (`?lang=es`), if any. */
  linkLanguage: string | null;
  /** What this device remembers from an earlier choice. */
  storedLanguage: string | null;
  /** navigator.languages, most preferred first ('es-MX', 'en-US'). */
  browserLanguages: readonly string[];
  /** The languages that have a catalogue. */
  languages: readonly string[];
}

/** 'es-MX' → 'es' when 'es' is one of `languages`; unknown tags → null. */
export function supportedLocale(tag: string | null | undefined, languages: readonly string[]): string | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase();
  return (
    languages.find((locale) => locale === lower) ?? languages.find((locale) => lower.split('-')[0] === locale) ?? null
  );
}

export function chooseLocale({ linkLanguage, storedLanguage, browserLanguages, languages }: LocaleSources): string {
  return (
    supportedLocale(linkLanguage, languages) ??
    supportedLocale(storedLanguage, languages) ??
    browserLanguages.map((tag) => supportedLocale(tag, languages)).find(Boolean) ??
    SOURCE_LOCALE
  );
}
