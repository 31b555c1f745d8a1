import 'server-only';
import type { Metadata } from 'next';
import { env } from '@/lib/config/env';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import { publicLocales, type AppPathname, type Locale } from '@/lib/i18n/routing';
import { getSiteTitle } from '@/lib/api/identity';

export function absoluteUrl(path: string): string {
  return `${env.SITE_URL}${path === '/' ? '' : path}` || env.SITE_URL;
}

type PageMetadataInput = {
  locale: Locale;
  pathname: AppPathname;
  params?: Record<string, string>;
  /** The page part of '<page> | <site title>'. */
  title: string;
  description: string;
  image?: { url: string; width?: number; height?: number; alt?: string } | null;
  noIndex?: boolean;
};

/** Title, description, canonical URL, hreflang alternates (pt, en, x-default) and Open Graph for a page. */
export async function pageMetadata({ locale, pathname, params = {}, title, description, image, noIndex }: PageMetadataInput): Promise<Metadata> {
  const siteTitle = await getSiteTitle();
  const canonical = absoluteUrl(buildLocalizedPath(pathname, params, locale));
  const languages: Record<string, string> = {};
  for (const code of publicLocales) languages[code] = absoluteUrl(buildLocalizedPath(pathname, params, code));
  languages['x-default'] = languages.pt!;
  return {
    // Absolute: the layout's title template does not reach pages of its own segment (home).
    title: { absolute: `${title} | ${siteTitle}` },
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      siteName: siteTitle,
      title: `${title} | ${siteTitle}`,
      description,
      url: canonical,
      locale: locale === 'pt' ? 'pt_BR' : locale === 'en' ? 'en_US' : 'es_ES',
      ...(image ? { images: [image] } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary' },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The namespaces whose `title` and `description` messages are a whole page's metadata. */
type TitledNamespace = 'ApplicationPage' | 'Panorama' | 'Favorites';

/**
 * A page's generateMetadata when its title and description are its namespace's `title` and
 * `description` messages, in the language of its path.
 */
export function titledPageMetadata(namespace: TitledNamespace, pathname: AppPathname, options: { noIndex?: boolean } = {}) {
  return async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
    const locale = pageLocale((await params).lang);
    const t = await getTranslations({ locale, namespace });
    return pageMetadata({ locale, pathname, title: t('title'), description: t('description'), ...options });
  };
}
