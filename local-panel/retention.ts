import { rm } from 'node:fs/promises';
import path from 'node:path';
import { inTransaction, type Db } from './db';
import { deleteMailBefore } from './mail-store';

/** How often a running panel deletes the entries past their lifetime (it also does at start). */
export const PURGE_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Days each kind of entry is kept after it arrived: APPLICATION_RETENTION_DAYS and CONTACT_RETENTION_DAYS. */
export type Lifetimes = { applicationDays: number; contactDays: number };

/** How many entries of each kind, and how many caught mails, one round deleted. */
export type Purged = { applications: number; contacts: number; mail: number };

/** Deletes every entry of `kind` that arrived more than `days` days before `now`, with its files. */
async function purgeKind(db: Db, entriesDir: string, kind: 'getScouted' | 'contact', days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const ids = inTransaction(db, () => {
    const rows = db.prepare('SELECT id FROM entries WHERE kind = ? AND created_at < ?').all(kind, cutoff) as Array<{ id: number }>;
    const remove = db.prepare('DELETE FROM entries WHERE id = ?');
    // The file rows go with their entry (ON DELETE CASCADE).
    for (const row of rows) remove.run(row.id);
    return rows.map((row) => row.id);
  });
  for (const id of ids) await rm(path.join(entriesDir, String(id)), { recursive: true, force: true });
  return ids.length;
}

/**
 * Deletes every application (getScouted entry) that arrived more than `retentionDays` days before
 * `now`, with its photo files; contact messages stay. Returns how many applications it deleted.
 */
export function purgeExpiredApplications(db: Db, entriesDir: string, retentionDays: number, now = new Date()): Promise<number> {
  return purgeKind(db, entriesDir, 'getScouted', retentionDays, now);
}

/**
 * Deletes every contact message (contact entry, requests about one's data included) that arrived more
 * than `retentionDays` days before `now`; applications stay. Returns how many it deleted.
 */
export function purgeExpiredContacts(db: Db, entriesDir: string, retentionDays: number, now = new Date()): Promise<number> {
  return purgeKind(db, entriesDir, 'contact', retentionDays, now);
}

/**
 * Deletes the mail the SMTP sink caught more than `retentionDays` days before `now`: it names people
 * and their e-mail addresses, like a contact message, and lives as long (CONTACT_RETENTION_DAYS).
 */
export function purgeExpiredMail(db: Db, retentionDays: number, now = new Date()): number {
  return deleteMailBefore(db, new Date(now.getTime() - retentionDays * DAY_MS).toISOString());
}

/** The three purges, each by its own lifetime. */
export async function purgeExpiredEntries(db: Db, entriesDir: string, lifetimes: Lifetimes, now = new Date()): Promise<Purged> {
  const applications = await purgeExpiredApplications(db, entriesDir, lifetimes.applicationDays, now);
  const contacts = await purgeExpiredContacts(db, entriesDir, lifetimes.contactDays, now);
  const mail = purgeExpiredMail(db, lifetimes.contactDays, now);
  return { applications, contacts, mail };
}

/** Purges at once and then every hour until `stop()`; a failed round is reported and tried again next hour. */
export function schedulePurge(db: Db, entriesDir: string, lifetimes: Lifetimes): { first: Promise<Purged>; stop(): void } {
  const round = () =>
    purgeExpiredEntries(db, entriesDir, lifetimes).then(
      (purged) => {
        if (purged.applications > 0) console.log(`[local-panel] deleted ${purged.applications} application(s) older than ${lifetimes.applicationDays} days`);
        if (purged.contacts > 0) console.log(`[local-panel] deleted ${purged.contacts} contact message(s) older than ${lifetimes.contactDays} days`);
        if (purged.mail > 0) console.log(`[local-panel] deleted ${purged.mail} caught mail(s) older than ${lifetimes.contactDays} days`);
        return purged;
      },
      (error: unknown) => {
        console.error(`[local-panel] the retention purge failed: ${(error as Error).message}`);
        return { applications: 0, contacts: 0, mail: 0 };
      },
    );
  const first = round();
  const timer = setInterval(() => void round(), PURGE_INTERVAL_MS);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
