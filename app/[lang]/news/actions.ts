'use server';

import { getPostPage } from '@/lib/api/posts';
import { isLocale } from '@/lib/i18n/routing';
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
    console.error(`[news] page ${page} (${locale}) failed:`, error instanceof Error ? error.message : error);
    return { ok: false };
  }
}
