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
 *
 * The select's figure holds the browser's own picker: desktop Chromium (also under touch emulation)
 * builds its list as an internal page, by script, inside the tap. So each page tap is paired with a
 * tap on the same select alone, the page's `<select>` copied into an otherwise empty document of the
 * same origin, made just after it: that control says what any page with this list costs here, and
 * the paired difference is the page's own share (docs/quality.md, input delay).
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { quantile, spread, type Spread } from './paired';

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
  /** The same select alone in an empty document, tapped right after each page tap: the browser's picker. */
  selectAlone: { medianMs: number; options: number; runs: InputDelaySample[] };
  /** Page tap − the tap on the select alone that followed it, per pair, ms. */
  selectShare: Spread;
};

/** The page's share of each select tap: its paired difference with the tap on the same select alone. */
export function pairedShare(pageRuns: readonly InputDelaySample[], aloneRuns: readonly InputDelaySample[]): Spread {
  const pairs = Math.min(pageRuns.length, aloneRuns.length);
  return spread(Array.from({ length: pairs }, (_, index) => pageRuns[index]!.ms - aloneRuns[index]!.ms));
}

/** An empty document holding only `selectHtml` (the page's own select, options and all) under the same viewport. */
export function selectAloneDocument(selectHtml: string, lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>select</title></head><body><form>${selectHtml}</form></body></html>`;
}

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

async function selectSample(browser: Browser, url: string, acceptLanguage: string, select: string, alone?: string): Promise<InputDelaySample> {
  const { page, cdp, close } = await slowPage(browser, acceptLanguage);
  try {
    // The control: this address answered by the browser itself with the select alone, no server, no script.
    if (alone !== undefined) await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: alone }));
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
  const { html: selectHtml, options: optionCount, lang } = await readSelect(browser, url, options.acceptLanguage, select);
  const alone = selectAloneDocument(selectHtml, lang);
  const keyRuns: InputDelaySample[] = [];
  const selectRuns: InputDelaySample[] = [];
  const aloneRuns: InputDelaySample[] = [];
  for (let run = 0; run < samples; run += 1) {
    keyRuns.push(await keySample(browser, url, options.acceptLanguage, field));
    selectRuns.push(await selectSample(browser, url, options.acceptLanguage, select));
    aloneRuns.push(await selectSample(browser, url, options.acceptLanguage, 'form select', alone));
  }
  const median = (runs: InputDelaySample[]) => quantile(runs.map((run) => run.ms), 0.5);
  return {
    url,
    samples,
    key: { medianMs: median(keyRuns), runs: keyRuns },
    select: { medianMs: median(selectRuns), runs: selectRuns },
    selectAlone: { medianMs: median(aloneRuns), options: optionCount, runs: aloneRuns },
    selectShare: pairedShare(selectRuns, aloneRuns),
  };
}

/** The measured select as its picker shows it (its list filled, options and all), read once at full speed. */
async function readSelect(browser: Browser, url: string, acceptLanguage: string, select: string): Promise<{ html: string; options: number; lang: string }> {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: { 'Accept-Language': acceptLanguage } });
  try {
    const page = await context.newPage();
    await page.goto(url, { timeout: 90_000 });
    // The list as its picker shows it: a long list reaches the page holding its first choice and is
    // filled on the first focus or tap (components/application/list-filler.ts), before the picker opens.
    const found = await page.evaluate(async (selector) => {
      const element = document.querySelector<HTMLSelectElement>(selector);
      element?.focus();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return element ? { html: element.outerHTML, options: element.options.length, lang: document.documentElement.lang } : null;
    }, select);
    if (!found) throw new Error(`${select} is not on ${url}`);
    return found;
  } finally {
    await context.close();
  }
}
