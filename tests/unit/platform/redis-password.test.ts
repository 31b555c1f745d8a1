import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactRedisUrl, redisExchange, redisUrlWithPassword, renderRedisConfig } from '@/scripts/lib/cluster-redis';
import { startTestRedis, type TestRedis } from '@/tests/unit/setup/redis-server';

/** deploy/redis.conf as `npm run cluster` starts it, against Debian's redis-server (.ci/run installs it). */
let redis: TestRedis | undefined;
let folder: string;
let port: number;
let password: string;

beforeAll(async () => {
  redis = await startTestRedis('redis-password');
  ({ folder, port, password } = redis);
}, 20_000);

afterAll(async () => {
  await redis?.stop();
});

describe('Redis with a password', () => {
  it('refuses a client without the password, or with a wrong one, and serves one with it', async () => {
    expect(await redisExchange(port, ['PING'])).toMatch(/^-NOAUTH/);
    expect(await redisExchange(port, ['KEYS *'])).toMatch(/^-NOAUTH/);
    expect(await redisExchange(port, ['AUTH not-the-password', 'PING'])).toMatch(/^-WRONGPASS[^\n]*\r\n-NOAUTH/);
    expect(await redisExchange(port, [`AUTH ${password}`, 'PING'])).toBe('+OK\r\n+PONG\r\n');
  });

  it('serves the site\'s client through the password in REDIS_URL, and refuses it without', async () => {
    const withPassword = createClient({ url: redisUrlWithPassword(port, password) });
    await withPassword.connect();
    expect(await withPassword.ping()).toBe('PONG');
    await withPassword.quit();

    const without = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: false } });
    without.on('error', () => undefined);
    await without.connect();
    await expect(without.ping()).rejects.toThrow(/NOAUTH/);
    await without.quit().catch(() => undefined);
  });

  it('keeps the password out of the command line and out of other users\' reach', async () => {
    const commandLine = (await import('node:fs')).readFileSync(`/proc/${redis?.pid}/cmdline`, 'utf8');
    expect(commandLine).not.toContain(password);
    expect((await stat(path.join(folder, 'redis.conf'))).mode & 0o077).toBe(0);
  });

  it('never prints the password of a Redis URL', () => {
    expect(redactRedisUrl(redisUrlWithPassword(6379, password))).toBe('redis://:***@127.0.0.1:6379');
    expect(redactRedisUrl('redis://agency:s3cret@redis.internal:6380/0')).toBe('redis://agency:***@redis.internal:6380/0');
    expect(redactRedisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(redactRedisUrl('not a url :s3cret@')).not.toContain('s3cret');
  });

  it('refuses a password the configuration line could not carry as it is', () => {
    expect(() => renderRedisConfig({ port: 6379, dir: '/tmp', password: 'short' })).toThrow(/at least 32/);
    expect(() => renderRedisConfig({ port: 6379, dir: '/tmp', password: `${'a'.repeat(32)} rename-command` })).toThrow(/at least 32/);
    expect(renderRedisConfig({ port: 6399, dir: '/tmp/x', password: 'a'.repeat(32) })).toMatch(/^requirepass a{32}$/m);
  });
});
