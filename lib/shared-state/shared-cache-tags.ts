import 'server-only';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import type { RedisClientType } from '@redis/client';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { cacheKeyPrefix } from './cache-key-prefix.mjs';
import { sharedRedis, withTimeout, type SharedRedis } from './redis';

/**
 * Next's cache store as the cache handler (cache-handler.mjs) keeps it, reached through this process's
 * shared client: the same keys (this build's prefix), tags and entry format, so what is kept or dropped
 * here is kept or dropped for the handler too.
 */
export function sharedCacheStore(client: SharedRedis, timeoutMs: number) {
  return createRedisHandler({ client: client as unknown as RedisClientType, keyPrefix: cacheKeyPrefix(path.join(/*turbopackIgnore: true*/ process.cwd(), env.NEXT_DIST_DIR)), timeoutMs });
}

/** How long the revalidation may take before /api/revalidate says it failed: it reads every entry's tags. */
export const SHARED_REVALIDATE_TIMEOUT_MS = 5_000;

/**
 * Drops the entries carrying `tags` from the cache every instance shares, and waits until Redis has
 * done it. Next's own revalidateTag runs that work after the response has gone (waitUntil), so a
 * caller that read another instance right after "revalidated" could still get the old page (seen
 * in the cluster test on a loaded machine). No-op without REDIS_URL; throws when Redis is away or
 * slower than SHARED_REVALIDATE_TIMEOUT_MS, so the panel hears the change did not take and sends it again.
 */
export async function revalidateSharedCache(tags: readonly string[]): Promise<void> {
  const client = sharedRedis();
  if (client === null) return;
  if (!client.isReady) throw new Error('redis: not connected');
  const handler = sharedCacheStore(client, SHARED_REVALIDATE_TIMEOUT_MS);
  await withTimeout(Promise.all(tags.map((tag) => handler.revalidateTag(tag))), SHARED_REVALIDATE_TIMEOUT_MS);
}
