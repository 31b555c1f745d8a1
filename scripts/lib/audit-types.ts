/** The audit's shapes and budgets (scripts/audit.ts and its modules, scripts/lib/audit-*.ts). */
import type { BreakdownDifference, RunBreakdown } from './breakdown';
import type { InputDelayFigures } from './input-delay';
import { PAIRED_BUDGET, type Spread } from './paired';

export const BUDGET = {
  mobilePaired: PAIRED_BUDGET,
  desktopPerformanceMin: 98,
  categoryScore: 100,
  clsMax: 0.05,
  jsOverBaselineKb: 40,
  jsOverBaselineKbApplicationForm: 100,
} as const;

export type Target = {
  screen: string;
  lang: 'pt' | 'en' | '-';
  path: string;
  expectStatus: number;
  isBaseline: boolean;
  auditsByDesign: readonly string[];
};

export type LighthouseFigures = {
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

export type BrowserFigures = {
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

export type Pair = { baseline: LighthouseFigures; screen: LighthouseFigures };

export type PairedFigures = {
  performance: Spread;
  tbtMs: Spread;
  lcpMs: Spread;
  baselineMedian: number;
  screenMedian: number;
  broken: string[];
  /** Median over the pairs of screen − baseline: LCP phases, main-thread groups, scripts. */
  where: BreakdownDifference;
};

export type Row = Target & {
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
