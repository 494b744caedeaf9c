// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import { type QuickPayEvent, quickPayMachine } from '@machines/bill/quickPay.machine';

const card = { Id: 'pa_1', Last4: '4242', ExDate: '12/29' };
const run = (...events: QuickPayEvent[]) => {
  const actor = createActor(quickPayMachine, { input: { amount: 150, card } }).start();
  events.forEach((e) => actor.send(e));
  return actor.getSnapshot();
};

describe('quick-pay', () => {
  it('asks for confirmation before paying', () => {
    expect(run({ type: 'SUBMIT' }).value).toBe('confirming');
  });

  it('hands the default amount and saved card over once confirmed', () => {
    const s = run({ type: 'SUBMIT' }, { type: 'CONFIRM' });
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ choice: 'payNow', amount: 150, paymentAccountId: 'pa_1' });
  });

  it('returns to the overview when the dialog is cancelled', () => {
    expect(run({ type: 'SUBMIT' }, { type: 'CANCEL' }).value).toBe('overview');
  });

  it.each([
    ['DIFFERENT_AMOUNT', 'amount'],
    ['CHANGE_CARD', 'card'],
    ['SHOW_DETAILS', 'details'],
  ] as const)('leaves for the full view on %s, focusing the %s', (type, focus) => {
    const s = run({ type });
    expect(s.output).toEqual({ choice: 'fullView', focus });
  });
});
