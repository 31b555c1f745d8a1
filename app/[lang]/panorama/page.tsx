import { getTranslations } from 'next-intl/server';
import { instagramHandle, instagramHref } from '@/components/contact/contact-links';
import { FEED_PROVIDER, feedEmbedUrl } from '@/components/panorama/feed-config';
import { PanoramaProfile } from '@/components/panorama/panorama-profile';
import styles from '@/components/panorama/panorama-page.module.css';
import { SocialFeed } from '@/components/panorama/social-feed';
import { getCustomizations, getSocialMedias, getWebsiteTexts } from '@/lib/api/texts';
import { optionalRead } from '@/lib/api/optional-read';
import { websiteTextOrNull } from '@/lib/api/website-text';
import { titledPageMetadata } from '@/lib/site/seo';
import { getSiteTitle } from '@/lib/api/identity';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { enterPageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 300;

export const generateMetadata = titledPageMetadata('Panorama', '/panorama');

/** A read that may fail: the page then uses its message fallbacks (the panel's data only refines it). */
export default async function PanoramaPage({ params }: PageProps<'/[lang]/panorama'>) {
  const locale = await enterPageLocale(params);
  const t = await getTranslations('Panorama');
  // Cached reads the layout makes anyway; the widget id comes from the panel so staff can change it.
  const [texts, socials, customizations, siteTitle] = await Promise.all([
    optionalRead(getWebsiteTexts(), 'website texts'),
    optionalRead(getSocialMedias(), 'social medias'),
    optionalRead(getCustomizations(), 'customizations'),
    getSiteTitle(),
  ]);
  const text = (key: string) => websiteTextOrNull(texts, key, locale);
  const instagramUrl = socials?.find((social) => social.name.toLowerCase() === 'instagram')?.url ?? null;
  const handleSource = text('contact_instagram') ?? instagramUrl ?? t('handle');
  const profileUrl = instagramUrl ?? instagramHref(handleSource) ?? instagramHref(t('handle')) ?? 'https://www.instagram.com/';
  const handle = instagramHandle(handleSource);

  return (
    <div className={`container ${styles.page}`}>
      <p className="eyebrow">{t('eyebrow')}</p>
      <h1 className="page-title">{t('title')}</h1>
      <PanoramaProfile title={siteTitle} handle={handle} profileUrl={profileUrl} email={text('contact_email')} />
      <ClientMessages namespaces={['Panorama']}>
        <SocialFeed
          embedUrl={feedEmbedUrl(customizations?.social_feed_widget)}
          providerName={FEED_PROVIDER.name}
          profileUrl={profileUrl}
          handle={handle}
        />
      </ClientMessages>
    </div>
  );
}
