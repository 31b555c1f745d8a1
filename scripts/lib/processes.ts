/**
 * The processes the scripts start (panel, site, Redis, nginx, Prometheus): free ports, waiting for an
 * address to answer, and each child in its own process group, so stopping it (or this script's exit)
 * never touches anyone else's servers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    // No host: the wildcard, as `next start` listens, so the port is free on every address.
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function canListen(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    const done = () => server.close(() => resolve(true));
    if (host) server.listen(port, host, done);
    else server.listen(port, done);
  });
}

/** Free on loopback and on the wildcard address `next start` listens on (`::`), not just one of them. */
export async function portIsFree(port: number): Promise<boolean> {
  return (await canListen(port, '127.0.0.1')) && (await canListen(port));
}

export async function waitForUrl(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Sends `signal`, then SIGKILL after `graceMs`; says whether the child stopped by itself or had to be killed. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 5_000): Promise<'stopped' | 'killed'> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return 'stopped';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, signal);
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    killGroup(child, 'SIGKILL');
  }, graceMs);
  await exited;
  clearTimeout(timer);
  return killed ? 'killed' : 'stopped';
}

let exitHooked = false;
let ownSignals = false;
/** The caller stops its children itself on SIGINT/SIGTERM (in its own order); the exit safety net stays. */
export function handleSignalsYourself(): void {
  ownSignals = true;
}

function hookExit() {
  if (exitHooked) return;
  exitHooked = true;
  process.on('exit', () => {
    for (const child of running) killGroup(child, 'SIGKILL');
  });
  if (ownSignals) return;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const child of running) killGroup(child, 'SIGTERM');
      process.exit(130);
    });
  }
}

export function spawnGroup(command: string, args: string[], env: NodeJS.ProcessEnv, quiet: boolean, cwd: string): ChildProcess {
  hookExit();
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'],
  });
  running.add(child);
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr.push(chunk.toString());
    if (stderr.length > 50) stderr.shift();
  });
  child.once('exit', (code) => {
    running.delete(child);
    if (code && code !== 0 && code !== 143) process.stderr.write(`[${path.basename(command)}] exited ${code}\n${stderr.join('')}`);
  });
  return child;
}

/** Debian puts nginx in /usr/sbin, which is not on every user's PATH. */
export function systemBinary(name: 'redis-server' | 'nginx' | 'prometheus'): string {
  for (const dir of ['/usr/bin', '/usr/sbin', '/usr/local/bin', '/usr/local/sbin']) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} is not installed: apt-get install -y redis-server nginx prometheus (see docs/operations.md, "Several instances")`);
}
