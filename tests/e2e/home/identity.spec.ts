import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SEED_IDENTITY } from '../../../local-panel/seed-identity';
import { REVALIDATE_SECRET } from '../support/env';
import { panel } from '../support/panel';

/** The agency's name, logo and credit come from the panel (customizations and website images). */

async function refresh(request: APIRequestContext, tags: string[]) {
  const response = await request.post('/api/revalidate', { data: { secret: REVALIDATE_SECRET, tags } });
  expect(response.status()).toBe(200);
}

const setCustomization = (key: string, value: string | null) => panel.setContent({ kind: 'customization', key, value });
const setWebsiteImage = (key: string, file: string | null) => panel.setContent({ kind: 'website-image', key, file });

async function restoreSeed(request: APIRequestContext) {
  await setCustomization('site_title', SEED_IDENTITY.title);
  await setCustomization('site_provider_name', SEED_IDENTITY.providerName);
  await setCustomization('site_provider_url', SEED_IDENTITY.providerUrl);
  await setWebsiteImage('logo', SEED_IDENTITY.logo);
  await refresh(request, ['customizations', 'website-images']);
}

const headerHome = (page: Page, title: string) => page.getByRole('banner').getByRole('link', { name: `${title} — Início` });

async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.describe('site identity from the panel', () => {
  test.afterEach(async ({ request }) => {
    await restoreSeed(request);
  });

  test("the footer credits the panel's provider, and nobody when the panel names none", async ({ page, request }) => {
    await page.goto('/sobre');
    const footer = page.getByRole('contentinfo');
    const credit = footer.getByRole('link', { name: `Site por ${SEED_IDENTITY.providerName}` });
    await expect(credit).toHaveAttribute('href', SEED_IDENTITY.providerUrl);
    await expect(footer.locator('a[href*="example.com"]')).toHaveCount(0);

    await setCustomization('site_provider_name', null);
    await setCustomization('site_provider_url', null);
    await refresh(request, ['customizations']);
    await page.goto('/sobre');
    await expect(footer).toBeVisible();
    await expect(footer.getByText(/Site por/)).toHaveCount(0);
    await expect(footer.locator('a[target="_blank"]').filter({ hasNotText: /Instagram|TikTok|Facebook/ })).toHaveCount(0);
  });

  test("the header and the home show the panel's logo, with the title as its text alternative", async ({ page }) => {
    await page.goto('/sobre');
    const headerLogo = headerHome(page, SEED_IDENTITY.title).getByRole('img', { name: SEED_IDENTITY.title });
    await expectLoaded(headerLogo);
    expect(await headerLogo.getAttribute('src')).toMatch(new RegExp(`/storage/${SEED_IDENTITY.logo}$`));
    const headerBox = await headerLogo.boundingBox();
    expect(headerBox?.height).toBeLessThanOrEqual(24);

    await page.goto('/');
    const heroButton = page.getByRole('button', { name: `${SEED_IDENTITY.title} — abrir o menu` });
    const heroLogo = heroButton.locator('img');
    await expectLoaded(heroLogo);
    await expect(heroLogo).toHaveAttribute('alt', SEED_IDENTITY.title);
    // Centred over the slideshow, well inside the screen.
    const box = await heroLogo.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(box && viewport && box.width).toBeLessThan((viewport?.width ?? 0) * 0.8);
  });

  test('without a logo in the panel, the header and the home show the title in text', async ({ page, request }) => {
    await setWebsiteImage('logo', null);
    await refresh(request, ['website-images']);

    await page.goto('/sobre');
    await expect(headerHome(page, SEED_IDENTITY.title)).toHaveText(SEED_IDENTITY.title);
    await expect(page.getByRole('banner').locator('img')).toHaveCount(0);

    await page.goto('/');
    const heroButton = page.getByRole('button', { name: `${SEED_IDENTITY.title} — abrir o menu` });
    await expect(heroButton).toHaveText(SEED_IDENTITY.title);
    await expect(heroButton.locator('img')).toHaveCount(0);
  });

  test('a logo that fails to load gives way to the title in text', async ({ page, request }) => {
    await setWebsiteImage('logo', 'brand/missing-logo.png');
    await refresh(request, ['website-images']);

    await page.goto('/sobre');
    await expect(headerHome(page, SEED_IDENTITY.title)).toHaveText(SEED_IDENTITY.title);
    await expect(page.getByRole('banner').locator('img')).toHaveCount(0);
  });

  test("page titles carry the panel's site title and follow a change in the panel", async ({ page, request }) => {
    await page.goto('/sobre');
    await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${SEED_IDENTITY.title}$`));

    await setCustomization('site_title', 'Casa Modelo Teste');
    await refresh(request, ['customizations']);
    await page.goto('/sobre');
    await expect(page).toHaveTitle(/^.+ \| Casa Modelo Teste$/);
    await expect(headerHome(page, 'Casa Modelo Teste')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Casa Modelo Teste');
  });
});
