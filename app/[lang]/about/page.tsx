import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AboutContent } from '@/components/about/about-content';
import { pageMetadata } from '@/lib/site/seo';
import { pageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[lang]/about'>): Promise<Metadata> {
  const { lang } = await params;
  const locale = pageLocale(lang);
  const t = await getTranslations({ locale, namespace: 'About' });
  return pageMetadata({
    locale,
    pathname: '/about',
    title: t('title'),
    description: t('description'),
    image: { url: '/about/studio-light.jpg', width: 1200, height: 1500, alt: t('imageAlt') },
  });
}

export default async function AboutPage({ params }: PageProps<'/[lang]/about'>) {
  const { lang } = await params;
  setRequestLocale(pageLocale(lang));
  return <AboutContent />;
}
