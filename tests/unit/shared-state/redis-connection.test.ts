import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reconnectDelay } from '@/lib/shared-state/redis-connection.mjs';
import { captureLog, type LogLine } from '@/tests/unit/setup/log-capture';
import { startTestRedis, type TestRedis } from '@/tests/unit/setup/redis-server';

/** The lines the cache handler writes on stdout itself (it runs outside the bundles, without lib/observability/log.ts). */
function watchStdout() {
  const lines: LogLine[] = [];
  const waiting: Array<{ event: string; resolve: (line: LogLine) => void }> = [];
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (!text.startsWith('{"level"')) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    const line = JSON.parse(text) as LogLine;
    lines.push(line);
    for (const wait of waiting.filter((candidate) => candidate.event === line.event)) wait.resolve(line);
    return true;
  }) as typeof process.stdout.write);
  return {
    lines,
    next: (event: string) => new Promise<LogLine>((resolve) => waiting.push({ event, resolve })),
  };
}

let redis: TestRedis;
let distDir: string;

beforeAll(async () => {
  redis = await startTestRedis('redis-connection');
  distDir = await mkdtemp(path.join(tmpdir(), 'redis-connection-dist-'));
}, 20_000);

afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await redis.stop();
  await rm(distDir, { recursive: true, force: true });
});

describe('one Redis connection for the cache handler and the shared state', () => {
  it('waits 100 ms doubling between reconnects, never more than 2 s', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(reconnectDelay)).toEqual([100, 200, 400, 800, 1_600, 2_000, 2_000]);
  });

  it('logs a connection and its loss in one format from both clients, without the address\'s password', async () => {
    vi.stubEnv('REDIS_URL', redis.url);
    const stdout = watchStdout();
    const logged = captureLog();
    try {
      const { sharedRedis } = await import('@/lib/shared-state/redis');
      const shared = sharedRedis();
      if (shared === null) throw new Error('REDIS_URL was not read');
      const sharedReady = new Promise<void>((resolve) => (shared.isReady ? resolve() : shared.once('ready', () => resolve())));
      const cacheConnected = stdout.next('redis.connected');
      const { default: SharedCacheHandler } = await import('@/lib/shared-state/cache-handler.mjs');
      // The two fields of Next's context the handler reads.
      const context = { serverDistDir: path.join(distDir, 'server'), dev: false } as unknown as ConstructorParameters<typeof SharedCacheHandler>[0];
      const handler = new SharedCacheHandler(context);
      await handler.get('agency-test-key', { softTags: [] });
      const [cacheUp] = await Promise.all([cacheConnected, sharedReady]);
      const sharedUp = logged.lines.find((line) => line.event === 'redis.connected');
      expect(cacheUp).toMatchObject({ level: 'info', client: 'shared-cache' });
      expect(sharedUp).toMatchObject({ level: 'info', client: 'shared-state' });
      expect(Object.keys(cacheUp).sort()).toEqual(Object.keys(sharedUp ?? {}).sort());

      const cacheLost = stdout.next('redis.unreachable');
      const sharedLost = new Promise<void>((resolve) => shared.once('error', () => resolve()));
      await redis.stop();
      const [cacheDown] = await Promise.all([cacheLost, sharedLost]);
      const sharedDown = logged.lines.find((line) => line.event === 'redis.unreachable');
      expect(cacheDown).toMatchObject({ level: 'error', client: 'shared-cache', error: expect.any(String) });
      expect(sharedDown).toMatchObject({ level: 'error', client: 'shared-state', error: cacheDown.error });
      expect(Object.keys(cacheDown).sort()).toEqual(Object.keys(sharedDown ?? {}).sort());

      // While Redis is away a command fails at once (the caller falls back) instead of waiting for the reconnect.
      await expect(shared.ping()).rejects.toThrow();
      expect(JSON.stringify([...stdout.lines, ...logged.lines])).not.toContain(redis.password);
      shared.destroy();
    } finally {
      logged.restore();
    }
  });
});
