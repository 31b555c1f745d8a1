import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeEntry } from '@/lib/outbox/codec';
import { keyringOf } from '@/lib/outbox/seal';
import { SpoolOutbox } from '@/lib/outbox/spool';
import type { DeliveryOutcome, OutboxEntry, OutboxSettings } from '@/lib/outbox/types';

const SETTINGS: OutboxSettings = { maxItems: 3, maxBytes: 1024 * 1024, giveUpMs: 72 * 3_600_000, retentionMs: 14 * 86_400_000 };

function entry(n: number, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: `submission-${String(n).padStart(8, '0')}`,
    kind: 'contact',
    submittedAt: new Date().toISOString(),
    fields: [
      ['name', `Visitor ${n}`],
      ['message', 'Olá'],
    ],
    files: [],
    ...overrides,
  };
}

let folder: string;
const boxes: SpoolOutbox[] = [];
function spool(settings: OutboxSettings = SETTINGS): SpoolOutbox {
  const box = new SpoolOutbox(folder, settings);
  boxes.push(box);
  return box;
}

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'outbox-'));
});
afterEach(async () => {
  await Promise.all(boxes.splice(0).map((box) => box.stop()));
  await rm(folder, { recursive: true, force: true });
});

describe('the spool outbox', () => {
  it('keeps a send on disk before it answers, so a new process finds it and delivers it once', async () => {
    expect(await spool().enqueue(entry(1))).toBe('queued');
    expect((await readdir(folder)).sort()).toEqual(['submission-00000001.entry', 'submission-00000001.json']);

    // Another process on the same folder (the site started again after a crash).
    const delivered: OutboxEntry[] = [];
    spool().start(async (sent) => {
      delivered.push(sent);
      return { kind: 'delivered', status: 201 };
    });
    await vi.waitFor(() => expect(delivered).toHaveLength(1));
    expect(delivered[0]!.fields).toEqual(entry(1).fields);
    // Delivered: deleted at once, nothing of the visitor stays on disk.
    await vi.waitFor(async () => expect(await readdir(folder)).toEqual([]));
  });

  it('answers duplicate for an id already waiting, and full past its bound in items or bytes', async () => {
    const box = spool();
    expect(await box.enqueue(entry(1))).toBe('queued');
    expect(await box.enqueue(entry(1))).toBe('duplicate');
    expect(await box.enqueue(entry(2))).toBe('queued');
    expect(await box.enqueue(entry(3))).toBe('queued');
    expect(await box.enqueue(entry(4))).toBe('full');

    const small = new SpoolOutbox(path.join(folder, 'small'), { ...SETTINGS, maxBytes: 1_000 });
    const photo = { field: 'image_1', name: 'image_1.jpg', type: 'image/jpeg', bytes: new Uint8Array(400) };
    expect(await small.enqueue(entry(5, { files: [photo] }))).toBe('queued');
    expect(await small.enqueue(entry(6, { files: [photo] }))).toBe('full');
  });

  it('takes sends at the same moment without letting two of them take the last place', async () => {
    const box = spool({ ...SETTINGS, maxItems: 2 });
    const results = await Promise.all([box.enqueue(entry(1)), box.enqueue(entry(2)), box.enqueue(entry(3)), box.enqueue(entry(1))]);
    expect(results.sort()).toEqual(['duplicate', 'full', 'queued', 'queued']);
  });

  it('takes sends with its worker started before the folder exists, and again after an operator deleted the folder', async () => {
    const nested = path.join(folder, 'not-yet', 'outbox');
    const box = new SpoolOutbox(nested, SETTINGS);
    boxes.push(box);
    const delivered: string[] = [];
    box.start(async (sent) => {
      delivered.push(sent.id);
      return { kind: 'delivered', status: 201 };
    });
    // The worker's first pass finds no folder at all.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await box.enqueue(entry(1))).toBe('queued');
    await vi.waitFor(() => expect(delivered).toEqual(['submission-00000001']));
    await rm(nested, { recursive: true, force: true });
    expect(await box.enqueue(entry(2))).toBe('queued');
    await vi.waitFor(() => expect(delivered).toEqual(['submission-00000001', 'submission-00000002']));
  });

  it('frees the places an operator purged from another process once its worker has looked again', async () => {
    const box = spool({ ...SETTINGS, maxItems: 1 });
    expect(await box.enqueue(entry(1))).toBe('queued');
    expect(await box.enqueue(entry(2))).toBe('full');
    // `npm run outbox -- purge <id>` is a process of its own.
    expect(await new SpoolOutbox(folder, SETTINGS).purge('submission-00000001')).toBe(true);
    box.start(async () => ({ kind: 'retry', reason: 'http_503' }));
    await vi.waitFor(async () => expect(await box.enqueue(entry(2))).toBe('queued'));
  });

  it('retries a failure that may pass, later, and keeps what the panel refused for an operator', async () => {
    const box = spool();
    await box.enqueue(entry(1));
    await box.enqueue(entry(2, { kind: 'application' }));
    const outcomes: Record<string, DeliveryOutcome> = {
      'submission-00000001': { kind: 'retry', reason: 'http_503', retryAfterMs: 60_000 },
      'submission-00000002': { kind: 'refused', status: 422, reason: '422 id_country' },
    };
    const attempts: string[] = [];
    box.start(async (sent) => {
      attempts.push(sent.id);
      return outcomes[sent.id]!;
    });
    await vi.waitFor(async () => expect((await box.list()).map((record) => record.attempts)).toEqual([1, 1]));
    const [waiting, failed] = await box.list();
    expect(waiting).toMatchObject({ id: 'submission-00000001', state: 'waiting', lastError: 'http_503' });
    // Retry-After honoured: not before a minute from now.
    expect(Date.parse(waiting!.nextAttemptAt!) - Date.now()).toBeGreaterThan(55_000);
    expect(failed).toMatchObject({ id: 'submission-00000002', state: 'failed', lastError: '422 id_country', kind: 'application' });
    expect(await box.stats()).toMatchObject({ waiting: 1, failed: 1 });
    // Neither is tried again on its own in the meantime.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(attempts).toHaveLength(2);
  });

  it('lets an operator retry one, retry every failed one, and purge one', async () => {
    const box = spool();
    await box.enqueue(entry(1));
    await box.enqueue(entry(2));
    let refuse = true;
    const delivered: string[] = [];
    box.start(async (sent) => {
      if (refuse) return { kind: 'refused', status: 422, reason: '422 email' };
      delivered.push(sent.id);
      return { kind: 'delivered', status: 201 };
    });
    await vi.waitFor(async () => expect((await box.list()).every((record) => record.state === 'failed')).toBe(true));

    expect(await box.purge('submission-00000002')).toBe(true);
    expect(await box.purge('submission-00000002')).toBe(false);
    refuse = false;
    expect(await box.retryFailed()).toBe(1);
    await vi.waitFor(() => expect(delivered).toEqual(['submission-00000001']));
    await vi.waitFor(async () => expect(await box.list()).toEqual([]));
    expect(await box.retry('submission-00000001')).toBe(false);
    expect(await box.retry('../../etc/passwd')).toBe(false);
  });

  it('gives a send up once it has waited past the give-up time, and deletes failed sends after the retention', async () => {
    const box = spool({ ...SETTINGS, giveUpMs: 1_000, retentionMs: 60_000 });
    await box.enqueue(entry(1, { submittedAt: new Date(Date.now() - 5_000).toISOString() }));
    box.start(async () => ({ kind: 'retry', reason: 'timeout' }));
    await vi.waitFor(async () => expect((await box.list())[0]).toMatchObject({ state: 'failed', lastError: 'timeout' }));

    expect(await box.purgeExpired()).toBe(0);
    // Failed two minutes ago: past a one-minute retention.
    const statePath = path.join(folder, 'submission-00000001.json');
    const state = JSON.parse(await readFile(statePath, 'utf8')) as Record<string, unknown>;
    await writeFile(statePath, JSON.stringify({ ...state, failedAt: new Date(Date.now() - 120_000).toISOString() }));
    expect(await box.purgeExpired()).toBe(1);
    expect(await readdir(folder)).toEqual([]);
  });

  it('never delivers an entry whose file is damaged: it is kept as failed', async () => {
    const box = spool();
    await box.enqueue(entry(1));
    await writeFile(path.join(folder, 'submission-00000001.entry'), 'garbage');
    const deliver = vi.fn(async (): Promise<DeliveryOutcome> => ({ kind: 'delivered', status: 201 }));
    box.start(deliver);
    await vi.waitFor(async () => expect((await box.list())[0]).toMatchObject({ state: 'failed', lastError: 'corrupt' }));
    expect(deliver).not.toHaveBeenCalled();
  });

  it('rests sealed on disk, and one sealed with a key this site no longer holds is kept as failed, then sent once the key is back', async () => {
    const box = spool();
    const sent = { ...entry(1), fields: [['name', 'Joana Menor'], ['email', 'joana.menor@example.com']] as [string, string][] };
    await box.enqueue(sent);
    const file = path.join(folder, 'submission-00000001.entry');
    const onDisk = await readFile(file);
    for (const clear of ['Joana Menor', 'joana.menor@example.com']) expect(onDisk.includes(Buffer.from(clear)), clear).toBe(false);
    // The same send as another site (or a dropped key) sealed it.
    const elsewhere = encodeEntry(sent, keyringOf([{ id: 'gone', key: randomBytes(32) }]));
    await writeFile(file, elsewhere);
    const deliver = vi.fn(async (_entry: OutboxEntry): Promise<DeliveryOutcome> => ({ kind: 'delivered', status: 201 }));
    box.start(deliver);
    await vi.waitFor(async () => expect((await box.list())[0]).toMatchObject({ state: 'failed', lastError: 'corrupt' }));
    expect(deliver).not.toHaveBeenCalled();
    // The operator puts the send back as this site seals it (the key restored) and retries it.
    await writeFile(file, encodeEntry(sent));
    expect(await box.retry(sent.id)).toBe(true);
    await vi.waitFor(() => expect(deliver).toHaveBeenCalledTimes(1));
    expect(deliver.mock.calls[0]![0]).toMatchObject({ id: sent.id, fields: sent.fields });
  });
});
