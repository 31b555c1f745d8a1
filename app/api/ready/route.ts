import { env } from '@/lib/config/env';
import { isDraining } from '@/lib/shared-state/draining';
import { redisReachable } from '@/lib/shared-state/redis';
import { privateJson } from '@/lib/http/private-json';

export const dynamic = 'force-dynamic';

/**
 * Readiness for the load balancer: 200 when this instance can serve (not draining, and Redis answers
 * when one is configured), else 503 with the reason. `/api/health` only says the process is alive.
 */
export async function GET(): Promise<Response> {
  const redis = env.REDIS_URL ? ((await redisReachable()) ? 'up' : 'down') : 'off';
  const draining = isDraining();
  const ready = !draining && redis !== 'down';
  return privateJson({ ready, draining, redis }, ready ? 200 : 503);
}
