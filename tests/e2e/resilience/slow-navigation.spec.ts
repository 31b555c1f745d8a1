import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { REVALIDATE_SECRET } from '../support/env';
import { effectiveOpacity, expectOutInFade, holdPages, isAboveModal, isOnTop, loader, progressBar, recordViewTransitions } from '../support/navigation';
import { panel } from '../support/panel';

// A talent no other spec opens, so its English page is rendered here.
const TALENT = 41;
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
