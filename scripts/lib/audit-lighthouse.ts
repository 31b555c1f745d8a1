/** Lighthouse runs for the audit: one report's figures, and the paired verdict of a screen against the baseline. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { breakdownDifference, runBreakdown } from './breakdown';
import { pairedVerdict, spread } from './paired';
import { ACCEPT_LANGUAGE, CHROME_PATH, CHROMIUM_ARGS } from './screens';
import { root } from './stack';
import type { LighthouseFigures, Pair, PairedFigures } from './audit-types';

export type LighthouseOptions = {
  /** Also keep the whole report in reports/lhr/ (for diagnosis). */
  saveLhr: boolean;
};

const lighthouseFlags = ['--headless=new', '--no-sandbox', ...CHROMIUM_ARGS];

/** Lighthouse now and then loses the trace on a loaded machine (NO_NAVSTART, NO_FCP): one more try. */
export async function runLighthouse(url: string, formFactor: 'mobile' | 'desktop', ignoreStatusCode: boolean, options: LighthouseOptions): Promise<LighthouseFigures> {
  const first = await runLighthouseOnce(url, formFactor, ignoreStatusCode, options);
  if (!first.runtimeError) return first;
  console.error(`  retrying after: ${first.runtimeError}`);
  return runLighthouseOnce(url, formFactor, ignoreStatusCode, options);
}

async function runLighthouseOnce(url: string, formFactor: 'mobile' | 'desktop', ignoreStatusCode: boolean, options: LighthouseOptions): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: lighthouseFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        extraHeaders: { 'Accept-Language': ACCEPT_LANGUAGE },
        ignoreStatusCode,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (options.saveLhr) saveLhr(url, formFactor, lhr);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
    };
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failedAudits: Record<string, string[]> = {};
    const findings: Record<string, string[]> = {};
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      const refs = lhr.categories[id]?.auditRefs ?? [];
      failedAudits[id] = refs
        .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      for (const auditId of failedAudits[id]) findings[auditId] = describeItems(lhr.audits[auditId]?.details);
    }
    const consoleItems = (lhr.audits['errors-in-console']?.details as { items?: unknown[] } | undefined)?.items ?? [];
    const consoleErrorsOnlyDocument = consoleItems.length > 0 && consoleItems.every((item) => firstUrl(item) === lhr.finalDisplayedUrl);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      bytes: numeric('total-byte-weight'),
      failedAudits,
      findings,
      consoleErrorsOnlyDocument,
      breakdown: runBreakdown(lhr.audits),
      runtimeError: lhr.runtimeError?.message,
    };
  } finally {
    await chrome.kill();
  }
}

let savedReports = 0;
/** Keeps the whole report (network waterfall, LCP breakdown, main-thread work) for whoever digs into a figure. */
function saveLhr(url: string, formFactor: string, lhr: unknown) {
  const dir = path.join(root, 'reports', 'lhr');
  mkdirSync(dir, { recursive: true });
  const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  savedReports += 1;
  writeFileSync(path.join(dir, `${String(savedReports).padStart(3, '0')}-${slug}-${formFactor}.json`), JSON.stringify(lhr));
}

function firstUrl(value: unknown, depth = 0): string | undefined {
  if (depth > 5 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'url' && typeof inner === 'string' && inner) return inner;
    const found = firstUrl(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function describeItems(details: unknown): string[] {
  const items = (details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const parts = ['description', 'issueType', 'source']
      .map((key) => item[key])
      .filter((value): value is string => typeof value === 'string' && value !== '');
    const node = (item.node as { snippet?: string } | undefined)?.snippet;
    if (node) parts.push(node);
    const url = firstUrl(item);
    if (url) parts.push(url);
    return parts.join(' · ').slice(0, 300);
  });
}

export function pickMedian(runs: LighthouseFigures[]): LighthouseFigures | undefined {
  const valid = runs.filter((run) => Number.isFinite(run.performance));
  if (valid.length === 0) return runs[0];
  const sorted = [...valid].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The pairs where both runs gave a report. */
export function usablePairs(pairs: Pair[]): Pair[] {
  return pairs.filter((pair) => !pair.baseline.runtimeError && !pair.screen.runtimeError);
}

/** Paired differences: performance as baseline − screen (points lost), TBT and LCP as screen − baseline (ms added). */
export function pairedFigures(pairs: Pair[]): PairedFigures {
  const usable = usablePairs(pairs);
  const verdict = pairedVerdict({ baselineScores: usable.map((pair) => pair.baseline.performance), screenScores: usable.map((pair) => pair.screen.performance) });
  return {
    performance: verdict.differences,
    tbtMs: spread(usable.map((pair) => pair.screen.tbtMs - pair.baseline.tbtMs)),
    lcpMs: spread(usable.map((pair) => pair.screen.lcpMs - pair.baseline.lcpMs)),
    baselineMedian: verdict.baseline,
    screenMedian: verdict.screen,
    broken: usable.length === 0 ? ['mobile lighthouse: no pair where both runs gave a report'] : verdict.broken,
    where: breakdownDifference(usable.map((pair) => ({ baseline: pair.baseline.breakdown, screen: pair.screen.breakdown }))),
  };
}
