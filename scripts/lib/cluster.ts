/**
 * The production topology on one machine: redis-server and nginx from the system's packages, and N
 * `next start` instances of one build behind nginx, all sharing the cache and rate limits on Redis;
 * optionally Debian's prometheus scraping every instance's /api/metrics.
 * Used by `npm run cluster`, `npm run bench -- --cluster` and the cluster tests.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { lookup } from 'node:dns/promises';
import path from 'node:path';
import { redisUrlWithPassword, startRedisServer } from './cluster-redis';
import { spawnGroup, stopChild, systemBinary, waitForUrl } from './processes';
import { LOCAL_MAIL_FROM, root } from './stack';

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

export type ClusterOptions = {
  /** Build folder every instance serves (one build, started N times). */
  distDir: string;
  instances: number;
  /** nginx's public port. */
  port: number;
  /** First instance port; the others follow. */
  instancePort: number;
  redisPort: number;
  /** Redis's password (32+ letters and digits); drawn for the run when not given. */
  redisPassword?: string;
  /** The instances' OUTBOX_KEYS (`id:base64`); drawn for the run when not given. */
  outboxKeys?: string;
  panelUrl: string;
  integrationUrl?: string;
  /** SMTP_URL of the instances (a local panel's sink); MAIL_FROM is `mailFrom`, else a local sender. */
  smtpUrl?: string;
  mailFrom?: string;
  /** Scratch folder for nginx's and redis's files. */
  workDir: string;
  revalidateSecret: string;
  /** nginx also caches the pages the site marks cacheable (the bench's third row). */
  nginxPageCache?: boolean;
  /** nginx's client_body_timeout (e.g. '2s'), instead of deploy/nginx.conf's own: a test waits that long for a drip to be cut. */
  nginxClientBodyTimeout?: string;
  /** Prometheus on `port` scraping every instance (its data in workDir); off when not given (the bench). */
  prometheus?: { port: number; scrapeInterval?: string };
  /** The instances' METRICS_TOKEN; drawn for the run when Prometheus is on and none is given. */
  metricsToken?: string;
  /** Instances print their logs (`npm run cluster`) or stay quiet (tests, bench). */
  quiet?: boolean;
  extraEnv?: Record<string, string>;
};

export type Instance = { index: number; port: number; url: string; child: ChildProcess | null };

export type Cluster = {
  url: string;
  /** REDIS_URL of the instances, with the password: never print it (redactRedisUrl). */
  redisUrl: string;
  /** Prometheus's own address (its HTTP API under /api/v1), when it runs. */
  prometheusUrl: string | null;
  metricsToken: string | null;
  instances: Instance[];
  startInstance: (index: number) => Promise<void>;
  /** SIGTERM: the instance finishes its open requests, then exits ('stopped'); 'killed' when it had to be killed after the grace period. */
  stopInstance: (index: number) => Promise<'stopped' | 'killed'>;
  /** SIGKILL at once, as a crash or an OOM kill: nothing drained, no lock released. */
  killInstance: (index: number) => Promise<void>;
  startRedis: () => Promise<void>;
  stopRedis: () => Promise<void>;
  /** Instances first (they drain through nginx), then nginx, then Redis. */
  stop: () => Promise<void>;
};

/** The address `localhost` binds to here, as a literal nginx can dial. */
async function loopbackAddress(): Promise<string> {
  const { address, family } = await lookup('localhost');
  return family === 6 ? `[${address}]` : address;
}

const PAGE_CACHE = [
  'proxy_cache pages;',
  // Only what the site marks cacheable (Cache-Control s-maxage); Set-Cookie answers are never stored.
  'proxy_cache_lock on;',
  'proxy_cache_use_stale error timeout updating http_502 http_503;',
  'proxy_cache_background_update on;',
  'add_header X-Cache-Status $upstream_cache_status always;',
].join('\n      ');

const CLIENT_BODY_TIMEOUT = /^(\s*client_body_timeout )\S+;$/m;

export function renderNginxConfig(options: { prefix: string; listen: string; upstreams: string[]; pageCache: boolean; clientBodyTimeout?: string }): string {
  let template = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  if (options.clientBodyTimeout !== undefined) {
    if (!/^\d+(ms|s|m)?$/.test(options.clientBodyTimeout)) throw new Error(`not an nginx time: ${options.clientBodyTimeout}`);
    if (!CLIENT_BODY_TIMEOUT.test(template)) throw new Error('deploy/nginx.conf has no client_body_timeout line to replace');
    template = template.replace(CLIENT_BODY_TIMEOUT, `$1${options.clientBodyTimeout};`);
  }
  return template
    .replaceAll('{{PREFIX}}', options.prefix)
    .replaceAll('{{LISTEN}}', options.listen)
    .replaceAll('{{UPSTREAM_SERVERS}}', options.upstreams.map((upstream) => `server ${upstream} max_fails=1 fail_timeout=2s;`).join('\n    '))
    .replaceAll('{{PAGE_CACHE}}', options.pageCache ? PAGE_CACHE : '');
}

export function renderPrometheusConfig(options: { scrapeInterval: string; tokenFile: string; targets: string[] }): string {
  const template = readFileSync(path.join(root, 'deploy', 'prometheus.yml'), 'utf8');
  return template
    .replaceAll('{{SCRAPE_INTERVAL}}', options.scrapeInterval)
    .replaceAll('{{TOKEN_FILE}}', JSON.stringify(options.tokenFile))
    .replaceAll('{{TARGETS}}', options.targets.map((target) => `'${target}'`).join(', '));
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const workDir = path.resolve(root, options.workDir);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(path.join(workDir, 'nginx'), { recursive: true });
  const redisPassword = options.redisPassword ?? randomBytes(24).toString('hex');
  // The key every instance seals and opens the shared outbox's sends with: drawn for the run when not given.
  const outboxKeys = options.outboxKeys ?? `run:${randomBytes(32).toString('base64')}`;
  const redisUrl = redisUrlWithPassword(options.redisPort, redisPassword);
  // Not `-H 127.0.0.1`: Next 16 then proxies its own proxy.ts rewrites to itself (a 308 loop,
  // vercel/next.js#94745). `localhost` binds the same loopback address without the mismatch.
  const host = await loopbackAddress();
  const siteUrl = `http://localhost:${options.port}`;
  const metricsToken = options.metricsToken ?? (options.prometheus ? randomBytes(24).toString('hex') : null);

  let redis: ChildProcess | null = null;
  // deploy/redis.conf: a password, the outbox's jobs on disk before a send is answered (appendonly), and
  // only keys with an expiry (the cache's) evicted when memory runs short, never a waiting send.
  const startRedis = async () => {
    redis = await startRedisServer({ port: options.redisPort, dir: workDir, password: redisPassword });
  };
  const stopRedis = async () => {
    if (redis) await stopChild(redis);
    redis = null;
  };

  const instances: Instance[] = Array.from({ length: options.instances }, (_, index) => ({
    index,
    port: options.instancePort + index,
    url: `http://localhost:${options.instancePort + index}`,
    child: null,
  }));
  const env = (): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: options.distDir,
    PANEL_URL: options.panelUrl,
    INTEGRATION_URL: options.integrationUrl ?? options.panelUrl,
    SITE_URL: siteUrl,
    REDIS_URL: redisUrl,
    // nginx on loopback is the only proxy whose X-Forwarded-For the instances believe.
    TRUSTED_PROXIES: '127.0.0.1,::1',
    REVALIDATE_SECRET: options.revalidateSecret,
    OUTBOX_KEYS: outboxKeys,
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl, MAIL_FROM: options.mailFrom ?? LOCAL_MAIL_FROM } : {}),
    ...(metricsToken ? { METRICS_TOKEN: metricsToken } : {}),
    NEXT_TELEMETRY_DISABLED: '1',
    ...options.extraEnv,
  });
  const startInstance = async (index: number) => {
    const instance = instances[index]!;
    instance.child = spawnGroup(bin('next'), ['start', '-H', 'localhost', '-p', String(instance.port)], env(), options.quiet ?? true, root);
    await waitForUrl(`${instance.url}/api/ready`, 120_000, instance.child);
  };
  const stopInstance = async (index: number) => {
    const instance = instances[index]!;
    // Next closes the listener and waits for open requests itself; the grace covers a slow page.
    const child = instance.child;
    instance.child = null;
    return child ? stopChild(child, 'SIGTERM', 30_000) : 'stopped';
  };
  const killInstance = async (index: number) => {
    const instance = instances[index]!;
    const child = instance.child;
    instance.child = null;
    if (child) await stopChild(child, 'SIGKILL', 5_000);
  };

  const prefix = path.join(workDir, 'nginx');
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    renderNginxConfig({
      prefix,
      listen: String(options.port),
      upstreams: instances.map((instance) => `${host}:${instance.port}`),
      pageCache: options.nginxPageCache ?? false,
      clientBodyTimeout: options.nginxClientBodyTimeout,
    }),
  );
  let nginx: ChildProcess | null = null;

  let prometheus: ChildProcess | null = null;
  const prometheusUrl = options.prometheus ? `http://127.0.0.1:${options.prometheus.port}` : null;
  const startPrometheus = async (settings: NonNullable<ClusterOptions['prometheus']>) => {
    const dir = path.join(workDir, 'prometheus');
    mkdirSync(path.join(dir, 'data'), { recursive: true });
    const tokenFile = path.join(dir, 'metrics-token');
    writeFileSync(tokenFile, metricsToken ?? '', { mode: 0o600 });
    const config = path.join(dir, 'prometheus.yml');
    writeFileSync(
      config,
      renderPrometheusConfig({
        scrapeInterval: settings.scrapeInterval ?? '5s',
        tokenFile,
        targets: instances.map((instance) => `${host}:${instance.port}`),
      }),
    );
    prometheus = spawnGroup(
      systemBinary('prometheus'),
      [
        `--config.file=${config}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        '--storage.tsdb.retention.time=1d',
        `--web.listen-address=127.0.0.1:${settings.port}`,
      ],
      { ...process.env },
      true,
      root,
    );
    await waitForUrl(`${prometheusUrl}/-/ready`, 30_000, prometheus);
  };

  const stop = async () => {
    // Prometheus first, so it does not record the instances going away as failed scrapes.
    if (prometheus) await stopChild(prometheus, 'SIGTERM', 10_000);
    prometheus = null;
    await Promise.all(instances.map((instance) => stopInstance(instance.index)));
    // SIGQUIT: nginx's graceful shutdown.
    if (nginx) await stopChild(nginx, 'SIGQUIT', 10_000);
    nginx = null;
    await stopRedis();
  };

  try {
    await startRedis();
    await Promise.all(instances.map((instance) => startInstance(instance.index)));
    nginx = spawnGroup(systemBinary('nginx'), ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { ...process.env }, true, root);
    await waitForUrl(`http://127.0.0.1:${options.port}/api/health`, 20_000, nginx);
    if (options.prometheus) await startPrometheus(options.prometheus);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: siteUrl, redisUrl, prometheusUrl, metricsToken, instances, startInstance, stopInstance, killInstance, startRedis, stopRedis, stop };
}
