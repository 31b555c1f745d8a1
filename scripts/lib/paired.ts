import { seededRandom } from './seeded-random';

/**
 * Paired measurement on a noisy machine: each screen run is paired with a baseline run made just
 * before it, so both see the same load, and the verdict is read from the pairs' differences.
 */

export type Spread = { median: number; q1: number; q3: number; n: number };

/** The value at fraction `p` of sorted `values`, interpolated between neighbours (type 7, as R and numpy). */
export function quantile(values: readonly number[], p: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

export function spread(values: readonly number[]): Spread {
  const finite = values.filter(Number.isFinite);
  return { median: quantile(finite, 0.5), q1: quantile(finite, 0.25), q3: quantile(finite, 0.75), n: finite.length };
}

/**
 * How often a verdict drawn from `pairs` differences (resampled with replacement from what was
 * measured) would have its median above `limit`: the share of false alarms the budget would raise
 * on this machine when nothing differs, read from an A/A run.
 */
export function bootstrapExceedRate(differences: readonly number[], pairs: number, limit: number, resamples = 10_000, seed = 21): number {
  const finite = differences.filter(Number.isFinite);
  if (finite.length === 0 || pairs < 1) return Number.NaN;
  const random = seededRandom(seed);
  let exceeded = 0;
  const sample = new Array<number>(pairs);
  for (let round = 0; round < resamples; round += 1) {
    for (let index = 0; index < pairs; index += 1) sample[index] = finite[Math.floor(random() * finite.length)]!;
    if (quantile(sample, 0.5) > limit) exceeded += 1;
  }
  return exceeded / resamples;
}

export type PairVerdictInput = { baselineScores: readonly number[]; screenScores: readonly number[] };

export const PAIRED_BUDGET = {
  /** The median of (baseline − screen) performance scores. */
  maxMedianDifference: 5,
  /** The screen's own median, required only when the baseline's median reaches `whenBaselineAtLeast`. */
  minScreenMedian: 90,
  whenBaselineAtLeast: 95,
} as const;

/** The budget (docs/quality.md): median paired difference ≤ 5 points, and the screen's median ≥ 90 whenever the baseline's is ≥ 95. */
export function pairedVerdict({ baselineScores, screenScores }: PairVerdictInput): { differences: Spread; baseline: number; screen: number; broken: string[] } {
  const count = Math.min(baselineScores.length, screenScores.length);
  const differences = Array.from({ length: count }, (_, index) => baselineScores[index]! - screenScores[index]!);
  const result = spread(differences);
  const baseline = quantile(baselineScores, 0.5);
  const screen = quantile(screenScores, 0.5);
  const broken: string[] = [];
  if (!(result.median <= PAIRED_BUDGET.maxMedianDifference)) {
    broken.push(`mobile perf ${fmt(result.median)} points below its paired baseline (median of ${result.n} pairs; budget ≤ ${PAIRED_BUDGET.maxMedianDifference})`);
  }
  if (baseline >= PAIRED_BUDGET.whenBaselineAtLeast && !(screen >= PAIRED_BUDGET.minScreenMedian)) {
    broken.push(`mobile perf median ${fmt(screen)} < ${PAIRED_BUDGET.minScreenMedian} while the baseline's is ${fmt(baseline)}`);
  }
  return { differences: result, baseline, screen, broken };
}

const fmt = (value: number) => (Number.isFinite(value) ? (Math.round(value * 10) / 10).toString() : '–');

/** "3 [1–6]": median and interquartile range, rounded. */
export function formatSpread(value: Spread, digits = 0): string {
  if (!Number.isFinite(value.median)) return '–';
  const round = (number: number) => number.toFixed(digits);
  return `${round(value.median)} [${round(value.q1)}–${round(value.q3)}]`;
}
