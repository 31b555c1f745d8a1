/**
 * Throughput of several addresses in interleaved rounds (ping, home, women, ping, home, women, …), so
 * that a neighbour's build that loads the shared cores for a minute weighs on every target alike. Each
 * page is compared with the public file of its own round (a paired ratio), and the spread over the
 * rounds of one target against itself is the run's noise: a difference smaller than it says nothing.
 */
import { throughput, type Target, type Throughput } from './autocannon';
import { formatTable } from './report';

/** `pid`: the server's process, for its CPU time per request (autocannon.ts). */
export type RoundsOptions = { rounds: number; connections: number; durationSeconds: number; pid?: number; log?: (line: string) => void };

/**
 * One target over the rounds: its runs in order, each run's requests per second over the
 * reference's of the same round, and its CPU per request over the reference's (how many public
 * files one answer costs).
 */
export type TargetRounds = Target & { runs: Throughput[]; ratios: number[]; costInReferences: number[] };

export type Rounds = { reference: string; rounds: number; targets: TargetRounds[] };

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Half the range over the median, in per cent: how far one run may sit from the median on this machine now. */
export function spreadPercent(values: readonly number[]): number {
  const mid = median(values);
  if (values.length < 2 || !Number.isFinite(mid) || mid === 0) return Number.NaN;
  return ((Math.max(...values) - Math.min(...values)) / 2 / mid) * 100;
}

/** Every target once per round, in the order given; `reference` (the public file) is the ratios' denominator. */
export async function interleavedRounds(siteUrl: string, targets: readonly Target[], reference: string, options: RoundsOptions): Promise<Rounds> {
  const byName = new Map<string, TargetRounds>(targets.map((target) => [target.name, { ...target, runs: [], ratios: [], costInReferences: [] }]));
  for (let round = 0; round < options.rounds; round += 1) {
    const results = new Map<string, Throughput>();
    for (const target of targets) {
      options.log?.(`round ${round + 1}/${options.rounds}: autocannon ${target.path} (${options.durationSeconds} s, ${options.connections} connections)`);
      const result = await throughput(siteUrl, target, options);
      results.set(target.name, result);
      byName.get(target.name)!.runs.push(result);
    }
    const base = results.get(reference);
    for (const [name, result] of results) {
      byName.get(name)!.ratios.push(result.requestsPerSecond / (base?.requestsPerSecond ?? Number.NaN));
      byName.get(name)!.costInReferences.push(result.cpuMsPerRequest / (base?.cpuMsPerRequest ?? Number.NaN));
    }
  }
  return { reference, rounds: options.rounds, targets: [...byName.values()] };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const figure = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

/**
 * One row per target: median req/s with each round's figure, the spread, p50/p99 of the median run,
 * the paired ratio to the reference (median and range), the server's CPU per request (all threads,
 * median) and what that is in references (paired by round), non-2xx and errors over every round.
 */
export function formatRounds(result: Rounds): string {
  return formatTable(
    ['target', 'path', 'req/s (median)', 'rounds', '± %', 'p50 ms', 'p99 ms', `/${result.reference} (median)`, 'range', 'CPU ms/req', `CPU in ${result.reference}s`, 'non-2xx', 'errors'],
    result.targets.map((target) => {
      const rates = target.runs.map((run) => run.requestsPerSecond);
      const mid = median(rates);
      const middleRun = [...target.runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(target.runs.length / 2)];
      const isReference = target.name === result.reference;
      return [
        target.name,
        target.path,
        mid.toFixed(0),
        rates.map((rate) => rate.toFixed(0)).join(' / '),
        Number.isFinite(spreadPercent(rates)) ? spreadPercent(rates).toFixed(0) : '–',
        String(middleRun?.p50 ?? '–'),
        String(middleRun?.p99 ?? '–'),
        isReference ? '1' : median(target.ratios).toFixed(2),
        isReference ? '–' : `${Math.min(...target.ratios).toFixed(2)}–${Math.max(...target.ratios).toFixed(2)}`,
        figure(median(target.runs.map((run) => run.cpuMsPerRequest)), 3),
        isReference ? '1' : figure(median(target.costInReferences), 1),
        String(sum(target.runs.map((run) => run.non2xx))),
        String(sum(target.runs.map((run) => run.errors))),
      ];
    }),
    ['left', 'left'],
  );
}
