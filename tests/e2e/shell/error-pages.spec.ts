import { expect, test, type Page } from '@playwright/test';
import { axe } from '../support/axe';

/** The site title as every page ends its own: 'Sobre | <site title>'. */
async function siteTitleOf(page: Page): Promise<string> {
  await page.goto('/sobre');
  const title = await page.title();
  const suffix = title.split(' | ').at(-1);
  expect(suffix, title).toBeTruthy();
  return suffix!;
}

test.describe('the 404 page names itself and leads home in the visitor’s language', () => {
  test('Portuguese: "Página não encontrada | <site title>", HOME to /', async ({ page }) => {
    const site = await siteTitleOf(page);
    const response = await page.goto('/nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`Página não encontrada | ${site}`);
    await page.getByRole('link', { name: 'HOME', exact: true }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('English: "Page not found | <site title>", HOME to /en', async ({ page }) => {
    const site = await siteTitleOf(page);
    const response = await page.goto('/en/models/women/extra/more');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`Page not found | ${site}`);
    await page.getByRole('link', { name: 'HOME', exact: true }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the title is right in the served HTML too, for crawlers and monitors', async ({ request }) => {
    const html = await (await request.get('/en/does-not-exist')).text();
    expect(html.match(/<title>([^<]*)<\/title>/g)).toEqual([expect.stringMatching(/^<title>Page not found \| .+<\/title>$/)]);
  });

  test('without JavaScript the 404 still says what happened and leads home (it used to be a blank page)', async ({ browser, request }) => {
    // Next.js answers notFound() with an empty body and draws the page in the browser (vercel/next.js#62228):
    // the catch-all draws the screen itself, with the proxy's 404.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, message] of [
      ['/nao-existe', 'A página que você procura não existe ou mudou de endereço.'],
      ['/modelos/999999/ninguem', 'A página que você procura não existe ou mudou de endereço.'],
      ['/en/does-not-exist/at-all', 'The page you are looking for does not exist or has moved.'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('This page could not be found.');
      await expect(page.getByText(message), path).toBeVisible();
      await expect(page.getByRole('link', { name: 'HOME', exact: true }), path).toBeVisible();
      // In the served HTML itself, for crawlers and monitors.
      const html = await (await request.get(path)).text();
      expect(html.slice(html.indexOf('<body')), path).toContain(message);
    }
    await context.close();
  });

  test('a missing screen, talent or post keeps one title once the browser has drawn it', async ({ page }) => {
    // The layout's bare title used to arrive beside the 404's in the browser's payload; whichever React
    // mounted last became document.title, so a slow moment left the tab named after the site alone.
    for (const [path, title] of [
      ['/nao-existe', 'Página não encontrada'],
      ['/modelos/999999/ninguem', 'Página não encontrada'],
      ['/noticias/nao-existe-esta-noticia', 'Página não encontrada'],
      ['/en/models/999999', 'Page not found'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      // Drawn: loaded, and the main thread idle once (hydration done). Not 'networkidle': the header's
      // links prefetch their pages, and on a loaded machine that kept the network busy for 28 s.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
      const titles = await page.locator('title').allTextContents();
      expect(titles, path).toEqual([expect.stringMatching(new RegExp(`^${title} \\| .+$`))]);
    }
  });

  test('the 404 page has no axe violations, label-in-name included', async ({ page }) => {
    // Two whole-page analyses; on a busy machine each can take twenty seconds.
    test.setTimeout(120_000);
    for (const path of ['/nao-existe', '/en/does-not-exist']) {
      await page.goto(path);
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      const { violations } = await axe(page).analyze();
      expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    }
  });
});
