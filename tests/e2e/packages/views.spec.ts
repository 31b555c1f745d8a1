import { expect, test } from '@playwright/test';
import { PANEL_URL, STAFF_HEADERS } from '../support/env';
import { packages, threeTalents } from '../support/packages';

let visitor = 0;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.64.0.${++visitor}` });
});

test('the opening and each talent opened are reported, each once per page view', async ({ page }) => {
  const token = await packages.create(threeTalents('pt'));
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/pacote/${token}`);
  await packages.activityWhen(token, (activity) => activity.views.some((view) => view.talent_id === null));
  await page.locator('#talent-9').scrollIntoViewIfNeeded();
  await page.locator('#talent-9').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // Opening a talent's photos counts too, and scrolling past it again does not count twice.
  await page.locator('a[data-viewer-talent="3"]').first().click();
  await page.keyboard.press('Escape');
  await page.locator('#talent-9').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const activity = await packages.activityWhen(token, (current) => current.views.some((view) => view.talent_id === 9) && current.views.some((view) => view.talent_id === 3));
  await page.waitForTimeout(1_000);
  const settled = await packages.activity(token);
  const count = (id: number | null) => settled.views.filter((view) => view.talent_id === id).length;
  expect(count(null)).toBe(1);
  expect(count(9)).toBe(1);
  expect(count(3)).toBe(1);
  expect(activity.views.length).toBeGreaterThanOrEqual(3);
});

test('a failing views endpoint changes nothing the client sees', async ({ page }) => {
  const token = await packages.create(threeTalents('pt'));
  await fetch(`${PANEL_URL}/__admin/faults`, {
    method: 'POST',
    headers: { ...STAFF_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ route: `POST /api/packages/${token}/views`, status: 500 }),
  });
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('response', (response) => {
    if (response.url().includes('/views') && response.status() !== 204) failures.push(`${response.url()} ${response.status()}`);
  });
  const response = await page.goto(`/pacote/${token}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: 'Ana Souza' })).toBeVisible();
  await page.locator('#talent-9').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.locator('a[data-viewer-talent="9"]').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(1_000);
  expect(failures).toEqual([]);
  expect((await packages.activity(token)).views).toEqual([]);
});
