/**
 * The in-process sliding-window limiter: the default without Redis and the fallback when Redis does
 * not answer. It keeps at most MAX_BUCKETS addresses, so a flood of new addresses costs bounded memory.
 */
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

export type RateLimitOptions = {
  /** Sends allowed per window (default 5). */
  limit?: number;
  /** Window length in ms (default 60 000). */
  windowMs?: number;
  now?: number;
};

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

type RateStore = Map<string, number[]>;

// On globalThis: route handlers may be separate module instances, yet share one process.
/** Hard bound on remembered buckets; past it, expired buckets go first, then the least recently used. */
export const MAX_BUCKETS = 10_000;

function rateStore(): RateStore {
  return processGlobal<RateStore>('agency.form-guard.rate-limit', () => new Map());
}

function makeRoom(store: RateStore, now: number, windowMs: number, maxBuckets: number): void {
  if (store.size < maxBuckets) return;
  for (const [k, times] of store) if ((times.at(-1) ?? 0) <= now - windowMs) store.delete(k);
  // Map order is insertion order and every touch re-inserts, so the first keys are the least recently used.
  for (const k of store.keys()) {
    if (store.size < maxBuckets) break;
    store.delete(k);
  }
}

/**
 * Counts one send for `key` (scope + address) and says whether it is within `limit` sends in the
 * last `windowMs`; when not, how many seconds until the oldest counted send leaves the window.
 * Refused sends are not counted, so waiting `retryAfterSeconds` is always enough.
 */
export function takeRateLimit(
  key: string,
  { limit = 5, windowMs = 60_000, now = Date.now() }: RateLimitOptions = {},
  maxBuckets = MAX_BUCKETS,
): RateLimitResult {
  const store = rateStore();
  const recent = (store.get(key) ?? []).filter((t) => t > now - windowMs);
  store.delete(key);
  if (recent.length >= limit) {
    store.set(key, recent);
    const oldest = recent[0] ?? now;
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    recordRefusal(key, retryAfterSeconds, 'memory');
    return { ok: false, retryAfterSeconds };
  }
  makeRoom(store, now, windowMs, maxBuckets);
  recent.push(now);
  store.set(key, recent);
  return { ok: true };
}

/** The scope of a limit key (`contact:203.0.113.7` → `contact`), the only part of it a metric or log line carries. */
export function limitScope(key: string): string {
  const scope = key.split(':', 1)[0] ?? '';
  return /^[a-z][a-z-]{0,39}$/.test(scope) ? scope : 'other';
}

/** Counts and logs one refused request (both limiters). */
export function recordRefusal(key: string, retryAfterSeconds: number, store: 'memory' | 'redis'): void {
  const scope = limitScope(key);
  metrics().rateLimited.inc({ scope });
  log.info({ event: 'rate-limit.refused', scope, store, retryAfterSeconds });
}

/** How many buckets the limiter holds (tests). */
export function rateLimitBuckets(): number {
  return rateStore().size;
}

/** Forgets every counted send (tests). */
export function resetRateLimits(): void {
  rateStore().clear();
}
