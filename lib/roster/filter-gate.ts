import 'server-only';
import { getAttributes } from '@/lib/api/attributes';
import { routing, type Locale } from '@/lib/i18n/routing';
import { remembered, type Codec } from './address-gate';
import { filterOptions } from './filter-view';
import { hasFilters, mentionsFilters, parseFilters, serializeFilters, type FilterOptions } from './filters';
import { mentionsShown, readShown, serializeShown } from './shown';

/**
 * What the proxy does with a board address's query (lib/roster/filters.ts):
 * - `plain`: no filter in it; the board's cached page.
 * - `redirect`: filters written another way (`olhos=verde&olhos=azul`, English words on the pt
 *   site, values the roster does not offer): 308 to the one spelling, so a filtering has one address.
 * - `filtered`: that one spelling; rewritten to the board's filtered route (rendered per request).
 *   A board asking for more cards than the first step (lib/roster/shown.ts) goes there too.
 * - `unknown`: the options cannot be read; the filtered route decides (its error screen is not kept).
 */
export type FilterVerdict =
  | { kind: 'plain' }
  | { kind: 'redirect'; query: string }
  | { kind: 'filtered'; query: string }
  | { kind: 'unknown' };

const optionsCodec: Codec<FilterOptions> = { encode: (options) => options, decode: (stored) => stored as FilterOptions };

/** The options, read once per MEMORY_MS for every board address (and shared by the instances on Redis). */
function options(): Promise<FilterOptions> {
  return remembered('filter-options', async () => filterOptions(await getAttributes()), optionsCodec);
}

function decoded(query: string): string {
  try {
    return decodeURIComponent(query.replace(/\+/g, ' '));
  } catch {
    return query;
  }
}

export async function checkRosterFilters(locale: Locale, search: string): Promise<FilterVerdict> {
  const params = new URLSearchParams(search);
  // Filters in another language's words (the language switch keeps the query as it was): read in
  // that language, sent on in this one.
  const source = mentionsFilters(params, locale) ? locale : routing.locales.find((other) => mentionsFilters(params, other));
  if (!source && !mentionsShown(params, locale)) return { kind: 'plain' };
  let filters = '';
  if (source) {
    let known: FilterOptions;
    try {
      known = await options();
    } catch {
      return { kind: 'unknown' };
    }
    const parsed = parseFilters(params, source, known);
    filters = hasFilters(parsed) ? serializeFilters(parsed, locale) : '';
  }
  const canonical = [filters, serializeShown(readShown(params, locale), locale)].filter(Boolean).join('&');
  // `%2C` for a comma is the same address: only a different filtering is redirected.
  if (decoded(search.replace(/^\?/, '')) !== canonical) return { kind: 'redirect', query: canonical };
  return { kind: 'filtered', query: canonical };
}
