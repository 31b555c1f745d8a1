import 'server-only';
import { getAttributes } from '@/lib/api/attributes';
import { getTalents } from '@/lib/api/talents';
import type { TalentSummary } from '@/lib/api/types';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { resolveBoardSlug, type Board } from '@/lib/roster/boards';
import { filterOptions } from '@/lib/roster/filter-view';
import { getFilteredTalents } from '@/lib/roster/filtered-talents';
import { hasFilters, parseFilters } from '@/lib/roster/filters';
import { REVEAL_STEP } from '@/lib/roster/reveal';
import { MAX_SHOWN } from '@/lib/roster/shown';
import { cardLabels, renderCardsHtml } from './card-html';

/**
 * The reveal route's answer: a board's next cards as an HTML fragment of `<li>`s, the same markup
 * as the page's (card-html.ts). `p0` is the first step of 20 (in the page's HTML, asked for only
 * after a navigation that brought no HTML), `p1` the second, `p2` the third…; `all` is every card,
 * for a letter or a name that narrows the whole board.
 */
export type RevealRequest = { locale: Locale; board: Board; part: { from: number; to: number } };

export function readRevealRequest(lang: string, boardKey: string, part: string): RevealRequest | null {
  const board = resolveBoardSlug(boardKey);
  if (!isLocale(lang) || !board || board.kind === 'profile') return null;
  if (part === 'all') return { locale: lang, board, part: { from: 0, to: MAX_SHOWN } };
  const page = /^p(0|[1-9]\d{0,3})$/.exec(part)?.[1];
  const from = Number(page) * REVEAL_STEP;
  return page && from < MAX_SHOWN ? { locale: lang, board, part: { from, to: from + REVEAL_STEP } } : null;
}

const boardFilter = (board: Board) => (board.kind === 'gender' ? { gender: board.gender } : { category: board.key });

export function notFoundFragment(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

async function fragment({ locale, part }: RevealRequest, talents: readonly TalentSummary[]): Promise<Response> {
  // A step past the end names no cards: not an answer to keep.
  if (part.from > 0 && part.from >= talents.length) return notFoundFragment();
  const html = renderCardsHtml(talents.slice(part.from, part.to), part.from, locale, await cardLabels(locale));
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

function unavailable(): Response {
  return new Response('Unavailable', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30' } });
}

/** A whole board's cards (cached with the board's roster). */
export async function boardFragment(request: RevealRequest): Promise<Response> {
  try {
    return await fragment(request, await getTalents(request.locale, boardFilter(request.board)));
  } catch {
    return unavailable();
  }
}

/** A filtered board's cards, the filters read from the query as the filtered page reads them. */
export async function filteredFragment(request: RevealRequest, search: URLSearchParams): Promise<Response> {
  try {
    const filters = parseFilters(search, request.locale, filterOptions(await getAttributes()));
    const talents = hasFilters(filters)
      ? await getFilteredTalents(request.locale, boardFilter(request.board), filters)
      : await getTalents(request.locale, boardFilter(request.board));
    return await fragment(request, talents);
  } catch {
    return unavailable();
  }
}
