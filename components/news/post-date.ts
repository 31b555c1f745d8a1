import { AGENCY_TIME_ZONE } from '@/lib/i18n/time-zone';

/** '2 de outubro de 2026' / 'October 2, 2026'; null for a missing or unreadable date. */
export function formatPostDate(iso: string | null, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: AGENCY_TIME_ZONE }).format(date);
}
