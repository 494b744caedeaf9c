// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect, vi } from 'vitest';

import { languageMachine } from '@machines/session/language.machine';
import { SOURCE_LOCALE } from '@machines/session/rules/language';

import { done, failed, type ModelDefinition, modelTest } from '../harness';

const remembered = vi.fn<(locale: string) => void>();

const languageModel = {
  machine: languageMachine.provide({ actions: { remember: (_, { locale }) => remembered(locale) } }),
  inputs: {
    'an English browser': {
      linkLanguage: null,
      storedLanguage: null,
      browserLanguages: ['en-US'],
      languages: ['en', 'es'],
    },
    'a link with ?lang=es': {
      linkLanguage: 'es',
      storedLanguage: 'en',
      browserLanguages: ['en-US'],
      languages: ['en', 'es'],
    },
    // The next language is one catalogue away: a third makes a change of mind mid-switch possible.
    'three languages': {
      linkLanguage: null,
      storedLanguage: null,
      browserLanguages: ['vi-VN'],
      languages: ['en', 'es', 'vi'],
    },
  },
  events: {
    LANGUAGE_CHOSEN: [
      { type: 'LANGUAGE_CHOSEN', locale: 'es' },
      { type: 'LANGUAGE_CHOSEN', locale: 'en' },
      { type: 'LANGUAGE_CHOSEN', locale: 'vi' },
      { type: 'LANGUAGE_CHOSEN', locale: 'fr' },
    ],
  },
  fixtures: {
    loadCatalogue: { done: { loaded: undefined }, error: { 'catalogue unreachable': new Error('Failed to fetch') } },
  },
} satisfies ModelDefinition<typeof languageMachine>;

modelTest('language machine', {
  ...languageModel,
  invariant: ({ context }) => {
    // The page only ever speaks a language that has a catalogue.
    expect(context.languages).toContain(context.locale);
    expect(context.languages).toContain(context.wanted);
  },
  states: {
    starting: ({ context }) => expect(context.locale).toBe(context.wanted),
    // Ready: what the page speaks is what the switch shows.
    ready: ({ context }) => expect(context.wanted).toBe(context.locale),
    // Switching: the page keeps its words until the other catalogue is there.
    switching: ({ context }) => expect(context.wanted).not.toBe(context.locale),
    // The first catalogue failed: the source language's words load (English, whatever was wanted).
    sourceLanguage: ({ context }) => expect([context.locale, context.wanted]).toEqual([SOURCE_LOCALE, SOURCE_LOCALE]),
  },
  journeys: [
    {
      name: 'a link asking for Spanish opens in Spanish whatever this device remembered',
      input: { linkLanguage: 'es', storedLanguage: 'en', browserLanguages: ['en-US'], languages: ['en', 'es'] },
      events: [done('loadCatalogue', 'loaded')],
      expect: 'ready',
    },
    {
      name: 'choosing Spanish switches once its catalogue is loaded, and is remembered',
      events: [
        done('loadCatalogue', 'loaded'),
        { type: 'LANGUAGE_CHOSEN', locale: 'es' },
        done('loadCatalogue', 'loaded'),
      ],
      expect: 'ready',
    },
    {
      name: 'a catalogue that cannot load leaves the page in the language it spoke',
      events: [
        done('loadCatalogue', 'loaded'),
        { type: 'LANGUAGE_CHOSEN', locale: 'es' },
        failed('loadCatalogue', 'catalogue unreachable'),
      ],
      expect: 'ready',
    },
    {
      name: 'a first catalogue that cannot load falls back to English, whose words come with the code',
      input: { linkLanguage: 'es', storedLanguage: null, browserLanguages: [], languages: ['en', 'es'] },
      events: [failed('loadCatalogue', 'catalogue unreachable'), done('loadCatalogue', 'loaded')],
      expect: 'ready',
    },
  ],
});
