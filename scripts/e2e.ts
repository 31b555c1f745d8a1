/**
 * `npm run test:e2e`: the Playwright suite in two lanes side by side, on one build.
 *
 *   main:   the read-only specs (project `chromium`, two workers), then the `cluster` project
 *   serial: the specs that switch the panel's fault modes, count its calls or send forms (project
 *           `serial`, one worker), on a panel and a site of their own
 *
 * Run one after the other on one panel, as `npx playwright test` does, the serial specs waited for the
 * read-only ones; most of that time the machine waits too (delays, animations, a slowed panel), so
 * the lanes overlap it. Each lane has its own panel, site port, build copy (pages cached on disk stay
 * apart) and results folder; one build serves both, its CSP and image hosts listing both panels.
 *
 * Lines are prefixed with the lane's name; the exit status is non-zero when either lane fails. A lane
 * that fails has its failure report (Playwright's numbered failures and the summary after them)
 * printed again at the very end, so the tail of a long log (all CI keeps) says which test failed.
 */
import './lib/node-line';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { siteServerEnv } from '../tests/e2e/support/env';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const mainSitePort = Number(process.env.E2E_SITE_PORT ?? 3110);
const mainPanelPort = Number(process.env.E2E_PANEL_PORT ?? 4110);
// Each lane's panel has its own SMTP sink (support/env.ts's default, set here so one E2E_SMTP_PORT never serves both lanes).
const mainSmtpPort = Number(process.env.E2E_SMTP_PORT ?? mainPanelPort + 1000);
const mainDist = process.env.E2E_DIST_DIR ?? '.next-test';
// Far enough from the main lane's ports and the offsets its specs use (cold servers +7…+11, cluster +20…+23, demo 4120 and 5120).
const serial = { site: mainSitePort + 40, panel: mainPanelPort + 40, smtp: mainSmtpPort + 40, dist: `${mainDist}-serial` };

type Lane = { name: string; args: string[]; env: Record<string, string> };

const lanes: Lane[] = [
  {
    name: 'main',
    args: ['--project=chromium', '--project=cluster'],
    env: { E2E_SITE_PORT: String(mainSitePort), E2E_PANEL_PORT: String(mainPanelPort), E2E_SMTP_PORT: String(mainSmtpPort), E2E_DIST_DIR: mainDist },
  },
  {
    name: 'serial',
    args: ['--project=serial'],
    env: { E2E_SITE_PORT: String(serial.site), E2E_PANEL_PORT: String(serial.panel), E2E_SMTP_PORT: String(serial.smtp), E2E_DIST_DIR: serial.dist },
  },
];

/** The media folders of both lanes' panels (each panel also answers on `localhost`, a second media host). */
function mediaHosts(): string {
  return [`http://localhost:${mainPanelPort}`, `http://127.0.0.1:${serial.panel}`, `http://localhost:${serial.panel}`].map((origin) => `${origin}/storage/`).join(',');
}

function build() {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(root, mainDist, 'BUILD_ID'))) return;
  console.log(`[e2e] building once into ${mainDist} for both lanes`);
  const result = spawnSync(bin('tsx'), ['scripts/e2e-server.ts', '--build-only'], {
    cwd: root,
    stdio: 'inherit',
    // The main lane's site environment (support/env.ts reads the same E2E_* values), with both panels' media hosts.
    env: { ...process.env, ...siteServerEnv(), MEDIA_HOSTS: mediaHosts() },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The serial lane's build folder and its pristine copy: the main lane's pristine build. */
function copyBuildForSerialLane() {
  const pristine = path.join(root, `${mainDist}-pristine`);
  if (!existsSync(path.join(pristine, 'BUILD_ID'))) throw new Error(`${pristine} is missing after the build`);
  for (const target of [serial.dist, `${serial.dist}-pristine`]) {
    rmSync(path.join(root, target), { recursive: true, force: true });
    cpSync(pristine, path.join(root, target), { recursive: true });
  }
}

/** Per lane: each ✘ line, Playwright's closing report (from the first numbered failure on) and the last lines. */
const reports = new Map<string, { failed: string[]; report: string[]; tail: string[] }>();
const REPORT_START = /^\s+1\) \[/;
const FAILED_LINE = /^\s+✘/;
const REPORT_HEAD = 50;
const TAIL = 40;

function keepForReport(lane: string, line: string) {
  const kept = reports.get(lane) ?? { failed: [], report: [], tail: [] };
  if (FAILED_LINE.test(line)) kept.failed.push(line);
  if ((kept.report.length > 0 || REPORT_START.test(line)) && kept.report.length < REPORT_HEAD) kept.report.push(line);
  kept.tail.push(line);
  if (kept.tail.length > TAIL) kept.tail.shift();
  reports.set(lane, kept);
}

function run(lane: Lane): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(bin('playwright'), ['test', ...lane.args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...lane.env,
        E2E_LANES: '1',
        E2E_SKIP_BUILD: '1',
        PLAYWRIGHT_HTML_OUTPUT_DIR: path.join(root, 'playwright-report', lane.name),
        // Playwright's list reporter writes one line per test when it is not on a terminal.
        FORCE_COLOR: process.stdout.isTTY ? '1' : '0',
      },
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        console.log(`[${lane.name}] ${line}`);
        keepForReport(lane.name, line);
      });
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

build();
copyBuildForSerialLane();
const started = Date.now();
const codes = await Promise.all(lanes.map(run));
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
for (const [index, lane] of lanes.entries()) {
  const kept = reports.get(lane.name);
  if (codes[index] === 0 || !kept) continue;
  // The report's head (the first failures with their errors), then one line per failed test, last, where
  // a log's tail keeps it; a failure outside any test (a server that never came up) has no numbered
  // report: the lane's last lines say why.
  const lines = kept.report.length > 0 ? [...kept.report, ...kept.failed] : [...kept.tail, ...kept.failed];
  console.log(`[e2e] ${lane.name} failed; what it said about it, again:`);
  for (const line of lines) console.log(`[${lane.name}!] ${line}`);
}
for (const [index, lane] of lanes.entries()) console.log(`[e2e] ${lane.name}: ${codes[index] === 0 ? 'passed' : `failed (exit ${codes[index]})`}`);
console.log(`[e2e] both lanes took ${minutes} min`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
