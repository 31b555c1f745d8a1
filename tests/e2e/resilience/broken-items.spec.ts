import { expect, test, type Page } from '@playwright/test';
import { startColdServer } from '../support/cold-server';
import { BROKEN_LISTS, panel } from '../support/panel';

const slides = (page: Page) => page.locator('main [aria-roledescription="carousel"]').locator(':scope > div');
const newsTitles = (page: Page) => page.getByRole('list', { name: 'Notícias' }).getByRole('listitem').getByRole('heading');
const team = (page: Page) => page.getByRole('region', { name: 'Equipe' });

async function profileLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('main a[href^="/modelos/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => /^\/modelos\/\d+\//.test(href)))];
}

test.describe('one bad item in a panel list', () => {
  test.afterEach(async () => {
    await panel.restore();
  });

  test('is left out and the rest of the roster, news, slideshow and staff still show', async ({ page }) => {
    // Eight page loads and a second server: more than the default 45 s.
    test.setTimeout(150_000);
    await page.goto('/modelos/feminino');
    const roster = await profileLinks(page);
    expect(roster.length).toBeGreaterThan(10);
    await page.goto('/noticias');
    const titles = await newsTitles(page).allTextContents();
    expect(titles).toHaveLength(10);
    await page.goto('/contato');
    const staffText = (await team(page).textContent()) ?? '';
    expect(staffText).toContain('Marcela Andrade');

    for (const list of BROKEN_LISTS) await panel.broken(list, true);
    // A server with nothing cached and no earlier answer to fall back on reads every list now.
    const cold = await startColdServer(11);
    try {
      const rosterAnswer = await page.goto(`${cold.url}/modelos/feminino`);
      expect(rosterAnswer?.status()).toBe(200);
      expect(await profileLinks(page)).toEqual(roster);

      // The broken post is first on the panel's first page: the nine good posts after it still show.
      const newsAnswer = await page.goto(`${cold.url}/noticias`);
      expect(newsAnswer?.status()).toBe(200);
      await expect(newsTitles(page)).toHaveText(titles.slice(0, 9));
      await expect(page.getByText('Broken post')).toHaveCount(0);

      const homeAnswer = await page.goto(`${cold.url}/`);
      expect(homeAnswer?.status()).toBe(200);
      await expect(slides(page)).toHaveCount(3);

      const contactAnswer = await page.goto(`${cold.url}/contato`);
      expect(contactAnswer?.status()).toBe(200);
      await expect(team(page)).toHaveText(staffText);
      await expect(page.getByText('Broken Member')).toHaveCount(0);
    } finally {
      await cold.stop();
    }
  });
});
