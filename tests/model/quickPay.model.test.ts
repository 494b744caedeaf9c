import { expect } from 'vitest';

import { quickPayMachine } from '@machines/quickPay.machine';
import { quickPayOffer } from '@machines/rules/quickPay';
import { guarantor } from '@tests/fixtures/guarantor';

import { type Fixtures, modelTest } from './harness';

const offer = quickPayOffer(guarantor)!;

modelTest('quick-pay machine', {
  machine: quickPayMachine,
  input: offer,
  events: [
    { type: 'SUBMIT' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'DIFFERENT_AMOUNT' },
    { type: 'CHANGE_CARD' },
    { type: 'SHOW_DETAILS' },
  ],
  fixtures: {} satisfies Fixtures<typeof quickPayMachine>,
  check: (snapshot) => {
    if (snapshot.matches('overview') || snapshot.matches('confirming')) expect(snapshot.context.result).toBeNull();
    if (snapshot.matches('confirmed')) {
      expect(snapshot.output).toEqual({ choice: 'payNow', amount: 150, paymentAccountId: 'pa_1' });
    }
    if (snapshot.matches('leftQuickPay')) {
      const output = snapshot.output;
      expect(output?.choice === 'fullView' && ['amount', 'card', 'details'].includes(output.focus)).toBe(true);
    }
  },
});
