import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '@/local-panel/db';
import { startPanel } from '@/local-panel/index';
import { PURGE_INTERVAL_MS, purgeExpiredApplications, purgeExpiredContacts, schedulePurge } from '@/local-panel/retention';

const DAY_MS = 24 * 60 * 60_000;
const root = path.resolve(import.meta.dirname, '..', '..', '..');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'local-panel-retention-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.useRealTimers();
});

/** An entry as the panel stores one, arrived `ageDays` ago, with a photo folder for applications. */
async function insertEntry(db: Db, folder: string, kind: 'getScouted' | 'contact', ageDays: number, fields = '{"realname":"Bia"}'): Promise<number> {
  const createdAt = new Date(Date.now() - ageDays * DAY_MS).toISOString();
  const { lastInsertRowid } = db.prepare('INSERT INTO entries (kind, fields, created_at) VALUES (?, ?, ?)').run(kind, fields, createdAt);
  const id = Number(lastInsertRowid);
  if (kind === 'getScouted') {
    await mkdir(path.join(folder, 'entries', String(id)), { recursive: true });
    await writeFile(path.join(folder, 'entries', String(id), 'image_1'), randomBytes(64));
    db.prepare('INSERT INTO entry_files (entry_id, slot, filename, mime, size, sha256, path) VALUES (?, ?, ?, ?, ?, ?, ?)').run(id, 'image_1', 'a.jpg', 'image/jpeg', 64, 'x', `${id}/image_1`);
  }
  return id;
}

function ids(db: Db): number[] {
  return (db.prepare('SELECT id FROM entries ORDER BY id').all() as Array<{ id: number }>).map((row) => row.id);
}

/**
 * An entry 30 days less 30 minutes old, under a 30-day lifetime: kept by the purge the schedule
 * runs at once, gone after the next round an hour later.
 */
async function expectPurgedByNextRound(
  prefix: string,
  days: { applicationDays: number; contactDays: number },
  kind: 'getScouted' | 'contact',
  fields?: string,
): Promise<void> {
  const folder = await mkdtemp(path.join(dataDir, prefix));
  const db = openDb(path.join(folder, 'panel.db'));
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const schedule = schedulePurge(db, path.join(folder, 'entries'), days);
  try {
    const id = await insertEntry(db, folder, kind, 30 - 1 / 48, fields);
    expect(await schedule.first).toEqual({ applications: 0, contacts: 0, mail: 0 });
    expect(ids(db)).toEqual([id]);
    await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS);
    await vi.waitFor(() => expect(ids(db)).toEqual([]));
  } finally {
    schedule.stop();
    db.close();
  }
}

describe('application retention', () => {
  it('deletes the applications older than the lifetime with their photos, and keeps younger ones and contact messages', async () => {
    const folder = await mkdtemp(path.join(dataDir, 'fn-'));
    const db = openDb(path.join(folder, 'panel.db'));
    try {
      const old = await insertEntry(db, folder, 'getScouted', 31);
      const young = await insertEntry(db, folder, 'getScouted', 29);
      const contact = await insertEntry(db, folder, 'contact', 400);
      expect(await purgeExpiredApplications(db, path.join(folder, 'entries'), 365)).toBe(0);
      expect(await purgeExpiredApplications(db, path.join(folder, 'entries'), 30)).toBe(1);
      expect(ids(db)).toEqual([young, contact]);
      expect((db.prepare('SELECT entry_id FROM entry_files').all() as Array<{ entry_id: number }>).map((row) => row.entry_id)).toEqual([young]);
      expect(existsSync(path.join(folder, 'entries', String(old)))).toBe(false);
      expect(existsSync(path.join(folder, 'entries', String(young), 'image_1'))).toBe(true);
    } finally {
      db.close();
    }
  });

  it('runs when the panel starts, before it answers', async () => {
    const folder = await mkdtemp(path.join(dataDir, 'start-'));
    // Entries outlive a seed: these are still there when the panel seeds its content at start.
    const db = openDb(path.join(folder, 'panel.db'));
    const old = await insertEntry(db, folder, 'getScouted', 11);
    const young = await insertEntry(db, folder, 'getScouted', 9);
    db.close();
    const panel = await startPanel({ port: 0, dataDir: folder, retentionDays: 10 });
    try {
      const inbox = (await (await fetch(`${panel.url}/inbox.json`, { headers: { authorization: `Bearer ${panel.staffPassword}` } })).json()) as { applications: Array<{ id: number }> };
      expect(inbox.applications.map((application) => application.id)).toEqual([young]);
      expect(existsSync(path.join(folder, 'entries', String(old)))).toBe(false);
    } finally {
      await panel.close();
    }
    // The start seeds the content and draws its media first: seconds on a loaded machine.
  }, 90_000);

  it('runs again every hour while the panel is up', async () => {
    await expectPurgedByNextRound('hourly-', { applicationDays: 30, contactDays: 30 }, 'getScouted');
  });

  it('has a purge command for staff that deletes them now and prints how many', async () => {
    const folder = await mkdtemp(path.join(dataDir, 'cli-'));
    const db = openDb(path.join(folder, 'panel.db'));
    const old = await insertEntry(db, folder, 'getScouted', 8);
    await insertEntry(db, folder, 'getScouted', 6);
    db.close();
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'local-panel/server.ts', '--purge', '--data', folder], {
        cwd: root,
        env: { ...process.env, APPLICATION_RETENTION_DAYS: '7', PANEL_STAFF_PASSWORD: '' },
      });
    expect((await run()).stdout).toBe(
      `deleted 1 application(s) older than 7 days, with their photos, from ${folder}\ndeleted 0 contact message(s) older than 365 days from ${folder}\n` +
        `deleted 0 caught mail(s) older than 365 days from ${folder}\n`,
    );
    expect(existsSync(path.join(folder, 'entries', String(old)))).toBe(false);
    expect((await run()).stdout).toContain('deleted 0 application(s)');
    const reopened = openDb(path.join(folder, 'panel.db'));
    expect(ids(reopened)).toHaveLength(1);
    reopened.close();
  });
});

describe('contact message retention', () => {
  const REQUEST = '{"name":"Joana","email":"joana@example.com","request":"deletion"}';

  it('deletes the contact messages, requests about one\'s data included, older than CONTACT_RETENTION_DAYS, and keeps younger ones and applications', async () => {
    const folder = await mkdtemp(path.join(dataDir, 'contact-fn-'));
    const db = openDb(path.join(folder, 'panel.db'));
    try {
      const application = await insertEntry(db, folder, 'getScouted', 100);
      const oldMessage = await insertEntry(db, folder, 'contact', 91, '{"name":"Bia","message":"Olá"}');
      const oldRequest = await insertEntry(db, folder, 'contact', 95, REQUEST);
      const young = await insertEntry(db, folder, 'contact', 89);
      expect(await purgeExpiredContacts(db, path.join(folder, 'entries'), 365)).toBe(0);
      expect(await purgeExpiredContacts(db, path.join(folder, 'entries'), 90)).toBe(2);
      expect(ids(db)).toEqual([application, young]);
      expect(ids(db)).not.toContain(oldMessage);
      expect(ids(db)).not.toContain(oldRequest);
    } finally {
      db.close();
    }
  });

  it('runs when the panel starts, before its inbox answers', async () => {
    const folder = await mkdtemp(path.join(dataDir, 'contact-start-'));
    const db = openDb(path.join(folder, 'panel.db'));
    await insertEntry(db, folder, 'contact', 31, REQUEST);
    const young = await insertEntry(db, folder, 'contact', 29);
    const application = await insertEntry(db, folder, 'getScouted', 31);
    db.close();
    const panel = await startPanel({ port: 0, dataDir: folder, retentionDays: 365, contactRetentionDays: 30 });
    try {
      const inbox = (await (await fetch(`${panel.url}/inbox.json`, { headers: { authorization: `Bearer ${panel.staffPassword}` } })).json()) as {
        contacts: Array<{ id: number }>;
        applications: Array<{ id: number }>;
      };
      expect(inbox.contacts.map((contact) => contact.id)).toEqual([young]);
      expect(inbox.applications.map((entry) => entry.id)).toEqual([application]);
    } finally {
      await panel.close();
    }
  }, 90_000);

  it('runs again every hour while the panel is up', async () => {
    await expectPurgedByNextRound('contact-hourly-', { applicationDays: 365, contactDays: 30 }, 'contact', REQUEST);
  });

  it('the purge command deletes them now by CONTACT_RETENTION_DAYS and prints how many', async () => {
    const folder = await mkdtemp(path.join(dataDir, 'contact-cli-'));
    const db = openDb(path.join(folder, 'panel.db'));
    await insertEntry(db, folder, 'contact', 8, REQUEST);
    const young = await insertEntry(db, folder, 'contact', 6);
    db.close();
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'local-panel/server.ts', '--purge', '--data', folder], {
      cwd: root,
      env: { ...process.env, CONTACT_RETENTION_DAYS: '7', PANEL_STAFF_PASSWORD: '' },
    });
    expect(stdout).toContain(`deleted 1 contact message(s) older than 7 days from ${folder}\n`);
    const reopened = openDb(path.join(folder, 'panel.db'));
    expect(ids(reopened)).toEqual([young]);
    reopened.close();
  });
});
