import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RedisOutbox } from '@/lib/outbox/redis-queue';
import type { DeliveryOutcome, OutboxEntry, OutboxSettings } from '@/lib/outbox/types';
import { startTestRedis, type TestRedis } from '@/tests/unit/setup/redis-server';

/** The Redis store against a real redis-server of its own (Debian's; .ci/run installs it). */
const SETTINGS: OutboxSettings = { maxItems: 3, maxBytes: 1024 * 1024, giveUpMs: 72 * 3_600_000, retentionMs: 14 * 86_400_000 };

let redis: TestRedis | undefined;
let url: string;
const boxes: RedisOutbox[] = [];

function box(settings: OutboxSettings = SETTINGS): RedisOutbox {
  const outbox = new RedisOutbox(url, settings);
  boxes.push(outbox);
  return outbox;
}

function entry(n: number): OutboxEntry {
  return {
    id: `redis-submission-${String(n).padStart(6, '0')}`,
    kind: n % 2 === 0 ? 'application' : 'contact',
    submittedAt: new Date().toISOString(),
    fields: [['name', `Visitor ${n}`]],
    files: [{ field: 'image_1', name: 'image_1.jpg', type: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, n]) }],
  };
}

beforeAll(async () => {
  // deploy/redis.conf as `npm run cluster` runs it: the queue works through the password in its URL.
  redis = await startTestRedis('outbox-redis');
  url = redis.url;
}, 20_000);

beforeEach(async () => {
  await Promise.all(boxes.splice(0).map((outbox) => outbox.stop()));
  const cleaner = new RedisOutbox(url, SETTINGS);
  for (const record of await cleaner.list()) await cleaner.purge(record.id);
  await cleaner.stop();
});

afterAll(async () => {
  await Promise.all(boxes.splice(0).map((outbox) => outbox.stop()));
  await redis?.stop();
});

describe('the Redis outbox', () => {
  it('keeps sends for any instance: one process takes them, another delivers each once, intact', async () => {
    const taker = box();
    expect(await taker.enqueue(entry(1))).toBe('queued');
    expect(await taker.enqueue(entry(1))).toBe('duplicate');
    expect(await taker.enqueue(entry(2))).toBe('queued');
    expect(await taker.stats()).toMatchObject({ waiting: 2, failed: 0 });

    const delivered: OutboxEntry[] = [];
    box().start(async (sent) => {
      delivered.push(sent);
      return { kind: 'delivered', status: 201 };
    });
    await vi.waitFor(() => expect(delivered).toHaveLength(2), { timeout: 10_000 });
    expect(delivered.find((sent) => sent.id === entry(2).id)).toMatchObject({ kind: 'application', fields: entry(2).fields });
    expect([...delivered.find((sent) => sent.id === entry(2).id)!.files[0]!.bytes]).toEqual([0xff, 0xd8, 2]);
    await vi.waitFor(async () => expect(await taker.stats()).toMatchObject({ waiting: 0, failed: 0, bytes: 0 }));
  });

  it('answers full past its bound in items', async () => {
    const outbox = box();
    for (const n of [1, 2, 3]) expect(await outbox.enqueue(entry(n))).toBe('queued');
    expect(await outbox.enqueue(entry(4))).toBe('full');
  });

  it('keeps a refused send as failed for an operator, who retries it or purges it', async () => {
    const outbox = box();
    await outbox.enqueue(entry(1));
    await outbox.enqueue(entry(3));
    let refuse = true;
    const delivered: string[] = [];
    outbox.start(async (sent): Promise<DeliveryOutcome> => {
      if (refuse) return { kind: 'refused', status: 422, reason: '422 email' };
      delivered.push(sent.id);
      return { kind: 'delivered', status: 201 };
    });
    await vi.waitFor(async () => expect((await outbox.list()).map((record) => record.state)).toEqual(['failed', 'failed']), { timeout: 10_000 });
    expect((await outbox.list())[0]).toMatchObject({ lastError: '422 email', attempts: 1 });

    expect(await outbox.purge(entry(3).id)).toBe(true);
    refuse = false;
    expect(await outbox.retry(entry(1).id)).toBe(true);
    await vi.waitFor(() => expect(delivered).toEqual([entry(1).id]), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]));
  });

  it('leaves no delivered or purged send in the append-only file: Redis rewrites it after the removal', async () => {
    // What Redis writes of a job: its payload, the sealed entry as base64, among the job's fields.
    const payloads = new Map<string, string>();
    const onDisk = async (sent: OutboxEntry): Promise<boolean> => {
      const folder = path.join(redis!.folder, 'appendonlydir');
      const files = await Promise.all((await readdir(folder)).map((name) => readFile(path.join(folder, name), 'latin1')));
      return files.some((text) => text.includes(payloads.get(sent.id)!));
    };
    // Uncompressed, what a rewrite keeps in the file's snapshot part is as searchable as what is appended.
    const admin = new Redis(url);
    await admin.config('SET', 'rdbcompression', 'no');
    const delivered = { ...entry(5), fields: [['name', 'Delivered Visitor'], ['email', 'delivered@example.com']] as [string, string][] };
    const refused = { ...entry(6), fields: [['name', 'Refused Visitor'], ['email', 'refused@example.com']] as [string, string][] };
    const outbox = box();
    await outbox.enqueue(delivered);
    await outbox.enqueue(refused);
    for (const sent of [delivered, refused]) payloads.set(sent.id, (JSON.parse((await admin.hget(`bull:agency-outbox:${sent.id}`, 'data'))!) as { payload: string }).payload);
    admin.disconnect();
    // appendfsync always: the waiting sends are on disk before the visitor hears "received".
    expect([await onDisk(delivered), await onDisk(refused)]).toEqual([true, true]);
    outbox.start(async (sent): Promise<DeliveryOutcome> => (sent.id === refused.id ? { kind: 'refused', status: 422, reason: '422 email' } : { kind: 'delivered', status: 201 }));
    await vi.waitFor(async () => expect(await outbox.list()).toMatchObject([{ id: refused.id, state: 'failed' }]), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await onDisk(delivered)).toBe(false), { timeout: 10_000 });
    // An operator purges the refused one; the next rewrite takes it off the disk too (one per instance per interval).
    expect(await outbox.purge(refused.id)).toBe(true);
    expect(await onDisk(refused)).toBe(true);
    // Stopping, the instance asks for the rewrite it was holding back; Redis writes the new file in the background.
    await outbox.stop();
    await vi.waitFor(async () => expect(await onDisk(refused)).toBe(false), { timeout: 10_000 });
  });

  it('tries a send that may pass again later, honouring Retry-After', async () => {
    const outbox = box();
    await outbox.enqueue(entry(1));
    outbox.start(async (): Promise<DeliveryOutcome> => ({ kind: 'retry', reason: 'http_503', retryAfterMs: 60_000 }));
    await vi.waitFor(async () => expect((await outbox.list())[0]).toMatchObject({ state: 'waiting', attempts: 1 }), { timeout: 10_000 });
    const [record] = await outbox.list();
    expect(Date.parse(record!.nextAttemptAt!) - Date.now()).toBeGreaterThan(50_000);
  });
});
