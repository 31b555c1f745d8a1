import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { outboxFolder } from '../../../lib/outbox/folder';
import { E2E_DIST_DIR, FORM_TOKEN_SECRET, MAIL_FROM, MEDIA_HOSTS, PANEL_URL, REVALIDATE_SECRET, SITE_PORT, SMTP_URL } from './env';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

export type ColdServer = {
  url: string;
  port: number;
  /** Where this server's outbox spool lives (its own, beside its own build copy). */
  outboxDir: string;
  stop: () => Promise<void>;
  /** Ends the process at once, as a crash or an OOM kill does: no draining, nothing flushed after. */
  kill: () => Promise<void>;
};

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`cold server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('cold server did not start within 60 s');
}

/**
 * A second `next start` on a fresh copy of the pristine build (scripts/e2e-server.ts keeps it), so
 * nothing is cached: the next page render must reach the panel.
 */
export async function startColdServer(
  portOffset = 7,
  extraEnv: Record<string, string> = {},
  { keepOutbox = false }: { keepOutbox?: boolean } = {},
): Promise<ColdServer> {
  const port = SITE_PORT + portOffset;
  const pristine = path.join(root, `${E2E_DIST_DIR}-pristine`);
  if (!existsSync(pristine)) throw new Error(`${pristine} is missing: run the suite through playwright.config.ts`);
  const distDir = `${E2E_DIST_DIR}-cold-${port}`;
  const outboxDir = outboxFolder(undefined, distDir, root);
  rmSync(path.join(root, distDir), { recursive: true, force: true });
  cpSync(pristine, path.join(root, distDir), { recursive: true });
  // keepOutbox: the same server started again after a crash finds the sends it had kept.
  if (!keepOutbox) rmSync(outboxDir, { recursive: true, force: true });

  const url = `http://localhost:${port}`;
  const child = spawn(path.join(root, 'node_modules', '.bin', 'next'), ['start', '-p', String(port)], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      PORT: String(port),
      PANEL_URL,
      INTEGRATION_URL: PANEL_URL,
      MEDIA_HOSTS,
      SITE_URL: url,
      REVALIDATE_SECRET,
      FORM_TOKEN_SECRET,
      // The same panel's SMTP sink: a cold server's mail is read back like the main site's.
      SMTP_URL,
      MAIL_FROM,
      NEXT_TELEMETRY_DISABLED: '1',
      ...extraEnv,
    },
  });
  try {
    await waitUntilUp(url, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    }
  };
  return {
    url,
    port,
    outboxDir,
    stop: async () => {
      await end('SIGTERM');
      rmSync(path.join(root, distDir), { recursive: true, force: true });
      rmSync(outboxDir, { recursive: true, force: true });
    },
    kill: () => end('SIGKILL'),
  };
}
