import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/errors/error-screen';
import { defaultLocale, isLocale } from '@/lib/i18n/routing';

/**
 * 'Página não encontrada | <site title>' through the layout's title template: every page that can
 * be missing calls notFound() in its generateMetadata as well, which makes Next.js use this metadata,
 * in the served HTML and in the payload the browser renders from. The locale comes from the segment's
 * params: reading it from the request would make every 404 dynamic.
 */
export async function generateMetadata({ params }: { params?: Promise<{ lang?: string }> }): Promise<Metadata> {
  const lang = (await params)?.lang;
  const locale = isLocale(lang) ? lang : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return { title: t('notFoundTitle') };
}

export default async function NotFound() {
  const t = await getTranslations('Errors');
  return <ErrorScreen status={404} message={t('notFound')} hint={t('notFoundHint')} />;
}
