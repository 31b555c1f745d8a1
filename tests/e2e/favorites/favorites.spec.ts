import { readFile } from 'node:fs/promises';
import { axe } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { panel } from '../support/panel';

type Stored = { id: number; name: string; gender: 'woman' | 'man' | null; cover: string | null };

const ana: Stored = { id: 12, name: 'Ana Souza', gender: 'woman', cover: null };
const alvaro: Stored = { id: 2, name: 'Álvaro Mendes', gender: 'man', cover: null };

/** Puts favourites in localStorage before any page script runs, as an earlier visit would have. */
async function seedFavorites(page: Page, favorites: Stored[] | string) {
  const raw = typeof favorites === 'string' ? favorites : JSON.stringify(favorites);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('favorites', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, raw);
}

const favoritesList = (page: Page) => page.getByRole('list', { name: 'Seus favoritos' });

test.describe('favourites', () => {
  test('a heart on a roster card and on a profile adds the talent; the page lists them after a reload', async ({ page }) => {
    await page.goto('/modelos/feminino');
    const cardHeart = page.getByRole('button', { name: 'Adicionar Ana Souza aos favoritos' });
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
    await cardHeart.click();
    const pressed = page.getByRole('button', { name: 'Remover Ana Souza dos favoritos' });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/modelos/2/alvaro-mendes');
    const profileHeart = page.getByRole('button', { name: 'Adicionar Álvaro Mendes aos favoritos' });
    await expect(profileHeart).toBeVisible();
    await profileHeart.click();
    await expect(page.getByRole('button', { name: 'Remover Álvaro Mendes dos favoritos' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favoritos');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
    await expect(favoritesList(page).getByRole('listitem')).toHaveCount(2);
    await expect(favoritesList(page).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute('href', '/modelos/12/ana-souza');
    await expect(favoritesList(page).getByRole('link', { name: 'Álvaro Mendes' })).toHaveAttribute('href', '/modelos/2/alvaro-mendes');
  });

  test('the header shows how many talents are saved', async ({ page }) => {
    await seedFavorites(page, [ana, alvaro]);
    await page.goto('/sobre');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Favoritos, 2 talentos' })).toBeVisible();
    await page.goto('/modelos/feminino');
    await page.getByRole('button', { name: 'Remover Ana Souza dos favoritos' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Favoritos, 1 talento' })).toBeVisible();
  });

  test('removing a favourite takes it off the page and out of storage, with undo; the last one leaves the empty state', async ({ page }) => {
    await seedFavorites(page, [ana, alvaro]);
    await page.goto('/favoritos');
    await expect(favoritesList(page).getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: 'Remover Ana Souza dos favoritos' }).click();
    await expect(favoritesList(page).getByRole('link', { name: 'Ana Souza' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Ana Souza saiu dos favoritos.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Desfazer' })).toBeFocused();
    await page.getByRole('button', { name: 'Desfazer' }).click();
    await expect(favoritesList(page).getByRole('link', { name: 'Ana Souza' })).toBeVisible();

    await page.getByRole('button', { name: 'Remover Ana Souza dos favoritos' }).click();
    await page.reload();
    await expect(favoritesList(page).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Remover Álvaro Mendes dos favoritos' }).click();

    await expect(page.getByText('Nenhum favorito ainda')).toBeVisible();
    await page.getByRole('link', { name: 'Ver modelos' }).click();
    await expect(page).toHaveURL(/\/modelos$/);
  });

  test('unreadable stored favourites show the empty page instead of breaking it', async ({ page }) => {
    await seedFavorites(page, '{not json');
    await page.goto('/favoritos');
    await expect(page.getByText('Nenhum favorito ainda')).toBeVisible();
  });

  test('a shared link opens the same selection in a fresh browser, which can add it to its own favourites', async ({ page, browser, baseURL }) => {
    await seedFavorites(page, [ana, alvaro]);
    await page.goto('/favoritos');
    const link = page.getByRole('textbox', { name: 'Link da seleção' });
    await expect(link).toHaveValue(`${baseURL}/favoritos?ids=12,2`);
    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Link copiado|copie-o/ })).toBeVisible();

    const fresh = await browser.newContext({ locale: 'pt-BR', baseURL });
    try {
      const other = await fresh.newPage();
      await other.goto(await link.inputValue());
      await expect(other.getByRole('heading', { level: 1, name: 'Seleção de talentos' })).toBeVisible();
      const shared = other.getByRole('list', { name: 'Talentos da seleção' });
      await expect(shared.getByRole('link')).toHaveText(['Ana Souza', 'Álvaro Mendes']);
      // Read-only: nothing on the shared cards removes anyone.
      await expect(shared.getByRole('button')).toHaveCount(0);

      await other.getByRole('button', { name: 'Adicionar os 2 aos meus favoritos' }).click();
      await expect(other.getByText('Esta seleção está nos seus favoritos.')).toBeVisible();
      await other.getByRole('link', { name: 'Ver meus favoritos' }).click();
      await expect(other).toHaveURL(/\/favoritos$/);
      await expect(favoritesList(other).getByRole('link')).toHaveText(['Ana Souza', 'Álvaro Mendes']);
    } finally {
      await fresh.close();
    }
  });

  test('the download holds the book photos of every talent in the selection', async ({ page }) => {
    await seedFavorites(page, [ana, { id: 7, name: 'Book Only', gender: null, cover: null }]);
    await page.goto('/favoritos');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Baixar fotos (.zip)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const entries = Object.keys(unzipSync(new Uint8Array(await readFile(await download.path()))));
    const anaPhotos = entries.filter((name) => name.startsWith('ana-souza/'));
    expect(anaPhotos.sort()).toEqual(['ana-souza/1.jpg', 'ana-souza/2.jpg', 'ana-souza/3.jpg', 'ana-souza/4.jpg']);
    // Talent 7 is in the zip under its own folder too.
    expect(entries.filter((name) => !name.startsWith('ana-souza/')).length).toBeGreaterThan(0);
  });
});

test.describe('favourites accessibility', () => {
  test('the list and a shared selection have no axe violations', async ({ page }) => {
    await seedFavorites(page, [ana, alvaro]);
    for (const path of ['/favoritos', '/favoritos?ids=12,2', '/en/favorites']) {
      await page.goto(path);
      await expect(page.getByRole('list').filter({ has: page.getByRole('link', { name: 'Ana Souza' }) })).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      const { violations } = await axe(page).include('main').analyze();
      expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    }
  });
});

test.describe('favourites zip route', () => {
  test.afterEach(async () => {
    await panel.restore();
  });

  test('refuses ids that are not a short list of positive integers', async ({ request }) => {
    for (const ids of ['', '0', '-3', 'abc', '12,,40', '1.5', Array.from({ length: 51 }, (_, i) => i + 1).join(',')]) {
      const response = await request.get(`/api/favorites/zip?ids=${ids}`);
      expect(response.status(), `ids=${ids}`).toBe(400);
    }
  });

  test('answers 502 when the panel cannot make the archive', async ({ request }) => {
    await panel.fault('POST /api/download/zip', { status: 500 });
    const response = await request.get('/api/favorites/zip?ids=12');
    expect(response.status()).toBe(502);
    expect(await response.json()).toEqual({ error: 'upstream' });
  });

  test('streams the archive as an attachment', async ({ request }) => {
    const response = await request.get('/api/favorites/zip?ids=12');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/zip');
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.zip"$/);
    expect(Object.keys(unzipSync(new Uint8Array(await response.body())))).toContain('ana-souza/1.jpg');
  });
});
