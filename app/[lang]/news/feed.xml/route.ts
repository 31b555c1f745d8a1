import { getPostPage } from '@/lib/api/posts';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import { publicLocales } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/site/seo';
import { getSiteTitle } from '@/lib/api/identity';
import { getTranslations } from 'next-intl/server';
import { newsFeedUrl } from '../feed-link';
import { pageLocale } from '@/lib/i18n/page-locale';

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // Control characters are not allowed in XML 1.0 and would make the whole feed unreadable.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');
}

function rfc822(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toUTCString();
}

/** RSS 2.0 of the latest news of one locale: `/pt/news/feed.xml`, `/en/news/feed.xml`. */
export async function GET(_request: Request, { params }: RouteContext<'/[lang]/news/feed.xml'>) {
  const { lang } = await params;
  if (!(publicLocales as readonly string[]).includes(lang)) return new Response('Not found', { status: 404 });
  const locale = pageLocale(lang);
  const t = await getTranslations({ locale, namespace: 'News' });
  let page;
  try {
    page = await getPostPage('news', locale, 1);
  } catch {
    return new Response('The news are unavailable right now.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
    });
  }
  const listUrl = absoluteUrl(buildLocalizedPath('/news', {}, locale));
  const items = page.posts.map((post) => {
    const url = absoluteUrl(buildLocalizedPath('/news/[slug]', { slug: post.slug }, locale));
    const date = rfc822(post.publishedAt);
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      date ? `      <pubDate>${date}</pubDate>` : null,
      post.excerpt ? `      <description>${escapeXml(post.excerpt)}</description>` : null,
      post.cover ? `      <media:content url="${escapeXml(post.cover)}" medium="image"/>` : null,
      '    </item>',
    ]
      .filter((line) => line !== null)
      .join('\n');
  });
  const newest = rfc822(page.posts[0]?.publishedAt ?? null);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    <title>${escapeXml(`${t('title')} | ${await getSiteTitle()}`)}</title>`,
    `    <link>${escapeXml(listUrl)}</link>`,
    `    <description>${escapeXml(t('description'))}</description>`,
    `    <language>${locale === 'pt' ? 'pt-BR' : locale}</language>`,
    `    <atom:link href="${escapeXml(newsFeedUrl(locale))}" rel="self" type="application/rss+xml"/>`,
    newest ? `    <lastBuildDate>${newest}</lastBuildDate>` : null,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== null)
    .join('\n');
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600',
    },
  });
}
