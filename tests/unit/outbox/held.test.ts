import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HeldMeta, HeldStore } from '@/lib/outbox/held';
import { RedisHeldStore } from '@/lib/outbox/held-redis';
import { SpoolHeldStore } from '@/lib/outbox/held-spool';
import type { OutboxEntry } from '@/lib/outbox/types';
import { startTestRedis, type TestRedis } from '@/tests/unit/setup/redis-server';

const ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const OTHER = 'BBBBBBBBBBBBBBBBBBBBBB';

function entry(): OutboxEntry {
  return {
    id: 'submission-00000001',
    kind: 'application',
    submittedAt: '2026-11-28T10:00:00.000Z',
    fields: [['realname', 'Ana Souza']],
    files: [{ field: 'image_1', name: 'a.jpg', type: 'image/jpeg', bytes: new Uint8Array([1, 2, 3]) }],
  };
}

function meta(expiresInMs = 60_000): HeldMeta {
  const now = Date.now();
  return { purpose: 'guardian', locale: 'pt', createdAt: new Date(now).toISOString(), expiresAt: new Date(now + expiresInMs).toISOString(), summary: { firstName: 'Ana', age: 15 } };
}

let folder: string;
let redis: TestRedis | undefined;
let connection: Redis | undefined;
let removals = 0;

beforeAll(async () => {
  redis = await startTestRedis('held-redis');
  connection = new Redis(redis.url);
}, 20_000);
afterAll(async () => {
  connection?.disconnect();
  await redis?.stop();
});
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'held-'));
  removals = 0;
  const keys = await connection!.keys('agency:held:*');
  if (keys.length > 0) await connection!.del(...keys);
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** What each store still holds of the sends' data (not the remembered decisions). */
const STORES: Array<[name: string, make: (max: number) => HeldStore, dataLeft: () => Promise<string[]>]> = [
  ['on disk (one process)', (max) => new SpoolHeldStore(folder, max), async () => (await readdir(folder).catch(() => [])).filter((name) => !name.endsWith('.decision'))],
  [
    'on Redis (every instance)',
    (max) => new RedisHeldStore(connection!, max, () => (removals += 1)),
    async () => (await connection!.keys('agency:held:*')).filter((key) => !key.endsWith(':decision') && !/:expiry:/.test(key) && !key.endsWith(':lock')),
  ],
];

describe.each(STORES)('sends held for a confirmation, %s', (name, make, dataLeft) => {
  it('shows what waits, releases it once on confirmation and keeps nothing of it after', async () => {
    const store = make(10);
    expect(await store.hold(ID, entry(), meta())).toBe('held');
    const view = await store.view(ID);
    expect(view.state).toBe('waiting');
    expect(await store.count()).toEqual({ guardian: 1, requester: 0 });

    const released: OutboxEntry[] = [];
    const first = await store.decide(ID, 'confirmed', async (held) => (released.push(held), true));
    expect(first.kind).toBe('done');
    expect(released).toHaveLength(1);
    expect(released[0]?.files[0]?.bytes).toEqual(new Uint8Array([1, 2, 3]));

    const second = await store.decide(ID, 'refused', async () => true);
    expect(second).toMatchObject({ kind: 'decided', decision: 'confirmed' });
    expect(await store.view(ID)).toMatchObject({ state: 'confirmed', purpose: 'guardian' });
    // Only the decision remains: no entry, no page data.
    expect(await dataLeft()).toEqual([]);
    if (name.includes('Redis')) expect(removals).toBeGreaterThan(0);
  });

  it('decides once when two answers come at the same moment', async () => {
    const store = make(10);
    await store.hold(ID, entry(), meta());
    let releases = 0;
    const results = await Promise.all([
      store.decide(ID, 'confirmed', async () => (releases += 1, true)),
      store.decide(ID, 'confirmed', async () => (releases += 1, true)),
    ]);
    expect(releases).toBe(1);
    expect(results.map((result) => result.kind).sort()).toEqual(['busy', 'done']);
  });

  it('keeps the send and the link working when the outbox could not take it', async () => {
    const store = make(10);
    await store.hold(ID, entry(), meta());
    expect((await store.decide(ID, 'confirmed', async () => false)).kind).toBe('failed');
    expect((await store.view(ID)).state).toBe('waiting');
  });

  it('deletes a refused send without handing it on', async () => {
    const store = make(10);
    await store.hold(ID, entry(), meta());
    let released = false;
    expect(await store.decide(ID, 'refused', async () => (released = true))).toMatchObject({ kind: 'done', decision: 'refused' });
    expect(released).toBe(false);
    expect(await dataLeft()).toEqual([]);
  });

  it('deletes what expired unanswered, counts it once, and says so on its link', async () => {
    const store = make(10);
    await store.hold(ID, entry(), meta(60_000));
    await store.hold(OTHER, entry(), { ...meta(60_000), purpose: 'requester' });
    expect(await store.expire(Date.now() + 30_000)).toEqual([]);
    expect((await store.expire(Date.now() + 61_000)).sort()).toEqual(['guardian', 'requester']);
    expect(await store.expire(Date.now() + 61_000)).toEqual([]);
    expect(await store.count()).toEqual({ guardian: 0, requester: 0 });
    expect(await store.view(ID)).toMatchObject({ state: 'expired' });
    expect(await dataLeft()).toEqual([]);
  });

  it('refuses more than its bound, and ids that could name another file or key', async () => {
    const store = make(1);
    expect(await store.hold(ID, entry(), meta())).toBe('held');
    expect(await store.hold(OTHER, entry(), meta())).toBe('full');
    await expect(store.hold('../../etc/passwd-aaaaaaaaaaaa', entry(), meta())).rejects.toThrow();
    expect(await store.view('../x')).toEqual({ state: 'unknown' });
    expect(await store.view('*')).toEqual({ state: 'unknown' });
  });
});
