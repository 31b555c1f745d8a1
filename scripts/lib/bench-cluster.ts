/**
 * `npm run bench -- --cluster`: the same pages measured on one `next start`, on three behind nginx
 * (sharing Redis), and on three behind nginx with its page cache, in one run. Each page is also
 * measured as a static file holding its own HTML, served by the same server (same bytes, same
 * compression): the second ceiling, next to `ping.txt`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { throughput, type Target, type Throughput } from './autocannon';
import { startCluster } from './cluster';
import { formatTable, print } from './report';
import { ACCEPT_LANGUAGE } from './screens';
import { freePort, portIsFree } from './processes';
import { restartSite, root, type Stack } from './stack';

const STATIC_FOLDER = '_bench-static';
const staticFolder = path.join(root, 'public', STATIC_FOLDER);

export type Row = Throughput & { topology: string; page: string; kind: 'page' | 'static html' | 'ping' };
export type ClusterBench = { rows: Row[]; repeat: Row[]; nginxCacheStatus: Record<string, string | null> };

type Options = { connections: number; durationSeconds: number; pages: readonly Target[]; revalidateSecret: string };

async function html(siteUrl: string, pagePath: string): Promise<string> {
  const response = await fetch(`${siteUrl}${pagePath}`, { headers: { 'Accept-Language': ACCEPT_LANGUAGE } });
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  return response.text();
}

/** Writes each page's HTML under public/_bench-static/ (git-ignored); the server lists public/ when it starts, so it is restarted after. */
async function saveStaticCopies(siteUrl: string, pages: readonly Target[]): Promise<void> {
  rmSync(staticFolder, { recursive: true, force: true });
  mkdirSync(staticFolder, { recursive: true });
  for (const page of pages) {
    const first = await html(siteUrl, page.path);
    // A cached page answers the same bytes every time; the copy must be what the bench reads.
    const second = await html(siteUrl, page.path);
    if (first !== second) throw new Error(`${page.path} answers different HTML from one request to the next; no static copy can stand for it`);
    writeFileSync(path.join(staticFolder, `${page.name}.html`), first);
  }
}

const staticTarget = (page: Target): Target => ({ name: page.name, path: `/${STATIC_FOLDER}/${page.name}.html` });

async function measureAll(siteUrl: string, topology: string, options: Options): Promise<Row[]> {
  const rows: Row[] = [];
  const run = async (target: Target, page: string, kind: Row['kind']) => {
    console.error(`${topology}: autocannon ${target.path} (${options.durationSeconds} s, ${options.connections} connections)`);
    rows.push({ ...(await throughput(siteUrl, target, options)), topology, page, kind });
  };
  for (const page of options.pages) {
    await run(page, page.name, 'page');
    await run(staticTarget(page), page.name, 'static html');
  }
  await run({ name: 'ping.txt', path: '/ping.txt' }, 'ping.txt', 'ping');
  return rows;
}

async function consecutiveFreePorts(count: number): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const first = await freePort();
    let free = true;
    for (let offset = 1; offset < count && free; offset += 1) free = await portIsFree(first + offset);
    if (free) return first;
  }
  throw new Error(`no ${count} consecutive free ports found`);
}

export async function benchCluster(stack: Stack, options: Options): Promise<ClusterBench> {
  try {
    for (const page of options.pages) await html(stack.site.url, page.path);
    await saveStaticCopies(stack.site.url, options.pages);
    await restartSite(stack);

    const single = await measureAll(stack.site.url, '1 instance', options);
    // The same topology measured again, straight after: the spread is this machine's noise.
    const repeat = await measureAll(stack.site.url, '1 instance (again)', options);
    await stack.site.stop();

    const rows = [...single];
    const nginxCacheStatus: Record<string, string | null> = {};
    for (const nginxPageCache of [false, true]) {
      const topology = nginxPageCache ? '3 instances, nginx page cache' : '3 instances behind nginx';
      const instancePort = await consecutiveFreePorts(3);
      const cluster = await startCluster({
        distDir: stack.distDir,
        instances: 3,
        port: await freePort(),
        instancePort,
        redisPort: await freePort(),
        panelUrl: stack.panel.url,
        smtpUrl: stack.panel.smtpUrl,
        workDir: path.join('.e2e', `bench-cluster${nginxPageCache ? '-cached' : ''}`),
        revalidateSecret: options.revalidateSecret,
        nginxPageCache,
        extraEnv: { MEDIA_HOSTS: process.env.MEDIA_HOSTS ?? `http://localhost:${stack.panel.port}/storage/` },
      });
      try {
        // Every instance renders each page once, so the rows compare serving, not first renders.
        for (const instance of cluster.instances) for (const page of options.pages) await html(instance.url, page.path);
        rows.push(...(await measureAll(cluster.url, topology, options)));
        if (nginxPageCache) {
          for (const page of options.pages) {
            const response = await fetch(`${cluster.url}${page.path}`, { headers: { 'Accept-Language': ACCEPT_LANGUAGE } });
            await response.arrayBuffer();
            nginxCacheStatus[page.name] = response.headers.get('x-cache-status');
          }
        }
      } finally {
        await cluster.stop();
      }
    }
    return { rows, repeat, nginxCacheStatus };
  } finally {
    rmSync(staticFolder, { recursive: true, force: true });
  }
}

const pct = (value: number, base: number) => (Number.isFinite(base) && base > 0 ? `${((value / base) * 100).toFixed(0)} %` : '–');

/** The throughput table by topology, the single instance measured again (the noise), and nginx's cache status. */
export function printClusterBench(result: ClusterBench, settings: { connections: number; durationSeconds: number }): void {
  const { rows, repeat } = result;
  const find = (list: Row[], topology: string, page: string, kind: Row['kind']) =>
    list.find((row) => row.topology === topology && row.page === page && row.kind === kind);
  print(`\nThroughput by topology (${settings.connections} connections, ${settings.durationSeconds} s each; autocannon, nginx, Redis and the instances share the same 2 cores)\n`);
  print(
    formatTable(
      ['topology', 'target', 'path', 'req/s', 'p50 ms', 'p99 ms', 'of ping.txt', 'of its static HTML', 'non-2xx', 'errors'],
      rows.map((row) => {
        const ping = find(rows, row.topology, 'ping.txt', 'ping')?.requestsPerSecond ?? Number.NaN;
        const copy = row.kind === 'page' ? (find(rows, row.topology, row.page, 'static html')?.requestsPerSecond ?? Number.NaN) : Number.NaN;
        return [
          row.topology,
          row.kind === 'static html' ? `${row.page} as static HTML` : row.page,
          row.path,
          row.requestsPerSecond.toFixed(0),
          String(row.p50),
          String(row.p99),
          pct(row.requestsPerSecond, ping),
          row.kind === 'page' ? pct(row.requestsPerSecond, copy) : '–',
          String(row.non2xx),
          String(row.errors),
        ];
      }),
      ['left', 'left', 'left'],
    ),
  );
  print('\nNoise: the single instance measured twice in a row (second run against the first)\n');
  print(
    formatTable(
      ['target', 'first req/s', 'again req/s', 'difference'],
      repeat.map((again) => {
        const first = find(rows, '1 instance', again.page, again.kind)!;
        const label = again.kind === 'static html' ? `${again.page} as static HTML` : again.page;
        return [label, first.requestsPerSecond.toFixed(0), again.requestsPerSecond.toFixed(0), `${(((again.requestsPerSecond - first.requestsPerSecond) / first.requestsPerSecond) * 100).toFixed(0)} %`];
      }),
    ),
  );
  print(`\nnginx page cache, X-Cache-Status after the run: ${Object.entries(result.nginxCacheStatus).map(([page, status]) => `${page} ${status ?? 'none'}`).join(', ')}`);
}
