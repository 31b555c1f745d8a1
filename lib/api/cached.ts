import 'server-only';
import { unstable_cache } from 'next/cache';
import { env } from '@/lib/config/env';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { isApiError } from './errors';
import { ALL_CONTENT_TAG } from './tags';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

type LastGood = Map<string, unknown>;

// Bounds the memory kept for fallbacks; keys include ids and page numbers taken from URLs.
const LAST_GOOD_LIMIT = 500;

function lastGood(): LastGood {
  return processGlobal<LastGood>('agency.api.lastGood', () => new Map());
}

function remember(key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  const store = lastGood();
  store.delete(key);
  store.set(key, value);
  if (store.size > LAST_GOOD_LIMIT) {
    const oldest = store.keys().next().value;
    if (oldest !== undefined) store.delete(oldest);
  }
}

/**
 * A backend read cached by Next (`unstable_cache`) under `tags` plus ALL_CONTENT_TAG.
 *
 * Next already serves the stale entry when a time-based background refresh fails. It does not
 * when an entry was expired by `revalidateTag` or evicted: then the read runs in the foreground
 * and its error would reach the page. In that case the last value this process read is returned.
 */
export async function cachedRead<T>(keyParts: readonly string[], tags: readonly string[], load: () => Promise<T>): Promise<T> {
  const key = keyParts.join('\u0000');
  const read = unstable_cache(load, [...keyParts], {
    revalidate: env.CACHE_REVALIDATE_SECONDS,
    tags: [...tags, ALL_CONTENT_TAG],
  });
  try {
    const value = await read();
    remember(key, value);
    return value;
  } catch (error) {
    const store = lastGood();
    if (!isApiError(error)) throw error;
    // The read's name (`talents`, `post`), not its key: keys hold ids and slugs taken from addresses.
    const read = keyParts[0] ?? 'read';
    if (store.has(key)) {
      metrics().cache.inc({ layer: 'last-good', result: 'hit' });
      log.warn({ event: 'cache.last-good-served', read, code: error.code, status: error.status });
      return store.get(key) as T;
    }
    metrics().cache.inc({ layer: 'last-good', result: 'miss' });
    throw error;
  }
}

export function resetLastGood(): void {
  lastGood().clear();
}
