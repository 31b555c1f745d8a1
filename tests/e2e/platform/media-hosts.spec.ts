import { expect, test, type Page } from '@playwright/test';
import { MEDIA_HOST_FACTS } from '../../../local-panel/seed-identity';
import { MEDIA_HOST_URL } from '../support/env';

/** The panel may answer media on other hosts (a CDN): MEDIA_HOSTS lets them through next/image and the CSP. */

function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('media from a second host', () => {
  test('a cover the panel answers on another host loads on the roster', async ({ page }) => {
    const violations = collectCspViolations(page);
    await page.goto('/modelos/feminino');
    const card = page.getByRole('link', { name: MEDIA_HOST_FACTS.talentName });
    const cover = card.locator('img');
    await cover.scrollIntoViewIfNeeded();
    await expect(cover).toBeVisible();
    // Through the image optimizer, which fetches it from the second host.
    expect(decodeURIComponent((await cover.getAttribute('src')) ?? '')).toContain(`${MEDIA_HOST_URL}/storage/`);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    expect(violations).toEqual([]);
  });

  test('a menu slide on another host loads straight from it, allowed by the CSP', async ({ page }) => {
    const violations = collectCspViolations(page);
    const fromMediaHost: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${MEDIA_HOST_URL}/storage/`) && response.ok()) fromMediaHost.push(response.url());
    });
    await page.goto('/sobre');
    await page.getByRole('button', { name: /Abrir o menu/ }).click();
    const slide = page.getByRole('dialog').locator(`img[src^="${MEDIA_HOST_URL}/storage/"]`);
    await expect(slide).toHaveCount(1);
    await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    expect(fromMediaHost.length).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });
});
