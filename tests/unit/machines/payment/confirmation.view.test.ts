// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { PROVIDERS } from '@/demo/providers';
import { type ConfirmationContext, confirmationMachine } from '@machines/payment/confirmation.machine';
import { type ConfirmationView, confirmationView } from '@machines/payment/confirmation.view';
import type { PaymentOutput } from '@machines/payment/payment.machine';
import { receiptDetails } from '@machines/payment/rules/receipt';

import { approvedResult, financedGuarantor, statePaths } from '../viewStates';

const receipt: PaymentOutput = {
  result: approvedResult,
  paymentAmount: 100,
  provider: PROVIDERS.demo!,
  guarantor: financedGuarantor,
};
const remembered = receiptDetails(receipt, new Date(2025, 0, 2));
const context: ConfirmationContext = { receipt, remembered };

const table: Record<string, ConfirmationView> = {
  starting: { page: 'empty' },
  empty: { page: 'empty' },
  reloaded: { page: 'remembered', details: remembered },
  showing: { page: 'receipt', receipt },
};

describe('confirmationView', () => {
  it('has a row for every state of the machine', () => {
    expect(Object.keys(table).sort()).toEqual(statePaths(confirmationMachine));
  });

  it.each(Object.entries(table))('%s → %o', (value, view) => {
    expect(confirmationView(confirmationMachine.resolveState({ value, context }))).toEqual(view);
  });
});
