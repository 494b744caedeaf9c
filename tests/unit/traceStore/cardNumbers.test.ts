// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// The trace store's defence in depth: what counts as the shape of a card number (13 to 19 digits, spaces
// or dashes between them, passing Luhn) wherever it sits in a batch, and what a real trace holds that
// must not be mistaken for one.
import { describe, expect, it } from 'vitest';

import { holdsCardNumber, passesLuhn, textHoldsCardNumber } from '@trace-store/cardNumbers';

// Card networks' published test numbers: 13 to 19 digits, each passing Luhn.
const TEST_CARDS = [
  '4222222222222', // Visa, 13
  '378282246310005', // American Express, 15
  '4111111111111111', // Visa, 16
  '5500000000000004', // Mastercard, 16
  '6011000990139424', // Discover, 16
  '3530111333300000', // JCB, 16
  '6759649826438453', // Maestro, 16
  '4000000000000000006', // Visa, 19
];

describe('the shape of a card number', () => {
  it('passes Luhn for the networks’ test numbers, and fails when one digit changes', () => {
    for (const card of TEST_CARDS) {
      expect(passesLuhn(card), card).toBe(true);
      const changed = card.slice(0, -1) + String((Number(card.at(-1)) + 1) % 10);
      expect(passesLuhn(changed), changed).toBe(false);
    }
  });

  it('is found as written: bare, with spaces or dashes, inside words, beside other numbers', () => {
    for (const text of [
      '4111111111111111',
      '4111 1111 1111 1111',
      '4111-1111-1111-1111',
      '3782 822463 10005',
      'card:5500000000000004;',
      'paid with 6011 0009 9013 9424 today',
      '2026-11-01 4111 1111 1111 1111',
      '4000 0000 0000 0000 006',
    ])
      expect(textHoldsCardNumber(text), text).toBe(true);
  });

  it('is not what a trace holds: times, amounts, ids, too few or too many digits, or no Luhn', () => {
    for (const text of [
      '2026-11-01T10:00:00.000Z',
      '150.00',
      'H3XH-AYTW',
      'x:14',
      '411111111111', // 12 digits
      '41111111111111111111', // 20 digits, one group
      '4111 1111 1111 1112', // Luhn fails
      'D1002 G1 94105',
    ])
      expect(textHoldsCardNumber(text), text).toBe(false);
  });

  it('is found anywhere in a parsed batch: a value, a key, a number, deep inside', () => {
    expect(holdsCardNumber({ page: { entries: [{ event: { value: '4111 1111 1111 1111' } }] } })).toBe(true);
    expect(holdsCardNumber({ machines: { '5500000000000004': 'x' } })).toBe(true);
    expect(holdsCardNumber({ output: 378282246310005 })).toBe(true);
    expect(holdsCardNumber([[['6011-0009-9013-9424']]])).toBe(true);
    expect(holdsCardNumber({ amount: 150, seq: 12, state: { posting: 'done' }, ok: true, none: null })).toBe(false);
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let deep: unknown = '4111111111111111';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(holdsCardNumber(deep)).toBe(true);
  });
});
