import { randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientPackage, PackageRead } from '@/lib/packages/types';
import { startTestRedis, type TestRedis } from '@/tests/unit/setup/redis-server';

/**
 * Package reads on the Redis the instances share (Debian's redis-server, as `npm run cluster` runs it).
 * An "instance" is this process's package memory and Redis client: dropping both and reading again is
 * what another `next start` behind the same nginx would do.
 */
const fetchPackage = vi.fn<(token: string, pin: string | null) => Promise<PackageRead>>();
vi.mock('@/lib/api/packages', () => ({ fetchPackage: (token: string, pin: string | null) => fetchPackage(token, pin) }));

const TOKEN = 'Vb8nM3qR6tY1wE4uI7oP0aS2dF5gH9jK';
const PIN = '4826';
const MEMORY = Symbol.for('agency.packages.reads');
const CLIENT = Symbol.for('agency.shared-state.redis');

let redis: TestRedis | undefined;
let url: string;
const clients: Array<{ quit: () => Promise<unknown> }> = [];

function pkg(title: string): ClientPackage {
  const measurements = { height: null, bust: null, waist: null, hips: null, chest: null, jeans: null, shoes: null, shirt: null, suit: null, hair: null, eyes: null };
  return {
    token: TOKEN,
    title,
    message: '',
    locale: 'pt',
    createdAt: null,
    expiresAt: null,
    booker: { name: 'Marina', email: null, phone: null },
    talents: [{ id: 12, name: 'Talent Twelve', gender: 'woman', cover: null, note: 'for the campaign', measurements, photos: [], video: [], availability: null }],
  };
}

/** Another instance: a process memory of its own and its own Redis client, connected. */
async function anotherInstance() {
  const holder = globalThis as unknown as Record<symbol, unknown>;
  const previous = holder[CLIENT] as { quit: () => Promise<unknown> } | undefined;
  if (previous) clients.push(previous);
  delete holder[MEMORY];
  delete holder[CLIENT];
  const { sharedRedis } = await import('@/lib/shared-state/redis');
  await vi.waitFor(() => expect(sharedRedis()?.isReady).toBe(true), { timeout: 5_000 });
  const { readPackage } = await import('@/lib/packages/read');
  return readPackage;
}

beforeAll(async () => {
  redis = await startTestRedis('package-reads');
  url = redis.url;
  vi.stubEnv('REDIS_URL', url);
  vi.stubEnv('REVALIDATE_SECRET', randomBytes(32).toString('hex'));
  vi.resetModules();
}, 20_000);

beforeEach(async () => {
  fetchPackage.mockReset();
  const admin = createClient({ url });
  await admin.connect();
  await admin.flushAll();
  await admin.quit();
});

afterAll(async () => {
  const holder = globalThis as unknown as Record<symbol, unknown>;
  if (holder[CLIENT]) clients.push(holder[CLIENT] as { quit: () => Promise<unknown> });
  delete holder[MEMORY];
  delete holder[CLIENT];
  await Promise.all(clients.map((client) => client.quit().catch(() => undefined)));
  vi.unstubAllEnvs();
  await redis?.stop();
});

describe('package reads shared by the instances', () => {
  it('one panel call serves every instance, and one revalidation reaches them all', async () => {
    fetchPackage.mockResolvedValue({ kind: 'ok', pkg: pkg('Summer') });
    const first = await anotherInstance();
    expect(await first(TOKEN, null)).toMatchObject({ kind: 'ok', pkg: { title: 'Summer' } });
    const second = await anotherInstance();
    expect(await second(TOKEN, null)).toMatchObject({ kind: 'ok', pkg: { title: 'Summer' } });
    expect(fetchPackage).toHaveBeenCalledTimes(1);

    // Staff revoke it; the panel's webhook reaches one instance, which drops the tag on Redis.
    fetchPackage.mockResolvedValue({ kind: 'missing' });
    const { revalidateSharedCache } = await import('@/lib/shared-state/shared-cache-tags');
    await revalidateSharedCache([`package:${TOKEN}`]);
    const third = await anotherInstance();
    expect(await third(TOKEN, null)).toEqual({ kind: 'missing' });
    expect(fetchPackage).toHaveBeenCalledTimes(2);
    // The revoked answer is the one every instance now shares.
    expect(await (await anotherInstance())(TOKEN, null)).toEqual({ kind: 'missing' });
    expect(fetchPackage).toHaveBeenCalledTimes(2);
  });

  it('`packages` and `content` drop every package', async () => {
    fetchPackage.mockResolvedValue({ kind: 'ok', pkg: pkg('Winter') });
    await (await anotherInstance())(TOKEN, null);
    const { revalidateSharedCache } = await import('@/lib/shared-state/shared-cache-tags');
    for (const tag of ['packages', 'content']) {
      await revalidateSharedCache([tag]);
      await (await anotherInstance())(TOKEN, null);
    }
    expect(fetchPackage).toHaveBeenCalledTimes(3);
  });

  it('a read in flight on one instance while another revokes the package is not served after the revalidation', async () => {
    let answer: (read: PackageRead) => void = () => undefined;
    fetchPackage.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const slow = await anotherInstance();
    const inFlight = slow(TOKEN, null);
    await vi.waitFor(() => expect(fetchPackage).toHaveBeenCalledTimes(1));

    // Staff revoke it; the webhook reaches another instance while the first still waits on the panel.
    const { advanceSharedPackageReads } = await import('@/lib/packages/read');
    const { revalidateSharedCache } = await import('@/lib/shared-state/shared-cache-tags');
    await advanceSharedPackageReads([`package:${TOKEN}`]);
    await revalidateSharedCache([`package:${TOKEN}`]);
    answer({ kind: 'ok', pkg: pkg('Before the revocation') });
    expect((await inFlight).kind).toBe('ok');

    fetchPackage.mockResolvedValue({ kind: 'missing' });
    expect(await (await anotherInstance())(TOKEN, null)).toEqual({ kind: 'missing' });
    expect(fetchPackage).toHaveBeenCalledTimes(2);
  });

  it("never lets a request without the right PIN read what was kept for it, and keeps no PIN", async () => {
    fetchPackage.mockImplementation(async (_token, pin) =>
      pin === PIN ? { kind: 'ok', pkg: pkg('Private casting') } : pin === null ? { kind: 'pin_required' } : { kind: 'pin_invalid' },
    );
    expect((await (await anotherInstance())(TOKEN, PIN)).kind).toBe('ok');
    const other = await anotherInstance();
    expect(await other(TOKEN, null)).toEqual({ kind: 'pin_required' });
    expect(await other(TOKEN, '0000')).toEqual({ kind: 'pin_invalid' });
    expect(await other(TOKEN, PIN)).toMatchObject({ kind: 'ok', pkg: { title: 'Private casting' } });
    // The right PIN's answer came from Redis; the two others were asked (and a wrong PIN is never kept).
    expect(fetchPackage.mock.calls.map(([, pin]) => pin)).toEqual([PIN, null, '0000']);

    const admin = createClient({ url });
    await admin.connect();
    const keys = await admin.keys('*');
    const stored = await Promise.all(keys.map(async (key) => `${key} ${(await admin.type(key)) === 'string' ? await admin.get(key) : JSON.stringify(await admin.hGetAll(key))}`));
    await admin.quit();
    const withData = stored.filter((text) => text.includes('Private casting'));
    expect(withData).toHaveLength(1);
    expect(withData[0]).not.toContain(`package:${TOKEN}:no-pin`);
    expect(stored.join('\n')).not.toContain(PIN);
  });
});
