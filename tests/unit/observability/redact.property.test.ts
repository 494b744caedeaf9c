// Property-based proof of the redaction: whatever shape an event or output takes, and wherever user
// data sits in it, the trace and the batches sent to support never carry it.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, setup, toPromise } from 'xstate';

import { createObservedActor } from '@/observability/observe';
import { ALLOWED_EVENT_FIELDS, redactEvent } from '@/observability/redact';
import { flushTrace, resetTraceSending } from '@/observability/send';
import { startTraceSending } from '@/observability/sendStart';
import { clearTrace, getTrace } from '@/observability/trace';

import { allowedName, plantedTree, strings, survivors, unlistedName, userShapedSecret } from './secrets';

/** Receives any event and hands its input back as a child's output, like a call's answer. */
type Tree = Record<string, unknown>;
const sink = setup({
  types: { input: {}, context: {}, events: {} as { type: string } & Tree },
  actors: { answer: fromPromise<Tree, Tree>(({ input }) => Promise.resolve(input)) },
}).createMachine({
  id: 'sink',
  initial: 'calling',
  states: {
    calling: {
      invoke: { id: 'answer', src: 'answer', input: ({ context }: { context: Tree }) => context, onDone: 'idle' },
    },
    idle: { type: 'final' },
  },
  context: ({ input }) => input,
});

// The bank's (issue 33): the account holder's name as typed, the dialog's debit and the bank's token.
const eventType = fc.constantFrom(
  'SUBMIT',
  'AMOUNT_CHANGED',
  'FIELD_CHANGED',
  'CARD_TOKENIZED',
  'PAYMENT_CONFIRMED',
  'ACCOUNT_HOLDER_CHANGED',
  'OPEN_DIALOG',
  'BANK_TOKENIZED',
);

let beacons: string[] = [];
/** The beacons' bodies being read: awaited, not polled, so 60 runs take milliseconds each. */
let reading: Promise<unknown>[] = [];

beforeEach(() => {
  beacons = [];
  reading = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (_url: string, body: Blob) => {
      reading.push(body.text().then((text) => beacons.push(text)));
      return true;
    },
  });
  startTraceSending('https://support.example/traces');
});

afterEach(() => {
  resetTraceSending();
  clearTrace();
  vi.unstubAllGlobals();
});

/** Records `tree` as an actor's input, as an event's fields and as a child's output; returns the trace and what was sent. */
async function recordAndSend(
  type: string,
  tree: Record<string, unknown>,
): Promise<{ trace: unknown; sent: unknown[] }> {
  clearTrace();
  beacons = [];
  reading = [];
  const actor = createObservedActor(sink, { input: tree }).start();
  actor.send({ ...tree, type });
  await toPromise(actor);
  flushTrace('error');
  await Promise.all(reading);
  expect(beacons.length).toBeGreaterThan(0);
  return { trace: getTrace(), sent: beacons.map((text) => JSON.parse(text) as unknown) };
}

describe('redaction, for any event (fast-check)', () => {
  it('keeps no card number, CVV, name, e-mail, address, date of birth, token or free text under a field not on the allow-list', async () => {
    await fc.assert(
      fc.asyncProperty(eventType, plantedTree(unlistedName), async (type, planted) => {
        // Not on the allow-list for this event either ('value' is an amount in AMOUNT_CHANGED).
        fc.pre(!Object.keys(planted.tree).some((key) => ALLOWED_EVENT_FIELDS[type]?.includes(key)));
        const { trace, sent } = await recordAndSend(type, planted.tree);
        expect(survivors(trace, planted.secrets)).toEqual([]);
        expect(survivors(sent, planted.secrets)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps no card number, name, e-mail, address, date of birth or free text even under an allowed field name', async () => {
    await fc.assert(
      fc.asyncProperty(eventType, plantedTree(allowedName, userShapedSecret), async (type, planted) => {
        const { trace, sent } = await recordAndSend(type, planted.tree);
        expect(survivors(trace, planted.secrets)).toEqual([]);
        expect(survivors(sent, planted.secrets)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps what QA needs: flags and amounts under allowed names survive', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 99_999_999 }), (flag, cents) => {
        const amount = cents / 100;
        const event: { type: string } = {
          type: 'X',
          IsSuccess: flag,
          PaymentAmount: amount,
          nested: { AmountDue: amount },
        } as { type: string };
        const out = redactEvent(event);
        expect(out).toEqual({ type: 'X', IsSuccess: flag, PaymentAmount: amount, nested: { AmountDue: amount } });
      }),
    );
  });

  it('hides keys that are data (a map keyed by card number, e-mail, name, address or date of birth)', () => {
    fc.assert(
      fc.property(plantedTree(unlistedName, userShapedSecret), (planted) => {
        const keyed = Object.fromEntries(planted.secrets.map((s, i) => [s.value, i]));
        const event = { type: 'X', byUser: keyed } as { type: string };
        expect(survivors(strings(redactEvent(event)), planted.secrets)).toEqual([]);
      }),
    );
  });
});
