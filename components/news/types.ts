import type { PostSummary } from '@/lib/api/types';

/** A post as a card draws it: the date is formatted on the server so both renders agree. */
export type NewsCardPost = PostSummary & { dateLabel: string | null };

export type NewsPageResult =
  | { ok: true; posts: NewsCardPost[]; currentPage: number; lastPage: number }
  | { ok: false };
