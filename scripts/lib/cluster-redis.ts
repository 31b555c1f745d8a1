/**
 * The cluster's Redis (redis-server from the system's packages with deploy/redis.conf), and what the
 * cluster tests and `npm run cluster` need to talk about it: its URL, redacted for a terminal, and
 * raw exchanges, as a client without the library sees them.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { spawnGroup, stopChild, systemBinary } from './processes';
import { root } from './stack';

/**
 * Sends `commands` (inline, one a line) to the Redis on `port` and resolves with everything it answered
 * once the last reply is in (or after a second): what a client without the library sees.
 */
export function redisExchange(port: number, commands: string[]): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1');
    const done = () => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, done);
    socket.once('error', done);
    socket.once('close', done);
    socket.on('data', (data) => {
      answer += data.toString();
      if ((answer.match(/\r\n/g) ?? []).length >= commands.length) done();
    });
    socket.once('connect', () => socket.write(commands.map((command) => `${command}\r\n`).join('')));
  });
}

/** Resolves when the Redis on `port` answers PING once given `password`, or rejects after `timeoutMs`. */
export async function waitForRedis(port: number, password: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await redisExchange(port, [`AUTH ${password}`, 'PING'])).endsWith('+PONG\r\n')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis on ${port} did not answer within ${timeoutMs} ms`);
}

/** `redis://:<password>@127.0.0.1:<port>`: what the instances get as REDIS_URL. */
export function redisUrlWithPassword(port: number, password: string): string {
  return `redis://:${encodeURIComponent(password)}@127.0.0.1:${port}`;
}

/** A Redis URL fit for a terminal or a log line: any password replaced by `***`. */
export function redactRedisUrl(url: string): string {
  if (!URL.canParse(url)) return 'redis://***';
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** deploy/redis.conf with this run's port, data folder and password filled in. */
export function renderRedisConfig(options: { port: number; dir: string; password: string }): string {
  // requirepass takes the rest of its line as the password: only characters that need no quoting.
  if (!/^[A-Za-z0-9._~-]{32,}$/.test(options.password)) throw new Error('the Redis password must be at least 32 letters, digits or ._~- (openssl rand -hex 32)');
  const template = readFileSync(path.join(root, 'deploy', 'redis.conf'), 'utf8');
  return template
    .replaceAll('{{PORT}}', String(options.port))
    .replaceAll('{{DIR}}', JSON.stringify(options.dir))
    .replaceAll('{{PASSWORD}}', options.password);
}

/**
 * redis-server on `port` with deploy/redis.conf (written into `dir`, readable by its owner only, so
 * the password is on no command line), once it answers an authenticated PING.
 */
export async function startRedisServer(options: { port: number; dir: string; password: string; quiet?: boolean }): Promise<ChildProcess> {
  mkdirSync(options.dir, { recursive: true });
  const conf = path.join(options.dir, 'redis.conf');
  writeFileSync(conf, renderRedisConfig(options), { mode: 0o600 });
  const child = spawnGroup(systemBinary('redis-server'), [conf], { ...process.env }, options.quiet ?? true, root);
  try {
    await waitForRedis(options.port, options.password);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return child;
}
