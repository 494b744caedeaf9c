/**
 * The page's language at each step of a trace (issue 16: a replay shows the screen in the language
 * the guarantor read). The language actor ('language', machines/session/language.machine.ts) records its
 * input and its choices: the page starts in chooseLocale(input) once that catalogue loaded (the
 * first render waits for it), and changes only when a switch's catalogue has loaded. Read from the
 * recorded entries alone, so it holds where the replay cannot re-run the machine.
 */
import { chooseLocale, type LocaleSources, SOURCE_LOCALE, supportedLocale } from '@machines/session/rules/language';

import type { TraceEntry } from '../trace';

/** The language actor's machine id, as the trace records it. */
export const LANGUAGE_MACHINE = 'language';

const LOAD_DONE = 'xstate.done.actor.loadCatalogue';
const LOAD_FAILED = 'xstate.error.actor.loadCatalogue';

function isLocaleSources(input: unknown): input is LocaleSources {
  const i = input as Partial<LocaleSources> | null;
  return typeof i === 'object' && i !== null && Array.isArray(i.languages) && Array.isArray(i.browserLanguages);
}

/**
 * One page's entries (any order) → the language the page spoke after each entry, by `seq`; null
 * before the language actor's start is in the trace (an older trace, or one the ring cut).
 */
export function pageLanguages(entries: readonly TraceEntry[]): Map<number, string | null> {
  const languages = new Map<number, string | null>();
  let locale: string | null = null;
  let wanted: string | null = null;
  let choices: readonly string[] = [];
  let previousState: unknown = null;
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (entry.machine === LANGUAGE_MACHINE) {
      const { eventType, event, state } = entry;
      if (eventType === 'xstate.init' && isLocaleSources(event.input)) {
        choices = event.input.languages;
        locale = wanted = chooseLocale(event.input);
      } else if (eventType === 'LANGUAGE_CHOSEN' && locale !== null) {
        // Still 'ready': the same language, or one without a catalogue. Back to 'ready' from 'switching': the
        // guarantor went back to the language the page still speaks. 'switching': that one is loading.
        wanted = state === 'switching' ? (supportedLocale(event.locale as string, choices) ?? wanted) : locale;
      } else if (eventType === LOAD_DONE) {
        locale = wanted;
      } else if (eventType === LOAD_FAILED) {
        // The first catalogue failed: the page speaks the source language; a switch failed: it keeps its own.
        if (previousState === 'starting') locale = SOURCE_LOCALE;
        wanted = locale;
      }
      previousState = state;
    }
    languages.set(entry.seq, locale);
  }
  return languages;
}
