import { expect, test, type Page } from '@playwright/test';
import { panel } from '../support/panel';
import { startColdServer } from '../support/cold-server';

const slides = (page: Page) => page.locator('main [aria-roledescription="carousel"]').locator(':scope > div');
const activeIndex = (page: Page) =>
  slides(page).evaluateAll((nodes) => nodes.findIndex((node) => node.getAttribute('data-active') === 'true'));
const logo = (page: Page) => page.getByRole('button', { name: /abrir o menu|open the menu/ });

test.describe('home', () => {
  test('shows the slides entity full screen, the first slide preloaded and visible at once', async ({ page }) => {
    await page.goto('/');
    // The seed has three home slides; the second is a video on both screen sizes.
    await expect(slides(page)).toHaveCount(3);
    const first = slides(page).nth(0).locator('img');
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await slides(page).nth(0).boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);
    expect(box?.height).toBe(viewport?.height);

    const preloads = page.locator('head link[rel="preload"][as="image"]');
    await expect(preloads).toHaveCount(2);
    await expect(preloads.first()).toHaveAttribute('imagesrcset', /slide-1-mobile\.jpg/);

    const video = slides(page).nth(1).locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('loop', '');
  });

  test('plays on its own and stops for good with the pause control', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => activeIndex(page), { timeout: 8_000 }).not.toBe(0);

    await page.getByRole('button', { name: 'Pausar' }).click();
    await expect(page.getByRole('button', { name: 'Retomar' })).toBeVisible();
    const paused = await activeIndex(page);
    // Longer than one slide interval (2.5 s): a running show would have moved on.
    await page.waitForTimeout(3_000);
    expect(await activeIndex(page)).toBe(paused);

    await page.getByRole('button', { name: 'Retomar' }).click();
    await expect.poll(() => activeIndex(page), { timeout: 8_000 }).not.toBe(paused);
  });

  test('stays still under reduced motion, with no pause control to offer', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pt-BR', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(slides(page).nth(0).locator('img')).toBeVisible();
    await page.waitForTimeout(3_000);
    expect(await activeIndex(page)).toBe(0);
    await expect(page.getByRole('button', { name: /Pausar|Retomar/ })).toHaveCount(0);
    await context.close();
  });

  test('the full-screen logo opens the menu and hides while it is open', async ({ page }) => {
    await page.goto('/');
    await expect(logo(page)).toBeVisible();
    await logo(page).click();
    const menu = page.getByRole('dialog', { name: 'Menu principal' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contato', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(logo(page)).toBeVisible();
  });

  test('the English home has the same slideshow and logo', async ({ page }) => {
    await page.goto('/en');
    await expect(slides(page)).toHaveCount(3);
    await logo(page).click();
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
  });
});

test.describe('home without slides', () => {
  test.afterEach(async () => {
    await panel.restore();
  });

  test('shows the error screen with 503 and the error code when slides fail on a cold cache', async ({ page }) => {
    test.setTimeout(120_000);
    const cold = await startColdServer();
    try {
      await panel.fault('GET /api/entities/slides', { status: 500 });
      await page.goto(`${cold.url}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'http_500' })).toBeVisible();
      await expect(page.getByText('Erro 503')).toBeAttached();
      await expect(slides(page)).toHaveCount(0);
    } finally {
      await cold.stop();
    }
  });
});
