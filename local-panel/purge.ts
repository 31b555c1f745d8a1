import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDb } from './db';
import { resolveOptions } from './options';
import { purgeExpiredEntries } from './retention';

/**
 * `npm run panel -- --purge [--data <dir>]`: deletes now the applications (and their photos) that
 * arrived more than APPLICATION_RETENTION_DAYS days ago, and the contact messages and the mail the SMTP
 * sink caught older than CONTACT_RETENTION_DAYS, prints how many, and exits. Safe beside a running panel on the same folder.
 * Returns the exit code.
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
    const purged = await purgeExpiredEntries(db, path.join(options.dataDir, 'entries'), {
      applicationDays: options.retentionDays,
      contactDays: options.contactRetentionDays,
    });
    console.log(`deleted ${purged.applications} application(s) older than ${options.retentionDays} days, with their photos, from ${options.dataDir}`);
    console.log(`deleted ${purged.contacts} contact message(s) older than ${options.contactRetentionDays} days from ${options.dataDir}`);
    console.log(`deleted ${purged.mail} caught mail(s) older than ${options.contactRetentionDays} days from ${options.dataDir}`);
    return 0;
  } catch (error) {
    console.error(`the purge failed: ${(error as Error).message}`);
    return 1;
  } finally {
    db.close();
  }
}
