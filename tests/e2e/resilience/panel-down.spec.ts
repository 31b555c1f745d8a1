import { expect, test } from '@playwright/test';
import { panel } from '../support/panel';
import { ERROR_TEXT, expectFriendlyScreen, VISITED_PAGES, warmUp } from '../support/resilience';

test.describe('when the panel stops after warm-up', () => {
  test.afterEach(async () => {
    await panel.restore();
  });

  test('every page visited before still renders in full', async ({ page }) => {
    test.setTimeout(180_000);
    await warmUp(page, VISITED_PAGES);
    await panel.down(true);
    for (const path of VISITED_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectFriendlyScreen(page);
      await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
    }
  });

  test('a profile nobody opened yet shows the friendly error screen, not a stack trace', async ({ page }) => {
    await warmUp(page, ['/']);
    await panel.down(true);
    // Talent 58 is in the seed but no spec opens it, so the site has nothing cached for it.
    const response = await page.goto('/modelos/58/perfil');
    expect(response?.status()).toBeGreaterThanOrEqual(200);
    await expectFriendlyScreen(page);
    await expect(page.getByText(ERROR_TEXT).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'HOME' }).or(page.getByRole('button', { name: 'Tentar de novo' })).first()).toBeVisible();
  });
});
