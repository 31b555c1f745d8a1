/**
 * `npm run bench`: how many requests a production build (`next start`) serves on this machine, and
 * how many backend calls 1000 page views cost, against a freshly seeded local panel.
 *
 *   npm run bench                      10 s per target, 10 connections
 *   npm run bench -- --duration 5      shorter runs while developing
 *   npm run bench -- --reuse-build     skip `next build` when .next-bench is current
 *   npm run bench -- --csp-nonce       also build and measure the nonce-based CSP variant (docs/quality.md)
 *   npm run bench -- --no-burst        leave out the burst row (80 applications at once, panel at 5 s per entry)
 *   npm run bench -- --burst-only --burst-runs 3
 *                                      only the burst row, run N times in a row on one server: its spread
 *   npm run bench -- --cluster         1 instance vs 3 behind nginx vs 3 behind nginx's page cache
 *                                      (scripts/lib/bench-cluster.ts; needs redis-server and nginx)
 *
 * Throughput: autocannon (its own process) against home, a roster, a profile and a file from
 * public/ (the ceiling: no rendering at all). Backend load: /__admin/stats of the local panel
 * around 1000 HTML page views on a cold server (pristine build) and again once warm. Writes what it
 * prints with every figure to reports/bench-<time>.json and .md (bench-cluster-…, bench-burst-…).
 */
import { parseArgs } from 'node:util';
import { throughput, type Target, type Throughput } from './lib/autocannon';
import { burstDelivery, printBurst, type BurstDelivery } from './lib/bench-burst';
import { benchCluster, printClusterBench, type ClusterBench } from './lib/bench-cluster';
import { PAGE_VIEW_MIX, pageViews } from './lib/bench-views';
import { beginRun, finishRun, formatTable, print } from './lib/report';
import { ACCEPT_LANGUAGE } from './lib/screens';
import { prepareNonceVariant } from './lib/csp-variant';
import { startStack, type Stack } from './lib/stack';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    views: { type: 'string', default: '1000' },
    'reuse-build': { type: 'boolean', default: false },
    'dist-dir': { type: 'string', default: '.next-bench' },
    label: { type: 'string', default: 'bench' },
    'csp-nonce': { type: 'boolean', default: false },
    cluster: { type: 'boolean', default: false },
    'no-burst': { type: 'boolean', default: false },
    'burst-only': { type: 'boolean', default: false },
    'burst-runs': { type: 'string', default: '1' },
  },
});

const THROUGHPUT_TARGETS = [
  { name: 'home', path: '/' },
  { name: 'roster', path: '/modelos/feminino' },
  { name: 'profile', path: '/modelos/12/ana-souza' },
  { name: 'static file', path: '/ping.txt' },
] as const;

const measure = (siteUrl: string, target: Target) =>
  throughput(siteUrl, target, { connections: Number(args.connections), durationSeconds: Number(args.duration) });

type BenchResult = { throughput: Throughput[]; cold: Awaited<ReturnType<typeof pageViews>>; warm: Awaited<ReturnType<typeof pageViews>> };

async function benchStack(stack: Stack, views: number, targets: ReadonlyArray<{ name: string; path: string }>): Promise<BenchResult> {
  console.error(`site ${stack.site.url} on panel ${stack.panel.url}`);
  // Cold first: the server was just started from the pristine build (no rendered page, no data cache).
  const cold = await pageViews(stack, views);
  const warm = await pageViews(stack, views);
  const results: Throughput[] = [];
  for (const target of targets) {
    console.error(`autocannon ${target.path} (${args.duration} s, ${args.connections} connections)`);
    results.push(await measure(stack.site.url, target));
  }
  return { throughput: results, cold, warm };
}

/** Proof that the variant really is nonce-based: a fresh nonce per response, on Next's own scripts. */
async function checkNonces(siteUrl: string): Promise<{ perResponse: boolean; scriptsStamped: boolean }> {
  const nonces: string[] = [];
  let stamped = true;
  for (let i = 0; i < 2; i += 1) {
    const response = await fetch(`${siteUrl}/`, { headers: { 'Accept-Language': ACCEPT_LANGUAGE } });
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    nonces.push(nonce);
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    if (!nonce || scripts.length === 0 || !scripts.every((tag) => tag.includes(`nonce="${nonce}"`))) stamped = false;
  }
  return { perResponse: nonces[0] !== '' && nonces[0] !== nonces[1], scriptsStamped: stamped };
}

const perThousand = (calls: number, views: number) => ((calls * 1000) / views).toFixed(1);

async function mainCluster(): Promise<number> {
  const stack = await startStack({ distDir: args['dist-dir']!, label: args.label!, reuseBuild: args['reuse-build'] });
  beginRun();
  let result: ClusterBench;
  try {
    result = await benchCluster(stack, {
      connections: Number(args.connections),
      durationSeconds: Number(args.duration),
      pages: THROUGHPUT_TARGETS.filter((target) => target.name !== 'static file'),
      revalidateSecret: process.env.REVALIDATE_SECRET ?? 'quality-revalidate-secret',
    });
  } finally {
    await stack.stop();
  }
  printClusterBench(result, { connections: Number(args.connections), durationSeconds: Number(args.duration) });
  finishRun('bench-cluster', {
    connections: Number(args.connections),
    durationSeconds: Number(args.duration),
    ...result,
  });
  return [...result.rows, ...result.repeat].some((row) => row.non2xx > 0 || row.errors > 0) ? 1 : 0;
}

/**
 * The bench's own build and panel, the run's record begun once they are up. The burst sends from 80
 * addresses through a stand-in proxy on loopback (the per-address limit is not its subject).
 */
async function startBurstStack(): Promise<Stack> {
  const stack = await startStack({ distDir: args['dist-dir']!, label: args.label!, reuseBuild: args['reuse-build'], extraEnv: { TRUSTED_PROXIES: '127.0.0.1,::1' } });
  beginRun();
  return stack;
}

/** Only the burst row, `--burst-runs` times on one server, each run after the last one's sends all arrived. */
async function mainBurst(): Promise<number> {
  const stack = await startBurstStack();
  const runs: BurstDelivery[] = [];
  try {
    for (let run = 0; run < Math.max(1, Number(args['burst-runs'])); run += 1) runs.push(await burstDelivery(stack.site.url, stack.panel));
  } finally {
    await stack.stop();
  }
  printBurst(runs);
  finishRun('bench-burst', { runs });
  return runs.some((run) => run.failures.length > 0 || run.duplicates > 0 || run.inInbox < run.applications) ? 1 : 0;
}

async function main(): Promise<number> {
  if (args.cluster) return mainCluster();
  if (args['burst-only']) return mainBurst();
  const views = Number(args.views);
  const stack = await startBurstStack();
  let result: BenchResult;
  let burst: BurstDelivery | null = null;
  try {
    result = await benchStack(stack, views, THROUGHPUT_TARGETS);
    if (!args['no-burst']) burst = await burstDelivery(stack.site.url, stack.panel);
  } finally {
    await stack.stop();
  }
  const ceiling = result.throughput.find((entry) => entry.name === 'static file')?.requestsPerSecond ?? Number.NaN;

  print(`\nThroughput of next start (${args.connections} connections, ${args.duration} s each; autocannon on the same 2 cores)\n`);
  print(
    formatTable(
      ['target', 'path', 'req/s', 'p50 ms', 'p99 ms', 'page/static', 'non-2xx', 'errors'],
      result.throughput.map((entry) => [
        entry.name,
        entry.path,
        entry.requestsPerSecond.toFixed(0),
        String(entry.p50),
        String(entry.p99),
        `${((entry.requestsPerSecond / ceiling) * 100).toFixed(0)} %`,
        String(entry.non2xx),
        String(entry.errors),
      ]),
      ['left', 'left'],
    ),
  );
  print(`\nPanel requests per 1000 page views (mix of ${PAGE_VIEW_MIX.length} pages, ${views} views each)\n`);
  print(
    formatTable(
      ['cache', 'views', 'panel calls', 'per 1000 views', 'failed views', 'target'],
      [
        ['cold (pristine build)', String(result.cold.views), String(result.cold.panelCalls), perThousand(result.cold.panelCalls, views), String(result.cold.failed), '–'],
        ['warm', String(result.warm.views), String(result.warm.panelCalls), perThousand(result.warm.panelCalls, views), String(result.warm.failed), '0'],
      ],
    ),
  );

  for (const [label, run] of [['cold', result.cold], ['warm', result.warm]] as const) {
    if (run.failed > 0) print(`${label} failed views: ${Object.entries(run.failures).map(([key, count]) => `${key} ×${count}`).join(', ')}`);
  }

  if (burst) printBurst([burst]);

  let nonce: (BenchResult & { check: Awaited<ReturnType<typeof checkNonces>> }) | undefined;
  if (args['csp-nonce']) {
    const projectDir = prepareNonceVariant();
    const variant = await startStack({
      distDir: '.next-bench-nonce',
      label: `${args.label}-nonce`,
      projectDir,
    });
    try {
      const check = await checkNonces(variant.site.url);
      nonce = { ...(await benchStack(variant, views, THROUGHPUT_TARGETS.filter((target) => target.name !== 'static file'))), check };
    } finally {
      await variant.stop();
    }
    print(
      `\nCSP: static pages with 'unsafe-inline' (shipped) vs a nonce per request (dynamic rendering); nonce per response: ${nonce.check.perResponse}, on every script: ${nonce.check.scriptsStamped}\n`,
    );
    print(
      formatTable(
        ['target', 'static req/s', 'nonce req/s', 'nonce/static', 'static p50/p99 ms', 'nonce p50/p99 ms'],
        nonce.throughput.map((entry) => {
          const base = result.throughput.find((candidate) => candidate.name === entry.name)!;
          return [
            entry.name,
            base.requestsPerSecond.toFixed(0),
            entry.requestsPerSecond.toFixed(0),
            `${((entry.requestsPerSecond / base.requestsPerSecond) * 100).toFixed(0)} %`,
            `${base.p50} / ${base.p99}`,
            `${entry.p50} / ${entry.p99}`,
          ];
        }),
      ),
    );
    print(`\nNonce variant, panel requests per 1000 page views: cold ${perThousand(nonce.cold.panelCalls, views)}, warm ${perThousand(nonce.warm.panelCalls, views)}`);
  }

  finishRun('bench', {
    connections: Number(args.connections),
    durationSeconds: Number(args.duration),
    throughput: result.throughput.map((entry) => ({ ...entry, ratioToStatic: entry.requestsPerSecond / ceiling })),
    panelCallsPer1000Views: { mix: PAGE_VIEW_MIX, cold: result.cold, warm: result.warm },
    cspNonceVariant: nonce ?? null,
    burst,
  });
  const failedPages = result.throughput.filter((entry) => entry.non2xx > 0 || entry.errors > 0);
  // A view that fails, cold or warm, is a defect a visitor or a crawler would meet (a redirect fetch
  // clients cannot follow, say), not noise.
  const failedViews = result.cold.failed + result.warm.failed;
  const burstLost = burst !== null && (burst.inInbox !== burst.applications || burst.duplicates > 0 || burst.failures.length > 0);
  return result.warm.panelCalls > 0 || failedPages.length > 0 || failedViews > 0 || burstLost ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
