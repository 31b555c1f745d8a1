/**
 * `npm run outbox`: what waits for the panel and what failed, and what an operator does about it.
 * Reads the same store as the site (REDIS_URL, else the spool folder: OUTBOX_DIR, else .data/outbox),
 * so run it with the site's environment, on the site's machine for the spool.
 *
 *   npm run outbox                     list: id, kind, state, age, attempts, size, last error
 *   npm run outbox -- --json           the same list as JSON
 *   npm run outbox -- retry <id>       try one again now (failed or waiting)
 *   npm run outbox -- retry-failed     try every failed one again now
 *   npm run outbox -- purge <id>       delete one, with its data (what the panel should never get)
 *   npm run outbox -- purge-expired    delete failed ones older than OUTBOX_RETENTION_DAYS now
 *
 * It never prints what a visitor sent: names, e-mails and photos stay in the store.
 * Exit status: 0 done, 1 nothing with that id (or it is being delivered right now), 2 usage.
 */
import { parseConfig } from '../lib/config';
import { createOutbox } from '../lib/outbox/create';
import type { OutboxRecord } from '../lib/outbox/types';

function age(iso: string): string {
  const seconds = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 1000));
  if (seconds < 120) return `${seconds}s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)}m`;
  if (seconds < 172_800) return `${Math.round(seconds / 3600)}h`;
  return `${Math.round(seconds / 86_400)}d`;
}

function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function table(records: OutboxRecord[]): string {
  if (records.length === 0) return 'Nothing waits and nothing failed.';
  const rows = records.map((record) => [
    record.id,
    record.kind,
    record.state,
    age(record.submittedAt),
    String(record.attempts),
    size(record.bytes),
    record.state === 'waiting' && record.nextAttemptAt ? `next in ${age(new Date(2 * Date.now() - Date.parse(record.nextAttemptAt)).toISOString())}` : '',
    record.lastError ?? '',
  ]);
  const header = ['id', 'kind', 'state', 'age', 'attempts', 'size', 'next', 'last error'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const waiting = records.filter((record) => record.state === 'waiting').length;
  return [line(header), ...rows.map(line), '', `${waiting} waiting, ${records.length - waiting} failed`].join('\n');
}

async function main(args: string[]): Promise<number> {
  const config = parseConfig();
  const outbox = createOutbox(config);
  try {
    const [command = 'list', id] = args.filter((arg) => arg !== '--json');
    switch (command) {
      case 'list': {
        const records = await outbox.list();
        console.log(args.includes('--json') ? JSON.stringify(records, null, 2) : table(records));
        return 0;
      }
      case 'retry':
        if (!id) break;
        if (await outbox.retry(id)) {
          console.log(`${id}: due now; the site's worker sends it within a few seconds.`);
          return 0;
        }
        console.error(`${id}: not in the outbox.`);
        return 1;
      case 'retry-failed':
        console.log(`${await outbox.retryFailed()} failed send(s) due again now.`);
        return 0;
      case 'purge':
        if (!id) break;
        if (await outbox.purge(id)) {
          console.log(`${id}: deleted with its data.`);
          return 0;
        }
        console.error(`${id}: not in the outbox, or being delivered right now (try again in a moment).`);
        return 1;
      case 'purge-expired':
        console.log(`${await outbox.purgeExpired()} failed send(s) past the retention deleted.`);
        return 0;
      default:
    }
    console.error('usage: npm run outbox -- [list [--json] | retry <id> | retry-failed | purge <id> | purge-expired]');
    return 2;
  } finally {
    await outbox.stop();
  }
}

process.exit(await main(process.argv.slice(2)));
