// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { afterAll, describe, expect, it } from 'vitest';

import { intlLocale } from '@/i18n/i18n';
import { formatDate } from '@/ui/format';
import { speak } from '@tests/support/language';

afterAll(() => speak('en'));

/** Every day of a leap year and a few far ones, as the server writes them. */
const DAYS = [
  ...Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10)),
  '1999-12-31',
  '2099-01-01',
];

describe('calendar dates, written from the language learned once (issue 47)', () => {
  it.each(['en', 'es'] as const)('writes every day as Intl does in %s', (locale) => {
    speak(locale);
    const intl = new Intl.DateTimeFormat(intlLocale(locale), {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    });
    for (const day of DAYS) {
      const expected = intl.format(new Date(`${day}T00:00:00Z`));
      expect(formatDate(day)).toBe(expected);
      expect(formatDate(`${day}T00:00:00`)).toBe(expected);
    }
  });

  it('writes 09/14/2026 in English and 14/09/2026 in Spanish', () => {
    speak('en');
    expect(formatDate('2026-09-14T00:00:00')).toBe('09/14/2026');
    speak('es');
    expect(formatDate('2026-09-14')).toBe('14/09/2026');
  });
});
