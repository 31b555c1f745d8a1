import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorScreen } from '@/components/errors/error-screen';
import { isOutageCode } from '@/lib/site/home-outage';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import { getSiteTitle } from '@/lib/api/identity';
import { pageLocale } from '@/lib/i18n/page-locale';

// Only reached through the proxy's 503 rewrite, which must keep its status and no-store header.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[lang]/unavailable/[code]'>): Promise<Metadata> {
  const { lang, code } = await params;
  if (!isOutageCode(code)) notFound();
  const [t, siteTitle] = await Promise.all([getTranslations({ locale: pageLocale(lang), namespace: 'Errors' }), getSiteTitle()]);
  return { title: { absolute: `${t('unavailableTitle')} | ${siteTitle}` }, robots: { index: false, follow: false } };
}

/** The home's error screen when its slides cannot be loaded: 503 with the error code as its message. */
export default async function HomeUnavailable({ params }: PageProps<'/[lang]/unavailable/[code]'>) {
  const { lang, code } = await params;
  if (!isOutageCode(code)) notFound();
  const locale = pageLocale(lang);
  setRequestLocale(locale);
  const t = await getTranslations('Errors');
  return <ErrorScreen status={503} message={code} hint={t('unavailable')} retryHref={buildLocalizedPath('/', {}, locale)} />;
}
