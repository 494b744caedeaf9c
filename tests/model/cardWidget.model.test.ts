import { beforeEach, expect, vi } from 'vitest';
import { type AnyEventObject, createActor, fromCallback } from 'xstate';

import {
  cardWidgetMachine,
  type CardWidgetReport,
  type TokenizeResult,
  type WidgetCard,
} from '@machines/cardWidget.machine';

import { type Fixtures, type ModelPath, modelTest } from './harness';

const card: WidgetCard = {
  tokenize: () => Promise.resolve({ status: 'OK', token: 'cnon:ok' }),
  destroy: () => Promise.resolve(true),
};

const fixtures = {
  attachCard: {
    done: { attached: card },
    error: { scriptFailed: new Error('Error occurred while loading Square.js') },
  },
  tokenizeCard: {
    done: { ok: { status: 'OK', token: 'cnon:ok' }, invalid: { status: 'Invalid' }, okWithoutToken: { status: 'OK' } },
    error: { fault: new Error('UnexpectedError') },
  },
  destroyCardOnExit: { done: {} },
} satisfies Fixtures<typeof cardWidgetMachine>;

/** Stands in for the payment actor: records what the widget reports. */
const reports: CardWidgetReport[] = [];
const payment = createActor(
  fromCallback<CardWidgetReport>(({ receive }) => {
    receive((event) => reports.push(event));
  }),
).start();

beforeEach(() => {
  reports.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** Which path and step the check is at (the harness calls `check` once per step, step 0 first). */
let at: { path: ModelPath | null; step: number; seen: number } = { path: null, step: 0, seen: 0 };

modelTest('card widget machine', {
  machine: cardWidgetMachine,
  input: { appId: 'sandbox-sq0idb-demo', payment },
  events: [{ type: 'TOKENIZE' }, { type: 'CONTAINER_MOUNTED', container: '#card' }, { type: 'CONTAINER_UNMOUNTED' }],
  fixtures,
  check: (snapshot, path) => {
    at = at.path === path ? { ...at, step: at.step + 1 } : { path, step: 0, seen: 0 };
    if (at.step === 0) reports.length = 0;
    const event = path.steps[at.step]!.event;
    const before = at.step > 0 ? path.steps[at.step - 1]!.state : null;
    const newReports = reports.slice(at.seen);
    at.seen = reports.length;

    // A card exists exactly while the widget is on the page.
    expect(snapshot.context.card !== null).toBe(snapshot.matches('ready'));
    // A card form that did not load says so when it fails and on every submit after.
    const unavailable =
      event.type === 'xstate.error.actor.attachCard' ||
      (event.type === 'TOKENIZE' && before?.matches('failed') === true);
    // A tokenization reports exactly once, unless a later submit superseded it (then it is redone).
    const finished = /^xstate\.(done|error)\.actor\.tokenizeCard$/.test(event.type);
    const superseded = before?.matches({ ready: { tokenizing: 'superseded' } }) ?? false;
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
});
