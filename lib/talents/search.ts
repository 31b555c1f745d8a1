/**
 * Finding a talent by name on the roster: accents, case and repeated spaces do not count, so
 * "elise" finds "Élise", "erica nog" finds "Érica Nogueira" and "ÁLVARO" finds "Álvaro".
 */

/** Longest query kept: a name, not a paragraph. */
export const MAX_QUERY_LENGTH = 60;

export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The talents whose name holds the query (folded); every talent for an empty query. */
export function filterByName<T extends { name: string }>(talents: readonly T[], query: string): T[] {
  const wanted = foldForSearch(query.slice(0, MAX_QUERY_LENGTH));
  if (wanted === '') return [...talents];
  return talents.filter((talent) => foldForSearch(talent.name).includes(wanted));
}
