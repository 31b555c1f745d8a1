import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HeldMeta } from '@/lib/outbox/held';
import { SpoolHeldStore } from '@/lib/outbox/held-spool';
import type { OutboxEntry } from '@/lib/outbox/types';

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
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'held-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('sends held for a confirmation, on disk', () => {
  it('shows what waits, releases it once on confirmation and keeps nothing of it after', async () => {
    const store = new SpoolHeldStore(folder, 10);
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
    expect(await readdir(folder)).toEqual([`${ID}.decision`]);
  });

  it('keeps the send and the link working when the outbox could not take it', async () => {
    const store = new SpoolHeldStore(folder, 10);
    await store.hold(ID, entry(), meta());
    expect((await store.decide(ID, 'confirmed', async () => false)).kind).toBe('failed');
    expect((await store.view(ID)).state).toBe('waiting');
  });

  it('deletes a refused send without handing it on', async () => {
    const store = new SpoolHeldStore(folder, 10);
    await store.hold(ID, entry(), meta());
    let released = false;
    expect(await store.decide(ID, 'refused', async () => (released = true))).toMatchObject({ kind: 'done', decision: 'refused' });
    expect(released).toBe(false);
    expect((await readdir(folder)).filter((name) => !name.endsWith('.decision'))).toEqual([]);
  });

  it('deletes what expired unanswered, counts it once, and says so on its link', async () => {
    const store = new SpoolHeldStore(folder, 10);
    await store.hold(ID, entry(), meta(60_000));
    await store.hold(OTHER, entry(), { ...meta(60_000), purpose: 'requester' });
    expect(await store.expire(Date.now() + 30_000)).toEqual([]);
    expect((await store.expire(Date.now() + 61_000)).sort()).toEqual(['guardian', 'requester']);
    expect(await store.expire(Date.now() + 61_000)).toEqual([]);
    expect(await store.count()).toEqual({ guardian: 0, requester: 0 });
    expect(await store.view(ID)).toMatchObject({ state: 'expired' });
    expect((await readdir(folder)).every((name) => name.endsWith('.decision'))).toBe(true);
  });

  it('refuses more than its bound, and ids that could name another file', async () => {
    const store = new SpoolHeldStore(folder, 1);
    expect(await store.hold(ID, entry(), meta())).toBe('held');
    expect(await store.hold(OTHER, entry(), meta())).toBe('full');
    await expect(store.hold('../../etc/passwd-aaaaaaaaaaaa', entry(), meta())).rejects.toThrow();
    expect(await store.view('../x')).toEqual({ state: 'unknown' });
  });
});
