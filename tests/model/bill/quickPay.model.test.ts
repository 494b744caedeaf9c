// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';

import type { quickPayMachine } from '@machines/bill/quickPay.machine';

import { modelTest } from '../harness';
import { quickPayModel } from './quickPay.model';

const undecided = (snapshot: SnapshotFrom<typeof quickPayMachine>) => expect(snapshot.context.result).toBeNull();

modelTest('quick-pay machine', {
  ...quickPayModel,
  states: {
    overview: undecided,
    confirming: undecided,
    confirmed: (snapshot) => {
      expect(snapshot.output).toEqual({ choice: 'payNow', amount: 150, paymentAccountId: 'pa_1' });
    },
    leftQuickPay: (snapshot) => {
      const output = snapshot.output;
      expect(output?.choice === 'fullView' && ['amount', 'card', 'details'].includes(output.focus)).toBe(true);
    },
  },
  journeys: [
    {
      name: 'submit, then yes, pays now',
      events: [{ type: 'SUBMIT' }, { type: 'CONFIRM' }],
      expect: 'confirmed',
    },
    { name: 'no goes back to the overview', events: [{ type: 'SUBMIT' }, { type: 'CANCEL' }], expect: 'overview' },
    { name: 'a different amount leaves quick-pay', events: [{ type: 'DIFFERENT_AMOUNT' }], expect: 'leftQuickPay' },
    { name: 'change card leaves quick-pay', events: [{ type: 'CHANGE_CARD' }], expect: 'leftQuickPay' },
    { name: 'balance details leave quick-pay', events: [{ type: 'SHOW_DETAILS' }], expect: 'leftQuickPay' },
  ],
});
