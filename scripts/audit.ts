/**
 * `npm run audit`: Lighthouse on mobile, measured in pairs against an empty page of the same build
 * (the baseline): for each screen, baseline → screen → baseline → screen … in fresh browsers, so both
 * sides of a pair see the same load on this shared machine; the verdict is the median of the paired
 * differences, with its interquartile range, and the baseline paired with itself (A/A) shows the
 * method's own noise. Also Lighthouse on desktop, axe-core, the Nu HTML checker, the JavaScript each
 * route loads, and the application form's input delay on a slow phone (scripts/lib/input-delay.ts),
 * for every screen in pt and en, against a production build on a freshly seeded local panel.
 * Prints the tables, writes reports/audit.json and exits 1 when a budget is broken.
 *
 *   npm run audit                          full run, 5 pairs per screen (about 100 min on 2 cores; ~50 with --lang pt)
 *   npm run audit -- --pairs 3             fewer (or more) pairs per screen and for the A/A line
 *   npm run audit -- --quick               2 pairs, home/profile/apply, pt only
 *   npm run audit -- --only profile,apply  some screens (both locales unless --lang)
 *   npm run audit -- --reuse-build         skip `next build` when .next-audit is current
 *   npm run audit -- --save-lhr            also keep every Lighthouse report in reports/lhr/ (for diagnosis)
 *   npm run audit -- --no-input-delay      leave out the application form's input delay
 *   npm run audit -- --no-lighthouse       the weights, axe and the HTML checker only (a few minutes)
 *   npm run audit -- --talents 1000        a panel seeded with that many talents (the rosters' weight at scale)
 */
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { measureInputDelay, printInputDelay, INPUT_DELAY_BUDGET_MS, type InputDelayFigures } from './lib/input-delay';
import { breakdownDifference, formatBreakdown, runBreakdown, type BreakdownDifference, type RunBreakdown } from './lib/breakdown';
import { bootstrapExceedRate, formatSpread, pairedVerdict, PAIRED_BUDGET, spread, type Spread } from './lib/paired';
import { formatTable, kB, writeReport } from './lib/report';
import { ACCEPT_LANGUAGE, BASELINE_PATH, CHROME_PATH, CHROMIUM_ARGS, QUICK_SCREENS, SCREENS } from './lib/screens';
import { root, startStack, type Stack } from './lib/stack';

const BUDGET = {
  mobilePaired: PAIRED_BUDGET,
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
    pairs: { type: 'string' },
    'no-input-delay': { type: 'boolean', default: false },
    'reuse-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'save-lhr': { type: 'boolean', default: false },
    talents: { type: 'string' },
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
  /** LCP element and phases, main-thread work, time per script: where a difference goes. */
  breakdown: RunBreakdown;
  runtimeError?: string;
};

type BrowserFigures = {
  status: number;
  jsBytes: number;
  jsFiles: number;
  /** The HTML document gzip-compressed, and the part of it that is the React payload (the inline flight data). */
  documentBytes: number;
  payloadBytes: number;
  axe: Record<string, number>;
  axeDetails: Array<{ rule: string; impact: string | null; targets: string[] }>;
  consoleErrors: string[];
  cspViolations: string[];
  htmlFile: string;
};

type Pair = { baseline: LighthouseFigures; screen: LighthouseFigures };

type PairedFigures = {
  performance: Spread;
  tbtMs: Spread;
  lcpMs: Spread;
  baselineMedian: number;
  screenMedian: number;
  broken: string[];
  /** Median over the pairs of screen − baseline: LCP phases, main-thread groups, scripts. */
  where: BreakdownDifference;
};

type Row = Target & {
  url: string;
  browser?: BrowserFigures;
  htmlErrors: Array<{ line?: number; message: string }>;
  /** Mobile Lighthouse: each screen run with the baseline run made just before it (the baseline row: A/A pairs). */
  pairs: Pair[];
  paired?: PairedFigures;
  inputDelay?: InputDelayFigures;
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
    const weight = documentWeight(html);
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
      ...weight,
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

/**
 * A document's weight as a browser on a slow link receives it: the HTML gzip-compressed, and the
 * React payload inlined in it (`self.__next_f.push([1, "…"])`, what hydration reads) compressed alone.
 */
function documentWeight(html: string): { documentBytes: number; payloadBytes: number } {
  const chunks: string[] = [];
  for (const match of html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)) chunks.push(JSON.parse(match[1]!) as string);
  return { documentBytes: gzipSync(html).length, payloadBytes: chunks.length === 0 ? 0 : gzipSync(chunks.join('')).length };
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

const sourceLines = new Map<string, string[]>();

/** The checked file's text just before a reported position (its `extract` is too short to name the CSS at fault). */
function sourceAround(url: string | undefined, line: number | undefined, column: number | undefined): string {
  if (!url || !line) return '';
  const file = decodeURIComponent(new URL(url).pathname);
  if (!sourceLines.has(file)) sourceLines.set(file, readFileSync(file, 'utf8').split('\n'));
  const text = sourceLines.get(file)?.[line - 1] ?? '';
  const end = column ?? text.length;
  return text.slice(Math.max(0, end - 120), end + 20);
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
  const parsed = JSON.parse(output) as { messages: Array<{ type: string; subType?: string; url?: string; message: string; lastLine?: number; lastColumn?: number }> };
  for (const message of parsed.messages) {
    if (message.type !== 'error') continue;
    // The checker's CSS parser predates View Transitions (::view-transition-group(.class),
    // view-transition-name), which the page fades use: those lines are its gap, not our markup's.
    if (message.message.startsWith('CSS:') && /view-transition/.test(sourceAround(message.url, message.lastLine, message.lastColumn))) continue;
    // React's server renderer marks a <ViewTransition> boundary with vt-name, vt-update and vt-share
    // attributes (components/layout/route-transition.tsx): React's own markers, not attributes of ours.
    if (/^Attribute “vt-(name|update|share|enter|exit)” not allowed/.test(message.message)) continue;
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

/** The pairs where both runs gave a report. */
function usablePairs(pairs: Pair[]): Pair[] {
  return pairs.filter((pair) => !pair.baseline.runtimeError && !pair.screen.runtimeError);
}

/** Paired differences: performance as baseline − screen (points lost), TBT and LCP as screen − baseline (ms added). */
function pairedFigures(pairs: Pair[]): PairedFigures {
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

function checkBudgets(row: Row, baseline: Row | undefined): string[] {
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
    const allowance = (row.screen === 'apply' ? BUDGET.jsOverBaselineKbApplyForm : BUDGET.jsOverBaselineKb) * 1024;
    const over = row.browser.jsBytes - baseline.browser.jsBytes;
    if (over > allowance) broken.push(`JS +${kB(over)} kB over baseline (budget +${kB(allowance)} kB)`);
  }
  return broken;
}

const fmt = (value: number | undefined, digits = 0) => (value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits));

async function main(): Promise<number> {
  const list = targets();
  const pairs = args['no-lighthouse'] ? 0 : Number(args.pairs ?? (args.quick ? 2 : 5));
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
      talents: args.talents ? Number(args.talents) : undefined,
    });
    const site = stack.site.url;
    console.error(`site ${site} on panel ${stack.panel.url}; ${list.length} pages, ${pairs} mobile pair(s) each`);
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
      for (const row of rows.filter((candidate) => candidate.screen === 'apply')) {
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
    console.log(
      `\nAudit of ${site} (${pairs > 0 ? `mobile: ${pairs} pairs per screen, baseline run then screen run, each in a fresh browser; mob perf = the screen's median; Δ perf = baseline − screen, Δ LCP and Δ TBT = screen − baseline, median [interquartile range] of the pairs; the baseline row pairs the baseline with itself` : 'no Lighthouse'}; a11y/bp/seo = lower of mobile and desktop; seo* = noindex or 404 by design; axe = violating nodes; JS = compressed bytes of main-frame scripts; doc = the HTML document gzip-compressed; RSC = the React payload inlined in it, compressed alone; Δ = over the baseline page)\n`,
    );
    console.log(formatTable(headers, table));
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
      console.log(`\n${aaLine}`);
    }
    const explained = rows.filter((row) => !row.isBaseline && row.paired);
    if (explained.length > 0) {
      console.log(
        "\nWhere each screen's difference goes (Lighthouse's trace of each run, simulated slow phone; medians over the pairs of screen − baseline, ms; main thread and scripts: the largest additions):",
      );
      for (const row of explained) console.log(`- ${row.screen} ${row.lang} (Δ perf ${formatSpread(row.paired!.performance)}): ${formatBreakdown(row.paired!.where)}`);
    }
    const delays = rows.filter((row) => row.inputDelay).map((row) => ({ lang: row.lang, figures: row.inputDelay! }));
    if (delays.length > 0) printInputDelay(delays);

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

    const strip = ({ failedAudits: _failed, findings: _findings, ...run }: LighthouseFigures) => run;
    const file = writeReport('audit.json', {
      generatedAt: new Date().toISOString(),
      durationSeconds: Math.round((Date.now() - started) / 1000),
      site,
      panel: stack.panel.url,
      pairs,
      aaNoise: aaLine,
      budgets: BUDGET,
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version, chromium: CHROME_PATH },
      rows: rows.map(({ mobileRuns: _runs, pairs: rowPairs, ...row }) => ({
        ...row,
        pairs: rowPairs.map((pair) => ({ baseline: strip(pair.baseline), screen: strip(pair.screen) })),
      })),
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
