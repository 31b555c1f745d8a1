import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { inTransaction, type Db } from './db';
import { withMediaHost } from './media-host';

/**
 * Packages: a booker's selection of talents for one client, read by the site by an unguessable token
 * (docs/contract.md, "Packages"). Views and picks are stored as they arrive, for the staff pages.
 */

/** What a client's answer (picks or a hold) keeps besides its own fields: who, their note, when, and the repeat count. */
const ANSWER_COLUMNS = `name TEXT NOT NULL,
  email TEXT NOT NULL,
  note TEXT NOT NULL,
  created_at TEXT NOT NULL,
  idempotency_key TEXT,
  submitted_at TEXT,
  repeats INTEGER NOT NULL DEFAULT 0`;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS packages (
  token TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  message TEXT NOT NULL,
  locale TEXT NOT NULL,
  booker TEXT NOT NULL,
  pin_hash TEXT,
  talents TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  expires_at TEXT,
  revoked_at TEXT
);
CREATE TABLE IF NOT EXISTS package_views (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token TEXT NOT NULL REFERENCES packages (token) ON DELETE CASCADE,
  talent_id INTEGER,
  at TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS package_picks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token TEXT NOT NULL REFERENCES packages (token) ON DELETE CASCADE,
  talent_ids TEXT NOT NULL,
  ${ANSWER_COLUMNS}
);
CREATE UNIQUE INDEX IF NOT EXISTS package_picks_by_key ON package_picks (token, idempotency_key);
CREATE TABLE IF NOT EXISTS package_holds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token TEXT NOT NULL REFERENCES packages (token) ON DELETE CASCADE,
  talent_id INTEGER NOT NULL,
  from_date TEXT NOT NULL,
  to_date TEXT NOT NULL,
  ${ANSWER_COLUMNS}
);
CREATE UNIQUE INDEX IF NOT EXISTS package_holds_by_key ON package_holds (token, idempotency_key);
`;

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** Six letters or digits at least: a short PIN falls to a few thousand guesses. */
export const PIN_PATTERN = /^[A-Za-z0-9]{6,12}$/;
export const MIN_PIN_LENGTH = 6;
export const PACKAGE_LOCALES = ['pt', 'en', 'es'] as const;
export type PackageLocale = (typeof PACKAGE_LOCALES)[number];

export type Booker = { name: string; email: string; phone: string };
/** The booker's word on a talent for the job's dates, as the package shows it to the client. */
export const AVAILABILITY_STATUSES = ['available', 'first_option', 'on_hold', 'unavailable'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export type Availability = { status: AvailabilityStatus; dates: string | null };

/** One talent as the booker chose it: which photos (files under storage/, in order), a note, and its availability. */
export type ChosenTalent = { id: number; note: string | null; photos: string[]; availability?: Availability | null };

export type PackageInput = {
  title: string;
  message: string;
  locale: PackageLocale;
  booker: Booker;
  talents: ChosenTalent[];
  expiresAt: string | null;
  /** A new PIN; null removes it; undefined keeps the current one (edits). */
  pin?: string | null;
};

export type PackageRow = {
  token: string;
  title: string;
  message: string;
  locale: PackageLocale;
  booker: string;
  pin_hash: string | null;
  talents: string;
  created_at: string;
  updated_at: string;
  expires_at: string | null;
  revoked_at: string | null;
};

export function ensurePackageTables(db: Db): void {
  db.exec(SCHEMA);
}

/** 32 url-safe characters from 24 random bytes: never sequential, never guessable. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const PIN_HASH_BYTES = 32;

/** `salt:hash` (hex), a random salt per PIN; scrypt runs off the event loop, so a guess never stalls the panel. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${(await scryptAsync(pin, salt, PIN_HASH_BYTES)).toString('hex')}`;
}

export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  if (expected.length !== PIN_HASH_BYTES) return false;
  const actual = await scryptAsync(pin, Buffer.from(salt, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

export function readPackageRow(db: Db, token: string): PackageRow | undefined {
  return db.prepare('SELECT * FROM packages WHERE token = ?').get(token) as PackageRow | undefined;
}

export function listPackageRows(db: Db): PackageRow[] {
  return db.prepare('SELECT * FROM packages ORDER BY created_at DESC, token').all() as PackageRow[];
}

export async function createPackage(db: Db, input: PackageInput, now = new Date()): Promise<string> {
  const pinHash = input.pin ? await hashPin(input.pin) : null;
  const token = newToken();
  const at = now.toISOString();
  db.prepare(
    'INSERT INTO packages (token, title, message, locale, booker, pin_hash, talents, created_at, updated_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(token, input.title, input.message, input.locale, JSON.stringify(input.booker), pinHash, JSON.stringify(input.talents), at, at, input.expiresAt);
  return token;
}

export async function updatePackage(db: Db, token: string, input: PackageInput, now = new Date()): Promise<boolean> {
  const pin = input.pin === undefined ? undefined : input.pin === null ? null : await hashPin(input.pin);
  const { changes } = db
    .prepare(
      `UPDATE packages SET title = ?, message = ?, locale = ?, booker = ?, talents = ?, expires_at = ?, updated_at = ?${pin === undefined ? '' : ', pin_hash = ?'} WHERE token = ? AND revoked_at IS NULL`,
    )
    .run(
      ...[input.title, input.message, input.locale, JSON.stringify(input.booker), JSON.stringify(input.talents), input.expiresAt, now.toISOString()],
      ...(pin === undefined ? [] : [pin]),
      token,
    );
  return Number(changes) > 0;
}

export function revokePackage(db: Db, token: string, now = new Date()): boolean {
  const { changes } = db.prepare('UPDATE packages SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL').run(now.toISOString(), token);
  return Number(changes) > 0;
}

type TalentData = {
  height?: unknown; bust?: unknown; waist?: unknown; hips?: unknown; chest?: unknown; jeans?: unknown; shoes?: unknown;
  shirt?: unknown; suit?: unknown; hair?: unknown; eyes?: unknown;
  book?: { file: string; width: number; height: number }[];
  snap?: { file: string; width: number; height: number }[];
  polaroids?: { file: string; width: number; height: number }[];
  video?: unknown[];
};

const MEASUREMENT_KEYS = ['height', 'bust', 'waist', 'hips', 'chest', 'jeans', 'shoes', 'shirt', 'suit', 'hair', 'eyes'] as const;

/** Every photo a talent has (book, snap, polaroids), by file, for the staff's choice and the package. */
export function talentPhotos(db: Db, id: number): { file: string; width: number; height: number }[] {
  const row = db.prepare('SELECT data FROM talents WHERE id = ?').get(id) as { data: string } | undefined;
  if (!row) return [];
  const data = JSON.parse(row.data) as TalentData;
  return [...(data.book ?? []), ...(data.snap ?? []), ...(data.polaroids ?? [])];
}

/** The contract's Package: talents in the booker's order, each with only the chosen photos. */
export function packageBody(db: Db, row: PackageRow, mediaUrl: string): Record<string, unknown> {
  const chosen = JSON.parse(row.talents) as ChosenTalent[];
  const talents = chosen.flatMap((choice) => {
    const talent = db.prepare('SELECT id, name, gender, cover, data FROM talents WHERE id = ?').get(choice.id) as
      | { id: number; name: string; gender: string; cover: string; data: string }
      | undefined;
    // A talent removed from the roster since leaves the package.
    if (!talent) return [];
    const data = JSON.parse(withMediaHost(talent.data, mediaUrl)) as TalentData;
    const all = [...(data.book ?? []), ...(data.snap ?? []), ...(data.polaroids ?? [])];
    const photos = choice.photos.flatMap((file) => all.filter((photo) => photo.file === file).slice(0, 1));
    return [{
      id: talent.id,
      name: talent.name,
      gender: talent.gender,
      cover: withMediaHost(talent.cover, mediaUrl),
      note: choice.note,
      measurements: Object.fromEntries(MEASUREMENT_KEYS.map((key) => [key, data[key] ?? null])),
      photos,
      video: data.video ?? [],
      availability: choice.availability ?? null,
    }];
  });
  return {
    token: row.token,
    title: row.title,
    message: row.message,
    locale: row.locale,
    created_at: row.created_at,
    expires_at: row.expires_at,
    booker: JSON.parse(row.booker) as Booker,
    talents,
  };
}

export type ViewRow = { id: number; talent_id: number | null; at: string; received_at: string };
export type PickRow = {
  id: number; talent_ids: string; name: string; email: string; note: string; created_at: string;
  idempotency_key: string | null; submitted_at: string | null; repeats: number;
};

export function recordView(db: Db, token: string, talentId: number | null, at: string): void {
  db.prepare('INSERT INTO package_views (token, talent_id, at, received_at) VALUES (?, ?, ?, ?)').run(token, talentId, at, new Date().toISOString());
}

export type NewPick = { talentIds: number[]; name: string; email: string; note: string; idempotencyKey?: string; submittedAt?: string };

/**
 * Stores a client's send once per `Idempotency-Key` and package: a key already stored counts a repeat
 * and gives the first id back (`created` false); otherwise `insert` stores it and gives the new id.
 */
function recordOnce(db: Db, table: 'package_picks' | 'package_holds', token: string, key: string | undefined, insert: () => number | bigint): { id: number; created: boolean } {
  return inTransaction(db, () => {
    if (key !== undefined) {
      const first = db.prepare(`UPDATE ${table} SET repeats = repeats + 1 WHERE token = ? AND idempotency_key = ? RETURNING id`).get(token, key) as { id: number } | undefined;
      if (first) return { id: first.id, created: false };
    }
    return { id: Number(insert()), created: true };
  });
}

/** The pick's id; `created` false when its `Idempotency-Key` was already stored for the package (the first id). */
export function recordPick(db: Db, token: string, pick: NewPick): { id: number; created: boolean } {
  return recordOnce(db, 'package_picks', token, pick.idempotencyKey, () =>
    db
      .prepare('INSERT INTO package_picks (token, talent_ids, name, email, note, created_at, idempotency_key, submitted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(token, JSON.stringify(pick.talentIds), pick.name, pick.email, pick.note, new Date().toISOString(), pick.idempotencyKey ?? null, pick.submittedAt ?? null).lastInsertRowid,
  );
}

export function packageActivity(db: Db, token: string): { views: ViewRow[]; picks: PickRow[] } {
  return {
    views: db.prepare('SELECT id, talent_id, at, received_at FROM package_views WHERE token = ? ORDER BY id').all(token) as ViewRow[],
    picks: db
      .prepare('SELECT id, talent_ids, name, email, note, created_at, idempotency_key, submitted_at, repeats FROM package_picks WHERE token = ? ORDER BY id DESC')
      .all(token) as PickRow[],
  };
}

export type NewHold = { talentId: number; from: string; to: string; name: string; email: string; note: string; idempotencyKey?: string; submittedAt?: string };

/** The hold's id; `created` false when its `Idempotency-Key` was already stored for the package (the first id). */
export function recordHold(db: Db, token: string, hold: NewHold): { id: number; created: boolean } {
  return recordOnce(db, 'package_holds', token, hold.idempotencyKey, () =>
    db
      .prepare('INSERT INTO package_holds (token, talent_id, from_date, to_date, name, email, note, created_at, idempotency_key, submitted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(token, hold.talentId, hold.from, hold.to, hold.name, hold.email, hold.note, new Date().toISOString(), hold.idempotencyKey ?? null, hold.submittedAt ?? null).lastInsertRowid,
  );
}

export type HoldRow = {
  id: number; talent_id: number; from_date: string; to_date: string; name: string; email: string; note: string; created_at: string;
  idempotency_key: string | null; submitted_at: string | null; repeats: number;
};

export function packageHolds(db: Db, token: string): HoldRow[] {
  return db
    .prepare('SELECT id, talent_id, from_date, to_date, name, email, note, created_at, idempotency_key, submitted_at, repeats FROM package_holds WHERE token = ? ORDER BY id DESC')
    .all(token) as HoldRow[];
}

/** A client's answer or hold request on any package, with the package's title, for the main inbox. */
export type ClientMessage =
  | { kind: 'pick'; token: string; title: string; created_at: string; name: string; email: string; note: string; talents: string[] }
  | { kind: 'hold'; token: string; title: string; created_at: string; name: string; email: string; note: string; talents: string[]; from: string; to: string };

function talentNames(db: Db, ids: number[]): string[] {
  const select = db.prepare('SELECT name FROM talents WHERE id = ?');
  return ids.map((id) => (select.get(id) as { name: string } | undefined)?.name ?? `#${id}`);
}

/** Every pick and hold, newest first. */
export function clientMessages(db: Db): ClientMessage[] {
  const picks = db
    .prepare('SELECT p.token, k.title, p.created_at, p.name, p.email, p.note, p.talent_ids FROM package_picks p JOIN packages k ON k.token = p.token')
    .all() as { token: string; title: string; created_at: string; name: string; email: string; note: string; talent_ids: string }[];
  const holds = db
    .prepare('SELECT h.token, k.title, h.created_at, h.name, h.email, h.note, h.talent_id, h.from_date, h.to_date FROM package_holds h JOIN packages k ON k.token = h.token')
    .all() as { token: string; title: string; created_at: string; name: string; email: string; note: string; talent_id: number; from_date: string; to_date: string }[];
  const all: ClientMessage[] = [
    ...picks.map(({ talent_ids, ...pick }) => ({ kind: 'pick' as const, ...pick, talents: talentNames(db, JSON.parse(talent_ids) as number[]) })),
    ...holds.map(({ talent_id, from_date, to_date, ...hold }) => ({ kind: 'hold' as const, ...hold, talents: talentNames(db, [talent_id]), from: from_date, to: to_date })),
  ];
  return all.sort((a, b) => b.created_at.localeCompare(a.created_at));
}
