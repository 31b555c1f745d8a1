import 'server-only';
import { env } from '@/lib/config/env';
import { log } from '@/lib/observability/log';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';
import { openRedisConnection } from '@/lib/shared-state/redis-connection.mjs';
import { withTimeout as settleWithin } from './with-timeout';

/** A Redis command that takes longer than this is treated as Redis being away: the caller falls back. */
export const REDIS_COMMAND_TIMEOUT_MS = 300;

export type SharedRedis = ReturnType<typeof openRedisConnection>['client'];

function connect(url: string): SharedRedis {
  // Falls back to this process's limits and cache while Redis is away.
  return openRedisConnection({ url, client: 'shared-state', log: (level, fields) => log[level](fields) }).client;
}

/** The process's Redis client for shared state, or null when REDIS_URL is not set. Never waits for a connection. */
export function sharedRedis(): SharedRedis | null {
  const url = env.REDIS_URL;
  if (!url) return null;
  return processGlobal('agency.shared-state.redis', () => connect(url));
}

/** Rejects when `promise` has not settled within `ms` (REDIS_COMMAND_TIMEOUT_MS): a Redis that stopped answering must not hold a request. */
export function withTimeout<T>(promise: Promise<T>, ms = REDIS_COMMAND_TIMEOUT_MS): Promise<T> {
  return settleWithin(promise, ms);
}

/** Whether Redis answers a PING in time; true when no Redis is configured. */
export async function redisReachable(): Promise<boolean> {
  const client = sharedRedis();
  if (client === null) return true;
  if (!client.isReady) return false;
  try {
    return (await withTimeout(client.ping())) === 'PONG';
  } catch {
    return false;
  }
}
