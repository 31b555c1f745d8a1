/**
 * Two or more builds of the site side by side on one machine, in interleaved rounds: each round
 * measures every target on every variant (the variants' order turns each round), so a neighbour's
 * load weighs on all of them alike and each variant's figure is read against the others' in the
 * same round (paired), not against a run from another hour. With each server's CPU time per request
 * (Linux /proc): what an answer costs, which a neighbour's load moves far less than the rate.
 *
 *   npx tsx scripts/bench-ab.ts --panel http://127.0.0.1:4000 \
 *     --variant before=.next-before --variant after=.next-after[:NAME=value,NAME=value] \
 *     [--rounds 5] [--duration 8] [--connections 10] [--targets ping,home,women] [--cpu-prof DIR]
 *
 * `--cpu-prof DIR`: each server runs under `node --cpu-prof` and writes its profile into DIR/<label>/
 * when it stops; one target per run (`--targets home --rounds 1 --duration 15`) gives a profile of
 * that page under load for scripts/cpu-breakdown.ts.
 *
 * Each variant is an already built dist folder (built against that panel's URL) started with
 * `next start` on a free port, with the extra environment given after `:`. A path with a folder in it
 * (`.old-src/.next-old`) is a build inside another copy of the project (`next start` reads that copy's
 * next.config.ts: a build of older code must start from its own sources). Two variants must not
 * share a folder (pages are written to its cache). Prints, per target, each variant's median req/s, its ratio
 * to its own ping in the same round, and each variant over the first one (paired by round, with the
 * range): a range that straddles 1 is no difference on this machine. Writes what it prints with
 * every run to reports/bench-ab-<time>.json and .md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { throughput, type Throughput } from './lib/autocannon';
import { median, spreadPercent } from './lib/bench-rounds';
import { freePort } from './lib/processes';
import { beginRun, finishRun, formatTable, print } from './lib/report';
import { root, startSite, type Service } from './lib/stack';

/** `…-identity`: the same page asked for without compression (what compressing it costs is the difference). */
const TARGETS = {
  ping: { path: '/ping.txt' },
  home: { path: '/' },
  women: { path: '/modelos/feminino' },
  profile: { path: '/modelos/12/ana-souza' },
  'home-identity': { path: '/', acceptEncoding: 'identity' },
  'women-identity': { path: '/modelos/feminino', acceptEncoding: 'identity' },
} as const;
type TargetName = keyof typeof TARGETS;

const { values: args } = parseArgs({
  options: {
    panel: { type: 'string' },
    variant: { type: 'string', multiple: true },
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    targets: { type: 'string', default: 'ping,home,women' },
    'cpu-prof': { type: 'string' },
  },
});

type Variant = { label: string; distDir: string; projectDir: string; env: Record<string, string> };

function parseVariant(spec: string): Variant {
  const [head = '', envPart] = spec.split(/:(?=[A-Z_]+=)/);
  const [label = '', dist = ''] = head.split('=');
  if (!label || !dist) throw new Error(`--variant ${spec}: expected label=distDir[:NAME=value,…]`);
  const env = Object.fromEntries((envPart ?? '').split(',').filter(Boolean).map((pair) => pair.split('=') as [string, string]));
  const absolute = path.resolve(root, dist);
  return { label, distDir: path.basename(absolute), projectDir: path.dirname(absolute), env };
}

async function main(): Promise<number> {
  if (!args.panel || !args.variant || args.variant.length < 2) {
    console.error('Usage: tsx scripts/bench-ab.ts --panel <url> --variant a=<distDir> --variant b=<distDir>[:NAME=value] [--rounds n] [--duration s]');
    return 2;
  }
  const variants = args.variant.map(parseVariant);
  if (new Set(variants.map((variant) => path.join(variant.projectDir, variant.distDir))).size !== variants.length) throw new Error('each variant needs its own dist folder');
  const targets = args.targets!.split(',').map((name) => {
    if (!(name in TARGETS)) throw new Error(`unknown target ${name} (${Object.keys(TARGETS).join(', ')})`);
    return { name: name as TargetName, ...TARGETS[name as TargetName] };
  });
  const options = { connections: Number(args.connections), durationSeconds: Number(args.duration) };
  const rounds = Math.max(1, Number(args.rounds));

  const sites: Service[] = [];
  try {
    for (const variant of variants) {
      const port = await freePort();
      const profile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'], variant.label)}`] : [];
      sites.push(await startSite(variant.distDir, port, { panelUrl: args.panel, siteUrl: `http://localhost:${port}`, extra: variant.env }, variant.projectDir, profile));
      console.error(`${variant.label}: ${path.relative(root, path.join(variant.projectDir, variant.distDir))} on port ${port}`);
    }
    beginRun();
    // runs[target][variant][round]
    const runs = targets.map(() => variants.map((): Throughput[] => []));
    for (let round = 0; round < rounds; round += 1) {
      for (const [t, target] of targets.entries()) {
        for (let k = 0; k < variants.length; k += 1) {
          const v = (k + round) % variants.length;
          console.error(`round ${round + 1}/${rounds}: ${variants[v]!.label} ${target.path}`);
          runs[t]![v]!.push(await throughput(sites[v]!.url, target, { ...options, pid: sites[v]!.pid }));
        }
      }
    }
    const rate = (t: number, v: number) => runs[t]![v]!.map((run) => run.requestsPerSecond);
    const cpu = (t: number, v: number) => runs[t]![v]!.map((run) => run.cpuMsPerRequest);
    const ping = targets.findIndex((target) => target.name === 'ping');
    const paired = (values: number[], over: number[]) => values.map((value, round) => value / over[round]!);
    const summary = (values: number[], digits = 2) =>
      values.every(Number.isFinite) ? `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})` : '–';
    const rows: string[][] = [];
    for (const [t, target] of targets.entries()) {
      for (const [v, variant] of variants.entries()) {
        const rates = rate(t, v);
        const isPing = target.name === 'ping' || ping === -1;
        rows.push([
          target.name,
          variant.label,
          median(rates).toFixed(0),
          rates.map((value) => value.toFixed(0)).join(' / '),
          Number.isFinite(spreadPercent(rates)) ? spreadPercent(rates).toFixed(0) : '–',
          isPing ? '–' : summary(paired(rates, rate(ping, v))),
          v === 0 ? '–' : summary(paired(rates, rate(t, 0))),
          Number.isFinite(median(cpu(t, v))) ? median(cpu(t, v)).toFixed(3) : '–',
          isPing ? '–' : summary(paired(cpu(t, v), cpu(ping, v)), 1),
          v === 0 ? '–' : summary(paired(cpu(t, v), cpu(t, 0))),
          String(runs[t]![v]!.reduce((sum, run) => sum + run.non2xx + run.errors, 0)),
        ]);
      }
    }
    print(`\n${rounds} interleaved rounds, ${args.duration} s per run, ${args.connections} connections; ratios paired by round: median (range)\n`);
    const first = variants[0]!.label;
    print(
      formatTable(
        ['target', 'variant', 'req/s', 'rounds', '± %', 'req/s / own ping', `req/s / ${first}`, 'CPU ms/req', 'CPU in own pings', `CPU / ${first}`, 'non-2xx+errors'],
        rows,
        ['left', 'left'],
      ),
    );
    finishRun('bench-ab', {
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      variants: variants.map((variant, v) => ({ ...variant, targets: targets.map((target, t) => ({ ...target, runs: runs[t]![v]! })) })),
    });
    return runs.flat(2).some((run) => run.non2xx > 0 || run.errors > 0) ? 1 : 0;
  } finally {
    for (const site of sites) await site.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
