import 'server-only';
import { createClient } from '@redis/client';
import { env } from '@/lib/config/env';
import { errorFields, log } from '@/lib/observability/log';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

/** A Redis command that takes longer than this is treated as Redis being away: the caller falls back. */
export const REDIS_COMMAND_TIMEOUT_MS = 300;

function createSharedClient(url: string) {
  return createClient({
    url,
    // Commands fail at once while disconnected instead of queueing behind a reconnect: callers fall back.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
}

export type SharedRedis = ReturnType<typeof createSharedClient>;

function connect(url: string): SharedRedis {
  const client = createSharedClient(url);
  let connected = false;
  client.on('ready', () => {
    if (!connected) log.info({ event: 'redis.connected', client: 'shared-state' });
    connected = true;
  });
  client.on('error', (error: unknown) => {
    // Falls back to this process's limits and cache until the client reconnects.
    if (connected) log.error({ event: 'redis.unreachable', client: 'shared-state', ...errorFields(error) });
    connected = false;
  });
  client.connect().catch(() => undefined);
  return client;
}

/** The process's Redis client for shared state, or null when REDIS_URL is not set. Never waits for a connection. */
export function sharedRedis(): SharedRedis | null {
  const url = env.REDIS_URL;
  if (!url) return null;
  return processGlobal('agency.shared-state.redis', () => connect(url));
}

/** Rejects when `promise` has not settled within `ms`: a Redis that stopped answering must not hold a request. */
export function withTimeout<T>(promise: Promise<T>, ms = REDIS_COMMAND_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`redis: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
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
