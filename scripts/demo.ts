/**
 * `npm run demo`: the whole site on the local panel with seed data.
 * Starts the panel (seeding it on first run), builds the site unless a build is current, and serves it on :3000.
 * The site's mail goes to the panel's SMTP sink (LOCAL_PANEL_SMTP_PORT, default 1025), shown at <panel>/mail,
 * unless SMTP_URL names another server.
 * The site's JSON log lines are shown readable (pino-pretty: time, level, event, fields); other lines as they are.
 */
import './lib/node-line';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pretty from 'pino-pretty';
import { DEFAULT_SMTP_PORT } from '../local-panel/options';
import { generateStaffPassword } from '../local-panel/staff-auth';
import { LOCAL_MAIL_FROM, redactSmtpUrl } from './lib/stack';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const panelPort = process.env.LOCAL_PANEL_PORT ?? '4010';
const sitePort = process.env.PORT ?? '3000';
const panelUrl = `http://127.0.0.1:${panelPort}`;
const smtpPort = process.env.LOCAL_PANEL_SMTP_PORT || String(DEFAULT_SMTP_PORT);
// The panel's SMTP sink catches the site's mail, unless SMTP_URL sends it elsewhere.
const smtpUrl = process.env.SMTP_URL || `smtp://127.0.0.1:${smtpPort}`;
// The inbox's staff password: PANEL_STAFF_PASSWORD, or a strong one drawn for this run (printed below).
const staffPassword = process.env.PANEL_STAFF_PASSWORD || generateStaffPassword();
const env = {
  ...process.env,
  PANEL_STAFF_PASSWORD: staffPassword,
  PANEL_URL: process.env.PANEL_URL ?? panelUrl,
  INTEGRATION_URL: process.env.INTEGRATION_URL ?? panelUrl,
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${sitePort}`,
  // The local panel also serves media on localhost:<port>, its stand-in for a CDN: only its media folder.
  MEDIA_HOSTS: process.env.MEDIA_HOSTS ?? `http://localhost:${panelPort}/storage/`,
  // The panel's key to the site's revalidation webhook, which also keys the package cache: drawn for this run.
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || randomBytes(32).toString('hex'),
  SMTP_URL: smtpUrl,
  MAIL_FROM: process.env.MAIL_FROM || LOCAL_MAIL_FROM,
  NEXT_TELEMETRY_DISABLED: '1',
};

const children: ChildProcess[] = [];
function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const panelArgs = ['local-panel/server.ts', '--port', panelPort, '--smtp-port', smtpPort, ...process.argv.slice(2)];
const panel = spawn(bin('tsx'), panelArgs, { cwd: root, stdio: 'inherit', env });
children.push(panel);
panel.on('exit', (code) => {
  console.error(`local panel stopped (${code ?? 'signal'})`);
  stopAll(code ?? 1);
});
await waitFor(`${panelUrl}/health`, 120_000);

if (process.env.DEMO_SKIP_BUILD !== '1') {
  const build = spawnSync(bin('next'), ['build'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) stopAll(build.status ?? 1);
}
const site = spawn(bin('next'), ['start', '-p', sitePort], { cwd: root, stdio: ['inherit', 'pipe', 'inherit'], env });
children.push(site);
// Readable for a person at the terminal; the site itself (and every test) keeps writing JSON lines.
site.stdout?.pipe(pretty({ colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', messageKey: 'event', singleLine: true }));
site.on('exit', (code) => stopAll(code ?? 0));
await waitFor(`http://localhost:${sitePort}/api/health`, 60_000);
const passwordNote = process.env.PANEL_STAFF_PASSWORD ? 'from PANEL_STAFF_PASSWORD' : `${staffPassword}  (drawn for this run)`;
// The seeded client package (its token is drawn once per panel database).
const packages = (await fetch(`${panelUrl}/__admin/packages`, { headers: { authorization: `Bearer ${staffPassword}` } })
  .then((answer) => answer.json())
  .catch(() => null)) as { seeded?: { demo?: string } } | null;
const packageLine = packages?.seeded?.demo ? `\n  Package: http://localhost:${sitePort}/pacote/${packages.seeded.demo}` : '';
const mailLine = process.env.SMTP_URL ? `sent through ${redactSmtpUrl(process.env.SMTP_URL)}` : `${panelUrl}/mail`;
console.log(`\n  Site:  http://localhost:${sitePort}\n  Inbox: ${panelUrl}/inbox  staff password: ${passwordNote}\n  Mail: ${mailLine}${packageLine}\n`);
