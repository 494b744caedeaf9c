import { describe, expect, it } from 'vitest';

import { ordinal } from '@/screens/confirmation/copy';

describe('day of the month in reminder text', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [15, '15th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [28, '28th'],
    [31, '31st'],
  ])('%i → %s', (day, text) => {
    expect(ordinal(day)).toBe(text);
  });
});
