import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDb } from './db';
import { resolveOptions } from './options';
import { purgeExpiredApplications } from './retention';

/**
 * `npm run panel -- --purge [--data <dir>]`: deletes now the applications (and their photos) that
 * arrived more than APPLICATION_RETENTION_DAYS days ago, prints how many, and exits. Safe beside a
 * running panel on the same folder. Returns the exit code.
 */
export async function purgeNow(dataDir: string | undefined): Promise<number> {
  let options;
  try {
    options = resolveOptions({ dataDir, staffPassword: 'not-used-by-the-purge' });
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const file = path.join(options.dataDir, 'panel.db');
  if (!existsSync(file)) {
    console.log(`no local panel database in ${options.dataDir}: nothing to delete`);
    return 0;
  }
  const db = openDb(file);
  try {
    const count = await purgeExpiredApplications(db, path.join(options.dataDir, 'entries'), options.retentionDays);
    console.log(`deleted ${count} application(s) older than ${options.retentionDays} days, with their photos, from ${options.dataDir}`);
    return 0;
  } catch (error) {
    console.error(`the purge failed: ${(error as Error).message}`);
    return 1;
  } finally {
    db.close();
  }
}
