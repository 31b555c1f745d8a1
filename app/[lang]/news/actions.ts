'use server';

import { getPostPage } from '@/lib/api/posts';
import { isLocale } from '@/lib/i18n/routing';
import { errorFields, log } from '@/lib/observability/log';
import { formatPostDate } from '@/components/news/post-date';
import type { NewsPageResult } from '@/components/news/types';

// Far beyond any real archive; stops a crafted call from walking the panel page by page forever.
const MAX_PAGE = 500;

/** Page `page` (2, 3, …) of the news, six posts each, for the 'more' button. */
export async function loadNewsPage(locale: string, page: number): Promise<NewsPageResult> {
  if (!isLocale(locale) || !Number.isSafeInteger(page) || page < 2 || page > MAX_PAGE) return { ok: false };
  try {
    const result = await getPostPage('news', locale, page);
    return {
      ok: true,
      posts: result.posts.map((post) => ({ ...post, dateLabel: formatPostDate(post.publishedAt, locale) })),
      currentPage: result.currentPage,
      lastPage: result.lastPage,
    };
  } catch (error) {
    log.error({ event: 'news.page-failed', page, locale, ...errorFields(error) });
    return { ok: false };
  }
}
