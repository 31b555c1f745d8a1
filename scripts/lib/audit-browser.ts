/** The audit's measures in a real browser: scripts on the wire, the document's weight, axe, console and CSP. */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { ACCEPT_LANGUAGE } from './screens';
import type { BrowserFigures, Target } from './audit-types';

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

export async function measureInBrowser(browser: Browser, target: Target, url: string, htmlDir: string): Promise<BrowserFigures> {
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
export async function warmImages(browser: Browser, url: string): Promise<void> {
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
