import { createHash, randomUUID } from 'node:crypto';
import { renameSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inTransaction, type Db } from './db';
import type { SendHeaders } from './entry-headers';
import type { PanelState } from './state';

export type EntryFields = Record<string, string | string[]>;
export type UploadedFile = { slot: string; filename: string; mime: string; bytes: Buffer };
export type NewEntry = SendHeaders & { kind: string; fields: EntryFields; files: UploadedFile[] };

/**
 * `created` is false when the entry's key was already stored for its kind: `id` is then the first
 * entry's, and nothing of this send was kept.
 */
export type StoredEntry = { id: number; created: boolean };

/** SQLITE_CONSTRAINT_UNIQUE; on `entries` only the (kind, idempotency_key) index raises it. */
const SQLITE_CONSTRAINT_UNIQUE = 2067;

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'errcode' in error && error.errcode === SQLITE_CONSTRAINT_UNIQUE;
}

/**
 * When the entry's key is already stored for its kind: counts this send in that entry's `repeats`
 * and returns its id. Undefined when the entry has no key or the key is new.
 */
function recordRepeat(db: Db, entry: NewEntry): number | undefined {
  if (entry.idempotencyKey === undefined) return undefined;
  const row = db
    .prepare('UPDATE entries SET repeats = repeats + 1 WHERE kind = ? AND idempotency_key = ? RETURNING id')
    .get(entry.kind, entry.idempotencyKey) as { id: number } | undefined;
  return row?.id;
}

/** The new row's id, or undefined when another send already stored the same kind and key. */
function insertEntryRow(db: Db, entry: NewEntry, createdAt: string): number | undefined {
  try {
    const { lastInsertRowid } = db
      .prepare('INSERT INTO entries (kind, fields, created_at, idempotency_key, submitted_at) VALUES (?, ?, ?, ?, ?)')
      .run(entry.kind, JSON.stringify(entry.fields), createdAt, entry.idempotencyKey ?? null, entry.submittedAt ?? null);
    return Number(lastInsertRowid);
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

function insertFileRows(db: Db, id: number, files: UploadedFile[]): void {
  const insert = db.prepare('INSERT INTO entry_files (entry_id, slot, filename, mime, size, sha256, path) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const file of files) {
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    insert.run(id, file.slot, file.filename, file.mime, file.bytes.length, sha256, path.join(String(id), file.slot));
  }
}

/** Writes the files into a fresh folder beside the stored entries; undefined when there are none. */
async function stageFiles(entriesDir: string, files: UploadedFile[]): Promise<string | undefined> {
  if (files.length === 0) return undefined;
  const folder = path.join(entriesDir, `.incoming-${randomUUID()}`);
  try {
    await mkdir(folder);
    for (const file of files) await writeFile(path.join(folder, file.slot), file.bytes);
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return folder;
}

/** Inside one transaction: the row, its file rows, and the staged files moved to `entries/<id>/`. */
function commitEntry(state: PanelState, entry: NewEntry, createdAt: string, staged: string | undefined): StoredEntry {
  const id = insertEntryRow(state.db, entry, createdAt);
  if (id === undefined) {
    const first = recordRepeat(state.db, entry);
    if (first === undefined) throw new Error('The entry key is taken, yet no entry holds it.');
    return { id: first, created: false };
  }
  insertFileRows(state.db, id, entry.files);
  if (staged) renameSync(staged, path.join(state.entriesDir, String(id)));
  return { id, created: true };
}

/**
 * Stores an entry whole or not at all. A kind and `Idempotency-Key` already stored store nothing and
 * answer the first entry's id: checked before any file is written, and again by the unique index when
 * the row is inserted, which settles two sends of one key that overlap (the later one's staged files
 * are removed).
 */
export async function storeEntry(state: PanelState, entry: NewEntry): Promise<StoredEntry> {
  const createdAt = new Date().toISOString();
  const repeated = recordRepeat(state.db, entry);
  if (repeated !== undefined) return { id: repeated, created: false };
  const staged = await stageFiles(state.entriesDir, entry.files);
  try {
    return inTransaction(state.db, () => commitEntry(state, entry, createdAt, staged));
  } finally {
    // Still there only when nothing was stored (a repeat, or a failure): the transaction moves it otherwise.
    if (staged) await rm(staged, { recursive: true, force: true });
  }
}

export async function deleteEntries(state: PanelState): Promise<number> {
  const { changes } = state.db.prepare('DELETE FROM entries').run();
  await rm(state.entriesDir, { recursive: true, force: true });
  await mkdir(state.entriesDir, { recursive: true });
  return Number(changes);
}
