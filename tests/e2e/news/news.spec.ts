import { axe } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';

const newsList = (page: Page) => page.getByRole('list', { name: 'Notícias' });
const more = (page: Page) => page.getByRole('button', { name: 'Mais notícias' });

test.describe('news', () => {
  test('lists 10 posts, then 6 more per click until the last page, when the button goes away', async ({ page }) => {
    await page.goto('/noticias');
    await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible();
    const items = newsList(page).getByRole('listitem');
    await expect(items).toHaveCount(10);

    for (const count of [16, 22, 25]) {
      await more(page).click();
      await expect(items).toHaveCount(count);
      // Keyboard users carry on from the first story that was added.
      await expect(items.nth(count === 25 ? 22 : count - 6).getByRole('link')).toBeFocused();
    }
    await expect(more(page)).toHaveCount(0);
    // 25 distinct posts, none repeated across the pages.
    const hrefs = await newsList(page).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(25);
  });

  test('a post page shows the title, the date in Portuguese, the cover and the body', async ({ page }) => {
    await page.goto('/noticias');
    const first = newsList(page).getByRole('listitem').first();
    const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/noticias\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
    await expect(page.locator('article time')).toHaveText(/^\d{1,2} de [a-zç]+ de \d{4}$/);
    await expect(page.locator('article img').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'O que aconteceu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Todas as notícias' })).toHaveAttribute('href', '/noticias');
  });

  test('an English post shows the English date format', async ({ page }) => {
    await page.goto('/en/news/new-faces-2026');
    await expect(page.getByRole('heading', { level: 1, name: 'New faces 2026' })).toBeVisible();
    await expect(page.locator('article time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  test('a hostile post body is rendered without its script, handlers, javascript: link or foreign frame', async ({ page }) => {
    await page.goto('/noticias/agency-open-day');
    await expect(page.getByRole('heading', { level: 1, name: 'Dia de portas abertas' })).toBeVisible();
    await expect(page.getByText('Clique aqui para se inscrever')).toBeVisible();
    const state = await page.evaluate(() => ({
      flagged: (window as unknown as { __hostilePost?: boolean }).__hostilePost === true,
      title: document.title,
      handlers: document.querySelectorAll('[onerror], [onclick], [style*="fixed"]').length,
      scripts: document.querySelectorAll('article script:not([type="application/ld+json"])').length,
      jsLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
      frames: [...document.querySelectorAll('iframe')].map((frame) => frame.src),
    }));
    expect(state).toEqual({ flagged: false, title: expect.not.stringContaining('hacked'), handlers: 0, scripts: 0, jsLinks: 0, frames: [] });
  });

  test('a YouTube embed in a post survives sanitising', async ({ page }) => {
    await page.goto('/noticias/actors-on-screen');
    await expect(page.locator('article iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
  });

  test('the list and a post have no axe violations', async ({ page }) => {
    for (const path of ['/noticias', '/noticias/actors-on-screen', '/en/news']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      // The YouTube player is YouTube's document (here an offline error page), not ours to audit.
      const { violations } = await axe(page).include('main').exclude('iframe').analyze();
      expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    }
  });

  test('an unknown slug is a 404', async ({ page }) => {
    const response = await page.goto('/noticias/nao-existe-esta-noticia');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found.')).toBeVisible();
  });

  test('each locale has an RSS feed, linked from the news page', async ({ page, request }) => {
    await page.goto('/en/news');
    const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
    expect(href).toMatch(/\/en\/news\/feed\.xml$/);

    const feed = await request.get(new URL(href ?? '').pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    const xml = await feed.text();
    expect(xml.match(/<item>/g)).toHaveLength(10);
    expect(xml).toContain('<language>en</language>');
    expect(xml).toMatch(/<link>[^<]*\/en\/news\/new-faces-2026<\/link>/);

    const pt = await request.get('/pt/news/feed.xml');
    expect(await pt.text()).toMatch(/<link>[^<]*\/noticias\/new-faces-2026<\/link>/);
    const es = await request.get('/es/news/feed.xml');
    expect(es.status()).toBe(200);
    const esXml = await es.text();
    expect(esXml).toContain('<language>es</language>');
    expect(esXml).toMatch(/<link>[^<]*\/es\/noticias\/new-faces-2026<\/link>/);
    expect(esXml).toContain('Nuevos rostros 2026');
    expect((await request.get('/fr/news/feed.xml')).status()).toBe(404);
  });
});
