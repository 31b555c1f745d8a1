import { expect, test, type Page } from '@playwright/test';
import { axe } from '../support/axe';
import { panel } from '../support/panel';
import { startColdServer } from '../support/cold-server';

const slides = (page: Page) => page.locator('main [aria-roledescription="carousel"]').locator(':scope > div');

/** What a monitor or a crawler sees of the home: the HTTP status, headers and the screen. */
test.describe('the home’s status code matches its screen', () => {
  test.afterEach(async () => {
    await panel.restore();
  });

  test('without slides and with nothing cached: 503 with Retry-After, in both languages, until the panel is back', async ({ page, request }) => {
    test.setTimeout(150_000);
    const cold = await startColdServer(8);
    try {
      await panel.fault('GET /api/entities/slides', { status: 500 });

      // Every request gets the status the screen shows, the first one included.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await request.get(`${cold.url}/`, { maxRedirects: 0 });
        expect(response.status(), `attempt ${attempt + 1}`).toBe(503);
        const retryAfter = Number(response.headers()['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(response.headers()['cache-control']).toMatch(/no-store/);
      }

      const response = await page.goto(`${cold.url}/`);
      expect(response?.status()).toBe(503);
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.getByRole('heading', { level: 1, name: 'http_500' })).toBeVisible();
      await expect(page.getByText('Erro 503')).toBeAttached();
      await expect(slides(page)).toHaveCount(0);
      await expect(page).toHaveTitle(/^Serviço indisponível \| .+/);
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      expect((await axe(page).analyze()).violations.map((violation) => violation.id)).toEqual([]);

      const english = await page.goto(`${cold.url}/en`);
      expect(english?.status()).toBe(503);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'http_500' })).toBeVisible();
      await expect(page).toHaveTitle(/^Service unavailable \| .+/);

      // Once the panel answers again, the first request after Retry-After gets the real home.
      await panel.clearFaults();
      const waitSeconds = Number((await request.get(`${cold.url}/`)).headers()['retry-after'] ?? '0');
      await page.waitForTimeout(waitSeconds * 1000 + 500);
      const back = await page.goto(`${cold.url}/`);
      expect(back?.status()).toBe(200);
      await expect(slides(page)).toHaveCount(3);
    } finally {
      await cold.stop();
    }
  });

  test('with the panel down but a good home cached: 200 and the good page', async ({ page }) => {
    await page.goto('/');
    await expect(slides(page)).toHaveCount(3);
    await page.goto('/en');
    await panel.down(true);
    for (const path of ['/', '/en']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['retry-after'], path).toBeUndefined();
      await expect(slides(page)).toHaveCount(3);
    }
  });

  test('the error screen’s own address answers 503 too, and refuses anything but an error code', async ({ request }) => {
    const screen = await request.get('/unavailable/http_500', { maxRedirects: 0 });
    expect(screen.status()).toBe(503);
    const junk = await request.get('/unavailable/%3Cscript%3E', { maxRedirects: 0 });
    expect(junk.status()).toBe(404);
  });
});
