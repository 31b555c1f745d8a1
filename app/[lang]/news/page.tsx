import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewsList } from '@/components/news/news-list';
import styles from '@/components/news/news-page.module.css';
import { formatPostDate } from '@/components/news/post-date';
import { getPostPage } from '@/lib/api/posts';
import { pageMetadata } from '@/lib/site/seo';
import { loadNewsPage } from './actions';
import { newsFeedUrl } from './feed-link';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { enterPageLocale, pageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[lang]/news'>): Promise<Metadata> {
  const { lang } = await params;
  const locale = pageLocale(lang);
  const t = await getTranslations({ locale, namespace: 'News' });
  const metadata = await pageMetadata({ locale, pathname: '/news', title: t('title'), description: t('description') });
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: newsFeedUrl(locale), title: t('feedTitle') }] },
    },
  };
}

export default async function NewsPage({ params }: PageProps<'/[lang]/news'>) {
  const locale = await enterPageLocale(params);
  const t = await getTranslations('News');
  const first = await getPostPage('news', locale, 1);
  const posts = first.posts.map((post) => ({ ...post, dateLabel: formatPostDate(post.publishedAt, locale) }));

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.top}>
        <h1 className="page-title">{t('title')}</h1>
        {/* A plain anchor: the feed is XML, not a page of this app. */}
        <a href={newsFeedUrl(locale)} className={styles.feed} type="application/rss+xml">
          {t('feed')}
        </a>
      </div>
      <ClientMessages namespaces={['News']}>
        <NewsList
          initialPosts={posts}
          initialPage={first.currentPage}
          lastPage={first.lastPage}
          loadPage={loadNewsPage.bind(null, locale)}
        />
      </ClientMessages>
    </div>
  );
}
