import { DatabaseSync } from 'node:sqlite';

// Node's built-in SQLite: no native addon to compile at install, nothing tied to the Node that ran `npm ci`.
export type Db = DatabaseSync;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS talents (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  gender TEXT NOT NULL,
  letter TEXT NOT NULL,
  cover TEXT NOT NULL,
  categories TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS entities (
  entity TEXT NOT NULL,
  id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (entity, id)
);
CREATE TABLE IF NOT EXISTS website_texts (key TEXT PRIMARY KEY, position INTEGER NOT NULL, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS website_images (key TEXT PRIMARY KEY, position INTEGER NOT NULL, file TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS customizations (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS social_medias (name TEXT PRIMARY KEY, position INTEGER NOT NULL, url TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS posts (
  id INTEGER NOT NULL,
  type TEXT NOT NULL,
  lang TEXT NOT NULL,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  cover TEXT NOT NULL,
  published_at TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (type, lang, id)
);
CREATE INDEX IF NOT EXISTS posts_by_slug ON posts (type, lang, slug);
CREATE TABLE IF NOT EXISTS entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  fields TEXT NOT NULL,
  created_at TEXT NOT NULL,
  idempotency_key TEXT,
  submitted_at TEXT,
  repeats INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS entry_files (
  entry_id INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  slot TEXT NOT NULL,
  filename TEXT NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  path TEXT NOT NULL,
  PRIMARY KEY (entry_id, slot)
);
CREATE TABLE IF NOT EXISTS data_requests_done (
  entry_id INTEGER PRIMARY KEY REFERENCES entries (id) ON DELETE CASCADE,
  done_at TEXT NOT NULL,
  applications_deleted INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS mail (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at TEXT NOT NULL,
  envelope_from TEXT NOT NULL,
  envelope_to TEXT NOT NULL,
  header_from TEXT NOT NULL,
  header_to TEXT NOT NULL,
  subject TEXT NOT NULL,
  message_id TEXT,
  language TEXT,
  text TEXT NOT NULL,
  html TEXT
);
`;

/** Content tables the seed owns; entries survive a reseed of content. */
export const CONTENT_TABLES = [
  'talents',
  'entities',
  'website_texts',
  'website_images',
  'customizations',
  'social_medias',
  'posts',
] as const;

/**
 * Columns `entries` gained after databases already existed: `CREATE TABLE IF NOT EXISTS` leaves an
 * older table as it was, so opening one adds whichever of these it lacks (all null or 0 for old rows).
 */
const ADDED_ENTRY_COLUMNS = [
  { name: 'idempotency_key', definition: 'TEXT' },
  { name: 'submitted_at', definition: 'TEXT' },
  { name: 'repeats', definition: 'INTEGER NOT NULL DEFAULT 0' },
] as const;

/**
 * One stored entry per kind and `Idempotency-Key`. SQLite lets any number of rows share a null key,
 * so sends without the header are never merged.
 */
const ENTRY_KEY_INDEX = 'CREATE UNIQUE INDEX IF NOT EXISTS entries_by_key ON entries (kind, idempotency_key)';

function addMissingEntryColumns(db: Db): void {
  const present = new Set((db.prepare('PRAGMA table_info(entries)').all() as { name: string }[]).map((column) => column.name));
  for (const column of ADDED_ENTRY_COLUMNS) {
    if (!present.has(column.name)) db.exec(`ALTER TABLE entries ADD COLUMN ${column.name} ${column.definition}`);
  }
}

export function openDb(file: string): Db {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  // A purge run beside the panel (`--purge`) waits for the other's write instead of failing.
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec(SCHEMA);
  addMissingEntryColumns(db);
  db.exec(ENTRY_KEY_INDEX);
  return db;
}

/** Runs `work` in one transaction: all of it is written, or none of it. */
export function inTransaction<T>(db: Db, work: () => T): T {
  db.exec('BEGIN');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

export function readMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function writeMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}
