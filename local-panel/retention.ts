import { rm } from 'node:fs/promises';
import path from 'node:path';
import { inTransaction, type Db } from './db';

/** How often a running panel deletes the applications past their lifetime (it also does at start). */
export const PURGE_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes every application (getScouted entry) that arrived more than `retentionDays` days before
 * `now`, with its photo files; contact messages stay. Returns how many applications it deleted.
 */
export async function purgeExpiredApplications(db: Db, entriesDir: string, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const ids = inTransaction(db, () => {
    const rows = db.prepare("SELECT id FROM entries WHERE kind = 'getScouted' AND created_at < ?").all(cutoff) as Array<{ id: number }>;
    const remove = db.prepare('DELETE FROM entries WHERE id = ?');
    // The file rows go with their entry (ON DELETE CASCADE).
    for (const row of rows) remove.run(row.id);
    return rows.map((row) => row.id);
  });
  for (const id of ids) await rm(path.join(entriesDir, String(id)), { recursive: true, force: true });
  return ids.length;
}

/** Purges at once and then every hour until `stop()`; a failed round is reported and tried again next hour. */
export function schedulePurge(db: Db, entriesDir: string, retentionDays: number): { first: Promise<number>; stop(): void } {
  const round = () =>
    purgeExpiredApplications(db, entriesDir, retentionDays).then(
      (count) => {
        if (count > 0) console.log(`[local-panel] deleted ${count} application(s) older than ${retentionDays} days`);
        return count;
      },
      (error: unknown) => {
        console.error(`[local-panel] the retention purge failed: ${(error as Error).message}`);
        return 0;
      },
    );
  const first = round();
  const timer = setInterval(() => void round(), PURGE_INTERVAL_MS);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
