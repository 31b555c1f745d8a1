/**
 * The site under test: a production build (`next build && next start`) against the local panel.
 * Builds into NEXT_DIST_DIR (default .next-test) unless E2E_SKIP_BUILD=1, then keeps a pristine
 * copy of the build so resilience tests can start a second server with a cold cache.
 * `--build-only` stops there (scripts/e2e.ts builds once for its lanes).
 * With E2E_SITE_LOG, the server's stdout and stderr are also written to that file (truncated at start),
 * so a spec can read every log line of the run.
 */
import './lib/node-line';
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { outboxFolder } from '../lib/outbox/folder';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR ?? '.next-test';
const port = process.env.PORT ?? '3110';
const nextBin = path.join(root, 'node_modules', '.bin', 'next');

const pristine = path.join(root, `${distDir}-pristine`);
if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  const build = spawnSync(nextBin, ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_SKIP_TYPECHECK: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // Copied before the server renders anything into the build folder: a cold start for resilience specs.
  rmSync(pristine, { recursive: true, force: true });
  const buildCache = path.join(root, distDir, 'cache');
  cpSync(path.join(root, distDir), pristine, { recursive: true, filter: (src) => !src.startsWith(buildCache) });
} else if (!existsSync(path.join(pristine, 'BUILD_ID'))) {
  throw new Error(`E2E_SKIP_BUILD=1 needs ${pristine} from an earlier full run`);
}

if (process.argv.includes('--build-only')) process.exit(0);

// A run starts with an empty outbox: sends a previous run left waiting would reach this run's panel.
rmSync(outboxFolder(process.env.OUTBOX_DIR, distDir, root), { recursive: true, force: true });

const logFile = process.env.E2E_SITE_LOG ? path.resolve(root, process.env.E2E_SITE_LOG) : null;
const server = spawn(nextBin, ['start', '-p', port], {
  cwd: root,
  stdio: logFile ? ['inherit', 'pipe', 'pipe'] : 'inherit',
  env: { ...process.env, NEXT_DIST_DIR: distDir },
});
if (logFile) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const file = createWriteStream(logFile, { flags: 'w' });
  server.stdout?.pipe(process.stdout);
  server.stderr?.pipe(process.stderr);
  server.stdout?.pipe(file, { end: false });
  server.stderr?.pipe(file, { end: false });
}
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
