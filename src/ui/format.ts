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

/**
 * Server dates as 09/14/2026 (14/09/2026 in Spanish). A date without a time zone ('2026-09-14', '2026-09-14T00:00:00') is a
 * calendar date and shows as written wherever the guarantor is; an instant ('…Z', '…+02:00') shows
 * in the guarantor's own time zone. Unparseable text is shown as is.
 */
export function formatDate(value: string): string {
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(value);
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (!zoned && day) {
    return dateFormat('calendar').format(new Date(`${day}T00:00:00Z`));
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat('local').format(date);
}
