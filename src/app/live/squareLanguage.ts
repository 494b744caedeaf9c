// What the card widget, the wallets and the bank share while drawn: Square speaks the page's language
// (issue 48). Square's SDK follows navigator.language unless told (`payments.setLocale()`), so a Spanish
// bill on an English browser had its card fields in English. The page's language is Lingui's, which
// the language machine activates (./language.ts); the flows' machines never learn it: they run this
// actor while a method shows (machines/payment/squareMethodArea.ts `followPageLanguage`).
import { type EventObject, fromCallback } from 'xstate';

import { i18n, intlLocale } from '@/i18n/i18n';
import type { Localizable } from '@machines/payment/squareMethodArea';

/** The page's language as Square takes it: 'es-US', 'en-US' (the pseudo-locale is accented English). */
export function squareLocale(): string {
  return intlLocale();
}

/**
 * Runs while the method shows: tells it the page's language now (the page may have switched while it
 * loaded) and after every switch. Square's payments are told each language once (./squareMethods.ts),
 * so the page's other changes (a catalogue part loading) tell it nothing.
 */
export const followPageLanguage = fromCallback<EventObject, { method: Localizable }>(({ input }) => {
  const follow = () => void input.method.setLocale(squareLocale());
  follow();
  return i18n.on('change', follow);
});
