import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatPostDate } from '@/components/news/post-date';
import styles from '@/components/news/post-article.module.css';
import { getPost } from '@/lib/api/posts';
import { env } from '@/lib/config/env';
import { sanitizePanelHtml } from '@/lib/site/sanitize-html';
import { Link } from '@/lib/i18n/navigation';
import { absoluteUrl, pageMetadata } from '@/lib/site/seo';
import { getSiteTitle } from '@/lib/api/identity';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import { newsFeedUrl } from '../feed-link';
import { pageLocale } from '@/lib/i18n/page-locale';
import { renderOnFirstVisit } from '@/lib/site/first-visit';

export const revalidate = 300;

// Posts render on their first visit and are then served from the cache, like every other page.
export const generateStaticParams = renderOnFirstVisit;

export async function generateMetadata({ params }: PageProps<'/[lang]/news/[slug]'>): Promise<Metadata> {
  const { lang, slug } = await params;
  const locale = pageLocale(lang);
  const [post, t] = await Promise.all([getPost('news', locale, slug), getTranslations({ locale, namespace: 'News' })]);
  // Thrown here too, so the 404's own metadata (its title) is the one served.
  if (!post) notFound();
  const metadata = await pageMetadata({
    locale,
    pathname: '/news/[slug]',
    params: { slug },
    title: post.title,
    description: post.excerpt ?? t('description'),
    image: post.cover ? { url: post.cover, alt: post.title } : null,
  });
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: newsFeedUrl(locale), title: t('feedTitle') }] },
    },
    openGraph: { ...metadata.openGraph, type: 'article', ...(post.publishedAt ? { publishedTime: post.publishedAt } : {}) },
  };
}

/** JSON-LD inside a script tag: `<` is escaped so a title can never close the tag. */
function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export default async function NewsPostPage({ params }: PageProps<'/[lang]/news/[slug]'>) {
  const { lang, slug } = await params;
  const locale = pageLocale(lang);
  setRequestLocale(locale);
  const post = await getPost('news', locale, slug);
  if (!post) notFound();
  const t = await getTranslations('News');
  const date = formatPostDate(post.publishedAt, locale);
  const body = sanitizePanelHtml(post.body, { siteOrigin: env.SITE_URL, panelUrl: env.PANEL_URL, videoTitle: t('video') });
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title,
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...(post.cover ? { image: [post.cover] } : {}),
    ...(post.excerpt ? { description: post.excerpt } : {}),
    inLanguage: locale,
    mainEntityOfPage: absoluteUrl(buildLocalizedPath('/news/[slug]', { slug }, locale)),
    publisher: { '@type': 'Organization', name: await getSiteTitle() },
  };

  return (
    <article className={`container ${styles.article}`}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structured) }} />
      <Link href="/news" className={styles.back}>
        <span aria-hidden="true">←</span> {t('back')}
      </Link>
      <header className={styles.header}>
        {date && post.publishedAt ? (
          <time className="eyebrow" dateTime={post.publishedAt}>
            {date}
          </time>
        ) : null}
        <h1 className={styles.title}>{post.title}</h1>
        {post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
      </header>
      {post.cover ? (
        <div className={styles.cover}>
          <Image src={post.cover} alt="" fill priority sizes="(min-width: 1200px) 72rem, 100vw" className={styles.coverImage} />
        </div>
      ) : null}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}
