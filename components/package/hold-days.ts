import type { createFormatter } from 'next-intl';

/** The days of a hold as the page writes them: "10–12 de dez. de 2026", one day alone when `from` is `to`. */
export function holdDays(format: Pick<ReturnType<typeof createFormatter>, 'dateTimeRange'>, from: string, to: string): string {
  // Noon UTC read in UTC: the calendar day as written, whatever the reader's zone.
  const day = (value: string) => new Date(`${value}T12:00:00Z`);
  return format.dateTimeRange(day(from), day(to), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
