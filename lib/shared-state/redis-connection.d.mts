import type { createClient } from '@redis/client';

/** Waits between reconnect attempts (redis-connection.mjs). */
export function reconnectDelay(retries: number): number;

export type RedisConnectionLog = (level: 'info' | 'error', fields: { event: string; [field: string]: unknown }) => void;

/** A Redis client with the site's options and log events, already connecting (redis-connection.mjs). */
export function openRedisConnection(options: { url: string; client: string; log: RedisConnectionLog }): {
  client: ReturnType<typeof createClient>;
  /** Settles true once connected, false if connecting gave up; while Redis stays away it waits (the client keeps retrying). */
  connecting: Promise<boolean>;
};
