// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import type { Encounter } from '@/api/types';
import { groupEncounters, showsAmountDue } from '@machines/bill/rules/statement';
import { amountField } from '@machines/payment/rules/paymentForm';

const visit = (PatientFirstName: string, Location: string, Date: string): Encounter => ({
  PatientFirstName,
  Location,
  Date,
  Balance: 10,
});

describe('statement rules', () => {
  it('shows the amount due only when something is owed', () => {
    expect(showsAmountDue(0.01)).toBe(true);
    expect(showsAmountDue(0)).toBe(false);
    expect(showsAmountDue(-5)).toBe(false);
  });

  it('groups visits by patient, then location, in the order the server lists them', () => {
    const groups = groupEncounters([
      visit('Maria', 'Main', '2025-01-01'),
      visit('Lucas', 'Main', '2025-01-02'),
      visit('Maria', 'Lakeside', '2025-01-03'),
      visit('Maria', 'Main', '2025-01-04'),
    ]);
    expect([...groups.keys()]).toEqual(['Maria', 'Lucas']);
    expect([...groups.get('Maria')!.keys()]).toEqual(['Main', 'Lakeside']);
    expect(
      groups
        .get('Maria')!
        .get('Main')!
        .map((e) => e.Date),
    ).toEqual(['2025-01-01', '2025-01-04']);
    expect(groups.get('Lucas')!.get('Main')).toHaveLength(1);
  });
});

// Shrunk counter-example from amountThresholds.property.test.ts: 0.1 + 0.2 - 0.3, a balance paid off in float arithmetic.
describe('an amount due of 5.551115123125783e-17 (found by fast-check)', () => {
  it("is the $0.00 the page would show: no 'Total Amount Due', no full-or-partial choice", () => {
    expect(showsAmountDue(5.551115123125783e-17)).toBe(false);
    expect(amountField({ amountReadOnly: false, guarantor: { AmountDue: 5.551115123125783e-17 } })).toBe('enter');
    expect(showsAmountDue(0.01)).toBe(true);
  });
});
