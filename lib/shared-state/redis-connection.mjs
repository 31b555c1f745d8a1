// The one way this site opens a Redis connection: its options, its reconnect strategy and its log events.
// Plain JavaScript so that the cache handler (cache-handler.mjs, loaded by Next outside its bundles) and
// the shared state (redis.ts) both use it.
import { createClient } from '@redis/client';

/** Waits between reconnect attempts: 100 ms doubling, never more than 2 s. */
export function reconnectDelay(retries) {
  return Math.min(100 * 2 ** retries, 2_000);
}

/** An error's name and code for a log line: never its message, which may quote an address or a password. */
function errorFields(error) {
  if (!(error instanceof Error)) return { error: typeof error };
  const code = error.code;
  return typeof code === 'string' || typeof code === 'number' ? { error: error.name, code } : { error: error.name };
}

/**
 * A Redis client for `url` that starts connecting at once and logs `redis.connected` once per connection
 * and `redis.unreachable` once per loss, each naming `client`. While disconnected, commands fail at once
 * (the caller falls back) instead of queueing behind the reconnect.
 *
 * @param {{ url: string, client: string, log: (level: 'info' | 'error', fields: { event: string, [field: string]: unknown }) => void }} options
 */
export function openRedisConnection({ url, client: name, log }) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1_000, reconnectStrategy: reconnectDelay },
  });
  let connected = false;
  client.on('ready', () => {
    if (!connected) log('info', { event: 'redis.connected', client: name });
    connected = true;
  });
  client.on('error', (error) => {
    if (connected) log('error', { event: 'redis.unreachable', client: name, ...errorFields(error) });
    connected = false;
  });
  const connecting = client.connect().then(
    () => true,
    () => false,
  );
  return { client, connecting };
}
