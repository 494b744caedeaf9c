// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { autopayCopy } from '@/screens/confirmation/copy';
import { english, spanish } from '@tests/support/language';

const inEnglish = english(autopayCopy);
const inSpanish = spanish(autopayCopy);

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
    expect(inEnglish.reminderBody(day)).toBe(
      `We will send you a reminder on the ${text} of each month to make your next payment.`,
    );
    expect(inEnglish.offerSchedule(day)).toContain(`Payments are processed on the ${text} of each month`);
  });

  it('Spanish writes the day as "el día N", with no English suffix', () => {
    expect(inSpanish.reminderBody(22)).toBe(
      'Le enviaremos un recordatorio el día 22 de cada mes para que haga su próximo pago.',
    );
    expect(inSpanish.offerSchedule(1)).toContain('el día 1 de cada mes');
  });
});
