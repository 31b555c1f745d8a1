import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomeHero } from '@/components/home/home-hero';
import type { ShowSlide } from '@/lib/site/layout-types';
import { getSiteIdentity } from '@/lib/api/identity';
import { getEntitySlides } from '@/lib/api/slides';
import type { Slide } from '@/lib/api/types';
import { env } from '@/lib/config/env';
import { markHomeAvailable, recordHomeOutage } from '@/lib/site/home-outage';
import { readForPage } from '@/lib/site/page-read';
import { pageMetadata } from '@/lib/site/seo';
import { isOptimizableMedia } from '@/lib/talents/media';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[lang]'>): Promise<Metadata> {
  const { lang } = await params;
  const locale = pageLocale(lang);
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'Home' }), getTranslations({ locale, namespace: 'Site' })]);
  return pageMetadata({ locale, pathname: '/', title: t('title'), description: site('description') });
}

async function loadSlides(): Promise<Slide[]> {
  // No slides and nothing cached → the error screen with 503 and the error code. This render can
  // only answer 500; the proxy answers the next requests with the 503 screen.
  const slides = await readForPage(() => getEntitySlides('slides'), (code) => recordHomeOutage(code, Date.now()));
  markHomeAvailable();
  return slides;
}

/** A video slide shows the other screen size's still, when there is one, until it plays. */
function toShowSlide(slide: Slide): ShowSlide {
  const still = [slide.desktop, slide.mobile].find((media) => !media.isVideo);
  return {
    id: slide.id,
    desktop: slide.desktop,
    mobile: slide.mobile,
    title: slide.title ?? null,
    poster: slide.desktop.isVideo || slide.mobile.isVideo ? (still?.url ?? null) : null,
  };
}

export default async function HomePage({ params }: PageProps<'/[lang]'>) {
  const { lang } = await params;
  setRequestLocale(pageLocale(lang));
  const [shown, identity] = await Promise.all([loadSlides(), getSiteIdentity()]);
  const slides = shown.map(toShowSlide);
  const optimizable = (url: string) => isOptimizableMedia(url, env.PANEL_URL, env.MEDIA_HOSTS);
  const optimize = slides.every((slide) => optimizable(slide.desktop.url) && optimizable(slide.mobile.url));

  return (
    <ClientMessages namespaces={['Home']}>
      <HomeHero slides={slides} title={identity.title} logo={identity.logo} optimize={optimize} />
    </ClientMessages>
  );
}
