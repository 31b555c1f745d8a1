import 'server-only';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { recordRefusal, takeRateLimit, type RateLimitOptions, type RateLimitResult } from './memory-rate-limit';
import { sharedRedis, withTimeout, type SharedRedis } from './redis';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

type Limiters = Map<string, RateLimiterRedis>;

function redisLimiter(client: SharedRedis, limit: number, windowMs: number): RateLimiterRedis {
  const holder = processGlobal<Limiters>('agency.shared-state.rateLimiters', () => new Map());
  const id = `${limit}/${windowMs}`;
  let limiter = holder.get(id);
  if (!limiter) {
    limiter = new RateLimiterRedis({
      storeClient: client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      keyPrefix: `agency:rl:${id}`,
      points: limit,
      duration: Math.max(1, Math.ceil(windowMs / 1000)),
    });
    holder.set(id, limiter);
  }
  return limiter;
}

/**
 * Counts one send for `key` against a limit every instance shares (Redis, fixed window of
 * `windowMs`), or against this process's sliding window when Redis is not configured or does not
 * answer in time, so a Redis outage never refuses or delays a visitor.
 */
export async function consumeRateLimit(key: string, options: RateLimitOptions = {}): Promise<RateLimitResult> {
  const client = sharedRedis();
  const { limit = 5, windowMs = 60_000 } = options;
  if (client === null || !client.isReady) return takeRateLimit(key, options);
  try {
    await withTimeout(redisLimiter(client, limit, windowMs).consume(key));
    return { ok: true };
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      recordRefusal(key, retryAfterSeconds, 'redis');
      return { ok: false, retryAfterSeconds };
    }
    return takeRateLimit(key, options);
  }
}
