// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { formatMoney } from '@/i18n/i18n';
import { amountToText, parseAmount, toCents } from '@machines/rules/money';

describe('formatMoney', () => {
  it('formats US dollars with 2 decimals and thousands separators', () => {
    expect(formatMoney(5)).toBe('$5.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
  });
});

describe('parseAmount', () => {
  it.each([
    ['12', 12],
    ['$12', 12],
    ['$ 12', 12],
    ['1,234.50', 1234.5],
    ['$1,234,567.89', 1234567.89],
    ['12.', 12],
    ['.50', 0.5],
    ['  245.50 ', 245.5],
    ['0', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each(['', '   ', '$', 'abc', '-5', '12.345', '1,23', '12,34.5', '1.2.3', '12a'])('rejects %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('amountToText', () => {
  it('renders a default amount for an input field, blank for nothing or zero', () => {
    expect(amountToText(1250)).toBe('1250.00');
    expect(amountToText(245.5)).toBe('245.50');
    expect(amountToText(0)).toBe('');
    expect(amountToText(null)).toBe('');
    expect(amountToText(undefined)).toBe('');
  });
});

describe('toCents', () => {
  it('rounds to the cent the way formatMoney shows the amount', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(48.86000000000001)).toBe(4886);
    expect(toCents(1.005)).toBe(101); // stored as 1.00499999…, but Intl shows $1.01
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(toCents(1234567.891)).toBe(123456789);
    expect(toCents(0.125)).toBe(13); // exactly half a cent: away from zero, as shown
    expect(formatMoney(0.125)).toBe('$0.13');
  });
});
