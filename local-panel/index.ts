import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createHandler } from './app';
import { mediaHostUrl } from './media-host';
import { TokenStore } from './auth';
import { openDb } from './db';
import { startMailSink, type MailSink } from './mail-sink';
import { resolveOptions, type PanelOptions } from './options';
import { ensurePackagesSeeded } from './packages-seed';
import { ensurePackageTables } from './packages-store';
import { schedulePurge } from './retention';
import { ensureSeeded } from './seed';
import { SessionStore, SignInThrottle } from './staff-sessions';
import type { PanelState } from './state';

export type { PanelOptions } from './options';
export { SEED_FACTS } from './seed-talents';
export { CASTING_FACTS } from './seed-casting';
export { SEED_IDENTITY } from './seed-identity';
export { PACKAGE_SEED_FACTS, type SeededPackages } from './packages-seed';

export type RunningPanel = {
  url: string;
  /** The same storage on a second origin (`http://localhost:<port>`), standing in for a CDN. */
  mediaUrl: string;
  port: number;
  /** The SMTP sink's port and the site's SMTP_URL for it (`smtp://127.0.0.1:<port>`). */
  smtpPort: number;
  smtpUrl: string;
  dataDir: string;
  /** True when this start wrote the seed (new or reset data dir). */
  seeded: boolean;
  /** The staff password (PANEL_STAFF_PASSWORD, the option, or the one generated for this start). */
  staffPassword: string;
  close(): Promise<void>;
};

const HOST = '127.0.0.1';

/** Removes only what the panel itself creates, so a mistaken `--data` cannot wipe a foreign folder. */
async function resetDataDir(dataDir: string): Promise<void> {
  for (const name of ['panel.db', 'panel.db-wal', 'panel.db-shm', 'storage', 'entries']) {
    await rm(path.join(dataDir, name), { recursive: true, force: true });
  }
}

export async function startPanel(options: PanelOptions = {}): Promise<RunningPanel> {
  const resolved = resolveOptions(options);
  const { dataDir } = resolved;
  if (resolved.reset && existsSync(dataDir)) await resetDataDir(dataDir);
  const storageDir = path.join(dataDir, 'storage');
  const entriesDir = path.join(dataDir, 'entries');
  await mkdir(storageDir, { recursive: true });
  await mkdir(entriesDir, { recursive: true });

  const db = openDb(path.join(dataDir, 'panel.db'));
  let seeded: boolean;
  try {
    ({ seeded } = await ensureSeeded(db, storageDir, resolved.talents));
    ensurePackageTables(db);
    await ensurePackagesSeeded(db);
  } catch (error) {
    db.close();
    throw error;
  }
  // Applications past APPLICATION_RETENTION_DAYS and contact messages past CONTACT_RETENTION_DAYS go
  // now, before anyone can read them, and every hour.
  const purge = schedulePurge(db, entriesDir, { applicationDays: resolved.retentionDays, contactDays: resolved.contactRetentionDays });
  await purge.first;

  const state: PanelState = {
    db,
    options: resolved,
    storageDir,
    entriesDir,
    tokens: new TokenStore(resolved.tokenTtlSeconds * 1000),
    staffSessions: new SessionStore(resolved.staffSessionSeconds * 1000),
    signInThrottle: new SignInThrottle(),
    port: 0,
    smtpUrl: '',
    faults: [],
    nextFaultId: 1,
    stats: { total: 0, byRoute: {} },
    down: false,
    rejectEntries: false,
    broken: new Set(),
    baseUrl: '',
    mediaUrl: '',
  };
  const server = createServer(createHandler(state));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(resolved.port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error: unknown) => {
    purge.stop();
    db.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${HOST}:${port}`;
  state.baseUrl = url;
  state.port = port;
  state.mediaUrl = mediaHostUrl(port);

  const closeHttp = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  let sink: MailSink;
  try {
    sink = await startMailSink(db, resolved.smtpPort);
  } catch (error) {
    purge.stop();
    await closeHttp();
    db.close();
    throw error;
  }
  state.smtpUrl = sink.url;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      purge.stop();
      await Promise.all([closeHttp(), sink.close()]);
      db.close();
    })();
    return closing;
  };
  return {
    url,
    mediaUrl: state.mediaUrl,
    port,
    smtpPort: sink.port,
    smtpUrl: sink.url,
    dataDir,
    seeded,
    staffPassword: resolved.staffPassword,
    close,
  };
}
