/** The audit's printed report: the paired table, the A/A noise line, where each difference goes, what broke. */
import { formatBreakdown } from './breakdown';
import { printInputDelay } from './input-delay-print';
import { bootstrapExceedRate, formatSpread, PAIRED_BUDGET } from './paired';
import { formatTable, kB, print } from './report';
import { usablePairs } from './audit-lighthouse';
import type { LighthouseFigures, Row } from './audit-types';

export const fmt = (value: number | undefined, digits = 0) => (value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits));

/** Prints every table and list of the audit; answers the A/A line (for the report file) and the rows that broke a budget. */
export function printAudit({ rows, baseline, site, pairs }: { rows: Row[]; baseline: Row | undefined; site: string; pairs: number }): {
  aaLine: string;
  brokenRows: Row[];
} {
  const headers = ['screen', 'lang', 'mob perf', 'Δ perf [IQR]', 'desk perf', 'a11y', 'bp', 'seo', 'LCP s', 'Δ LCP ms [IQR]', 'CLS', 'TBT ms', 'Δ TBT ms [IQR]', 'bytes kB', 'axe', 'html', 'JS kB gz', 'Δ JS', 'doc kB gz', 'Δ doc', 'RSC kB gz', 'Δ RSC', 'budget'];
  const table = rows.map((row) => {
    const mobile = row.mobile;
    const desktop = row.desktop;
    const lowest = (pick: (run: LighthouseFigures) => number) =>
      Math.min(...[mobile, desktop].filter((run): run is LighthouseFigures => !!run && !run.runtimeError).map(pick));
    const js = row.browser?.jsBytes;
    const over = (value: number | undefined, reference: number | undefined) =>
      row.isBaseline ? '' : value === undefined || reference === undefined ? '–' : `${value >= reference ? '+' : ''}${kB(value - reference)}`;
    return [
      row.screen,
      row.lang,
      row.paired ? fmt(row.paired.screenMedian) : fmt(mobile?.performance),
      row.paired ? formatSpread(row.paired.performance) : '–',
      fmt(desktop?.performance),
      mobile ? fmt(lowest((run) => run.accessibility)) : '–',
      mobile ? fmt(lowest((run) => run.bestPractices)) : '–',
      mobile ? `${fmt(lowest((run) => run.seo))}${row.auditsByDesign.length > 0 ? '*' : ''}` : '–',
      mobile ? fmt(mobile.lcpMs / 1000, 2) : '–',
      row.paired ? formatSpread(row.paired.lcpMs) : '–',
      mobile ? fmt(Math.max(mobile.cls, desktop && !desktop.runtimeError ? desktop.cls : 0), 3) : '–',
      fmt(mobile?.tbtMs),
      row.paired ? formatSpread(row.paired.tbtMs) : '–',
      mobile ? kB(mobile.bytes) : '–',
      String(Object.values(row.browser?.axe ?? {}).reduce((sum, count) => sum + count, 0)),
      String(row.htmlErrors.length),
      js === undefined ? '–' : kB(js),
      over(js, baseline?.browser?.jsBytes),
      row.browser ? kB(row.browser.documentBytes) : '–',
      over(row.browser?.documentBytes, baseline?.browser?.documentBytes),
      row.browser ? kB(row.browser.payloadBytes) : '–',
      over(row.browser?.payloadBytes, baseline?.browser?.payloadBytes),
      row.isBaseline ? 'reference (A/A)' : row.broken.length === 0 ? 'ok' : `BROKEN (${row.broken.length})`,
    ];
  });
  print(
    `\nAudit of ${site} (${pairs > 0 ? `mobile: ${pairs} pairs per screen, baseline run then screen run, each in a fresh browser; mob perf = the screen's median; Δ perf = baseline − screen, Δ LCP and Δ TBT = screen − baseline, median [interquartile range] of the pairs; the baseline row pairs the baseline with itself` : 'no Lighthouse'}; a11y/bp/seo = lower of mobile and desktop; seo* = noindex or 404 by design; axe = violating nodes; JS = compressed bytes of main-frame scripts; doc = the HTML document gzip-compressed; RSC = the React payload inlined in it, compressed alone; Δ = over the baseline page)\n`,
  );
  print(formatTable(headers, table));
  let aaLine = '';
  if (baseline?.paired) {
    const differences = usablePairs(baseline.pairs).map((pair) => pair.baseline.performance - pair.screen.performance);
    const falseAlarms = bootstrapExceedRate(differences, pairs, PAIRED_BUDGET.maxMedianDifference);
    const wide = differences.filter((difference) => Math.abs(difference) > PAIRED_BUDGET.maxMedianDifference).length;
    aaLine =
      `A/A noise (the baseline paired with itself, ${pairs} pairs): Δ perf ${formatSpread(baseline.paired.performance)} points, ` +
      `Δ TBT ${formatSpread(baseline.paired.tbtMs)} ms, Δ LCP ${formatSpread(baseline.paired.lcpMs)} ms; ` +
      `${wide} of ${differences.length} single pairs differ by more than ${PAIRED_BUDGET.maxMedianDifference} points; ` +
      `a ${pairs}-pair verdict drawn from these pairs would break the ${PAIRED_BUDGET.maxMedianDifference}-point budget in ${fmt(falseAlarms * 100, 1)} % of 10,000 resamples`;
    print(`\n${aaLine}`);
  }
  const explained = rows.filter((row) => !row.isBaseline && row.paired);
  if (explained.length > 0) {
    print(
      "\nWhere each screen's difference goes (Lighthouse's trace of each run, simulated slow phone; medians over the pairs of screen − baseline, ms; main thread and scripts: the largest additions):",
    );
    for (const row of explained) print(`- ${row.screen} ${row.lang} (Δ perf ${formatSpread(row.paired!.performance)}): ${formatBreakdown(row.paired!.where)}`);
  }
  const delays = rows.filter((row) => row.inputDelay).map((row) => ({ lang: row.lang, figures: row.inputDelay! }));
  if (delays.length > 0) printInputDelay(delays);

  const brokenRows = rows.filter((row) => row.broken.length > 0);
  if (brokenRows.length > 0) {
    print('\nBroken budgets:');
    for (const row of brokenRows) print(`- ${row.screen} ${row.lang} (${row.path}): ${row.broken.join('; ')}`);
  }
  const findings = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const run of [row.mobile, row.desktop]) {
      for (const [auditId, items] of Object.entries(run?.findings ?? {})) {
        const set = findings.get(auditId) ?? new Set<string>();
        for (const item of items) set.add(`${row.screen} ${row.lang}: ${item}`);
        findings.set(auditId, set);
      }
    }
  }
  if (findings.size > 0) {
    print('\nLighthouse findings (a11y, best practices, SEO):');
    for (const [auditId, items] of findings) print(`- ${auditId}\n    ${[...items].slice(0, 8).join('\n    ')}`);
  }
  const withHtmlErrors = rows.filter((row) => row.htmlErrors.length > 0);
  if (withHtmlErrors.length > 0) {
    print('\nHTML errors (Nu checker, first 3 per page):');
    for (const row of withHtmlErrors) {
      for (const error of row.htmlErrors.slice(0, 3)) print(`- ${row.screen} ${row.lang} line ${error.line ?? '?'}: ${error.message}`);
    }
  }

  return { aaLine, brokenRows };
}
