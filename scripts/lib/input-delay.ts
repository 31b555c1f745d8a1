/**
 * What an applicant on a slow phone feels right after the application page loads: in Chromium with
 * the CPU slowed 4x (DevTools protocol), the time from the first key pressed in the name field to the
 * next paint, and from a tap on a select to the next paint, read from the page's own Event Timing
 * entries (the interaction's longest event, as INP counts it). Each sample is a fresh browser context
 * (empty cache) loading the page; the figure is the median of `samples` (7 by default).
 *
 * The input is sent through the DevTools protocol the moment the load event has fired, without any
 * of Playwright's actionability checks (they run script in the page and would wait for the main
 * thread, measuring after the work that delays the visitor instead of through it). The field is
 * focused, and the select scrolled into view, while the page is still loading: a visitor whose
 * finger is on the field when the page finishes loading.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { quantile } from './paired';
import { formatTable } from './report';

export const CPU_SLOWDOWN = 4;
export const INPUT_DELAY_BUDGET_MS = 200;

/** A mid-range phone: Lighthouse's Moto G Power viewport, touch. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

export type InputDelaySample = {
  /** Longest Event Timing entry of the interaction, ms (rounded by the browser to 8 ms). */
  ms: number;
  /** The entry types seen for it (keydown, keyup, pointerdown, click, ...). */
  events: string[];
  /** Longest main-thread task that started after the load event, ms: what the input waited behind. */
  longestTaskAfterLoadMs: number;
};

export type InputDelayFigures = {
  url: string;
  samples: number;
  key: { medianMs: number; runs: InputDelaySample[] };
  select: { medianMs: number; runs: InputDelaySample[] };
};

type Collected = { entries: Array<{ name: string; duration: number; interactionId: number; startTime: number }>; tasks: Array<{ start: number; duration: number }>; loadAt: number };

declare global {
  interface Window {
    __inputDelay?: Collected;
  }
}

/** Installed before any of the page's scripts: collects event entries and long tasks from the start. */
function collector() {
  const state: Collected = { entries: [], tasks: [], loadAt: Number.POSITIVE_INFINITY };
  window.__inputDelay = state;
  addEventListener('load', () => (state.loadAt = performance.now()), { once: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        state.entries.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId ?? 0, startTime: entry.startTime });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        state.entries.push({ name: `first-input:${entry.name}`, duration: entry.duration, interactionId: entry.interactionId ?? 0, startTime: entry.startTime });
      }
    }).observe({ type: 'first-input', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // An engine without Event Timing: no entries, and the script reports that.
  }
}

async function readCollected(page: Page): Promise<Collected> {
  return page.evaluate(() => window.__inputDelay ?? { entries: [], tasks: [], loadAt: 0 });
}

/** The page's only input is the one sent, so every entry of these kinds belongs to it. */
function summarise(collected: Collected, kinds: readonly string[]): InputDelaySample {
  const ours = collected.entries.filter((entry) => kinds.some((kind) => entry.name === kind || entry.name === `first-input:${kind}`));
  const interaction = ours.find((entry) => entry.interactionId > 0)?.interactionId;
  const same = interaction ? ours.filter((entry) => entry.interactionId === interaction || entry.name.startsWith('first-input:')) : ours;
  // No entry at all: every event of the interaction was under the 16 ms threshold.
  const ms = same.length === 0 ? 16 : Math.max(...same.map((entry) => entry.duration));
  const longestTaskAfterLoadMs = Math.max(0, ...collected.tasks.filter((task) => task.start + task.duration >= collected.loadAt).map((task) => task.duration));
  return { ms, events: [...new Set(same.map((entry) => entry.name))], longestTaskAfterLoadMs: Math.round(longestTaskAfterLoadMs) };
}

async function slowPage(browser: Browser, acceptLanguage: string): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  const context = await browser.newContext({ ...PHONE, locale: 'pt-BR', extraHTTPHeaders: { 'Accept-Language': acceptLanguage } });
  const page = await context.newPage();
  await page.addInitScript(collector);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp, close: () => context.close() };
}

async function keySample(browser: Browser, url: string, acceptLanguage: string, field: string): Promise<InputDelaySample> {
  const { page, cdp, close } = await slowPage(browser, acceptLanguage);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 90_000 });
    await page.waitForSelector(field, { state: 'attached', timeout: 90_000 });
    await page.evaluate((selector) => document.querySelector<HTMLInputElement>(selector)?.focus(), field);
    await page.waitForLoadState('load', { timeout: 90_000 });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: 'A', code: 'KeyA', text: 'A', unmodifiedText: 'a', windowsVirtualKeyCode: 65 });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'A', code: 'KeyA', windowsVirtualKeyCode: 65 });
    await settle(page);
    return summarise(await readCollected(page), ['keydown', 'keypress', 'keyup', 'beforeinput', 'input']);
  } finally {
    await close();
  }
}

async function selectSample(browser: Browser, url: string, acceptLanguage: string, select: string): Promise<InputDelaySample> {
  const { page, cdp, close } = await slowPage(browser, acceptLanguage);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 90_000 });
    await page.waitForSelector(select, { state: 'attached', timeout: 90_000 });
    const box = await page.evaluate((selector) => {
      const element = document.querySelector(selector);
      element?.scrollIntoView({ block: 'center' });
      const rect = element?.getBoundingClientRect();
      return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null;
    }, select);
    if (!box) throw new Error(`${select} is not on ${url}`);
    await page.waitForLoadState('load', { timeout: 90_000 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x, y: box.y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await settle(page);
    return summarise(await readCollected(page), ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'touchstart', 'touchend']);
  } finally {
    await close();
  }
}

/** Lets the slowed page finish its work and report the entries (they arrive after the next paint). */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(1_500);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

export async function measureInputDelay(
  browser: Browser,
  url: string,
  options: { samples?: number; acceptLanguage: string; field?: string; select?: string },
): Promise<InputDelayFigures> {
  const samples = options.samples ?? 7;
  const field = options.field ?? '#apply-realname';
  const select = options.select ?? 'form select';
  const keyRuns: InputDelaySample[] = [];
  const selectRuns: InputDelaySample[] = [];
  for (let run = 0; run < samples; run += 1) {
    keyRuns.push(await keySample(browser, url, options.acceptLanguage, field));
    selectRuns.push(await selectSample(browser, url, options.acceptLanguage, select));
  }
  return {
    url,
    samples,
    key: { medianMs: quantile(keyRuns.map((run) => run.ms), 0.5), runs: keyRuns },
    select: { medianMs: quantile(selectRuns.map((run) => run.ms), 0.5), runs: selectRuns },
  };
}

/** Prints the table; true when both medians are within the budget in every language. */
export function printInputDelay(results: Array<{ lang: string; figures: InputDelayFigures }>): boolean {
  console.log(`\nApplication form, input delay with the CPU slowed ${CPU_SLOWDOWN}x, right after the page loads (Event Timing, median of ${results[0]?.figures.samples ?? 0}; budget ≤ ${INPUT_DELAY_BUDGET_MS} ms)\n`);
  const rows = results.flatMap(({ lang, figures }) =>
    (['key', 'select'] as const).map((measure) => {
      const runs = figures[measure].runs;
      return [
        lang,
        measure === 'key' ? 'first key in the name field' : 'tap on a select',
        `${figures[measure].medianMs} ms`,
        runs.map((run) => run.ms).join(' '),
        `${Math.max(...runs.map((run) => run.longestTaskAfterLoadMs))} ms`,
        figures[measure].medianMs <= INPUT_DELAY_BUDGET_MS ? 'ok' : 'OVER',
      ];
    }),
  );
  console.log(formatTable(['lang', 'input', 'median', 'samples (ms)', 'longest task after load', 'budget'], rows));
  return results.every(({ figures }) => figures.key.medianMs <= INPUT_DELAY_BUDGET_MS && figures.select.medianMs <= INPUT_DELAY_BUDGET_MS);
}

