import { assertEvent, assign, fromPromise, setup } from 'xstate';

import { chooseLocale, type LocaleSources, SOURCE_LOCALE, supportedLocale } from './rules/language';

/** Where the page's language may come from (machines/session/rules/language.ts). */
export type LanguageInput = LocaleSources;

export interface LanguageContext {
  languages: readonly string[];
  /** The language the page speaks now (its catalogue is loaded). */
  locale: string;
  /** The language being loaded. */
  wanted: string;
}

export type LanguageEvent = { type: 'LANGUAGE_CHOSEN'; locale: string };

/**
 * The language of the page (issue 16). It starts with the link's, the remembered or the browser's
 * choice and loads that catalogue before the first render (main.tsx waits for `ready`); a choice in
 * the header loads the other catalogue and then switches, so the page never shows a half-translated
 * state. Only a choice the guarantor made is remembered. The flows' machines never see the language.
 */
export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as LanguageInput,
  },
  actors: {
    /** Loads the locale's catalogue and makes it the page's language (`<html lang>`, Intl). */
    loadCatalogue: fromPromise<void, { locale: string }>(() => {
      throw new Error('loadCatalogue not provided');
    }),
  },
  actions: {
    /** Remembers the choice on this device (local storage, never a cookie). */
    remember: (_, _params: { locale: string }) => {
      throw new Error('remember not provided');
    },
    want: assign({
      wanted: ({ context, event }) => {
        assertEvent(event, 'LANGUAGE_CHOSEN');
        return supportedLocale(event.locale, context.languages) ?? context.locale;
      },
    }),
    switchTo: assign({ locale: ({ context }) => context.wanted }),
    stayWithCurrent: assign({ wanted: ({ context }) => context.locale }),
  },
  guards: {
    isCurrentLanguage: ({ context, event }) => {
      assertEvent(event, 'LANGUAGE_CHOSEN');
      return supportedLocale(event.locale, context.languages) === context.locale;
    },
    isOtherLanguage: ({ context, event }) => {
      assertEvent(event, 'LANGUAGE_CHOSEN');
      const locale = supportedLocale(event.locale, context.languages);
      return locale !== null && locale !== context.wanted;
    },
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => {
    const locale = chooseLocale(input);
    return { languages: input.languages, locale, wanted: locale };
  },
  initial: 'starting',
  states: {
    /** The first catalogue; a failure leaves the source language. */
    starting: {
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: ({ context }) => ({ locale: context.wanted }),
        onDone: { target: 'ready' },
        onError: { target: 'sourceLanguage', actions: assign({ locale: SOURCE_LOCALE, wanted: SOURCE_LOCALE }) },
      },
    },
    /**
     * The source language's words come with the app's own code (issue 34), so the page speaks it
     * when another language's catalogue cannot load, and is never blank for want of words.
     */
    sourceLanguage: {
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: () => ({ locale: SOURCE_LOCALE }),
        onDone: { target: 'ready' },
        onError: { target: 'ready' },
      },
    },
    ready: {
      on: { LANGUAGE_CHOSEN: { guard: 'isOtherLanguage', target: 'switching', actions: 'want' } },
    },
    /** The page keeps its words until the other catalogue is there. */
    switching: {
      on: {
        LANGUAGE_CHOSEN: [
          // Back to the language the page still speaks: nothing to load.
          { guard: 'isCurrentLanguage', target: 'ready', actions: 'stayWithCurrent' },
          { guard: 'isOtherLanguage', target: 'switching', actions: 'want', reenter: true },
        ],
      },
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: ({ context }) => ({ locale: context.wanted }),
        onDone: {
          target: 'ready',
          actions: ['switchTo', { type: 'remember', params: ({ context }) => ({ locale: context.wanted }) }],
        },
        onError: { target: 'ready', actions: 'stayWithCurrent' },
      },
    },
  },
});
