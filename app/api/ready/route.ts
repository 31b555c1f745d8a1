import { env } from '@/lib/env';
import { isDraining } from '@/lib/shared-state/draining';
import { redisReachable } from '@/lib/shared-state/redis';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/**
 * Readiness for the load balancer: 200 when this instance can serve (not draining, and Redis answers
 * when one is configured), else 503 with the reason. `/api/health` only says the process is alive.
 */
export async function GET(): Promise<Response> {
  const redis = env.REDIS_URL ? ((await redisReachable()) ? 'up' : 'down') : 'off';
  const draining = isDraining();
  const ready = !draining && redis !== 'down';
  return Response.json({ ready, draining, redis }, { status: ready ? 200 : 503, headers: NO_STORE });
}
