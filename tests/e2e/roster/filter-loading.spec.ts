import { expect, test, type Page } from '@playwright/test';
import { axe } from '../support/axe';
import { holdScripts } from '../support/hold-scripts';

/**
 * The roster's filter panel is the server's plain form until the visitor shows interest in it; only
 * then does the live form's script come down and take its place. Told apart by the mark the live
 * form sets (data-live), not by the build's chunk names.
 */

const liveForm = (page: Page) => page.locator('form[data-live]');
const summary = (page: Page) => page.locator('summary', { hasText: 'Filtros' });

test.describe('roster filters loaded on first interest', () => {
  test('a plain board view does not download the live filters; the pointer on the summary does', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/modelos/feminino');
    // The board's own script has run (the name search is its), and nothing else is on its way.
    await expect(page.getByRole('searchbox')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(liveForm(page)).toHaveCount(0);
    // The server's plain form is the one in the page.
    await expect(page.locator('form[method="get"][action="/modelos/feminino"]:not([data-live])')).toHaveCount(1);
    const before = new Set(scripts);

    await summary(page).hover();
    await expect(liveForm(page)).toHaveCount(1);
    expect(scripts.filter((url) => !before.has(url)).length).toBeGreaterThan(0);
    // Taking its place changed nothing the visitor sees: the panel is still closed.
    await expect(page.getByRole('group', { name: 'Olhos' })).toBeHidden();
    await summary(page).click();
    await expect(page.getByRole('group', { name: 'Olhos' })).toBeVisible();
  });

  test('a visitor quicker than the page’s script: what they chose in the plain form is applied once it runs', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/modelos/feminino', { waitUntil: 'domcontentloaded' });
    await summary(page).click();
    const box = page.getByRole('group', { name: 'Olhos' }).getByRole('checkbox').first();
    const slug = await box.getAttribute('value');
    await box.check();
    // The plain form, open, with nothing wrong for axe; no address change until it is sent or the script runs.
    expect((await axe(page).analyze()).violations).toEqual([]);
    await expect(liveForm(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/modelos\/feminino$/);

    release();
    await expect(page).toHaveURL(new RegExp(`/modelos/feminino\\?olhos=${slug}$`));
    await expect(liveForm(page)).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'com estes filtros' })).toBeVisible();
    // The filtered board's panel is open again, the box still chosen and still focused.
    const chosen = page.getByRole('group', { name: 'Olhos' }).getByRole('checkbox').first();
    await expect(chosen).toBeVisible();
    await expect(chosen).toBeChecked();
    await expect(chosen).toBeFocused();
  });

  test('a visitor who chose feet and inches reads the height chip in them on a filtered board, straight away', async ({ page, browser }) => {
    await page.addInitScript(() => window.localStorage.setItem('measurement-unit', 'imperial'));
    await page.goto('/modelos/feminino?altura=170-180');
    await expect(page.getByRole('link', { name: 'Remover o filtro Altura 5′7″ – 5′11″' })).toBeVisible();
    await expect(liveForm(page)).toHaveCount(1);
    // A metric visitor's filtered board keeps the plain form until they show interest.
    const context = await browser.newContext({ locale: 'pt-BR' });
    const metric = await context.newPage();
    await metric.goto('/modelos/feminino?altura=170-180');
    await expect(metric.getByRole('searchbox')).toBeVisible();
    await expect(metric.getByRole('link', { name: 'Remover o filtro Altura 170 cm – 180 cm' })).toBeVisible();
    await expect(liveForm(metric)).toHaveCount(0);
    await context.close();
  });
});
