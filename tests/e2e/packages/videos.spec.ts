import { expect, test, type Page } from '@playwright/test';
import { packages, threeTalents } from '../support/packages';

let visitor = 0;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.67.0.${++visitor}` });
});

const VIDEO_HOSTS = /youtube|youtu\.be|ytimg|vimeo|vimeocdn|googlevideo/;

/** Every request the page makes to a video host, and the hosts answering with an empty page (no outside network in tests). */
async function watchVideoHosts(page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) requested.push(request.url());
  });
  await page.route(/https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  return requested;
}

test("a video is the talent's still with a play button; its player loads only when pressed", async ({ page }) => {
  const requested = await watchVideoHosts(page);
  const token = await packages.create(threeTalents('pt'));
  await page.goto(`/pacote/${token}`);
  const videos = page.locator('#talent-12').getByRole('group', { name: 'Vídeos de Ana Souza' });
  await videos.scrollIntoViewIfNeeded();
  const play = videos.getByRole('link', { name: 'Assistir ao vídeo 1 de 2 (YouTube) — Ana Souza' });
  await expect(play).toBeVisible();
  await expect(videos.getByRole('link', { name: 'Assistir ao vídeo 2 de 2 (Vimeo) — Ana Souza' })).toBeVisible();
  await expect(play.locator('img')).toHaveJSProperty('complete', true);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(requested).toEqual([]);

  await play.click();
  const player = page.locator('iframe[title="Ana Souza — vídeo 1 de 2 (YouTube)"]');
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?rel=0&autoplay=1');
  await expect(player).toBeFocused();
  await expect(player).toHaveAttribute('referrerpolicy', 'strict-origin');
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect.poll(() => requested.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'))).toBe(true);
  expect(requested.some((url) => url.includes('vimeo'))).toBe(false);
});

test('a package of 40 talents with videos loads no player, top to bottom', async ({ page }) => {
  const requested = await watchVideoHosts(page);
  const { large } = await packages.seeded();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/pacote/${large}`);
  const talents = page.locator('li[data-package-talent]');
  // The first talents are the page's; the others arrive as the client scrolls toward them.
  await talents.last().scrollIntoViewIfNeeded();
  await expect(talents).toHaveCount(40);
  const stills = page.locator('a[data-video-play]');
  expect(await stills.count()).toBeGreaterThanOrEqual(20);
  // Every talent passes the screen, its stills and photos load.
  for (const talent of await talents.all()) await talent.scrollIntoViewIfNeeded();
  await expect(stills.last().locator('img')).toHaveJSProperty('complete', true);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(requested).toEqual([]);
});
