/**
 * The in-process sliding-window limiter: the default without Redis and the fallback when Redis does
 * not answer. It keeps at most MAX_BUCKETS addresses, so a flood of new addresses costs bounded memory.
 */

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
const RATE_KEY = Symbol.for('agency.form-guard.rate-limit');
/** Hard bound on remembered buckets; past it, expired buckets go first, then the least recently used. */
export const MAX_BUCKETS = 10_000;

function rateStore(): RateStore {
  const holder = globalThis as typeof globalThis & { [RATE_KEY]?: RateStore };
  holder[RATE_KEY] ??= new Map();
  return holder[RATE_KEY];
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
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  }
  makeRoom(store, now, windowMs, maxBuckets);
  recent.push(now);
  store.set(key, recent);
  return { ok: true };
}

/** How many buckets the limiter holds (tests). */
export function rateLimitBuckets(): number {
  return rateStore().size;
}

/** Forgets every counted send (tests). */
export function resetRateLimits(): void {
  rateStore().clear();
}
