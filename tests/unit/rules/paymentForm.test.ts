// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { amountField } from '@machines/payment/rules/paymentForm';

describe('amount field', () => {
  it('is read-only with an admin token, whatever is due', () => {
    expect(amountField({ amountReadOnly: true, guarantor: { AmountDue: 245.5 } })).toBe('readOnly');
    expect(amountField({ amountReadOnly: true, guarantor: { AmountDue: 0 } })).toBe('readOnly');
  });

  it('asks for a full or partial payment when something is due, else for an amount', () => {
    expect(amountField({ amountReadOnly: false, guarantor: { AmountDue: 0.01 } })).toBe('fullOrPartial');
    expect(amountField({ amountReadOnly: false, guarantor: { AmountDue: 0 } })).toBe('enter');
    expect(amountField({ amountReadOnly: false, guarantor: { AmountDue: -5 } })).toBe('enter');
  });
});
