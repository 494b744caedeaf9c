import { i18n, type MessageDescriptor } from '@lingui/core';

import type { MoneyValue } from '@machines/rules/money';

import { type CataloguePart, loadMessages } from './catalogues';

export { i18n };

/**
 * The Intl locale of a language: amounts are always USD and the audience is in the United States,
 * so 'es' formats as es-US ('$1,234.50', '14/09/2026'), 'en' as en-US (spec section 9).
 */
export function intlLocale(locale = i18n.locale): string {
  return locale === 'pseudo' ? 'en-US' : `${locale}-US`;
}

/** The parts of the catalogue this page has needed so far; a new language loads all of them. */
const parts = new Set<CataloguePart>(['messages']);
/** The parts loaded into the page's language. */
let loadedParts = new Set<CataloguePart>();
let firstLanguage: () => void;
const languageReady = new Promise<void>((resolve) => (firstLanguage = resolve));

/** Loads a language's catalogue and makes it the page's: translations, Intl, `<html lang>`. */
export async function activateLanguage(locale: string): Promise<void> {
  const needed = [...parts];
  const messages = await loadMessages(locale, needed);
  i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages });
  loadedParts = new Set(needed);
  document.documentElement.lang = langTag(locale);
  firstLanguage();
  await loadMissingParts(); // a part asked for while this language loaded
}

async function loadMissingParts(): Promise<void> {
  const locale = i18n.locale;
  const missing = [...parts].filter((part) => !loadedParts.has(part));
  if (!missing.length) return;
  missing.forEach((part) => loadedParts.add(part));
  i18n.load(locale, await loadMessages(locale, missing));
}

const partLoads = new Map<CataloguePart, Promise<void>>();
/** A code loader that also loads a part of the catalogue, so the code it loads draws in words. */
export function withWords<T>(part: CataloguePart, load: () => Promise<T>): () => Promise<T> {
  return () => {
    parts.add(part);
    let words = partLoads.get(part);
    // Once a language is active (main.tsx activates one before the first render; tests set one up).
    if (!words) partLoads.set(part, (words = (i18n.locale ? Promise.resolve() : languageReady).then(loadMissingParts)));
    return Promise.all([load(), words]).then(([module]) => module);
  };
}

/** The `lang` attribute of a language's text (the pseudo-locale is accented English: en-XA). */
export function langTag(locale: string): string {
  return locale === 'pseudo' ? 'en-XA' : locale;
}

/** A message of the portal in the page's language. */
export function translate(descriptor: MessageDescriptor): string {
  return i18n._(withMoney(descriptor));
}

/** The descriptor with its money values written as USD for the language (the page's unless told). */
export function withMoney(descriptor: MessageDescriptor, locale = i18n.locale): MessageDescriptor {
  if (!descriptor.values) return descriptor;
  const values = Object.fromEntries(
    Object.entries(descriptor.values).map(([name, value]) => [
      name,
      isMoney(value) ? formatMoney(value.money, locale) : value,
    ]),
  );
  return { ...descriptor, values };
}

function isMoney(value: unknown): value is MoneyValue {
  return typeof value === 'object' && value !== null && typeof (value as MoneyValue).money === 'number';
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
/** 1234.5 → '$1,234.50' in the page's language (made on first use: Intl loads locale data). */
export function formatMoney(amount: number, language = i18n.locale): string {
  const locale = intlLocale(language);
  let format = moneyFormats.get(locale);
  if (!format)
    moneyFormats.set(locale, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })));
  return format.format(amount);
}
