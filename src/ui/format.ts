import { i18n, intlLocale } from '@/i18n/i18n';

export { formatMoney } from '@/i18n/i18n';

const dayFields = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
// Made on first use per language, like formatMoney's: a formatter loads locale data (tens of ms on a slow phone).
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(kind: 'calendar' | 'local'): Intl.DateTimeFormat {
  const locale = intlLocale(i18n.locale);
  const key = `${kind} ${locale}`;
  let format = formats.get(key);
  if (!format)
    formats.set(
      key,
      (format = new Intl.DateTimeFormat(locale, kind === 'calendar' ? { ...dayFields, timeZone: 'UTC' } : dayFields)),
    );
  return format;
}

const SAMPLE_DAY = { year: '2001', month: '02', day: '03' } as const;
type DayWriter = (year: string, month: string, day: string) => string;
const dayWriters = new Map<string, DayWriter | null>();
/**
 * How the page's language writes a calendar day, learned once from Intl (2001-02-03 written out): its
 * year, month and day in their places. A long bill writes thousands of dates (issue 47); one Intl call
 * each costs more than the rest of its row. Null where the digits differ (another numbering system).
 */
function dayWriter(): DayWriter | null {
  const locale = intlLocale(i18n.locale);
  if (!dayWriters.has(locale)) {
    const parts = dateFormat('calendar').formatToParts(Date.UTC(2001, 1, 3));
    const plain = parts.every((p) => p.type === 'literal' || SAMPLE_DAY[p.type as keyof typeof SAMPLE_DAY] === p.value);
    const field = { year: 0, month: 1, day: 2 } as Record<string, number>;
    dayWriters.set(
      locale,
      plain ? (...ymd) => parts.map((p) => (p.type in field ? ymd[field[p.type]!] : p.value)).join('') : null,
    );
  }
  return dayWriters.get(locale)!;
}

/**
 * Server dates as 09/14/2026 (14/09/2026 in Spanish). A date without a time zone ('2026-09-14', '2026-09-14T00:00:00') is a
 * calendar date and shows as written wherever the guarantor is; an instant ('…Z', '…+02:00') shows
 * in the guarantor's own time zone. Unparseable text is shown as is.
 */
export function formatDate(value: string): string {
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(value);
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (!zoned && day) {
    const [year, month, date] = day.split('-') as [string, string, string];
    return (
      dayWriter()?.(String(Number(year)), month, date) ?? dateFormat('calendar').format(new Date(`${day}T00:00:00Z`))
    );
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat('local').format(date);
}
