/** The audit's budgets, checked for one row against the baseline row. */
import { INPUT_DELAY_BUDGET_MS } from './input-delay';
import { kB } from './report';
import { BUDGET, type Row } from './audit-types';

export function checkBudgets(row: Row, baseline: Row | undefined): string[] {
  const broken: string[] = [];
  const status = row.browser?.status ?? 0;
  if (status !== row.expectStatus) broken.push(`status ${status} (expected ${row.expectStatus})`);
  const mobile = row.mobile;
  const desktop = row.desktop;
  if (row.paired) broken.push(...row.paired.broken);
  if (row.inputDelay) {
    for (const measure of ['key', 'select'] as const) {
      const median = row.inputDelay[measure].medianMs;
      // The select's own control says how much of its figure the browser's picker alone takes here.
      const control = measure === 'select' ? ` (the same select alone: ${row.inputDelay.selectAlone.medianMs} ms)` : '';
      if (!(median <= INPUT_DELAY_BUDGET_MS)) broken.push(`input delay (${measure === 'key' ? 'first key' : 'tap on a select'}) ${median} ms > ${INPUT_DELAY_BUDGET_MS} ms${control}`);
    }
  }
  if (desktop && !desktop.runtimeError && !(desktop.performance >= BUDGET.desktopPerformanceMin)) broken.push(`desktop perf ${desktop.performance} < ${BUDGET.desktopPerformanceMin}`);
  for (const [label, run] of [['mobile', mobile], ['desktop', desktop]] as const) {
    if (!run) continue;
    if (run.runtimeError) {
      broken.push(`${label} lighthouse: ${run.runtimeError}`);
      continue;
    }
    const categories: Array<[string, number, string]> = [
      ['a11y', run.accessibility, 'accessibility'],
      ['best practices', run.bestPractices, 'best-practices'],
      ['seo', run.seo, 'seo'],
    ];
    for (const [name, value, id] of categories) {
      // Audits a screen fails on purpose (noindex, a 404 status and the console line it causes) do not count; any other does.
      const byDesign = new Set(row.auditsByDesign);
      if (row.expectStatus !== 200 && run.consoleErrorsOnlyDocument) byDesign.add('errors-in-console');
      const failed = (run.failedAudits[id] ?? []).filter((audit) => !byDesign.has(audit));
      const exempted = (run.failedAudits[id] ?? []).length > failed.length;
      if (exempted ? failed.length > 0 : !(value >= BUDGET.categoryScore)) broken.push(`${label} ${name} ${value} (${failed.join(', ') || '?'})`);
    }
    if (!(run.cls < BUDGET.clsMax)) broken.push(`${label} CLS ${run.cls.toFixed(3)} ≥ ${BUDGET.clsMax}`);
  }
  if ((row.browser?.cspViolations.length ?? 0) > 0) broken.push(`CSP violations: ${row.browser?.cspViolations.join('; ')}`);
  const axeRules = Object.keys(row.browser?.axe ?? {});
  if (axeRules.length > 0) broken.push(`axe: ${axeRules.join(', ')}`);
  if (row.htmlErrors.length > 0) broken.push(`${row.htmlErrors.length} HTML error(s)`);
  if (row.browser && baseline?.browser) {
    const allowance = (row.screen === 'application' ? BUDGET.jsOverBaselineKbApplicationForm : BUDGET.jsOverBaselineKb) * 1024;
    const over = row.browser.jsBytes - baseline.browser.jsBytes;
    if (over > allowance) broken.push(`JS +${kB(over)} kB over baseline (budget +${kB(allowance)} kB)`);
  }
  return broken;
}
