// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';

import { neverSettles } from '@/neverSettles';
import { createObservedActor } from '@/observability/observe';
import { pageLanguages } from '@/observability/replay/language';
import { registryFrom } from '@/observability/replay/registry';
import { replayTrace } from '@/observability/replay/replay';
import { getTrace, type TraceEntry } from '@/observability/trace';
import * as language from '@machines/session/language.machine';
import type { LocaleSources } from '@machines/session/rules/language';

const languages = ['en', 'es', 'fr'];

/**
 * A real observed language actor (id 'language', as main.tsx starts it) whose catalogues load,
 * fail ('broken') or never arrive ('slow'); the trace is read back as support receives it (JSON).
 */
async function record(
  sources: Partial<LocaleSources>,
  choices: string[],
  catalogues: { broken?: string[]; slow?: string[] } = {},
) {
  const actor = createObservedActor(
    language.languageMachine.provide({
      actors: {
        loadCatalogue: fromPromise(async ({ input }: { input: { locale: string } }) => {
          if (catalogues.broken?.includes(input.locale)) throw new Error('catalogue did not load');
          if (catalogues.slow?.includes(input.locale)) await neverSettles();
        }),
      },
      actions: { remember: () => {} },
    }),
    {
      id: 'language',
      input: { linkLanguage: null, storedLanguage: null, browserLanguages: [], languages, ...sources },
    },
  );
  actor.start();
  await waitFor(actor, (s) => s.matches('ready'));
  for (const locale of choices) {
    actor.send({ type: 'LANGUAGE_CHOSEN', locale });
    await waitFor(actor, (s) => s.matches('ready') || catalogues.slow?.includes(s.context.wanted) === true);
  }
  const entries = JSON.parse(JSON.stringify(getTrace())) as TraceEntry[];
  return { entries, spoken: actor.getSnapshot().context.locale };
}

/** The language after each of the language actor's own entries: [event, language]. */
function timeline(entries: TraceEntry[]) {
  const byStep = pageLanguages(entries);
  return entries.filter((e) => e.actorId === 'language').map((e) => [e.eventType, byStep.get(e.seq)]);
}

describe('the page’s language at each step of a trace', () => {
  it('records the language as a preference: the start’s sources and each choice pass the redaction', async () => {
    const { entries } = await record({ linkLanguage: 'es', browserLanguages: ['en-US'] }, ['en']);
    const init = entries.find((e) => e.actorId === 'language' && e.eventType === 'xstate.init')!;
    expect(init.event.input).toEqual({
      linkLanguage: 'es',
      storedLanguage: null,
      browserLanguages: ['en-US'],
      languages,
    });
    expect(entries.find((e) => e.eventType === 'LANGUAGE_CHOSEN')!.event).toEqual({
      type: 'LANGUAGE_CHOSEN',
      locale: 'en',
    });
  });

  it('starts in the language chosen from the link, the device or the browser, then follows each completed switch', async () => {
    const { entries, spoken } = await record({ browserLanguages: ['es-MX', 'en-US'] }, ['EN-gb', 'fr']);
    expect(timeline(entries)).toEqual([
      ['xstate.init', 'es'],
      ['xstate.done.actor.loadCatalogue', 'es'],
      // The page keeps its words until the other catalogue is there.
      ['LANGUAGE_CHOSEN', 'es'],
      ['xstate.done.actor.loadCatalogue', 'en'],
      ['LANGUAGE_CHOSEN', 'en'],
      ['xstate.done.actor.loadCatalogue', 'fr'],
    ]);
    expect(spoken).toBe('fr');
  });

  it('keeps the language when a switch’s catalogue fails, or a choice has no catalogue', async () => {
    const { entries, spoken } = await record({ storedLanguage: 'es' }, ['fr', 'de', 'en'], { broken: ['fr'] });
    expect(timeline(entries)).toEqual([
      ['xstate.init', 'es'],
      ['xstate.done.actor.loadCatalogue', 'es'],
      ['LANGUAGE_CHOSEN', 'es'],
      ['xstate.error.actor.loadCatalogue', 'es'],
      ['LANGUAGE_CHOSEN', 'es'],
      ['LANGUAGE_CHOSEN', 'es'],
      ['xstate.done.actor.loadCatalogue', 'en'],
    ]);
    expect(spoken).toBe('en');
  });

  it('falls back to English when the first catalogue fails, and loads its words', async () => {
    const { entries, spoken } = await record({ linkLanguage: 'es' }, [], { broken: ['es'] });
    expect(timeline(entries)).toEqual([
      ['xstate.init', 'es'],
      ['xstate.error.actor.loadCatalogue', 'en'],
      ['xstate.done.actor.loadCatalogue', 'en'],
    ]);
    expect(spoken).toBe('en');
  });

  it('stays in the page’s language when the guarantor goes back to it before the other catalogue arrives', async () => {
    const { entries, spoken } = await record({ linkLanguage: 'es' }, ['fr', 'es', 'en'], { slow: ['fr'] });
    expect(timeline(entries)).toEqual([
      ['xstate.init', 'es'],
      ['xstate.done.actor.loadCatalogue', 'es'],
      ['LANGUAGE_CHOSEN', 'es'],
      ['LANGUAGE_CHOSEN', 'es'],
      ['LANGUAGE_CHOSEN', 'es'],
      ['xstate.done.actor.loadCatalogue', 'en'],
    ]);
    expect(spoken).toBe('en');
  });

  it('says nothing (null) for steps before the language actor’s start is in the trace', async () => {
    const { entries } = await record({ linkLanguage: 'es' }, ['en']);
    const cut = entries.filter((e) => !(e.actorId === 'language' && e.eventType === 'xstate.init'));
    expect(new Set(pageLanguages(cut).values())).toEqual(new Set([null]));
  });

  it('is given to every step of a replay, per page', async () => {
    const { entries } = await record({ linkLanguage: 'es' }, ['en']);
    const page = (id: string, list: TraceEntry[]) => ({
      pageId: id,
      appVersion: 't',
      fingerprint: '',
      machines: {},
      startedAt: '',
      entries: list,
    });
    const report = replayTrace(
      {
        format: 'portal-trace/1',
        supportCode: '',
        exportedAt: '',
        pages: [page('a', entries), page('b', entries.slice(0, 3))],
      },
      registryFrom({ 'machines/session/language.machine.ts': language }),
    );
    expect(report.divergence).toBeNull();
    const languageSteps = report.steps.filter((s) => s.machine === 'language');
    expect(languageSteps.map((s) => [s.page, s.eventType, s.language])).toEqual([
      [0, 'xstate.init', 'es'],
      [0, 'xstate.done.actor.loadCatalogue', 'es'],
      [0, 'LANGUAGE_CHOSEN', 'es'],
      [0, 'xstate.done.actor.loadCatalogue', 'en'],
      [1, 'xstate.init', 'es'],
      [1, 'xstate.done.actor.loadCatalogue', 'es'],
    ]);
    // The catalogue loads (no machine) share the page's language too.
    expect(report.steps.filter((s) => s.machine === null).every((s) => s.language !== undefined)).toBe(true);
  });
});
