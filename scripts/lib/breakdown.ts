/**
 * Where a screen's paired difference goes: from each Lighthouse run, the LCP
 * element and its four phases, the main thread's work by kind, and the time each script took; per
 * screen, the median over its pairs of (screen − baseline) for each of those. Lighthouse's own
 * figures from its trace of the run (simulated slow phone), so a reader can tell a later photo from
 * more script work without opening a report.
 */
import { quantile } from './paired';

export type RunBreakdown = {
  /** Lighthouse's label of the LCP element (an image's alt, a heading's text), with its tag. */
  lcpElement: string;
  /** TTFB, Load Delay, Load Time, Render Delay in ms (a text element has no load phases: 0). */
  lcpPhases: Record<string, number>;
  /** Main-thread work by group (Script Evaluation, Style & Layout, Rendering, …) in ms. */
  mainThread: Record<string, number>;
  /** Main-thread time per script in ms, keyed by the file's name. */
  scripts: Record<string, number>;
};

export const LCP_PHASES = ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'] as const;

type AuditLike = { details?: unknown } | undefined;
type Item = Record<string, unknown>;

function itemsOf(details: unknown): Item[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items.filter((item) => typeof item === 'object' && item !== null) as Item[]) : [];
}

/** A script's name as a reader can find it in the build: the file name of its address, or the address. */
export function scriptName(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname.split('/').filter(Boolean).at(-1) ?? parsed.href;
  } catch {
    return url;
  }
}

export function runBreakdown(audits: Record<string, AuditLike>): RunBreakdown {
  const [elementTable, phaseTable] = itemsOf(audits['largest-contentful-paint-element']?.details);
  const node = itemsOf(elementTable)[0]?.node as { nodeLabel?: string; snippet?: string } | undefined;
  const tag = /^<([a-z0-9-]+)/i.exec(node?.snippet ?? '')?.[1] ?? '?';
  const lcpPhases: Record<string, number> = Object.fromEntries(LCP_PHASES.map((phase) => [phase, 0]));
  for (const item of itemsOf(phaseTable)) {
    if (typeof item.phase === 'string' && typeof item.timing === 'number') lcpPhases[item.phase] = item.timing;
  }
  const mainThread: Record<string, number> = {};
  for (const item of itemsOf(audits['mainthread-work-breakdown']?.details)) {
    const label = typeof item.groupLabel === 'string' ? item.groupLabel : String(item.group ?? '?');
    if (typeof item.duration === 'number') mainThread[label] = (mainThread[label] ?? 0) + item.duration;
  }
  const scripts: Record<string, number> = {};
  for (const item of itemsOf(audits['bootup-time']?.details)) {
    if (typeof item.url !== 'string' || typeof item.total !== 'number') continue;
    const name = scriptName(item.url);
    scripts[name] = (scripts[name] ?? 0) + item.total;
  }
  return { lcpElement: node ? `${tag} "${(node.nodeLabel ?? '').slice(0, 60)}"` : 'none', lcpPhases, mainThread, scripts };
}

export type BreakdownDifference = {
  /** The LCP element the screen's runs reported most often. */
  lcpElement: string;
  /** Median over the pairs of screen − baseline, per phase. */
  lcpPhases: Record<string, number>;
  mainThread: Record<string, number>;
  scripts: Record<string, number>;
};

function medianDifferences(pairs: ReadonlyArray<{ baseline: Record<string, number>; screen: Record<string, number> }>): Record<string, number> {
  const keys = new Set(pairs.flatMap((pair) => [...Object.keys(pair.baseline), ...Object.keys(pair.screen)]));
  const result: Record<string, number> = {};
  for (const key of keys) {
    result[key] = Math.round(quantile(pairs.map((pair) => (pair.screen[key] ?? 0) - (pair.baseline[key] ?? 0)), 0.5));
  }
  return result;
}

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'none';
}

export function breakdownDifference(pairs: ReadonlyArray<{ baseline: RunBreakdown; screen: RunBreakdown }>): BreakdownDifference {
  const of = (pick: (run: RunBreakdown) => Record<string, number>) => medianDifferences(pairs.map((pair) => ({ baseline: pick(pair.baseline), screen: pick(pair.screen) })));
  return {
    lcpElement: mostCommon(pairs.map((pair) => pair.screen.lcpElement)),
    lcpPhases: of((run) => run.lcpPhases),
    mainThread: of((run) => run.mainThread),
    scripts: of((run) => run.scripts),
  };
}

/** The largest additions first (at most `count`), as "name +N ms". */
function largest(values: Record<string, number>, count: number): string {
  const shown = Object.entries(values)
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} +${ms}`);
  return shown.length > 0 ? shown.join(', ') : 'nothing added';
}

const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms}`;

/** One line per screen: the LCP's added time by phase, then the main thread's and the scripts' largest additions. */
export function formatBreakdown(difference: BreakdownDifference): string {
  const phases = LCP_PHASES.map((phase) => `${phase.toLowerCase()} ${signed(difference.lcpPhases[phase] ?? 0)}`).join(', ');
  return (
    `LCP ${difference.lcpElement}: ${phases} ms; ` +
    `main thread: ${largest(difference.mainThread, 4)} ms; ` +
    `scripts: ${largest(difference.scripts, 4)} ms`
  );
}
