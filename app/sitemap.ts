import type { MetadataRoute } from 'next';
import { getPostPage } from '@/lib/api/posts';
import { getTalents } from '@/lib/api/talents';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import { BOARD_KEYS, publicLocales, type AppPathname, type Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/site/seo';
import { talentSlug } from '@/lib/talents/slug';

// Rendered per request from the cached reads: prerendered at build, a build without a reachable panel
// would serve a map without talents and posts until its own revalidation.
export const dynamic = 'force-dynamic';

// Favourites live in each visitor's browser (the page is noindex), so they are not listed.
const STATIC_PAGES: AppPathname[] = [
  '/',
  '/models',
  '/models/women',
  '/models/men',
  ...BOARD_KEYS.map((key) => `/models/${key}` as AppPathname),
  '/about',
  '/panorama',
  '/contact',
  '/be-a-model',
  '/news',
  '/privacy',
];

function entry(
  pathname: AppPathname,
  params: Record<string, string>,
  lastModified?: string | null,
  codes: readonly Locale[] = publicLocales,
): MetadataRoute.Sitemap[number][] {
  const languages = Object.fromEntries(codes.map((code) => [code, absoluteUrl(buildLocalizedPath(pathname, params, code))]));
  return codes.map((code) => ({
    url: absoluteUrl(buildLocalizedPath(pathname, params, code)),
    alternates: { languages },
    ...(lastModified ? { lastModified } : {}),
  }));
}

async function postSlugs(locale: Locale): Promise<Array<{ slug: string; publishedAt: string | null }>> {
  const first = await getPostPage('news', locale, 1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.lastPage - 1) }, (_, i) => getPostPage('news', locale, i + 2)),
  );
  return [first, ...rest].flatMap((page) => page.posts.map((post) => ({ slug: post.slug, publishedAt: post.publishedAt })));
}

/** Each post with the languages the panel has it in (a post is written per language, under one slug). */
async function allPosts(): Promise<Array<{ slug: string; publishedAt: string | null; locales: Locale[] }>> {
  const perLocale = await Promise.all(publicLocales.map(async (locale) => ({ locale, posts: await postSlugs(locale).catch(() => []) })));
  const bySlug = new Map<string, { slug: string; publishedAt: string | null; locales: Locale[] }>();
  for (const { locale, posts } of perLocale) {
    for (const post of posts) {
      const known = bySlug.get(post.slug);
      if (!known) bySlug.set(post.slug, { ...post, locales: [locale] });
      else if (!known.locales.includes(locale)) known.locales.push(locale);
    }
  }
  return [...bySlug.values()];
}

/** Every page and every talent in each public language, and each post in the languages it is written in; a backend failure leaves its part out, never the whole map. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [talents, posts] = await Promise.all([getTalents('pt').catch(() => []), allPosts()]);
  return [
    ...STATIC_PAGES.flatMap((pathname) => entry(pathname, {})),
    ...talents.flatMap((talent) => entry('/models/[slug]/[name]', { slug: String(talent.id), name: talentSlug(talent.name) })),
    ...posts.flatMap((post) => entry('/news/[slug]', { slug: post.slug }, post.publishedAt, post.locales)),
  ];
}
