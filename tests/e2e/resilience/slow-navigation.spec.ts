import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { REVALIDATE_SECRET } from '../support/env';
import { panel } from '../support/panel';

// Talents no other spec opens, so their English pages are rendered here for the first time.
const SWITCH_TALENT = 41;
const TRAVERSE_TALENT = 42;
// Under the site's 4 s backend timeout, so the slow page arrives instead of an error screen.
const PANEL_DELAY_MS = 3_200;

const menu = (page: Page) => page.getByRole('dialog', { name: /Menu principal|Main menu/ });
const loader = (page: Page) => page.getByRole('status').filter({ hasText: /^(Carregando…|Loading…)$/ });
const progressBar = (page: Page) => page.locator('#nprogress .bar');

/** Expires a tag so the next request for a page that uses it waits for the (slowed) panel. */
async function expire(request: APIRequestContext, tag: string) {
  const response = await request.post('/api/revalidate', { data: { secret: REVALIDATE_SECRET, tags: [tag] } });
  expect(response.status()).toBe(200);
}

/** The opacity a visitor sees: the product of the element's and all its ancestors' opacity. */
function effectiveOpacity(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  });
}

/** True when the element is what a tap at its centre would reach: nothing (such as the menu) covers it. */
function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
}

/** True when the element renders in the top layer above the open modal dialog (inside it, or a popover opened after it). */
function isAboveModal(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const modal = [...document.querySelectorAll('dialog')].find((dialog) => dialog.matches(':modal'));
    if (!modal) return true;
    return modal.contains(element) || element.closest(':popover-open') !== null;
  });
}

/** Records the view-transition animations that run from now on (pseudo-element, delay and duration in ms). */
async function recordViewTransitions(page: Page) {
  await page.evaluate(() => {
    const seen = new Map<string, { pseudo: string; delay: number; duration: number }>();
    (window as unknown as { __viewTransitions: typeof seen }).__viewTransitions = seen;
    const poll = () => {
      for (const animation of document.getAnimations()) {
        const effect = animation.effect as KeyframeEffect | null;
        const pseudo = effect?.pseudoElement;
        if (!effect || !pseudo?.startsWith('::view-transition')) continue;
        const timing = effect.getComputedTiming();
        seen.set(`${pseudo} ${(animation as CSSAnimation).animationName}`, {
          pseudo,
          delay: Number(timing.delay ?? 0),
          duration: Number(timing.duration ?? 0),
        });
      }
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
}

async function recordedViewTransitions(page: Page) {
  return page.evaluate(() => [...(window as unknown as { __viewTransitions: Map<string, { pseudo: string; delay: number; duration: number }> }).__viewTransitions.values()]);
}

/** The page swap fades out-in: the old page leaves, then the new one arrives, about 0.8 s in all. */
async function expectOutInFade(page: Page) {
  await expect.poll(async () => (await recordedViewTransitions(page)).some((a) => a.pseudo === '::view-transition-new(page)')).toBe(true);
  const animations = await recordedViewTransitions(page);
  const leaving = animations.find((a) => a.pseudo === '::view-transition-old(page)');
  const arriving = animations.find((a) => a.pseudo === '::view-transition-new(page)');
  expect(leaving, 'the old page fades out').toBeDefined();
  expect(arriving, 'the new page fades in').toBeDefined();
  // Out-in: the new page starts once the old one has gone.
  expect(arriving!.delay).toBeGreaterThanOrEqual(leaving!.delay + leaving!.duration - 1);
  expect(arriving!.delay + arriving!.duration).toBeGreaterThanOrEqual(700);
  expect(arriving!.delay + arriving!.duration).toBeLessThanOrEqual(900);
}

test.describe('feedback while the next page loads', () => {
  test.afterEach(async () => {
    await panel.restore();
  });

  test('a language switch to a page that is not ready shows the loader and the bar above the open menu, over the old page', async ({ page, request }) => {
    await page.goto(`/modelos/${SWITCH_TALENT}/perfil`);
    const heading = page.locator('main h1');
    const name = (await heading.textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    const portugueseUrl = page.url();

    await panel.fault('GET /api/talent/profile', { delayMs: PANEL_DELAY_MS });
    await expire(request, `talent:${SWITCH_TALENT}`);

    await page.getByRole('button', { name: /Abrir o menu|Open the menu/ }).click();
    await expect(menu(page)).toBeVisible();
    const startedAt = Date.now();
    await menu(page).locator('a[hreflang="en"]').click();

    // The loader shows at once, above the menu, not behind it.
    await expect(loader(page)).toBeVisible();
    expect(await isOnTop(loader(page))).toBe(true);
    expect(await isAboveModal(loader(page))).toBe(true);

    // Past the 600 ms minimum, the page is still on its way: the loader stays and the bar runs, above the menu.
    await page.waitForTimeout(Math.max(0, startedAt + 800 - Date.now()));
    expect(page.url()).toBe(portugueseUrl);
    await expect(loader(page)).toBeVisible();
    expect(await isOnTop(loader(page))).toBe(true);
    await expect(progressBar(page)).toBeVisible();
    expect(await isAboveModal(progressBar(page))).toBe(true);
    // The old page is still there behind the menu, not faded to blank.
    await expect(heading).toHaveText(name);
    expect(await effectiveOpacity(heading)).toBe(1);

    // The English page arrives and is shown; the menu and the loader are gone.
    await expect(page).toHaveURL(new RegExp(`/en/models/${SWITCH_TALENT}/`), { timeout: 15_000 });
    expect(Date.now() - startedAt, 'the switch waited on the slow panel').toBeGreaterThanOrEqual(PANEL_DELAY_MS - 500);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(menu(page)).toBeHidden();
    await expect(loader(page)).toBeHidden();
    await expect(heading).toHaveText(name);
    await expect.poll(() => effectiveOpacity(heading)).toBe(1);
  });

  test('going back to a page that must be fetched again shows the bar over the current page, then fades', async ({ page, request }) => {
    await page.goto(`/modelos/${TRAVERSE_TALENT}/perfil`);
    const heading = page.locator('main h1');
    const name = (await heading.textContent())?.trim() ?? '';
    await page.getByRole('button', { name: /Abrir o menu/ }).click();
    await menu(page).getByRole('link', { name: 'Sobre', exact: true }).click();
    await expect(page).toHaveURL(/\/sobre$/);
    const aboutHeading = (await heading.textContent())?.trim() ?? '';

    // A phone that dropped its back/forward cache (memory pressure) must fetch the previous page again.
    await page.evaluate(() => (window as unknown as { next: { router: { refresh(): void } } }).next.router.refresh());
    await page.waitForLoadState('networkidle');
    await panel.fault('GET /api/talent/profile', { delayMs: PANEL_DELAY_MS });
    await expire(request, `talent:${TRAVERSE_TALENT}`);

    await recordViewTransitions(page);
    await page.goBack();
    await expect(progressBar(page)).toBeVisible();
    await expect(heading).toHaveText(aboutHeading);
    expect(await effectiveOpacity(heading)).toBe(1);

    await expect(heading).toHaveText(name, { timeout: 15_000 });
    await expect(progressBar(page)).toBeHidden();
    await expectOutInFade(page);
  });

  test('back and forward fade between the pages like a link does', async ({ page }) => {
    await page.goto('/sobre');
    await page.getByRole('button', { name: /Abrir o menu/ }).click();
    await menu(page).getByRole('link', { name: 'Contato', exact: true }).click();
    await expect(page).toHaveURL(/\/contato$/);

    await recordViewTransitions(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/sobre$/);
    await expectOutInFade(page);

    // Let the back fade finish before going forward again.
    await expect.poll(() => page.evaluate(() => document.getAnimations().some((a) => (a.effect as KeyframeEffect | null)?.pseudoElement?.startsWith('::view-transition')))).toBe(false);
    await recordViewTransitions(page);
    await page.goForward();
    await expect(page).toHaveURL(/\/contato$/);
    await expectOutInFade(page);
  });

  test('a gender change shows the roster loading while the other board loads', async ({ page, request }) => {
    // Set before the visit, so the men's board (prefetched or not) waits on the panel too.
    await panel.fault('POST /api/talents', { delayMs: PANEL_DELAY_MS });
    await expire(request, 'talents');
    await page.goto('/modelos/feminino');
    await expect(page.getByRole('heading', { level: 1, name: 'Feminino' })).toBeVisible();

    await page.getByRole('link', { name: 'Masculino' }).click();
    const rosterLoading = page.getByRole('status').filter({ hasText: 'Carregando o casting…' });
    await expect(rosterLoading).toBeVisible();
    await expect(page.getByRole('list', { name: 'Talentos' })).toHaveAttribute('aria-busy', 'true');
    // The women's board stays on screen until the men's is ready.
    await expect(page.getByRole('heading', { level: 1, name: 'Feminino' })).toBeVisible();

    await expect(page.getByRole('heading', { level: 1, name: 'Masculino' })).toBeVisible({ timeout: 15_000 });
    await expect(rosterLoading).toBeHidden();
  });
});
