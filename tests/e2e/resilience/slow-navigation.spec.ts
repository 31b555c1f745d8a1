import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { REVALIDATE_SECRET } from '../support/env';
import { blankMainSeen, effectiveOpacity, expectOutInFade, holdPages, isAboveModal, isOnTop, loader, progressBar, recordViewTransitions, watchBlankPage } from '../support/navigation';
import { panel } from '../support/panel';

// A talent no other spec opens, so its English page is rendered here.
const TALENT = 41;
// A talent no other spec opens, reached through an old address (no name) that the page redirects.
const REDIRECTED_TALENT = 37;
// Under the site's 4 s backend timeout, so the slow page arrives instead of an error screen.
const PANEL_DELAY_MS = 3_200;

const menu = (page: Page) => page.getByRole('dialog', { name: /Menu principal|Main menu/ });

/** Expires a tag so the next request for a page that uses it waits for the (slowed) panel. */
async function expire(request: APIRequestContext, tag: string) {
  const response = await request.post('/api/revalidate', { data: { secret: REVALIDATE_SECRET, tags: [tag] } });
  expect(response.status()).toBe(200);
}

test.describe('a language switch while the panel is slow', () => {
  test.afterEach(async () => {
    await panel.restore();
  });

  test('shows the loader and the bar above the open menu, over the old page, until the new page arrives', async ({ page, request }) => {
    // The panel's delay plus a production build on a shared machine.
    test.setTimeout(90_000);
    await page.goto(`/modelos/${TALENT}/perfil`);
    const heading = page.locator('main h1');
    const name = (await heading.textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    const portugueseUrl = page.url();

    // The English page waits on the slow panel; the browser also holds it until the checks below are done.
    await panel.fault('GET /api/talent/profile', { delayMs: PANEL_DELAY_MS });
    await expire(request, `talent:${TALENT}`);
    const release = await holdPages(page, new RegExp(`^/en/models/${TALENT}/`));

    await page.getByRole('button', { name: /Abrir o menu|Open the menu/ }).click();
    await expect(menu(page)).toBeVisible();
    const startedAt = Date.now();
    await menu(page).locator('a[hreflang="en"]').click();

    // The loader shows at once, above the menu, not behind it.
    await expect(loader(page)).toBeVisible();
    expect(await isOnTop(loader(page))).toBe(true);
    expect(await isAboveModal(loader(page))).toBe(true);

    // Past the 600 ms minimum the page is still on its way: the loader stays and the bar runs, above the menu.
    await page.waitForTimeout(Math.max(0, startedAt + 800 - Date.now()));
    await expect(loader(page)).toBeVisible();
    expect(await isOnTop(loader(page))).toBe(true);
    await expect(progressBar(page)).toBeVisible();
    expect(await isAboveModal(progressBar(page))).toBe(true);
    // The old page is still there behind the menu, not faded to blank.
    expect(page.url()).toBe(portugueseUrl);
    await expect(heading).toHaveText(name);
    expect(await effectiveOpacity(heading)).toBe(1);

    // The English page arrives, fades in, and the menu and the loader are gone.
    await recordViewTransitions(page);
    await release();
    await expect(page).toHaveURL(new RegExp(`/en/models/${TALENT}/`), { timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectOutInFade(page);
    await expect(menu(page)).toBeHidden();
    await expect(loader(page)).toBeHidden();
    await expect(progressBar(page)).toBeHidden();
    await expect(heading).toHaveText(name);
    await expect.poll(() => effectiveOpacity(heading)).toBe(1);
  });
});

test.describe('an old address while the panel is slow', () => {
  test.afterEach(async () => {
    await panel.restore();
  });

  test('a page that redirects is never left blank: the loader covers it until the page it leads to arrives', async ({ page, request }) => {
    // Two renders wait on the slow panel (the old address, then the one it redirects to).
    test.setTimeout(90_000);
    await page.goto('/sobre');
    await panel.fault('GET /api/talent/profile', { delayMs: PANEL_DELAY_MS });
    await expire(request, `talent:${REDIRECTED_TALENT}`);

    await watchBlankPage(page);
    // A link from an old e-mail or another site: the profile address without the talent's name.
    await page.evaluate(
      (href) => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(href),
      `/modelos/${REDIRECTED_TALENT}/perfil`,
    );
    await expect(page).toHaveURL(new RegExp(`/modelos/${REDIRECTED_TALENT}/(?!perfil$)[^/]+$`), { timeout: 30_000 });
    await expect(page.locator('main h1')).not.toBeEmpty();
    await expect(loader(page)).toBeHidden();
    expect(await blankMainSeen(page), 'frames where the page was blank and nothing covered it').toEqual([]);
  });
});
