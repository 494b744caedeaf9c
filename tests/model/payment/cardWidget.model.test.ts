// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';

import {
  cardWidgetMachine,
  type CardWidgetReport,
  type TokenizeResult,
  type WidgetCard,
} from '@machines/payment/cardWidget.machine';

import { done, failed, type Fixtures, modelTest } from '../harness';
import { recordReports } from './reports';

const card: WidgetCard = {
  tokenize: () => Promise.resolve({ status: 'OK', token: 'cnon:ok' }),
  destroy: () => Promise.resolve(true),
  setLocale: () => Promise.resolve(),
};

const fixtures = {
  loadMethod: {
    done: { attached: card },
    error: { scriptFailed: new Error('Error occurred while loading Square.js') },
  },
  tokenizeCard: {
    done: { ok: { status: 'OK', token: 'cnon:ok' }, invalid: { status: 'Invalid' }, okWithoutToken: { status: 'OK' } },
    error: { fault: new Error('UnexpectedError') },
  },
  destroyMethodOnExit: { done: {} },
  followPageLanguage: { done: {} },
} satisfies Fixtures<typeof cardWidgetMachine>;

const { payment, since } = recordReports<CardWidgetReport>();

modelTest('card widget machine', {
  machine: cardWidgetMachine,
  input: { appId: 'sandbox-sq0idb-demo', payment },
  events: {
    TOKENIZE: [{ type: 'TOKENIZE' }],
    AREA_MOUNTED: [{ type: 'AREA_MOUNTED', container: '#card' }],
    AREA_UNMOUNTED: [{ type: 'AREA_UNMOUNTED' }],
  },
  fixtures,
  invariant: (snapshot, { index, event, previous }) => {
    const newReports = since(index);

    // A card exists exactly while the widget is on the page.
    expect(snapshot.context.method !== null).toBe(snapshot.matches('loaded'));
    // A card form that did not load says so when it fails and on every submit after.
    const unavailable =
      event.type === 'xstate.error.actor.loadMethod' ||
      (event.type === 'TOKENIZE' && previous?.matches('unavailable') === true);
    // A tokenization reports exactly once, unless a later submit superseded it (then it is redone).
    const finished = /^xstate\.(done|error)\.actor\.tokenizeCard$/.test(event.type);
    const superseded = previous?.matches({ loaded: { tokenizing: 'superseded' } }) ?? false;
    expect(newReports).toHaveLength((finished && !superseded) || unavailable ? 1 : 0);
    const [report] = newReports;
    if (!report) return;
    if (unavailable) expect(report).toEqual({ type: 'WIDGET_UNAVAILABLE' });
    else if (event.type.startsWith('xstate.error'))
      expect(report).toEqual({ type: 'TOKENIZE_FAILED', status: 'Error' });
    else {
      const output = (event as AnyEventObject & { output: TokenizeResult }).output;
      expect(report).toEqual(
        output.status === 'OK' && output.token
          ? { type: 'CARD_TOKENIZED', token: output.token }
          : { type: 'TOKENIZE_FAILED', status: output.status },
      );
    }
  },
  journeys: [
    {
      name: 'a submit tokenizes the attached card and reports the token',
      events: [
        { type: 'AREA_MOUNTED', container: '#card' },
        done('loadMethod', 'attached'),
        { type: 'TOKENIZE' },
        done('tokenizeCard', 'ok'),
      ],
      expect: { loaded: 'attached' },
    },
    {
      name: 'a submit while tokenizing drops that result and tokenizes again',
      events: [
        { type: 'AREA_MOUNTED', container: '#card' },
        done('loadMethod', 'attached'),
        { type: 'TOKENIZE' },
        { type: 'TOKENIZE' },
        done('tokenizeCard', 'ok'),
      ],
      expect: { loaded: { tokenizing: 'current' } },
    },
    {
      name: 'a tokenize fault goes back to the attached card',
      events: [
        { type: 'AREA_MOUNTED', container: '#card' },
        done('loadMethod', 'attached'),
        { type: 'TOKENIZE' },
        failed('tokenizeCard', 'fault'),
      ],
      expect: { loaded: 'attached' },
    },
    {
      name: 'a card form that did not load stays failed on submit',
      events: [
        { type: 'AREA_MOUNTED', container: '#card' },
        failed('loadMethod', 'scriptFailed'),
        { type: 'TOKENIZE' },
      ],
      expect: 'unavailable',
    },
  ],
});
