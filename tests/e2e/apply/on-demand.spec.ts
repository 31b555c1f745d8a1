import { expect, test, type Page } from '@playwright/test';

/**
 * The application form's script (react-hook-form, the checks, the photos, the send) comes when the
 * visitor starts on the form, not with every view of the page. The form asks for a fresh token as
 * soon as it is React's (components/forms/use-form-guard.ts): that request says it has been taken over.
 */
const isTokenRequest = (url: string) => url.endsWith('/api/form-token');

function tokenRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isTokenRequest(request.url())) seen.push(request.url());
  });
  return seen;
}

test.describe('The application form’s script, on demand', () => {
  test('comes with the visitor’s first step into the form, while the rest of the page works at once; what they typed stays', async ({ page }) => {
    const tokens = tokenRequests(page);
    await page.goto('/seja-um-modelo');
    await page.waitForLoadState('networkidle');

    // The page around the form is live: the menu opens and closes.
    const trigger = page.getByRole('button', { name: 'Abrir o menu' });
    await trigger.click();
    await expect(page.getByRole('dialog', { name: 'Menu principal' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu principal' })).toBeHidden();
    // Nobody has touched the form: it is still the server's.
    expect(tokens).toEqual([]);

    const takenOver = page.waitForRequest((request) => isTokenRequest(request.url()));
    const name = page.getByLabel(/^Nome completo/);
    await name.click();
    await page.keyboard.type('Ana Lima');
    await takenOver;
    await expect(name).toHaveValue('Ana Lima');
    // The form is React's: the answer is kept in this browser, and the calendar came with it.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('apply-draft:v1'))).toContain('Ana Lima');
    await expect(page.getByLabel(/^Data de nascimento/)).toHaveAttribute('aria-haspopup', 'dialog');
  });

  test('comes at once for a visit by a link within the site, and for a visitor with a kept draft', async ({ page }) => {
    await page.goto('/contato');
    await page.waitForLoadState('networkidle');
    // The contact form asked for its own token: the next one is the application form's.
    const takenOver = page.waitForRequest((request) => isTokenRequest(request.url()));
    await page.locator('a[href="/seja-um-modelo"]').first().click();
    await expect(page).toHaveURL(/\/seja-um-modelo$/);
    await expect(page.getByLabel(/^Nome completo/)).toBeVisible();
    await takenOver;

    await page.evaluate(() =>
      window.localStorage.setItem('apply-draft:v1', JSON.stringify({ savedAt: Date.now(), values: { realname: 'Nina Reis' } })),
    );
    await page.reload();
    // Brought back without a touch: the draft needs the form's script.
    await expect(page.getByLabel(/^Nome completo/)).toHaveValue('Nina Reis');
    await expect(page.getByText(/Recuperamos o que você já tinha preenchido/)).toBeVisible();
  });
});
