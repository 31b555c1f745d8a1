/**
 * Starts what the audit and the bench measure: a freshly seeded local panel and a production
 * build of the site (`next build` + `next start`) on free ports, each in its own process group so
 * stopping them never touches anyone else's servers.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isLoopbackHost } from '../../lib/config/media-hosts';
import { outboxFolder } from '../../lib/outbox/folder';
import { generateStaffPassword } from '../../local-panel/staff-auth';
import { freePort, portIsFree, spawnGroup, stopChild, waitForUrl } from './processes';

export const root = path.resolve(import.meta.dirname, '..', '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** `pid`: the server's process (a site's `next start`), for its CPU time. */
export type Service = { url: string; port: number; pid?: number; stop: () => Promise<void> };

/** A local panel this script started, with the staff password its inbox and admin routes take, and its SMTP sink. */
export type PanelService = Service & { staffPassword: string; smtpPort: number; smtpUrl: string };

/** An SMTP_URL fit to print: its password (if any) as ***, never the secret itself. */
export function redactSmtpUrl(url: string): string {
  if (!URL.canParse(url)) return 'smtp://***';
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** The sender of the site's mail when MAIL_FROM is not set: a demo address nobody answers. */
export const LOCAL_MAIL_FROM = '"Agência (local)" <no-reply@agency.example>';

/** `Authorization: Bearer <staff password>` for a script's calls to the panel's inbox and admin routes. */
export function staffHeaders(panel: { staffPassword: string }): Record<string, string> {
  return { authorization: `Bearer ${panel.staffPassword}` };
}

/**
 * The staff password is PANEL_STAFF_PASSWORD when set, else one drawn for this panel. Its SMTP sink
 * listens on `smtpPort`, else on a free port (never the default 1025 another panel may hold).
 */
export async function startPanel(options: {
  port?: number;
  smtpPort?: number;
  dataDir: string;
  talents?: number;
  staffPassword?: string;
  env?: Record<string, string>;
}): Promise<PanelService> {
  const port = options.port ?? (await freePort());
  const smtpPort = options.smtpPort ?? (await freePort());
  const args = ['local-panel/server.ts', '--port', String(port), '--smtp-port', String(smtpPort), '--data', options.dataDir, '--reset'];
  if (options.talents) args.push('--talents', String(options.talents));
  const staffPassword = options.staffPassword ?? (process.env.PANEL_STAFF_PASSWORD || generateStaffPassword());
  const child = spawnGroup(bin('tsx'), args, { ...process.env, ...options.env, PANEL_STAFF_PASSWORD: staffPassword }, true, root);
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/health`, 120_000, child);
  return { url, port, staffPassword, smtpPort, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, stop: async () => void (await stopChild(child)) };
}

/** The site's REVALIDATE_SECRET when none is given: drawn once per run, never a constant anyone can read. */
const RUN_REVALIDATE_SECRET = randomBytes(32).toString('hex');

/** `smtpUrl`: the SMTP server the site sends its mail through (a local panel's sink); SMTP_URL in the environment wins. */
export type SiteEnv = { panelUrl: string; siteUrl: string; smtpUrl?: string; extra?: Record<string, string> };

function siteEnv(distDir: string, site: SiteEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: distDir,
    PANEL_URL: site.panelUrl,
    INTEGRATION_URL: site.panelUrl,
    SITE_URL: site.siteUrl,
    // The local panel also serves media on localhost:<port>, its stand-in for a CDN (a panel elsewhere: none).
    MEDIA_HOSTS: process.env.MEDIA_HOSTS ?? (isLoopbackHost(new URL(site.panelUrl).hostname) ? `http://localhost:${new URL(site.panelUrl).port}/storage/` : ''),
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || RUN_REVALIDATE_SECRET,
    ...(process.env.SMTP_URL || site.smtpUrl ? { SMTP_URL: process.env.SMTP_URL || site.smtpUrl, MAIL_FROM: process.env.MAIL_FROM || LOCAL_MAIL_FROM } : {}),
    NEXT_TELEMETRY_DISABLED: '1',
    ...site.extra,
  };
}

type BuildStamp = { panelPort: number; sitePort: number; extra: Record<string, string> };

function stampPath(distDir: string, projectDir = root) {
  return path.join(projectDir, distDir, 'quality-stack.json');
}

export function readBuildStamp(distDir: string, projectDir = root): BuildStamp | null {
  const file = stampPath(distDir, projectDir);
  if (!existsSync(file) || !existsSync(path.join(projectDir, distDir, 'BUILD_ID'))) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildStamp;
  } catch {
    return null;
  }
}

export function buildSite(distDir: string, site: SiteEnv, stamp: BuildStamp, projectDir = root): void {
  const started = Date.now();
  const build = spawnSync(bin('next'), ['build'], {
    cwd: projectDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...siteEnv(distDir, site), NEXT_SKIP_TYPECHECK: '1' },
  });
  if (build.status !== 0) throw new Error(`next build failed (exit ${build.status})`);
  mkdirSync(path.join(projectDir, distDir), { recursive: true });
  writeFileSync(stampPath(distDir, projectDir), JSON.stringify(stamp));
  const pristine = path.join(projectDir, `${distDir}-pristine`);
  rmSync(pristine, { recursive: true, force: true });
  cpSync(path.join(projectDir, distDir), pristine, { recursive: true, filter: (src) => !src.includes(`${path.sep}cache${path.sep}`) });
  console.error(`built ${distDir} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Pages render on first visit and are then cached on disk: a copy of the pristine build starts cold. */
export function restorePristine(distDir: string, projectDir = root): void {
  const pristine = path.join(projectDir, `${distDir}-pristine`);
  if (!existsSync(pristine)) return;
  rmSync(path.join(projectDir, distDir), { recursive: true, force: true });
  cpSync(pristine, path.join(projectDir, distDir), { recursive: true });
  // A fresh site has no sends waiting from an earlier run either.
  rmSync(outboxFolder(process.env.OUTBOX_DIR, distDir, projectDir), { recursive: true, force: true });
}

/** `nodeArgs`: flags for Node itself (`--cpu-prof`, which NODE_OPTIONS refuses), then Next.js's own entry is run by this Node. */
export async function startSite(distDir: string, port: number, site: SiteEnv, projectDir = root, nodeArgs: readonly string[] = []): Promise<Service> {
  const start = ['start', '-p', String(port)];
  const child =
    nodeArgs.length === 0
      ? spawnGroup(bin('next'), start, siteEnv(distDir, site), true, projectDir)
      : spawnGroup(process.execPath, [...nodeArgs, path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), ...start], siteEnv(distDir, site), true, projectDir);
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/api/health`, 120_000, child);
  return { url, port, pid: child.pid, stop: async () => void (await stopChild(child)) };
}

export type Stack = { panel: PanelService; site: Service; distDir: string; projectDir: string; stop: () => Promise<void> };

/**
 * Panel first, then the build: PANEL_URL is baked into the build (image hosts, CSP), so a reused
 * build (`reuseBuild`) needs the same panel port; when that port is taken it builds again.
 */
export async function startStack(options: {
  distDir: string;
  label: string;
  reuseBuild?: boolean;
  extraEnv?: Record<string, string>;
  talents?: number;
  /** Another copy of the project (the CSP nonce variant); default: this repository. */
  projectDir?: string;
}): Promise<Stack> {
  const extra = options.extraEnv ?? {};
  const projectDir = options.projectDir ?? root;
  const stamp = options.reuseBuild ? readBuildStamp(options.distDir, projectDir) : null;
  const reusable =
    stamp !== null &&
    JSON.stringify(stamp.extra) === JSON.stringify(extra) &&
    (await portIsFree(stamp.panelPort)) &&
    (await portIsFree(stamp.sitePort));
  const panelPort = reusable ? stamp.panelPort : await freePort();
  const sitePort = reusable ? stamp.sitePort : await freePort();
  const dataDir = path.join('.e2e', `${options.label}-panel`);
  const panel = await startPanel({ port: panelPort, dataDir, talents: options.talents });
  const site: SiteEnv = { panelUrl: panel.url, siteUrl: `http://localhost:${sitePort}`, smtpUrl: panel.smtpUrl, extra };
  try {
    if (!reusable) buildSite(options.distDir, site, { panelPort, sitePort, extra }, projectDir);
    else console.error(`reusing the build in ${options.distDir}`);
    restorePristine(options.distDir, projectDir);
    const server = await startSite(options.distDir, sitePort, site, projectDir);
    return {
      panel,
      site: server,
      distDir: options.distDir,
      projectDir,
      stop: async () => {
        await server.stop();
        await panel.stop();
      },
    };
  } catch (error) {
    await panel.stop();
    throw error;
  }
}

/** Restarts the site on the same port; `cold` starts it from the pristine build (no rendered page, no data cache). */
export async function restartSite(stack: Stack, options: { cold?: boolean } = {}): Promise<Service> {
  await stack.site.stop();
  if (options.cold) restorePristine(stack.distDir, stack.projectDir);
  const stamp = readBuildStamp(stack.distDir, stack.projectDir);
  stack.site = await startSite(
    stack.distDir,
    stack.site.port,
    { panelUrl: stack.panel.url, siteUrl: stack.site.url, smtpUrl: stack.panel.smtpUrl, extra: stamp?.extra },
    stack.projectDir,
  );
  return stack.site;
}
