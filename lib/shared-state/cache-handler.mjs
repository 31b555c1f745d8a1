// Next's cache handler when REDIS_URL is set (next.config.ts): pages, route answers and unstable_cache
// reads live in Redis, shared by every instance, with their tags, so one revalidateTag reaches all.
// Plain JavaScript: Next loads this file itself at start, outside its bundles.
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { cacheKeyPrefix } from './cache-key-prefix.mjs';
import { processGlobal } from './process-global.mjs';
import { openRedisConnection } from './redis-connection.mjs';

/**
 * A log line of the same shape as lib/observability/log.ts writes (this file cannot import TypeScript):
 * one JSON object per line with level, time, pid and an event name; ids and error names only.
 */
function logLine(level, fields) {
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, ...fields })}\n`);
}

/**
 * Lookups counted here, in a plain object on globalThis that lib/observability/metrics.ts reads when
 * scraped (agency_cache_lookups_total{layer="shared-cache"}): no import between the two, no cost per get.
 */
const lookups = processGlobal('agency.cache-handler.lookups', () => ({ hit: 0, miss: 0 }));

// A cache read that Redis does not answer in this time is a miss: the page renders instead of waiting.
const TIMEOUT_MS = 300;

function withTimeout(promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`redis cache: no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

CacheHandler.onCreation(async ({ serverDistDir }) => {
  // The one setting read here: Next loads this file outside its bundles, where lib/config cannot be imported.
  // next.config.ts installs this handler only when lib/config parsed REDIS_URL as a valid redis:// URL.
  const { client, connecting } = openRedisConnection({ url: process.env.REDIS_URL, client: 'shared-cache', log: logLine });
  // Waits a moment for the first connection (else the first pages would all miss), never longer:
  // with Redis away the site serves, rendering, and the client keeps reconnecting in the background.
  let waited;
  await Promise.race([
    connecting,
    new Promise((resolve) => {
      waited = setTimeout(resolve, 1_000);
    }),
  ]);
  clearTimeout(waited);

  const redis = createRedisHandler({ client, keyPrefix: cacheKeyPrefix(path.dirname(serverDistDir)), timeoutMs: TIMEOUT_MS });
  // The package's timeouts abort commands still queued; these also end one already sent to a Redis that froze.
  const bounded = {
    ...redis,
    name: 'redis-bounded',
    get: (key, meta) => withTimeout(redis.get(key, meta)),
    set: (key, value, ctx) => withTimeout(redis.set(key, value, ctx)),
    revalidateTag: (tag) => withTimeout(redis.revalidateTag(tag)),
    delete: (key) => withTimeout(redis.delete(key)),
    prepare: () => withTimeout(redis.prepare()).catch(() => undefined),
  };
  return { handlers: [bounded] };
});

// Where an entry keeps the lifetime it was rendered with (`revalidate`/`expire`, e.g. 300 s for pages).
const CACHE_CONTROL_FIELD = 'agencyCacheControl';

/**
 * The package stores `{ lastModified, lifespan, tags, value }` and drops the `cacheControl` Next passes
 * to `set`. Next 16.4 judges an entry's freshness (and writes its Cache-Control header) from the
 * `cacheControl` of the entry `get` returns, else from the lifetime this process itself remembered when
 * it rendered the route, else it assumes 1 second: without it instance B reads A's pages as stale after
 * 1 s (a background render, panel calls) with no Cache-Control. So the entry carries its own lifetime.
 */
class SharedCacheHandler extends CacheHandler {
  async set(cacheKey, value, ctx) {
    const cacheControl = ctx?.cacheControl;
    const stamped = value && cacheControl && value.kind !== 'FETCH' ? { ...value, [CACHE_CONTROL_FIELD]: cacheControl } : value;
    return super.set(cacheKey, stamped, ctx);
  }

  async get(cacheKey, ctx) {
    const entry = await super.get(cacheKey, ctx);
    if (entry) lookups.hit += 1;
    else lookups.miss += 1;
    const cacheControl = entry?.value?.[CACHE_CONTROL_FIELD];
    if (!cacheControl) return entry;
    const { [CACHE_CONTROL_FIELD]: _stored, ...value } = entry.value;
    return { ...entry, value, cacheControl };
  }
}

export default SharedCacheHandler;
