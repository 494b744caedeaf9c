import { describe, expect, it } from 'vitest';
import { FINANCING_THRESHOLD, isFinancingOffered } from '../../../machines/rules/financing';

describe('financing offer', () => {
  it('offers a payment plan from an amount due of 500 when finance is available', () => {
    expect(FINANCING_THRESHOLD).toBe(500);
    expect(isFinancingOffered({ IsThirdPartyFinanceAvailable: true, AmountDue: 500 })).toBe(true);
    expect(isFinancingOffered({ IsThirdPartyFinanceAvailable: true, AmountDue: 1250 })).toBe(true);
  });
  it('does not offer it below 500 or when finance is unavailable', () => {
    expect(isFinancingOffered({ IsThirdPartyFinanceAvailable: true, AmountDue: 499.99 })).toBe(false);
    expect(isFinancingOffered({ IsThirdPartyFinanceAvailable: false, AmountDue: 1250 })).toBe(false);
  });
});
