/**
 * `npm run audit`: Lighthouse (mobile median of 3 + desktop), axe-core, the Nu HTML checker and the
 * JavaScript each route loads, for every screen in pt and en, against a production build on a
 * freshly seeded local panel, next to an empty page of the same build (the baseline).
 * Prints one table, writes reports/audit.json and exits 1 when a budget is broken.
 *
 *   npm run audit                          full run (about 30 min on 2 cores)
 *   npm run audit -- --quick               one Lighthouse run, home/profile/apply, pt only
 *   npm run audit -- --only profile,apply  some screens (both locales unless --lang)
 *   npm run audit -- --reuse-build         skip `next build` when .next-audit is current
 *   npm run audit -- --save-lhr            also keep every Lighthouse report in reports/lhr/ (for diagnosis)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { formatTable, kB, writeReport } from './lib/report';
import { ACCEPT_LANGUAGE, BASELINE_PATH, CHROME_PATH, CHROMIUM_ARGS, QUICK_SCREENS, SCREENS } from './lib/screens';
import { root, startStack, type Stack } from './lib/stack';

const BUDGET = {
  mobilePerformanceMin: 90,
  mobilePerformanceBelowBaselineMax: 5,
  desktopPerformanceMin: 98,
  categoryScore: 100,
  clsMax: 0.05,
  jsOverBaselineKb: 40,
  jsOverBaselineKbApplyForm: 100,
} as const;

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    lang: { type: 'string' },
    runs: { type: 'string' },
    'reuse-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'save-lhr': { type: 'boolean', default: false },
  },
});

type Target = {
  screen: string;
  lang: 'pt' | 'en' | '-';
  path: string;
  expectStatus: number;
  isBaseline: boolean;
  auditsByDesign: readonly string[];
};

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

type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
  failedAudits: Record<string, string[]>;
  /** What a failed a11y / best-practices / SEO audit found (first items), for whoever fixes it. */
  findings: Record<string, string[]>;
  /** Every console error is the page's own document failing (what a 404 page does by definition). */
  consoleErrorsOnlyDocument: boolean;
  runtimeError?: string;
};

type BrowserFigures = {
  status: number;
  jsBytes: number;
  jsFiles: number;
  axe: Record<string, number>;
  axeDetails: Array<{ rule: string; impact: string | null; targets: string[] }>;
  consoleErrors: string[];
  cspViolations: string[];
  htmlFile: string;
};

type Row = Target & {
  url: string;
  browser?: BrowserFigures;
  htmlErrors: Array<{ line?: number; message: string }>;
  mobileRuns: LighthouseFigures[];
  mobile?: LighthouseFigures;
  desktop?: LighthouseFigures;
  broken: string[];
};

const lighthouseFlags = ['--headless=new', '--no-sandbox', ...CHROMIUM_ARGS];

/** Lighthouse now and then loses the trace on a loaded machine (NO_NAVSTART, NO_FCP): one more try. */
async function runLighthouse(url: string, formFactor: 'mobile' | 'desktop', ignoreStatusCode: boolean): Promise<LighthouseFigures> {
  const first = await runLighthouseOnce(url, formFactor, ignoreStatusCode);
  if (!first.runtimeError) return first;
  console.error(`  retrying after: ${first.runtimeError}`);
  return runLighthouseOnce(url, formFactor, ignoreStatusCode);
}

async function runLighthouseOnce(url: string, formFactor: 'mobile' | 'desktop', ignoreStatusCode: boolean): Promise<LighthouseFigures> {
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
    if (args['save-lhr']) saveLhr(url, formFactor, lhr);
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

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  // Finite animations only: a looping slideshow never ends, a page fade does.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity).length === 0,
      undefined,
      { timeout: 8_000, polling: 100 },
    )
    .catch(() => undefined);
}

async function measureInBrowser(browser: Browser, target: Target, url: string, htmlDir: string): Promise<BrowserFigures> {
  // A fresh context per page: empty HTTP cache, so every script the route needs is on the wire.
  const context = await browser.newContext({ locale: 'pt-BR', extraHTTPHeaders: { 'Accept-Language': ACCEPT_LANGUAGE } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || 'document'}:${event.lineNumber})`);
    });
  });
  const scripts: Array<Promise<number>> = [];
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message.slice(0, 300)}`));
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script' || request.frame() !== page.mainFrame()) return;
    scripts.push(request.sizes().then((sizes) => sizes.responseBodySize, () => 0));
  });
  try {
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const status = response?.status() ?? 0;
    const html = (await response?.text()) ?? '';
    const htmlFile = path.join(htmlDir, `${target.screen}-${target.lang}.html`);
    writeFileSync(htmlFile, html);
    await settle(page);
    const sizes = await Promise.all(scripts);
    const cspViolations = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    const result = await new AxeBuilder({ page }).analyze();
    const axe: Record<string, number> = {};
    for (const violation of result.violations) axe[violation.id] = violation.nodes.length;
    return {
      status,
      jsBytes: sizes.reduce((sum, size) => sum + size, 0),
      jsFiles: sizes.length,
      axe,
      axeDetails: result.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? null,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      })),
      consoleErrors,
      cspViolations: [...new Set(cspViolations)],
      htmlFile,
    };
  } finally {
    await context.close();
  }
}

/** Loads a page at Lighthouse's mobile and desktop viewports so the image optimizer has every size cached. */
async function warmImages(browser: Browser, url: string): Promise<void> {
  for (const viewport of [
    { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true },
    { width: 1350, height: 940, deviceScaleFactor: 1, isMobile: false },
  ]) {
    const context = await browser.newContext({ ...viewport, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await context.close();
  }
}

function runNuChecker(files: string[]): Map<string, Array<{ line?: number; message: string }>> {
  const byFile = new Map<string, Array<{ line?: number; message: string }>>(files.map((file) => [file, []]));
  if (files.length === 0) return byFile;
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  let output: string;
  try {
    output = execFileSync(process.env.JAVA ?? 'java', ['-jar', jar, '--format', 'json', '--stdout', '--exit-zero-always', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    throw new Error(`The Nu HTML checker could not run (is Java 17 installed?): ${(error as Error).message}`);
  }
  const parsed = JSON.parse(output) as { messages: Array<{ type: string; subType?: string; url?: string; message: string; lastLine?: number }> };
  for (const message of parsed.messages) {
    if (message.type !== 'error') continue;
    const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
    const list = byFile.get(file) ?? byFile.get(path.resolve(file));
    list?.push({ line: message.lastLine, message: message.message });
  }
  return byFile;
}

function pickMedian(runs: LighthouseFigures[]): LighthouseFigures | undefined {
  const valid = runs.filter((run) => Number.isFinite(run.performance));
  if (valid.length === 0) return runs[0];
  const sorted = [...valid].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function checkBudgets(row: Row, baseline: Row | undefined): string[] {
  const broken: string[] = [];
  const status = row.browser?.status ?? 0;
  if (status !== row.expectStatus) broken.push(`status ${status} (expected ${row.expectStatus})`);
  const mobile = row.mobile;
  const desktop = row.desktop;
  if (mobile && !mobile.runtimeError) {
    if (!(mobile.performance >= BUDGET.mobilePerformanceMin)) broken.push(`mobile perf ${mobile.performance} < ${BUDGET.mobilePerformanceMin}`);
    const floor = baseline?.mobile?.performance;
    if (floor !== undefined && Number.isFinite(floor) && !(mobile.performance >= floor - BUDGET.mobilePerformanceBelowBaselineMax)) {
      broken.push(`mobile perf ${mobile.performance} more than ${BUDGET.mobilePerformanceBelowBaselineMax} below baseline ${floor}`);
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
    const allowance = (row.screen === 'apply' ? BUDGET.jsOverBaselineKbApplyForm : BUDGET.jsOverBaselineKb) * 1024;
    const over = row.browser.jsBytes - baseline.browser.jsBytes;
    if (over > allowance) broken.push(`JS +${kB(over)} kB over baseline (budget +${kB(allowance)} kB)`);
  }
  return broken;
}

const fmt = (value: number | undefined, digits = 0) => (value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits));

async function main(): Promise<number> {
  const list = targets();
  const runs = args['no-lighthouse'] ? 0 : Number(args.runs ?? (args.quick ? 1 : 3));
  const htmlDir = path.join(root, 'reports', 'audit-html');
  rmSync(htmlDir, { recursive: true, force: true });
  mkdirSync(htmlDir, { recursive: true });
  const started = Date.now();

  let stack: Stack | undefined;
  let browser: Browser | undefined;
  try {
    stack = await startStack({
      distDir: '.next-audit',
      label: 'audit',
      reuseBuild: args['reuse-build'],
      extraEnv: { AUDIT_BASELINE: '1' },
    });
    const site = stack.site.url;
    console.error(`site ${site} on panel ${stack.panel.url}; ${list.length} pages, ${runs} mobile run(s) each`);
    const rows: Row[] = list.map((target) => ({ ...target, url: `${site}${target.path}`, htmlErrors: [], mobileRuns: [], broken: [] }));

    browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
    for (const row of rows) {
      await fetch(row.url, { headers: { 'Accept-Language': ACCEPT_LANGUAGE } }).then((response) => response.arrayBuffer()).catch(() => undefined);
      await warmImages(browser, row.url);
    }
    for (const row of rows) {
      console.error(`browser: ${row.screen} ${row.lang}`);
      row.browser = await measureInBrowser(browser, row, row.url, htmlDir);
    }
    await browser.close();
    browser = undefined;

    const htmlErrors = runNuChecker(rows.flatMap((row) => (row.browser ? [row.browser.htmlFile] : [])));
    for (const row of rows) row.htmlErrors = row.browser ? (htmlErrors.get(row.browser.htmlFile) ?? []) : [];

    if (runs > 0) {
      for (const row of rows) {
        const ignoreStatusCode = row.expectStatus !== 200;
        for (let run = 0; run < runs; run += 1) {
          console.error(`lighthouse mobile ${run + 1}/${runs}: ${row.screen} ${row.lang}`);
          row.mobileRuns.push(await runLighthouse(row.url, 'mobile', ignoreStatusCode));
        }
        row.mobile = pickMedian(row.mobileRuns);
        console.error(`lighthouse desktop: ${row.screen} ${row.lang}`);
        row.desktop = await runLighthouse(row.url, 'desktop', ignoreStatusCode);
      }
    }

    const baseline = rows.find((row) => row.isBaseline);
    let baselineDrift = '';
    if (runs > 0 && baseline && rows.length > 2) {
      // The machine's load can change over a long run: the baseline is measured again at the end and
      // its median over both ends is the floor the screens are compared with.
      const atStart = baseline.mobile?.performance;
      const endRuns: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        console.error(`lighthouse mobile ${run + 1}/${runs}: baseline again`);
        endRuns.push(await runLighthouse(baseline.url, 'mobile', false));
      }
      baseline.mobileRuns.push(...endRuns);
      baseline.mobile = pickMedian(baseline.mobileRuns);
      baselineDrift = `baseline mobile performance: ${fmt(atStart)} at the start, ${fmt(pickMedian(endRuns)?.performance)} at the end, ${fmt(baseline.mobile?.performance)} used`;
    }
    for (const row of rows) if (!row.isBaseline) row.broken = checkBudgets(row, baseline);

    const headers = ['screen', 'lang', 'mob perf', 'desk perf', 'a11y', 'bp', 'seo', 'LCP s', 'CLS', 'TBT ms', 'bytes kB', 'axe', 'html', 'JS kB gz', 'Δ JS', 'budget'];
    const table = rows.map((row) => {
      const mobile = row.mobile;
      const desktop = row.desktop;
      const lowest = (pick: (run: LighthouseFigures) => number) =>
        Math.min(...[mobile, desktop].filter((run): run is LighthouseFigures => !!run && !run.runtimeError).map(pick));
      const js = row.browser?.jsBytes;
      const deltaJs = js !== undefined && baseline?.browser ? js - baseline.browser.jsBytes : undefined;
      return [
        row.screen,
        row.lang,
        fmt(mobile?.performance),
        fmt(desktop?.performance),
        mobile ? fmt(lowest((run) => run.accessibility)) : '–',
        mobile ? fmt(lowest((run) => run.bestPractices)) : '–',
        mobile ? `${fmt(lowest((run) => run.seo))}${row.auditsByDesign.length > 0 ? '*' : ''}` : '–',
        mobile ? fmt(mobile.lcpMs / 1000, 2) : '–',
        mobile ? fmt(Math.max(mobile.cls, desktop && !desktop.runtimeError ? desktop.cls : 0), 3) : '–',
        fmt(mobile?.tbtMs),
        mobile ? kB(mobile.bytes) : '–',
        String(Object.values(row.browser?.axe ?? {}).reduce((sum, count) => sum + count, 0)),
        String(row.htmlErrors.length),
        js === undefined ? '–' : kB(js),
        row.isBaseline ? '' : deltaJs === undefined ? '–' : `${deltaJs >= 0 ? '+' : ''}${kB(deltaJs)}`,
        row.isBaseline ? 'reference' : row.broken.length === 0 ? 'ok' : `BROKEN (${row.broken.length})`,
      ];
    });
    console.log(`\nAudit of ${site} (${runs > 0 ? `mobile = median of ${runs}` : 'no Lighthouse'}; a11y/bp/seo = lower of mobile and desktop; seo* = noindex or 404 by design; axe = violating nodes; JS = compressed bytes of main-frame scripts)\n`);
    console.log(formatTable(headers, table));
    if (baselineDrift) console.log(`\n${baselineDrift}`);

    const brokenRows = rows.filter((row) => row.broken.length > 0);
    if (brokenRows.length > 0) {
      console.log('\nBroken budgets:');
      for (const row of brokenRows) console.log(`- ${row.screen} ${row.lang} (${row.path}): ${row.broken.join('; ')}`);
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
      console.log('\nLighthouse findings (a11y, best practices, SEO):');
      for (const [auditId, items] of findings) console.log(`- ${auditId}\n    ${[...items].slice(0, 8).join('\n    ')}`);
    }
    const withHtmlErrors = rows.filter((row) => row.htmlErrors.length > 0);
    if (withHtmlErrors.length > 0) {
      console.log('\nHTML errors (Nu checker, first 3 per page):');
      for (const row of withHtmlErrors) {
        for (const error of row.htmlErrors.slice(0, 3)) console.log(`- ${row.screen} ${row.lang} line ${error.line ?? '?'}: ${error.message}`);
      }
    }

    const file = writeReport('audit.json', {
      generatedAt: new Date().toISOString(),
      durationSeconds: Math.round((Date.now() - started) / 1000),
      site,
      panel: stack.panel.url,
      lighthouseRuns: runs,
      baselineDrift,
      budgets: BUDGET,
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version, chromium: CHROME_PATH },
      rows: rows.map(({ mobileRuns, ...row }) => ({ ...row, mobileRuns: mobileRuns.map(({ failedAudits: _failed, findings: _findings, ...run }) => run) })),
    });
    console.log(`\nWrote ${file} in ${Math.round((Date.now() - started) / 1000)} s.`);
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
