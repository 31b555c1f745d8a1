import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/errors/error-screen';
import { defaultLocale, routing } from '@/lib/i18n/routing';
import { getSiteTitle } from '@/lib/api/identity';

/**
 * 'Página não encontrada | <site title>' through the layout's title template. The locale comes
 * from the segment's params: reading it from the request would make every 404 dynamic.
 */
export async function generateMetadata({ params }: { params?: Promise<{ lang?: string }> }): Promise<Metadata> {
  const lang = (await params)?.lang;
  const locale = hasLocale(routing.locales, lang) ? lang : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return { title: t('notFoundTitle') };
}

export default async function NotFound() {
  const [t, siteTitle] = await Promise.all([getTranslations('Errors'), getSiteTitle()]);
  return (
    <>
      {/* The 404 is drawn in the browser, whose metadata keeps only the layout's title; React hoists this one first. */}
      <title>{`${t('notFoundTitle')} | ${siteTitle}`}</title>
      <ErrorScreen status={404} message={t('notFound')} hint={t('notFoundHint')} />
    </>
  );
}
