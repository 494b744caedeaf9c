export { formatMoney } from '@machines/rules/money';

const dayFields = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
// Made on first use, like formatMoney's: a formatter loads locale data (tens of ms on a slow phone).
let calendarDate: Intl.DateTimeFormat | undefined;
let localDate: Intl.DateTimeFormat | undefined;

/**
 * Server dates as 09/14/2026. A date without a time zone ('2026-09-14', '2026-09-14T00:00:00') is a
 * calendar date and shows as written wherever the guarantor is; an instant ('…Z', '…+02:00') shows
 * in the guarantor's own time zone. Unparseable text is shown as is.
 */
export function formatDate(value: string): string {
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(value);
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (!zoned && day) {
    calendarDate ??= new Intl.DateTimeFormat('en-US', { ...dayFields, timeZone: 'UTC' });
    return calendarDate.format(new Date(`${day}T00:00:00Z`));
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  localDate ??= new Intl.DateTimeFormat('en-US', dayFields);
  return localDate.format(date);
}
