import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import { resolveMediaUrl } from '@/lib/talents/media';
import { cachedRead } from './cached';
import { request } from './client';
import { isApiError } from './errors';
import { postPageSchema, postResponseSchema, postSummarySchema } from './schemas';
import { tags } from './tags';
import type { Post, PostPage, PostSummary } from './types';

// The blog shows 10 posts first and 6 more each time.
export const FIRST_PAGE_SIZE = 10;
export const NEXT_PAGE_SIZE = 6;

/** Zero-based [start, end) of the items shown on `page`: 1 → 0–10, 2 → 10–16, 3 → 16–22. */
export function postPageRange(page: number): { start: number; end: number } {
  if (page === 1) return { start: 0, end: FIRST_PAGE_SIZE };
  const start = FIRST_PAGE_SIZE + (page - 2) * NEXT_PAGE_SIZE;
  return { start, end: start + NEXT_PAGE_SIZE };
}

export function postLastPage(total: number): number {
  if (total <= FIRST_PAGE_SIZE) return 1;
  return 1 + Math.ceil((total - FIRST_PAGE_SIZE) / NEXT_PAGE_SIZE);
}

function toSummary(post: z.output<typeof postSummarySchema>): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    cover: resolveMediaUrl(post.cover, env.PANEL_URL),
    publishedAt: post.published_at,
  };
}

function postsPath(type: string, locale: string): string {
  return `/api/posts/${encodeURIComponent(type)}/${encodeURIComponent(locale)}`;
}

/**
 * Page `page` of a post collection under the 10-then-6 rule. The panel pages at a fixed size
 * (offset = (page − 1) × paginate), so pages after the first read the one or two `paginate=6`
 * panel pages covering the wanted items and slice them.
 */
export function getPostPage(type: string, locale: string, page: number): Promise<PostPage> {
  if (!Number.isSafeInteger(page) || page < 1) {
    throw new RangeError(`Post page must be a positive integer, got ${page}`);
  }
  return cachedRead(['posts', type, locale, String(page)], [tags.posts(type)], async () => {
    const path = postsPath(type, locale);
    const fetchPanelPage = (paginate: number, panelPage: number) =>
      request('panel', path, { query: { paginate, page: panelPage }, schema: postPageSchema });

    const { start, end } = postPageRange(page);
    let items: z.output<typeof postSummarySchema>[];
    let total: number;
    if (page === 1) {
      ({ data: items, total } = await fetchPanelPage(FIRST_PAGE_SIZE, 1));
    } else {
      const firstPanelPage = Math.floor(start / NEXT_PAGE_SIZE) + 1;
      const lastPanelPage = Math.floor((end - 1) / NEXT_PAGE_SIZE) + 1;
      const first = await fetchPanelPage(NEXT_PAGE_SIZE, firstPanelPage);
      total = first.total;
      const covered = [...first.data];
      // Skip the second call when the total says it would come back empty.
      if (lastPanelPage > firstPanelPage && total > (lastPanelPage - 1) * NEXT_PAGE_SIZE) {
        covered.push(...(await fetchPanelPage(NEXT_PAGE_SIZE, lastPanelPage)).data);
      }
      const offset = (firstPanelPage - 1) * NEXT_PAGE_SIZE;
      items = covered.slice(start - offset, end - offset);
    }
    return { posts: items.map(toSummary), currentPage: page, lastPage: postLastPage(total), total };
  });
}

/** Whether a post exists, uncached (see probeTalent): resolves when it does, rejects with `not_found` when not. */
export async function probePost(type: string, locale: string, slug: string): Promise<void> {
  await request('panel', `${postsPath(type, locale)}/${encodeURIComponent(slug)}`, { schema: z.unknown() });
}

/** One post by slug, body HTML as received (sanitise before rendering); null when there is none. */
export function getPost(type: string, locale: string, slug: string): Promise<Post | null> {
  return cachedRead(['post', type, locale, slug], [tags.post(type, slug), tags.posts(type)], async () => {
    const answer = await request('panel', `${postsPath(type, locale)}/${encodeURIComponent(slug)}`, {
      schema: postResponseSchema,
    }).catch((error: unknown) => {
      if (isApiError(error) && error.code === 'not_found') return null;
      throw error;
    });
    if (!answer) return null;
    return { ...toSummary(answer.data), body: answer.data.body ?? '' };
  });
}
