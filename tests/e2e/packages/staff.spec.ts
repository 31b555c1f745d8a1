import { expect, test } from '@playwright/test';
import { axe } from '../support/axe';
import { PANEL_STAFF_PASSWORD, PANEL_URL } from '../support/env';
import { ageFormAction } from '../support/form-token';

test('a local-panel round trip: staff make a package, the client opens the link and answers, staff see the answer and the views', async ({ browser, context, page }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': '10.65.0.1' });
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto(`${PANEL_URL}/staff/sign-in?next=${encodeURIComponent('/inbox/packages/new')}`);
  await staff.locator('#password').fill(PANEL_STAFF_PASSWORD);
  await staff.locator('button[type="submit"]').click();
  await expect(staff).toHaveURL(`${PANEL_URL}/inbox/packages/new`);
  await staff.locator('input[name="title"]').fill('Round trip casting');
  await staff.locator('select[name="locale"]').selectOption('en');
  await staff.locator('textarea[name="message"]').fill('Two faces for the spring lookbook.');
  for (const [name, id] of [['Ana Souza', 12], ['Álvaro Mendes', 2]] as const) {
    await staff.getByRole('checkbox', { name, exact: true }).check();
    await staff.getByText(`Order, note, availability and photos for ${name}`).click();
    await staff.locator(`input[name="photo_${id}"]`).nth(1).check();
  }
  await staff.locator('textarea[name="note_12"]').fill('Confirmed for March.');
  await staff.locator('input[name="position_2"]').fill('1');
  await staff.locator('input[name="position_12"]').fill('2');
  expect((await axe(staff).analyze()).violations).toEqual([]);
  await staff.getByRole('button', { name: 'Make the package' }).click();
  await expect(staff.getByRole('status')).toContainText('Package made');
  const link = await staff.getByLabel('Link for the client').inputValue();
  const path = new URL(link).pathname;
  expect(path).toMatch(/^\/en\/package\/[A-Za-z0-9_-]{32}$/);
  const token = path.split('/').at(-1)!;

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Round trip casting' })).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveText(['Álvaro Mendes', 'Ana Souza']);
  await expect(page.locator('a[data-viewer-talent="12"]')).toHaveCount(1);
  await expect(page.getByText('Confirmed for March.')).toBeVisible();
  await page.locator('a[data-viewer-talent="12"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel("I'd like to see Ana Souza").check();
  await ageFormAction(page, '#package-answer');
  await page.locator('#answer').getByLabel('Your name', { exact: true }).fill('Spring Lookbook');
  await page.locator('#answer').getByLabel('Your e-mail', { exact: true }).fill('lookbook@brand.example');
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Answer sent' })).toBeVisible();

  await expect(async () => {
    await staff.reload();
    await expect(staff.getByRole('heading', { name: 'Answers (1)' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const answers = staff.locator('table').first();
  await expect(answers).toContainText('Ana Souza');
  await expect(answers).toContainText('lookbook@brand.example');
  const views = staff.locator('table').nth(1);
  await expect(views).toContainText('The package was opened');
  await expect(views).toContainText('Ana Souza');

  // Edited by staff: the panel's webhook drops the site's copy, so the client's next load shows the change.
  await staff.locator('input[name="title"]').fill('Round trip casting, final');
  await staff.getByRole('button', { name: 'Save the package' }).click();
  await expect(staff.getByRole('status')).toHaveText('Saved. The site shows the change now.');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Round trip casting, final' })).toBeVisible();

  // Revoked by staff: the link answers 404 at the client's very next request, no waiting, no call of ours.
  await staff.getByRole('button', { name: 'Revoke the link' }).click();
  await expect(staff.getByRole('status')).toHaveText('Revoked: the link now answers like any unknown address.');
  expect((await page.request.get(path)).status()).toBe(404);
  expect((await page.request.get(`/api/packages/${token}/comp-card/en`)).status()).toBe(404);
  await staffContext.close();
});
