import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from '@/local-panel/db';
import { MAX_IDEMPOTENCY_KEY_LENGTH, parseIdempotencyKey, parseSubmittedAt } from '@/local-panel/entry-headers';
import { startPanel, type RunningPanel } from '@/local-panel/index';

type InboxEntry = {
  id: number;
  fields: Record<string, string>;
  files: { slot: string; size: number; sha256: string }[];
  created_at: string;
  submitted_at: string | null;
  idempotency_key: string | null;
  repeats: number;
};
type Inbox = { contacts: InboxEntry[]; applications: InboxEntry[] };

let panel: RunningPanel;
let dataDir: string;
let token = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'local-panel-keys-'));
  panel = await startPanel({ port: 0, dataDir });
  const login = await fetch(`${panel.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'local-salt', api_token: 'local-panel-token' }),
  });
  token = String(((await login.json()) as { token: string }).token);
});

afterAll(async () => {
  await panel?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The admin call that deletes every entry, as signed-in staff. */
function resetEntries(): Promise<Response> {
  return fetch(`${panel.url}/__admin/reset-entries`, {
    method: 'POST',
    headers: { authorization: `Bearer ${panel.staffPassword}`, 'content-type': 'application/json' },
    body: '{}',
  });
}

beforeEach(async () => {
  await resetEntries();
});

function contactForm(name = 'Zé'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ name, email: 'ze@example.com', phone: '+55 11 99999-0000', message: 'Olá!' })) {
    form.append(key, value);
  }
  return form;
}

function applicationForm(): FormData {
  const form = new FormData();
  const fields = { realname: 'Luíza', gender: 'woman', email: 'luiza@example.com', height: '172/5.8', birthdate: '2005/06/30', id_country: 'BR' };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const slot of ['image_1', 'image_2', 'image_3', 'image_4']) {
    form.append(slot, new File([new Uint8Array(randomBytes(20_000))], `${slot}.jpg`, { type: 'image/jpeg' }));
  }
  return form;
}

async function send(kind: 'contact' | 'getScouted', body: FormData, headers: Record<string, string> = {}): Promise<{ status: number; id: number }> {
  const response = await fetch(`${panel.url}/api/entry/${kind}/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body,
  });
  const answer = (await response.json()) as { id: number };
  return { status: response.status, id: answer.id };
}

async function inbox(): Promise<Inbox> {
  return (await (await fetch(`${panel.url}/inbox.json`, { headers: { authorization: `Bearer ${panel.staffPassword}` } })).json()) as Inbox;
}

/** Folders under entries/: one per stored entry with files, plus any staging folder left behind. */
async function entryFolders(): Promise<string[]> {
  return (await readdir(path.join(dataDir, 'entries'))).sort();
}

describe('Idempotency-Key on entry sends', () => {
  it('stores a send with a key once, with the key and no repeats', async () => {
    const first = await send('contact', contactForm(), { 'Idempotency-Key': 'sub-1' });
    expect(first.status).toBe(201);
    const { contacts } = await inbox();
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ id: first.id, idempotency_key: 'sub-1', repeats: 0, submitted_at: null });
  });

  it('answers the same key again with 200 and the first id, storing nothing and counting the repeat', async () => {
    const first = await send('contact', contactForm('First'), { 'Idempotency-Key': 'sub-2' });
    const again = await send('contact', contactForm('Second'), { 'Idempotency-Key': 'sub-2' });
    const third = await send('contact', contactForm('Third'), { 'Idempotency-Key': 'sub-2' });
    expect(first.status).toBe(201);
    expect([again, third]).toEqual([{ status: 200, id: first.id }, { status: 200, id: first.id }]);
    const { contacts } = await inbox();
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ id: first.id, fields: { name: 'First' }, repeats: 2 });
  });

  it('does not store the files of a repeated application again', async () => {
    const first = await send('getScouted', applicationForm(), { 'Idempotency-Key': 'apply-1' });
    const again = await send('getScouted', applicationForm(), { 'Idempotency-Key': 'apply-1' });
    expect(first.status).toBe(201);
    expect(again).toEqual({ status: 200, id: first.id });
    const { applications } = await inbox();
    expect(applications).toHaveLength(1);
    expect(applications[0]?.files.map((file) => file.slot)).toEqual(['image_1', 'image_2', 'image_3', 'image_4']);
    expect(await entryFolders()).toEqual([String(first.id)]);
    expect(await readdir(path.join(dataDir, 'entries', String(first.id)))).toHaveLength(4);
  });

  it('stores two overlapping sends of one key once: one 201, one 200 with the same id', async () => {
    const answers = await Promise.all([
      send('getScouted', applicationForm(), { 'Idempotency-Key': 'apply-race' }),
      send('getScouted', applicationForm(), { 'Idempotency-Key': 'apply-race' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]?.id).toBe(answers[1]?.id);
    const { applications } = await inbox();
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({ id: answers[0]?.id, repeats: 1 });
    expect(applications[0]?.files).toHaveLength(4);
    expect(await entryFolders()).toEqual([String(answers[0]?.id)]);
  });

  it('keeps keys apart per kind', async () => {
    const contact = await send('contact', contactForm(), { 'Idempotency-Key': 'shared' });
    const application = await send('getScouted', applicationForm(), { 'Idempotency-Key': 'shared' });
    expect([contact.status, application.status]).toEqual([201, 201]);
    expect(application.id).not.toBe(contact.id);
    const { contacts, applications } = await inbox();
    expect([contacts.length, applications.length]).toEqual([1, 1]);
  });

  it('stores every send without a key, or with an unusable one, as a new entry', async () => {
    const plain = [await send('contact', contactForm()), await send('contact', contactForm())];
    const tooLong = 'k'.repeat(MAX_IDEMPOTENCY_KEY_LENGTH + 1);
    const long = [
      await send('contact', contactForm(), { 'Idempotency-Key': tooLong }),
      await send('contact', contactForm(), { 'Idempotency-Key': tooLong }),
    ];
    expect([...plain, ...long].map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const { contacts } = await inbox();
    expect(contacts).toHaveLength(4);
    expect(contacts.every((entry) => entry.idempotency_key === null && entry.repeats === 0)).toBe(true);
  });

  it('frees a key when the entries are deleted', async () => {
    const before = await send('contact', contactForm(), { 'Idempotency-Key': 'sub-reset' });
    await resetEntries();
    const after = await send('contact', contactForm(), { 'Idempotency-Key': 'sub-reset' });
    expect(after.status).toBe(201);
    expect(after.id).not.toBe(before.id);
  });

  it('refuses an invalid send with a stored key as it would without one', async () => {
    await send('contact', contactForm(), { 'Idempotency-Key': 'sub-invalid' });
    const form = new FormData();
    form.append('name', 'Zé');
    expect((await send('contact', form, { 'Idempotency-Key': 'sub-invalid' })).status).toBe(422);
    expect((await inbox()).contacts[0]?.repeats).toBe(0);
  });
});

describe('X-Submitted-At on entry sends', () => {
  it('records the instant in UTC and ignores a value that is not one', async () => {
    const withOffset = await send('contact', contactForm(), { 'X-Submitted-At': '2026-11-25T16:03:07.250+02:00' });
    const utc = await send('contact', contactForm(), { 'X-Submitted-At': '2026-11-25T14:03:07.000Z' });
    const invalid = await send('contact', contactForm(), { 'X-Submitted-At': 'yesterday' });
    const { contacts } = await inbox();
    const byId = new Map(contacts.map((entry) => [entry.id, entry]));
    expect(byId.get(withOffset.id)?.submitted_at).toBe('2026-11-25T14:03:07.250Z');
    expect(byId.get(utc.id)?.submitted_at).toBe('2026-11-25T14:03:07.000Z');
    expect(byId.get(invalid.id)?.submitted_at).toBeNull();
    expect(invalid.status).toBe(201);
    expect(contacts.every((entry) => !Number.isNaN(Date.parse(entry.created_at)))).toBe(true);
  });
});

describe('the inbox page', () => {
  it('shows when the visitor sent each entry, when it arrived, and its key in small print, escaped', async () => {
    const sent = await send('contact', contactForm(), {
      'Idempotency-Key': 'sub-<b>"x"</b>',
      'X-Submitted-At': '2026-11-25T14:03:07.000Z',
    });
    await send('contact', contactForm(), { 'Idempotency-Key': 'sub-<b>"x"</b>' });
    const without = await send('contact', contactForm());
    const { contacts } = await inbox();
    const arrived = contacts.find((entry) => entry.id === sent.id)?.created_at ?? '';
    const html = await (await fetch(`${panel.url}/inbox`, { headers: { authorization: `Bearer ${panel.staffPassword}` } })).text();
    const card = (id: number): string => html.slice(html.indexOf(`#${id}<`), html.indexOf('</article>', html.indexOf(`#${id}<`)));
    // The agency's clock (America/Sao_Paulo by default): three hours behind UTC, all year.
    const local = new Date(Date.parse(arrived) - 3 * 3_600_000).toISOString();
    const readable = `${local.slice(0, 10)} ${local.slice(11, 19)} America/Sao_Paulo`;
    expect(card(sent.id)).toContain('sent <time datetime="2026-11-25T14:03:07.000Z">2026-11-25 11:03:07 America/Sao_Paulo</time>');
    expect(card(sent.id)).toContain(`arrived <time datetime="${arrived}">${readable}</time>`);
    expect(card(sent.id)).toContain('<small>key <code>sub-&lt;b&gt;&quot;x&quot;&lt;/b&gt;</code> · repeated 1×</small>');
    expect(html).not.toContain('<b>"x"</b>');
    expect(card(without.id)).not.toContain('sent <time');
    expect(card(without.id)).toContain('arrived <time');
    expect(card(without.id)).not.toContain('key <code>');
  });
});

describe('reading the optional headers', () => {
  it('takes any key of 1 to 200 characters without control characters', () => {
    expect(parseIdempotencyKey('3f0c9a8e-6a3b-4b7e-9d51-2f7d9f4b8c21')).toBe('3f0c9a8e-6a3b-4b7e-9d51-2f7d9f4b8c21');
    expect(parseIdempotencyKey('k'.repeat(200))).toBe('k'.repeat(200));
    for (const unusable of [undefined, '', 'k'.repeat(201), 'a\u0000b', 'a\tb', 'a\u007fb', ['a', 'b']]) {
      expect(parseIdempotencyKey(unusable)).toBeUndefined();
    }
  });

  it('takes ISO 8601 instants with Z or an offset, as UTC', () => {
    expect(parseSubmittedAt('2026-11-25T14:03:07Z')).toBe('2026-11-25T14:03:07.000Z');
    expect(parseSubmittedAt('2026-11-25T14:03:07.123456Z')).toBe('2026-11-25T14:03:07.123Z');
    expect(parseSubmittedAt('2026-11-25T11:03-0300')).toBe('2026-11-25T14:03:00.000Z');
    expect(parseSubmittedAt('2026-01-01T00:30:00+01:00')).toBe('2025-12-31T23:30:00.000Z');
    expect(parseSubmittedAt('2024-02-29T12:00:00Z')).toBe('2024-02-29T12:00:00.000Z');
  });

  it('ignores dates alone, local times, impossible dates and anything else', () => {
    const invalid = ['', 'now', '2026-11-25', '2026-11-25T14:03:07', '2026-02-30T12:00:00Z', '2025-02-29T12:00:00Z',
      '2026-13-01T00:00:00Z', '2026-11-25T24:00:00Z', '2026-11-25T14:60:00Z', '2026-11-25T14:03:07+25:00', '1764079387000'];
    for (const value of invalid) expect(parseSubmittedAt(value)).toBeUndefined();
    expect(parseSubmittedAt(undefined)).toBeUndefined();
  });
});

describe('a database made before the key columns', () => {
  it('gains idempotency_key, submitted_at and repeats on open and keeps its entries', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'local-panel-old-db-'));
    try {
      const file = path.join(folder, 'panel.db');
      const old = new DatabaseSync(file);
      old.exec('CREATE TABLE entries (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, fields TEXT NOT NULL, created_at TEXT NOT NULL)');
      old.prepare('INSERT INTO entries (kind, fields, created_at) VALUES (?, ?, ?)').run('contact', '{}', '2026-01-01T00:00:00.000Z');
      old.close();
      const db = openDb(file);
      try {
        expect(db.prepare('SELECT id, kind, idempotency_key, submitted_at, repeats FROM entries').all().map((row) => ({ ...row }))).toEqual([
          { id: 1, kind: 'contact', idempotency_key: null, submitted_at: null, repeats: 0 },
        ]);
        const insert = db.prepare("INSERT INTO entries (kind, fields, created_at, idempotency_key) VALUES ('contact', '{}', '', ?)");
        insert.run('same');
        expect(() => insert.run('same')).toThrow(/UNIQUE/);
      } finally {
        db.close();
      }
      // Opening it again changes nothing more.
      openDb(file).close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
