import { fromPromise, waitFor } from 'xstate';

import { SUPPORTED_LOCALES } from '@/i18n/catalogues';
import { activateLanguage } from '@/i18n/i18n';
import { createObservedActor } from '@/observability/observe';
import { languageMachine } from '@machines/session/language.machine';

/** Where this device remembers the guarantor's language (local storage: no cookie reaches the API). */
export const LANGUAGE_KEY = 'portal.language';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null; // storage refused (private mode): the browser's languages decide
  }
}

/** The language machine with its real side effects, made with its actor (as the provider's is). */
const liveLanguageMachine = () =>
  languageMachine.provide({
    actors: { loadCatalogue: fromPromise(({ input }) => activateLanguage(input.locale)) },
    actions: {
      remember: (_, { locale }) => {
        try {
          localStorage.setItem(LANGUAGE_KEY, locale);
        } catch {
          // Not remembered on this device; the page still speaks it.
        }
      },
    },
  });

/**
 * One per tab (main.tsx): resolves once the first language's catalogue is loaded, so the first
 * render already speaks it.
 */
export async function startLanguageActor(location: Location = window.location) {
  const actor = createObservedActor(liveLanguageMachine(), {
    id: 'language',
    input: {
      linkLanguage: new URLSearchParams(location.search).get('lang'),
      storedLanguage: storedLanguage(),
      browserLanguages: navigator.languages ?? [navigator.language],
      languages: SUPPORTED_LOCALES,
    },
  });
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  return actor;
}

export type LanguageActor = Awaited<ReturnType<typeof startLanguageActor>>;
