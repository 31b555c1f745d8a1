import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadTalentProfile } from '@/components/profile/load-profile';
import { ProfileView } from '@/components/profile/profile-view';
import type { TalentProfile } from '@/lib/api/types';
import { env } from '@/lib/config/env';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { parseTalentId } from '@/lib/roster/boards';
import { personJsonLd, serializeJsonLd } from '@/lib/roster/person-json-ld';
import { displayMeasurement } from '@/lib/roster/units';
import { absoluteUrl, pageMetadata } from '@/lib/site/seo';
import { getSiteTitle } from '@/lib/api/identity';
import { ageFrom } from '@/lib/talents/age';
import { instagramUrl, isMinor } from '@/lib/talents/casting';
import { measurementsFor, type Unit } from '@/lib/talents/measurements';
import { talentSlug } from '@/lib/talents/slug';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { renderOnFirstVisit } from '@/lib/site/first-visit';

export const revalidate = 300;

// Profiles render on their first visit and are then served from the cache.
export const generateStaticParams = renderOnFirstVisit;

function measurementsOf(profile: TalentProfile, unit: Unit, locale: Locale) {
  return measurementsFor(profile, unit, locale);
}

async function describe(profile: TalentProfile, locale: Locale): Promise<string> {
  const [t, siteTitle] = await Promise.all([getTranslations({ locale, namespace: 'Profile' }), getSiteTitle()]);
  const list = measurementsOf(profile, 'metric', locale)
    .map((item) => `${t(`measure.${item.key}`)} ${displayMeasurement(item, 'metric')}`)
    .join(', ');
  return list
    ? t('metaDescription', { name: profile.name, site: siteTitle, measurements: list })
    : t('metaDescriptionNoMeasures', { name: profile.name, site: siteTitle });
}

async function profileFor(slug: string, locale: Locale) {
  const id = parseTalentId(slug);
  return id === null ? null : loadTalentProfile(id, locale);
}

export async function generateMetadata({ params }: PageProps<'/[lang]/models/[slug]/[name]'>): Promise<Metadata> {
  const { lang, slug } = await params;
  const locale = pageLocale(lang);
  const profile = await profileFor(slug, locale);
  // Thrown here too, so the 404's own metadata (its title) is the one served.
  if (!profile) notFound();
  return pageMetadata({
    locale,
    pathname: '/models/[slug]/[name]',
    params: { slug: String(profile.id), name: talentSlug(profile.name) },
    title: profile.name,
    description: await describe(profile, locale),
    image: profile.cover ? { url: profile.cover, alt: profile.name } : null,
  });
}

export default async function ProfilePage({ params }: PageProps<'/[lang]/models/[slug]/[name]'>) {
  const { lang, slug, name } = await params;
  const locale = pageLocale(lang);
  setRequestLocale(locale);
  const profile = await profileFor(slug, locale);
  if (!profile) notFound();
  const canonicalName = talentSlug(profile.name);
  if (safeDecode(name) !== canonicalName) {
    permanentRedirect({
      href: { pathname: '/models/[slug]/[name]', params: { slug: String(profile.id), name: canonicalName } },
      locale,
    });
  }
  const metric = measurementsOf(profile, 'metric', locale);
  const imperial = measurementsOf(profile, 'imperial', locale);
  // A child's own account is not on the page, nor in what search engines read of it.
  const instagram = profile.instagram && !isMinor(ageFrom(profile.birthdate, new Date()), profile.categories) ? profile.instagram : null;
  const jsonLd = serializeJsonLd(
    personJsonLd({
      name: profile.name,
      url: absoluteUrl(buildLocalizedPath('/models/[slug]/[name]', { slug: String(profile.id), name: canonicalName }, locale)),
      image: profile.cover,
      gender: profile.gender,
      description: await describe(profile, locale),
      heightCm: metric.find((item) => item.key === 'height')?.value ?? null,
      organization: { name: await getSiteTitle(), url: env.SITE_URL },
      motherAgency: profile.motherAgency,
      sameAs: instagram ? [instagramUrl(instagram.handle)] : [],
    }),
  );
  return (
    <ClientMessages namespaces={['Profile', 'Favorites']} keys={{ Favorites: ['add', 'remove'] }}>
      <ProfileView profile={profile} metric={metric} imperial={imperial} jsonLd={jsonLd} />
    </ClientMessages>
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
