import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorScreen } from '@/components/errors/error-screen';
import { pageLocale } from '@/lib/i18n/page-locale';
import { NOT_FOUND_SEGMENT } from '@/lib/i18n/paths';

/**
 * The localized 404: any address that names no screen, and a talent or post that does not exist,
 * reach this page only through the proxy's rewrite, which gives the status 404 (proxy.ts `missing`).
 * It draws the screen itself instead of calling notFound(): Next.js answers a notFound() with an
 * empty <body> and has the browser draw the page from its payload (vercel/next.js#62228), so the 404
 * would be blank without JavaScript and painted only after the load event on a slow phone.
 * Per request, like the 503 screen, so the rewrite's status stays and random addresses cache nothing.
 */
export const dynamic = 'force-dynamic';

/**
 * Reached any other way (an address Next.js itself folds onto this route, like `/es/modelos/1/..%2f..%2fetc`,
 * which the proxy saw as a profile), it would answer 200: notFound() keeps those a 404.
 */
function throughTheProxy(rest: string[]): void {
  if (rest.join('/') !== NOT_FOUND_SEGMENT) notFound();
}

export async function generateMetadata({ params }: PageProps<'/[lang]/[...rest]'>): Promise<Metadata> {
  const { lang, rest } = await params;
  throughTheProxy(rest);
  const t = await getTranslations({ locale: pageLocale(lang), namespace: 'Errors' });
  // 'Página não encontrada | <site title>' through the layout's title template.
  return { title: t('notFoundTitle'), robots: { index: false, follow: true } };
}

export default async function NotFoundPage({ params }: PageProps<'/[lang]/[...rest]'>) {
  const { lang, rest } = await params;
  throughTheProxy(rest);
  setRequestLocale(pageLocale(lang));
  const t = await getTranslations('Errors');
  return <ErrorScreen status={404} message={t('notFound')} hint={t('notFoundHint')} />;
}
