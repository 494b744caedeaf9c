import { type MessageDescriptor, setupI18n } from '@lingui/core';

import { translateCopy, type Translated } from '@/i18n/copy';
import { i18n, withMoney } from '@/i18n/i18n';
import { messages as enAccount } from '@/locales/en/account.po';
import { messages as enHelp } from '@/locales/en/help.po';
import { messages as en } from '@/locales/en/messages.po';
import { messages as enSession } from '@/locales/en/session.po';
import { messages as esAccount } from '@/locales/es/account.po';
import { messages as esHelp } from '@/locales/es/help.po';
import { messages as es } from '@/locales/es/messages.po';
import { messages as esSession } from '@/locales/es/session.po';

const catalogues = {
  en: { ...en, ...enAccount, ...enHelp, ...enSession },
  es: { ...es, ...esAccount, ...esHelp, ...esSession },
};
export type TestLanguage = keyof typeof catalogues;

/**
 * A copy module (or one message) in a language, as the guarantor reads it: tests name what they look
 * for in the spec's English (or the catalogue's Spanish), from the same catalogues the page uses.
 */
export function inLanguage<T>(locale: TestLanguage, copy: T): Translated<T> {
  const i18n = setupI18n({ locale, locales: [`${locale}-US`], messages: { [locale]: catalogues[locale] } });
  return translateCopy(copy, (descriptor: MessageDescriptor) => i18n._(withMoney(descriptor, locale)));
}

/** The spec's English words of a copy module or message. */
export const english = <T>(copy: T): Translated<T> => inLanguage('en', copy);

/** The Spanish catalogue's words of a copy module or message. */
export const spanish = <T>(copy: T): Translated<T> => inLanguage('es', copy);

/** Makes `locale` the page's language for components rendered in a test (every catalogue part). */
export function speak(locale: TestLanguage): void {
  i18n.loadAndActivate({ locale, locales: [`${locale}-US`], messages: { ...catalogues[locale] } });
}
