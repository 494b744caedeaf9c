import { i18n, type MessageDescriptor } from '@lingui/core';

import type { MoneyValue } from '@machines/rules/money';

import { loadMessages } from './catalogues';

export { i18n };

/**
 * The Intl locale of a language: amounts are always USD and the audience is in the United States,
 * so 'es' formats as es-US ('$1,234.50', '14/09/2026'), 'en' as en-US (spec section 9).
 */
export function intlLocale(locale = i18n.locale): string {
  return locale === 'pseudo' ? 'en-US' : `${locale}-US`;
}

/** Loads a language's catalogue and makes it the page's: translations, Intl, `<html lang>`. */
export async function activateLanguage(locale: string): Promise<void> {
  const messages = await loadMessages(locale);
  i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages });
  document.documentElement.lang = langTag(locale);
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
