import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RosterPage } from '@/components/roster/roster-page';
import { WOMEN_BOARD } from '@/lib/roster/boards';
import { pageMetadata } from '@/lib/site/seo';
import { getSiteTitle } from '@/lib/api/identity';
import { enterPageLocale, pageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 300;

// `/modelos` shows the women's board in place (no redirect hop on slow links); its canonical URL is the women's board.
export async function generateMetadata({ params }: PageProps<'/[lang]/models'>): Promise<Metadata> {
  const { lang } = await params;
  const locale = pageLocale(lang);
  const t = await getTranslations({ locale, namespace: 'Roster' });
  const board = t('boards.women');
  return pageMetadata({
    locale,
    pathname: '/models/women',
    title: board,
    description: t('metaDescription', { board, site: await getSiteTitle() }),
  });
}

export default async function ModelsPage({ params }: PageProps<'/[lang]/models'>) {
  const locale = await enterPageLocale(params);
  return <RosterPage board={WOMEN_BOARD} locale={locale} />;
}
