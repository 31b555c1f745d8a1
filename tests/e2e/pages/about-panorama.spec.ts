import { expect, test, type Page } from '@playwright/test';

const FEED_HOST = 'https://cdn.lightwidget.com/';

/** Stands in for the third-party widget (no outside network in tests) and records every request to it. */
async function stubFeed(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(`${FEED_HOST}**`, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>feed</title><p>posts</p>' });
  });
  return requests;
}

test.describe('about', () => {
  for (const { path, title, subhead, alt, docTitle } of [
    { path: '/sobre', title: 'Sobre', subhead: 'Como trabalhamos', alt: 'Luz de janela projetada na parede cinza de um estúdio fotográfico', docTitle: /^Sobre \| / },
    { path: '/en/about', title: 'About', subhead: 'How we work', alt: 'Window light falling on the grey wall of a photo studio', docTitle: /^About \| / },
  ]) {
    test(`${path} shows the title, the rich text and the image`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(docTitle);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: subhead })).toBeVisible();
      // Rich text keeps its emphasis as markup, not as literal tags.
      await expect(page.locator('main strong').first()).toBeVisible();
      await expect(page.locator('main')).not.toContainText('<p>');
      const image = page.getByRole('img', { name: alt });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });
  }
});

test.describe('panorama', () => {
  for (const { path, title, button, link, city, email } of [
    { path: '/panorama', title: 'Panorama', button: 'Mostrar publicações', link: 'Ver @agencia.example no Instagram', city: 'São Paulo, Brasil', email: 'contato@agencia.example' },
    { path: '/en/panorama', title: 'Panorama', button: 'Show posts', link: 'See @agencia.example on Instagram', city: 'São Paulo, Brazil', email: 'contact@agencia.example' },
  ]) {
    test(`${path} shows the profile header and loads the feed only after consent`, async ({ page }) => {
      const feedRequests = await stubFeed(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: /^@agencia\.example/ })).toHaveAttribute('href', 'https://www.instagram.com/agencia.example/');
      await expect(page.getByText(city)).toBeVisible();
      await expect(page.locator('main').getByRole('link', { name: email, exact: true })).toHaveAttribute('href', `mailto:${email}`);
      await expect(page.getByRole('link', { name: new RegExp(link) })).toBeVisible();

      const box = page.locator('[data-phase]');
      const before = await box.boundingBox();
      await box.scrollIntoViewIfNeeded();
      expect(feedRequests).toEqual([]);
      await expect(page.locator('iframe')).toHaveCount(0);

      await page.getByRole('button', { name: button }).click();
      const frame = page.locator('iframe');
      await expect(frame).toHaveAttribute('src', /^https:\/\/cdn\.lightwidget\.com\/widgets\/local-demo-feed\.html$/);
      await expect(page.frameLocator('iframe').getByText('posts')).toBeVisible();
      expect(feedRequests.length).toBeGreaterThan(0);
      // The box keeps its size when the widget arrives.
      const after = await box.boundingBox();
      expect(after?.height).toBe(before?.height);
      expect(after?.width).toBe(before?.width);
    });
  }

  test('once agreed, the feed loads by itself on the next visit when scrolled into view', async ({ page }) => {
    const feedRequests = await stubFeed(page);
    await page.goto('/panorama');
    await page.getByRole('button', { name: 'Mostrar publicações' }).click();
    await expect(page.locator('iframe')).toHaveCount(1);

    feedRequests.length = 0;
    await page.goto('/panorama');
    await page.locator('[data-phase]').scrollIntoViewIfNeeded();
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Mostrar publicações' })).toHaveCount(0);
    expect(feedRequests.length).toBeGreaterThan(0);
  });
});
