import { expect, test, type Page } from '@playwright/test';
import { blankMainSeen, effectiveOpacity, expectOutInFade, holdPages, progressBar, recordViewTransitions, recordedViewTransitions } from '../support/navigation';

// A production build on a 2-core machine that other jobs keep busy: a first visit alone can take
// 15 s there, and a page that was held arrives seconds after its release.
test.describe.configure({ timeout: 120_000 });
const ARRIVAL = { timeout: 30_000 };

const menu = (page: Page) => page.getByRole('dialog', { name: /Menu principal|Main menu/ });

async function goThroughMenu(page: Page, link: string) {
  await page.getByRole('button', { name: /Abrir o menu/ }).click();
  await menu(page).getByRole('link', { name: link, exact: true }).click();
}

test.describe('page changes', () => {
  test('a link keeps the old page on screen while the next one loads, with the bar, then fades out-in', async ({ page }) => {
    const release = await holdPages(page, /^\/contato$/);
    await page.goto('/sobre');
    const heading = page.locator('main h1');
    const aboutHeading = (await heading.textContent())?.trim() ?? '';
    await goThroughMenu(page, 'Contato');

    await expect(progressBar(page)).toBeVisible();
    await page.waitForTimeout(600);
    await expect(heading).toHaveText(aboutHeading);
    expect(await effectiveOpacity(heading)).toBe(1);

    await recordViewTransitions(page);
    await release();
    await expect(page).toHaveURL(/\/contato$/, ARRIVAL);
    await expectOutInFade(page);
    await expect(progressBar(page)).toBeHidden();
    await expect.poll(() => effectiveOpacity(heading)).toBe(1);
  });

  test('back and forward fade between the pages like a link does', async ({ page }) => {
    await page.goto('/sobre');
    await goThroughMenu(page, 'Contato');
    await expect(page).toHaveURL(/\/contato$/);

    await recordViewTransitions(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/sobre$/);
    await expectOutInFade(page);

    await recordViewTransitions(page);
    await page.goForward();
    await expect(page).toHaveURL(/\/contato$/);
    await expectOutInFade(page);
  });

  test('going back to a page that must be fetched again shows the bar over the current page', async ({ page }) => {
    await page.goto('/modelos/12/ana-souza');
    const heading = page.locator('main h1');
    const name = (await heading.textContent())?.trim() ?? '';
    await goThroughMenu(page, 'Sobre');
    await expect(page).toHaveURL(/\/sobre$/);
    const aboutHeading = (await heading.textContent())?.trim() ?? '';

    // A phone that dropped its back/forward cache (memory pressure) must fetch the previous page again.
    await page.evaluate(() => (window as unknown as { next: { router: { refresh(): void } } }).next.router.refresh());
    await page.waitForLoadState('networkidle');
    const release = await holdPages(page, /^\/modelos\/12\//);

    await page.goBack();
    await expect(progressBar(page)).toBeVisible();
    await expect(heading).toHaveText(aboutHeading);
    expect(await effectiveOpacity(heading)).toBe(1);

    await release();
    await expect(heading).toHaveText(name, ARRIVAL);
    await expect(progressBar(page)).toBeHidden();
  });

  test('reduced motion swaps pages without any fade but keeps the bar while the next page loads', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', locale: 'pt-BR' });
    const page = await context.newPage();
    const release = await holdPages(page, /^\/contato$/);
    await page.goto('/sobre');
    await recordViewTransitions(page);
    await goThroughMenu(page, 'Contato');
    await expect(progressBar(page)).toBeVisible();
    await expect(page.locator('main h1')).toHaveText('Sobre');
    await release();
    await expect(page).toHaveURL(/\/contato$/, ARRIVAL);
    await expect(progressBar(page)).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/sobre$/);
    await page.waitForTimeout(300);
    const moving = (await recordedViewTransitions(page)).filter((a) => a.duration + a.delay > 1);
    expect(moving).toEqual([]);
    expect(await blankMainSeen(page)).toEqual([]);
    await context.close();
  });
});

test('a gender change shows the roster loading while the other board loads', async ({ page }) => {
  // Held from the start, so the tab's prefetch cannot have fetched the men's board already.
  const release = await holdPages(page, /^\/modelos\/masculino$/);
  await page.goto('/modelos/feminino');
  await expect(page.getByRole('heading', { level: 1, name: 'Feminino' })).toBeVisible();

  await page.getByRole('link', { name: 'Masculino' }).click();
  const rosterLoading = page.getByRole('status').filter({ hasText: 'Carregando o casting…' });
  await expect(rosterLoading).toBeVisible();
  await expect(page.getByRole('list', { name: 'Talentos' })).toHaveAttribute('aria-busy', 'true');
  // The women's board stays on screen until the men's is ready.
  await expect(page.getByRole('heading', { level: 1, name: 'Feminino' })).toBeVisible();

  await release();
  await expect(page.getByRole('heading', { level: 1, name: 'Masculino' })).toBeVisible(ARRIVAL);
  await expect(rosterLoading).toBeHidden();
  await expect(page.getByRole('list', { name: 'Talentos' })).not.toHaveAttribute('aria-busy', 'true');
});
