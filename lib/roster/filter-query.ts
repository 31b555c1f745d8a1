import type { FilterName } from './filters';

/** What the filter form holds: heights in cm, the chosen values' words in the address. */
export type FilterChoices = { from: number; to: number; hair: readonly string[]; eyes: readonly string[]; board: string; inTown: boolean };

/**
 * The filter form's choices as the roster's query string (no `?`), written the way the proxy keeps
 * it (lib/roster/filters.ts serializeFilters): height, hair, eyes, board, in town in that order, values in
 * the options' order, commas between them, the full height range left out. Shipped to the browser
 * instead of the colour tables; a unit test holds the two to the same strings.
 */
export function queryFromChoices(
  choices: FilterChoices,
  order: { hair: readonly string[]; eyes: readonly string[] },
  params: Record<FilterName, string>,
  range: { min: number; max: number },
): string {
  const parts: string[] = [];
  const [from, to] = choices.from <= choices.to ? [choices.from, choices.to] : [choices.to, choices.from];
  if (from > range.min || to < range.max) parts.push(`${params.height}=${from}-${to}`);
  for (const kind of ['hair', 'eyes'] as const) {
    const chosen = new Set(choices[kind]);
    const values = order[kind].filter((slug) => chosen.has(slug));
    if (values.length > 0) parts.push(`${params[kind]}=${values.join(',')}`);
  }
  if (choices.board !== '') parts.push(`${params.board}=${choices.board}`);
  // The one value filters.ts writes (IN_TOWN_VALUE), spelled here to keep that module out of the browser.
  if (choices.inTown) parts.push(`${params.inTown}=1`);
  return parts.join('&');
}
