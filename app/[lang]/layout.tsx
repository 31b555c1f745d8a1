import { Activity } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { displayFont, textFont, textStrongFont } from '@/app/fonts';
import { GlobalLoader } from '@/components/layout/global-loader';
import { MenuProvider } from '@/components/layout/menu-context';
import { MenuHost } from '@/components/layout/menu-host';
import { RouteTransition } from '@/components/layout/route-transition';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { getSiteIdentity, getSiteTitle } from '@/lib/api/identity';
import { loadLayoutData } from '@/lib/site/layout-data';
import { ClientMessages, LAYOUT_KEYS, LAYOUT_NAMESPACES } from '@/lib/i18n/client-messages';
import { isLocale } from '@/lib/i18n/routing';
import { env } from '@/lib/config/env';
import '../globals.css';
import { renderOnFirstVisit } from '@/lib/site/first-visit';

// Pages render on their first visit and are then served from the cache (no backend needed at build time).
export const generateStaticParams = renderOnFirstVisit;

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#ffffff',
};

export async function generateMetadata({ params }: LayoutProps<'/[lang]'>): Promise<Metadata> {
  const { lang } = await params;
  const [t, siteTitle] = await Promise.all([
    getTranslations({ locale: isLocale(lang) ? lang : 'pt', namespace: 'Site' }),
    getSiteTitle(),
  ]);
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { template: `%s | ${siteTitle}`, default: siteTitle },
    description: t('description'),
    applicationName: siteTitle,
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations('Site');
  const [{ footer, menuSlides }, identity] = await Promise.all([loadLayoutData(lang), getSiteIdentity()]);

  return (
    <html lang={lang} className={`${displayFont.variable} ${textFont.variable} ${textStrongFont.variable}`}>
      <body>
        <ClientMessages namespaces={LAYOUT_NAMESPACES} keys={LAYOUT_KEYS}>
          <a href="#content" className="skip-link">{t('skipToContent')}</a>
          <MenuProvider>
            <Activity mode="visible">
              <SiteHeader identity={identity} />
            </Activity>
            {/*
              Activity boundaries (sent inline, shown as they are): the header, the closed menu, the footer
              and the loader are hydrated after the page's own content, at low priority and in slices, or at
              once when the visitor touches them. On a slow phone that keeps them out of the way of a
              first tap or key in the page (docs/quality.md, input delay).
            */}
            <Activity mode="visible">
              <MenuHost slides={menuSlides} />
            </Activity>
            <RouteTransition>
              <main id="content" tabIndex={-1}>
                {children}
              </main>
            </RouteTransition>
            <Activity mode="visible">
              <SiteFooter data={footer} identity={identity} />
            </Activity>
          </MenuProvider>
          <Activity mode="visible">
            <GlobalLoader />
          </Activity>
        </ClientMessages>
      </body>
    </html>
  );
}
