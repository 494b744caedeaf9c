// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { FINANCING_THRESHOLD, isFinancingOffered, safeFinancingUrl } from '@machines/bill/rules/financing';

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

describe("the partner's Url", () => {
  it('accepts an absolute https: URL, as its parsed href', () => {
    expect(safeFinancingUrl('https://financing.example/apply?provider=demo&ref=PG1')).toBe(
      'https://financing.example/apply?provider=demo&ref=PG1',
    );
    expect(safeFinancingUrl('HTTPS://Financing.Example')).toBe('https://financing.example/');
    expect(safeFinancingUrl('  https://financing.example/plan  ')).toBe('https://financing.example/plan');
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: with spacing and case', ' JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['http:', 'http://financing.example/plan'],
    ['ftp:', 'ftp://financing.example/plan'],
    ['a relative path', '/apply?ref=PG1'],
    ['a protocol-relative URL', '//financing.example/plan'],
    ['a bare host', 'financing.example/plan'],
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_name, url) => {
    expect(safeFinancingUrl(url)).toBeNull();
  });
});

// Shrunk counter-example from amountThresholds.property.test.ts: a balance paid down in floating point.
describe('an amount due of 499.9999999999999 (found by fast-check)', () => {
  it('is the $500.00 the page shows, so the payment plan is offered', () => {
    expect(isFinancingOffered({ IsThirdPartyFinanceAvailable: true, AmountDue: 499.9999999999999 })).toBe(true);
    expect(isFinancingOffered({ IsThirdPartyFinanceAvailable: true, AmountDue: 499.99 })).toBe(false);
  });
});
