/**
 * What bookers check before they book, as the profile and the roster show it: how recent the
 * digitals and measurements are, where the talent is now, the mother agency and the talent's own
 * Instagram. Pure: dates and numbers written in the page's language with Intl, nothing read here.
 */

/** Digitals older than this many whole months get a quiet mark. */
export const DIGITALS_STALE_MONTHS = 6;

/** A handle as people write it (`@ana.stub`, `instagram.com/ana.stub/`) → `ana.stub`; null when it is not one. */
export function instagramHandle(raw: string): string | null {
  const handle = raw
    .trim()
    .replace(/^https?:\/\/(?:www\.)?instagram\.com\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/^@/, '');
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? handle : null;
}

export function instagramUrl(handle: string): string {
  return `https://www.instagram.com/${handle}/`;
}

/** Followers rounded the way the page's language writes large numbers: 48 mil, 48K, 1,3 mi. */
export function formatFollowers(count: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: 'compact' }).format(count);
}

function monthIndex(yearMonth: string): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
}

/** `2026-10` as the page's language abbreviates a month: out. 2026, Oct 2026, oct 2026. */
export function formatMonth(yearMonth: string, locale: string): string {
  const index = monthIndex(yearMonth);
  if (index === null) return yearMonth;
  const date = new Date(Date.UTC(Math.floor(index / 12), index % 12, 1));
  const parts = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).formatToParts(date);
  const month = parts.find((part) => part.type === 'month')?.value;
  const year = parts.find((part) => part.type === 'year')?.value;
  return month && year ? `${month} ${year}` : yearMonth;
}

/** `2026-12-20` as a short day: 20 de dez., Dec 20, 20 dic; with the year when it is not `today`'s. */
export function formatDay(date: string, locale: string, today: Date): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  const value = new Date(Date.UTC(year, month - 1, day));
  const sameYear = year === today.getUTCFullYear();
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }), timeZone: 'UTC' }).format(value);
}

/** Whole calendar months from `yearMonth` to `today`'s month (negative when it is ahead). */
export function monthsSince(yearMonth: string, today: Date): number | null {
  const index = monthIndex(yearMonth);
  return index === null ? null : today.getUTCFullYear() * 12 + today.getUTCMonth() - index;
}

export type DigitalSet = { month: string; count: number };

/** The digitals grouped by the month they were taken, newest first; undated photos are in no set. */
export function digitalSets(photos: ReadonlyArray<{ takenAt?: string | null }>): DigitalSet[] {
  const counts = new Map<string, number>();
  for (const photo of photos) if (photo.takenAt) counts.set(photo.takenAt, (counts.get(photo.takenAt) ?? 0) + 1);
  return [...counts].map(([month, count]) => ({ month, count })).sort((a, b) => b.month.localeCompare(a.month));
}

/** Whether the newest set is more than DIGITALS_STALE_MONTHS old. */
export function digitalsAreStale(sets: readonly DigitalSet[], today: Date): boolean {
  const newest = sets[0];
  if (!newest) return false;
  const age = monthsSince(newest.month, today);
  return age !== null && age > DIGITALS_STALE_MONTHS;
}

/**
 * A child's whereabouts and social account stay off the public page: under 18 by the birthdate, or
 * on the kids' board when the birthdate is unknown.
 */
export function isMinor(age: number | null, categories: readonly string[]): boolean {
  return age !== null ? age < 18 : categories.includes('kids');
}
