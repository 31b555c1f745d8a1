import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { RosterPage, rosterMetadata } from '@/components/roster/roster-page';
import { loadTalentProfile } from '@/components/profile/load-profile';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { resolveBoardSlug } from '@/lib/roster/boards';
import { talentSlug } from '@/lib/talents/slug';
import { pageLocale } from '@/lib/i18n/page-locale';
import { renderOnFirstVisit } from '@/lib/site/first-visit';

export const revalidate = 300;

// Boards render on their first visit and are then served from the cache.
export const generateStaticParams = renderOnFirstVisit;

export async function generateMetadata({ params }: PageProps<'/[lang]/models/[slug]'>): Promise<Metadata> {
  const { lang, slug } = await params;
  const board = resolveBoardSlug(slug);
  // A missing board or talent throws here too, so the 404's own metadata (its title) is the one served.
  if (!board) notFound();
  const locale = pageLocale(lang);
  if (board.kind === 'profile') {
    if (!(await loadTalentProfile(board.id, locale))) notFound();
    return {};
  }
  return rosterMetadata(board, locale);
}

export default async function BoardPage({ params }: PageProps<'/[lang]/models/[slug]'>) {
  const { lang, slug } = await params;
  const locale = pageLocale(lang);
  setRequestLocale(locale);
  const board = resolveBoardSlug(slug);
  if (!board) notFound();
  if (board.kind === 'profile') {
    // `/modelos/12` is a profile address without its name: send it to the full one.
    const profile = await loadTalentProfile(board.id, locale);
    if (!profile) notFound();
    return permanentRedirect({
      href: { pathname: '/models/[slug]/[name]', params: { slug: String(profile.id), name: talentSlug(profile.name) } },
      locale,
    });
  }
  return <RosterPage board={board} locale={locale} />;
}
