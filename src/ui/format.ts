export { formatMoney } from '@machines/rules/money';

const calendarDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
});
const localDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Server dates as 09/14/2026. A date without a time zone ('2026-09-14', '2026-09-14T00:00:00') is a
 * calendar date and shows as written wherever the guarantor is; an instant ('…Z', '…+02:00') shows
 * in the guarantor's own time zone. Unparseable text is shown as is.
 */
export function formatDate(value: string): string {
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(value);
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (!zoned && day) return calendarDate.format(new Date(`${day}T00:00:00Z`));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : localDate.format(date);
}
