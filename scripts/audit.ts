/**
 * `npm run audit`: Lighthouse on mobile, measured in pairs against an empty page of the same build
 * (the baseline): for each screen, baseline → screen → baseline → screen … in fresh browsers, so both
 * sides of a pair see the same load on this shared machine; the verdict is the median of the paired
 * differences, with its interquartile range, and the baseline paired with itself (A/A) shows the
 * method's own noise. Also Lighthouse on desktop, axe-core, the Nu HTML checker, the JavaScript each
 * route loads, and the application form's input delay on a slow phone (scripts/lib/input-delay.ts),
 * for every screen in pt and en, against a production build on a freshly seeded local panel.
 * Prints the tables, writes them with every figure to reports/audit-<time>.json and .md and exits 1
 * when a budget is broken.
 *
 *   npm run audit                          full run, 5 pairs per screen (about 100 min on 2 cores; ~50 with --lang pt)
 *   npm run audit -- --pairs 3             fewer (or more) pairs per screen and for the A/A line
 *   npm run audit -- --quick               2 pairs, home/profile/application, pt only
 *   npm run audit -- --only profile,application  some screens (both locales unless --lang)
 *   npm run audit -- --reuse-build         skip `next build` when .next-audit is current
 *   npm run audit -- --save-lhr            also keep every Lighthouse report in reports/lhr/ (for diagnosis)
 *   npm run audit -- --no-input-delay      leave out the application form's input delay
 *   npm run audit -- --no-lighthouse       the weights, axe and the HTML checker only (a few minutes)
 *   npm run audit -- --talents 1000        a panel seeded with that many talents (the rosters' weight at scale)
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { measureInputDelay } from './lib/input-delay';
import { beginRun, finishRun } from './lib/report';
import { ACCEPT_LANGUAGE, BASELINE_PATH, CHROME_PATH, CHROMIUM_ARGS, QUICK_SCREENS, resolveScreenPath, SCREENS } from './lib/screens';
import { root, type Stack } from './lib/stack';
import { startAuditStack } from './lib/audit-build';
import { measureInBrowser, warmImages } from './lib/audit-browser';
import { checkBudgets } from './lib/audit-budgets';
import { runNuChecker } from './lib/audit-html';
import { pairedFigures, pickMedian, runLighthouse as runLighthouseWith } from './lib/audit-lighthouse';
import { printAudit } from './lib/audit-print';
import { BUDGET, type LighthouseFigures, type Row, type Target } from './lib/audit-types';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    lang: { type: 'string' },
    pairs: { type: 'string' },
    'no-input-delay': { type: 'boolean', default: false },
    'reuse-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'save-lhr': { type: 'boolean', default: false },
    talents: { type: 'string' },
  },
});

function targets(): Target[] {
  const only = (args.only ?? []).flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
  const unknown = only.filter((name) => !SCREENS.some((screen) => screen.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown screen(s): ${unknown.join(', ')}. Known: ${SCREENS.map((screen) => screen.name).join(', ')}`);
    process.exit(2);
  }
  const names = only.length > 0 ? only : args.quick ? [...QUICK_SCREENS] : SCREENS.map((screen) => screen.name);
  const langs = (args.lang ? [args.lang] : args.quick ? ['pt'] : ['pt', 'en']) as Array<'pt' | 'en'>;
  const list: Target[] = [{ screen: 'baseline', lang: '-', path: BASELINE_PATH, expectStatus: 200, isBaseline: true, auditsByDesign: [] }];
  for (const screen of SCREENS.filter((candidate) => names.includes(candidate.name))) {
    for (const lang of langs) {
      list.push({
        screen: screen.name,
        lang,
        path: screen[lang],
        expectStatus: screen.expectStatus ?? 200,
        isBaseline: false,
        auditsByDesign: screen.auditsByDesign ?? [],
      });
    }
  }
  return list;
}

const runLighthouse = (url: string, formFactor: 'mobile' | 'desktop', ignoreStatusCode: boolean) =>
  runLighthouseWith(url, formFactor, ignoreStatusCode, { saveLhr: args['save-lhr'] });

async function main(): Promise<number> {
  const list = targets();
  const pairs = args['no-lighthouse'] ? 0 : Number(args.pairs ?? (args.quick ? 2 : 5));
  const htmlDir = path.join(root, 'reports', 'audit-html');
  rmSync(htmlDir, { recursive: true, force: true });
  mkdirSync(htmlDir, { recursive: true });

  let stack: Stack | undefined;
  let browser: Browser | undefined;
  try {
    stack = await startAuditStack({ reuseBuild: args['reuse-build'], talents: args.talents ? Number(args.talents) : undefined });
    // The run's record (duration, the machine's load) covers the measuring, not the build.
    beginRun();
    const site = stack.site.url;
    console.error(`site ${site} on panel ${stack.panel.url}; ${list.length} pages, ${pairs} mobile pair(s) each`);
    // The package screen's token is the one this panel seeded.
    for (const target of list) target.path = await resolveScreenPath(target.path, stack.panel);
    const rows: Row[] = list.map((target) => ({ ...target, url: `${site}${target.path}`, htmlErrors: [], pairs: [], mobileRuns: [], broken: [] }));

    browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
    for (const row of rows) {
      await fetch(row.url, { headers: { 'Accept-Language': ACCEPT_LANGUAGE } }).then((response) => response.arrayBuffer()).catch(() => undefined);
      await warmImages(browser, row.url);
    }
    for (const row of rows) {
      console.error(`browser: ${row.screen} ${row.lang}`);
      row.browser = await measureInBrowser(browser, row, row.url, htmlDir);
    }
    if (!args['no-input-delay']) {
      for (const row of rows.filter((candidate) => candidate.screen === 'application')) {
        console.error(`input delay: ${row.screen} ${row.lang}`);
        row.inputDelay = await measureInputDelay(browser, row.url, { acceptLanguage: ACCEPT_LANGUAGE });
      }
    }
    await browser.close();
    browser = undefined;

    const htmlErrors = runNuChecker(rows.flatMap((row) => (row.browser ? [row.browser.htmlFile] : [])));
    for (const row of rows) row.htmlErrors = row.browser ? (htmlErrors.get(row.browser.htmlFile) ?? []) : [];

    const baseline = rows.find((row) => row.isBaseline);
    if (pairs > 0 && baseline) {
      // The method's own noise first: the baseline paired with itself.
      for (let pair = 0; pair < pairs; pair += 1) {
        console.error(`lighthouse mobile A/A ${pair + 1}/${pairs}`);
        const first = await runLighthouse(baseline.url, 'mobile', false);
        baseline.pairs.push({ baseline: first, screen: await runLighthouse(baseline.url, 'mobile', false) });
      }
      baseline.mobileRuns = baseline.pairs.flatMap((pair) => [pair.baseline, pair.screen]);
      baseline.mobile = pickMedian(baseline.mobileRuns);
      baseline.paired = pairedFigures(baseline.pairs);
      baseline.desktop = await runLighthouse(baseline.url, 'desktop', false);
      for (const row of rows.filter((candidate) => !candidate.isBaseline)) {
        const ignoreStatusCode = row.expectStatus !== 200;
        for (let pair = 0; pair < pairs; pair += 1) {
          console.error(`lighthouse mobile pair ${pair + 1}/${pairs}: ${row.screen} ${row.lang}`);
          const before = await runLighthouse(baseline.url, 'mobile', false);
          row.pairs.push({ baseline: before, screen: await runLighthouse(row.url, 'mobile', ignoreStatusCode) });
        }
        row.mobileRuns = row.pairs.map((pair) => pair.screen);
        row.mobile = pickMedian(row.mobileRuns);
        row.paired = pairedFigures(row.pairs);
        console.error(`lighthouse desktop: ${row.screen} ${row.lang}`);
        row.desktop = await runLighthouse(row.url, 'desktop', ignoreStatusCode);
      }
    }
    for (const row of rows) if (!row.isBaseline) row.broken = checkBudgets(row, baseline);

    const { aaLine, brokenRows } = printAudit({ rows, baseline, site, pairs });

    const strip = ({ failedAudits: _failed, findings: _findings, ...run }: LighthouseFigures) => run;
    finishRun('audit', {
      site,
      panel: stack.panel.url,
      pairs,
      aaNoise: aaLine,
      budgets: BUDGET,
      chromium: CHROME_PATH,
      rows: rows.map(({ mobileRuns: _runs, pairs: rowPairs, ...row }) => ({
        ...row,
        pairs: rowPairs.map((pair) => ({ baseline: strip(pair.baseline), screen: strip(pair.screen) })),
      })),
    });
    return brokenRows.length > 0 ? 1 : 0;
  } finally {
    await browser?.close().catch(() => undefined);
    await stack?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
