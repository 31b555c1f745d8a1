/**
 * `npm run bench`: how many requests a production build (`next start`) serves on this machine, and
 * how many backend calls 1000 page views cost, against a freshly seeded local panel.
 *
 *   npm run bench                      10 s per target, 10 connections
 *   npm run bench -- --duration 5      shorter runs while developing
 *   npm run bench -- --rounds 5        5 interleaved rounds of ping, home, women, profile (default 3)
 *   npm run bench -- --url http://localhost:3000
 *                                      only the throughput rounds, against a site already running
 *   npm run bench -- --reuse-build     skip `next build` when .next-bench is current
 *   npm run bench -- --csp-nonce       also build and measure the nonce-based CSP variant (docs/quality.md)
 *   npm run bench -- --no-burst        leave out the burst row (80 applications at once, panel at 5 s per entry)
 *   npm run bench -- --burst-only --burst-runs 3
 *                                      only the burst row, run N times in a row on one server: its spread
 *   npm run bench -- --cluster         1 instance vs 3 behind nginx vs 3 behind nginx's page cache
 *                                      (scripts/lib/bench-cluster.ts; needs redis-server and nginx)
 *
 * Throughput: autocannon (its own process) against a file from public/ (the ceiling: no rendering at
 * all), the home, the women's board and a profile, in interleaved rounds (scripts/lib/bench-rounds.ts):
 * each page's ratio to the file of its own round, and the spread of each target over the rounds,
 * which is the noise a difference must beat. Backend load: /__admin/stats of the local panel
 * around 1000 HTML page views on a cold server (pristine build) and again once warm. Writes what it
 * prints with every figure to reports/bench-<time>.json and .md (bench-url-…, bench-cluster-…,
 * bench-burst-…).
 */
import { parseArgs } from 'node:util';
import { throughput, type Target, type Throughput } from './lib/autocannon';
import { burstDelivery, printBurst, type BurstDelivery } from './lib/bench-burst';
import { benchCluster, printClusterBench, type ClusterBench } from './lib/bench-cluster';
import { PAGE_VIEW_MIX, pageViews } from './lib/bench-views';
import { formatRounds, interleavedRounds, median, type Rounds } from './lib/bench-rounds';
import { beginRun, finishRun, formatTable, print } from './lib/report';
import { ACCEPT_LANGUAGE } from './lib/screens';
import { prepareNonceVariant } from './lib/csp-variant';
import { startStack, type Stack } from './lib/stack';
import { pidListeningOn } from './lib/upload-burst';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    url: { type: 'string' },
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

/** The public file first: each round measures the ceiling, then the pages against it. */
const REFERENCE = 'ping';
const THROUGHPUT_TARGETS = [
  { name: REFERENCE, path: '/ping.txt' },
  { name: 'home', path: '/' },
  { name: 'women', path: '/modelos/feminino' },
  { name: 'profile', path: '/modelos/12/ana-souza' },
] as const;
const PAGE_TARGETS = THROUGHPUT_TARGETS.filter((target) => target.name !== REFERENCE);

const roundsOptions = (pid?: number) => ({
  rounds: Math.max(1, Number(args.rounds)),
  connections: Number(args.connections),
  durationSeconds: Number(args.duration),
  pid,
  log: (line: string) => console.error(line),
});

const measure = (siteUrl: string, target: Target) =>
  throughput(siteUrl, target, { connections: Number(args.connections), durationSeconds: Number(args.duration) });

type Views = Awaited<ReturnType<typeof pageViews>>;
type BenchResult = { throughput: Throughput[]; cold: Views; warm: Views };

/** Cold first: the server was just started from the pristine build (no rendered page, no data cache). */
async function coldAndWarm(stack: Stack, views: number): Promise<{ cold: Views; warm: Views }> {
  console.error(`site ${stack.site.url} on panel ${stack.panel.url}`);
  const cold = await pageViews(stack, views);
  const warm = await pageViews(stack, views);
  return { cold, warm };
}

/** One run per target (the nonce variant, compared with the rounds' medians). */
async function benchStack(stack: Stack, views: number, targets: ReadonlyArray<{ name: string; path: string }>): Promise<BenchResult> {
  const { cold, warm } = await coldAndWarm(stack, views);
  const results: Throughput[] = [];
  for (const target of targets) {
    console.error(`autocannon ${target.path} (${args.duration} s, ${args.connections} connections)`);
    results.push(await measure(stack.site.url, target));
  }
  return { throughput: results, cold, warm };
}

/** Each target's median run (the rounds' figure for a single-run comparison). */
function medianRuns(rounds: Rounds): Throughput[] {
  return rounds.targets.map((target) => {
    const sorted = [...target.runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
    return { ...sorted[Math.floor(sorted.length / 2)]!, requestsPerSecond: median(target.runs.map((run) => run.requestsPerSecond)) };
  });
}

const throughputTitle = () =>
  `\nThroughput of next start: ${args.rounds} interleaved rounds of ${args.duration} s per target, ${args.connections} connections (autocannon on the same cores); ± is half the range over the median, the ratio is paired with the ${REFERENCE} of the same round\n`;

/** `--url`: the rounds alone against a site someone else started (a profile run, another build). */
async function mainUrl(siteUrl: string): Promise<number> {
  const url = new URL(siteUrl);
  let pid: number | undefined;
  try {
    pid = pidListeningOn(Number(url.port || 80));
  } catch {
    pid = undefined; // not on this machine, or ss cannot say: no CPU columns
  }
  beginRun();
  const rounds = await interleavedRounds(url.origin, THROUGHPUT_TARGETS, REFERENCE, roundsOptions(pid));
  print(throughputTitle());
  print(formatRounds(rounds));
  finishRun('bench-url', { siteUrl, rounds });
  return rounds.targets.some((target) => target.runs.some((run) => run.non2xx > 0 || run.errors > 0)) ? 1 : 0;
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
      pages: PAGE_TARGETS,
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
  if (args.url) return mainUrl(args.url);
  if (args.cluster) return mainCluster();
  if (args['burst-only']) return mainBurst();
  const views = Number(args.views);
  const stack = await startBurstStack();
  let result: BenchResult & { rounds: Rounds };
  let burst: BurstDelivery | null = null;
  try {
    const pageViewCounts = await coldAndWarm(stack, views);
    const rounds = await interleavedRounds(stack.site.url, THROUGHPUT_TARGETS, REFERENCE, roundsOptions(stack.site.pid));
    result = { ...pageViewCounts, rounds, throughput: medianRuns(rounds) };
    if (!args['no-burst']) burst = await burstDelivery(stack.site.url, stack.panel);
  } finally {
    await stack.stop();
  }

  print(throughputTitle());
  print(formatRounds(result.rounds));
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
      nonce = { ...(await benchStack(variant, views, PAGE_TARGETS)), check };
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
    throughput: result.rounds.targets.map((target) => ({
      name: target.name,
      path: target.path,
      requestsPerSecond: median(target.runs.map((run) => run.requestsPerSecond)),
      ratioToStatic: median(target.ratios),
      runs: target.runs,
      ratios: target.ratios,
    })),
    panelCallsPer1000Views: { mix: PAGE_VIEW_MIX, cold: result.cold, warm: result.warm },
    cspNonceVariant: nonce ?? null,
    burst,
  });
  const failedPages = result.rounds.targets.flatMap((target) => target.runs).filter((entry) => entry.non2xx > 0 || entry.errors > 0);
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
