import type { Locale } from '@/lib/i18n/routing';
import { REVEAL_STEP } from './reveal';

/**
 * How many cards a board shows when its address asks for more than the first step
 * (`/modelos/feminino?mostrar=40`): the "more" link of a page without scripts. The page's script
 * reveals cards in place instead; this address only matters to a browser that runs none.
 */
export const SHOW_PARAM: Record<Locale, string> = { pt: 'mostrar', en: 'show', es: 'mostrar' };

/** More than any board holds: an address asking for more is read as asking for everything. */
export const MAX_SHOWN = 5_000;

/** The count an address asks for: a whole number of steps above the first, at most MAX_SHOWN; null otherwise. */
export function readShown(search: URLSearchParams, locale: Locale): number | null {
  const raw = search.get(SHOW_PARAM[locale]);
  if (raw === null || !/^\d{1,5}$/.test(raw)) return null;
  const count = Number(raw);
  if (count <= REVEAL_STEP || count > MAX_SHOWN || count % REVEAL_STEP !== 0) return null;
  return count;
}

export function mentionsShown(search: URLSearchParams, locale: Locale): boolean {
  return search.has(SHOW_PARAM[locale]);
}

/** `mostrar=40`, or nothing for the first step. */
export function serializeShown(count: number | null, locale: Locale): string {
  return count === null ? '' : `${SHOW_PARAM[locale]}=${count}`;
}
