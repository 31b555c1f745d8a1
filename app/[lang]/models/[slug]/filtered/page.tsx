import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { RosterPage, rosterMetadata } from '@/components/roster/roster-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { resolveBoardSlug } from '@/lib/roster/boards';

/**
 * A board narrowed by filters (`/modelos/feminino?altura=174-180&olhos=azul,verde`). Only the proxy
 * reaches it, by a rewrite, once the query is the one canonical spelling of its filters; a public
 * address ending in `/filtered` is a profile address that names no talent (a 404).
 *
 * Rendered for each request rather than kept as a page: the combinations are countless, and each
 * kept page would grow the cache without end. The talents behind it are kept within bounds
 * (lib/roster/filtered-talents.ts), so a render costs no backend call in the common case.
 */
export const dynamic = 'force-dynamic';

function toSearch(query: Record<string, string | string[] | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(name, item);
  }
  return search;
}

export async function generateMetadata({ params }: PageProps<'/[lang]/models/[slug]/filtered'>): Promise<Metadata> {
  const { lang, slug } = await params;
  const board = resolveBoardSlug(slug);
  if (!board || board.kind === 'profile') notFound();
  return rosterMetadata(board, pageLocale(lang), { filtered: true });
}

export default async function FilteredBoardPage({ params, searchParams }: PageProps<'/[lang]/models/[slug]/filtered'>) {
  const { lang, slug } = await params;
  const locale = pageLocale(lang);
  setRequestLocale(locale);
  const board = resolveBoardSlug(slug);
  if (!board || board.kind === 'profile') notFound();
  return <RosterPage board={board} locale={locale} search={toSearch(await searchParams)} />;
}
