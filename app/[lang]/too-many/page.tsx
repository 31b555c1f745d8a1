import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/errors/error-screen';
import { getSiteTitle } from '@/lib/api/identity';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import { enterPageLocale, pageLocale } from '@/lib/i18n/page-locale';

// Only reached through the proxy's 429 rewrite (a burst of filtered boards), which keeps its status and no-store header.
export const dynamic = 'force-dynamic';

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params }: PageProps<'/[lang]/too-many'>): Promise<Metadata> {
  const { lang } = await params;
  const [t, siteTitle] = await Promise.all([getTranslations({ locale: pageLocale(lang), namespace: 'Errors' }), getSiteTitle()]);
  return { title: { absolute: `${t('tooManyTitle')} | ${siteTitle}` }, robots: { index: false, follow: false } };
}

/** "Too many searches, wait N seconds": what a visitor past the filtered boards' limit sees, with a link back to the filtering. */
export default async function TooMany({ params, searchParams }: PageProps<'/[lang]/too-many'>) {
  const locale = await enterPageLocale(params);
  const query = await searchParams;
  const seconds = Math.min(3600, Math.max(1, Math.ceil(Number(one(query.retry)) || 60)));
  // The proxy writes the address asked for; anything but a path of this site goes home instead.
  const back = one(query.back);
  const retryHref = back && /^\/(?![/\\])/.test(back) && !/[\\\s]/.test(back) ? back : buildLocalizedPath('/', {}, locale);
  const t = await getTranslations('Errors');
  return <ErrorScreen status={429} message={t('tooMany')} hint={t('tooManyHint', { seconds })} retryHref={retryHref} />;
}
