import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { talentSlug } from '@/lib/talents/slug';
import { axe } from '../support/axe';

type Stored = { id: number; name: string; gender: 'woman' | 'man' | null; cover: string | null };

/** The local panel seeds talents 1–64; ids above are talents who have since left the roster. */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const stored = (ids: number[]): Stored[] => ids.map((id) => ({ id, name: `Talento ${id}`, gender: null, cover: null }));

async function seedFavorites(page: Page, favorites: Stored[]) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('favorites', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(favorites));
}

const idsOf = (url: string) => (new URL(url).searchParams.get('ids') ?? '').split(',').map(Number);

/** The top-level folders of a zip from the site, one per talent. */
async function zipFolders(request: APIRequestContext, href: string): Promise<Set<string>> {
  const response = await request.get(href);
  expect(response.status(), href).toBe(200);
  const entries = Object.keys(unzipSync(new Uint8Array(await response.body())));
  return new Set(entries.map((entry) => entry.split('/')[0]!));
}

test.describe('a shortlist longer than one link or zip holds', () => {
  test('64 favourites come as two share links and two zips, each with the right talents', async ({ page, request }) => {
    test.setTimeout(90_000);
    await seedFavorites(page, stored(range(1, 64)));
    await page.goto('/favoritos');
    await expect(page.getByText('Cada link e cada download levam até 50 talentos, por isso sua seleção de 64 vai em 2 partes.')).toBeVisible();

    const first = page.getByRole('textbox', { name: 'Link 1 de 2 (talentos 1–50)' });
    const second = page.getByRole('textbox', { name: 'Link 2 de 2 (talentos 51–64)' });
    expect(idsOf(await first.inputValue())).toEqual(range(1, 50));
    const secondLink = await second.inputValue();
    expect(idsOf(secondLink)).toEqual(range(51, 64));
    // Every copy button says which link it copies.
    await expect(page.getByRole('button', { name: 'Copiar link 1 de 2', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Copiar link 2 de 2', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /Link 2 de 2 copiado|copie-o/ })).toBeVisible();

    const downloads = [
      { name: 'Baixar parte 1 de 2 (.zip)', ids: range(1, 50) },
      { name: 'Baixar parte 2 de 2 (.zip)', ids: range(51, 64) },
    ];
    for (const { name, ids } of downloads) {
      const link = page.getByRole('link', { name, exact: true });
      const href = (await link.getAttribute('href'))!;
      expect(idsOf(new URL(href, page.url()).href)).toEqual(ids);
      const talents = ((await (await request.get(`/api/favorites/talents/pt?ids=${ids.join(',')}`)).json()) as { data: Array<{ id: number; name: string }> }).data;
      expect(talents.map((talent) => talent.id)).toEqual(ids);
      const folders = await zipFolders(request, href);
      expect(folders.size, name).toBe(ids.length);
      for (const talent of talents) {
        const slug = talentSlug(talent.name);
        expect(folders.has(slug) || folders.has(`${slug}-${talent.id}`), `${name}: ${talent.name}`).toBe(true);
      }
    }

    // The second link opens exactly talents 51–64 for whoever receives it.
    await page.goto(secondLink);
    await expect(page.getByRole('list', { name: 'Talentos da seleção' }).getByRole('listitem')).toHaveCount(14);
  });

  test('120 favourites show three labelled parts, for links and downloads alike, with no axe violations', async ({ page }) => {
    await seedFavorites(page, stored(range(1, 120)));
    await page.goto('/favoritos');
    await expect(page.getByText('sua seleção de 120 vai em 3 partes')).toBeVisible();
    for (const [label, ids] of [
      ['Link 1 de 3 (talentos 1–50)', range(1, 50)],
      ['Link 2 de 3 (talentos 51–100)', range(51, 100)],
      ['Link 3 de 3 (talentos 101–120)', range(101, 120)],
    ] as const) {
      expect(idsOf(await page.getByRole('textbox', { name: label, exact: true }).inputValue())).toEqual(ids);
    }
    for (const part of [1, 2, 3]) await expect(page.getByRole('link', { name: `Baixar parte ${part} de 3 (.zip)`, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Baixar fotos (.zip)' })).toHaveCount(0);
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    expect((await axe(page).include('main').analyze()).violations.map((violation) => violation.id)).toEqual([]);

    await page.goto('/en/favorites');
    await expect(page.getByText('Each link and each download holds up to 50 talents, so your selection of 120 comes in 3 parts.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Share link 2 of 3 (talents 51–100)', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download part 3 of 3 (.zip)', exact: true })).toBeVisible();
  });

  test('a link holding more than one selection says what it left out', async ({ page }) => {
    await page.goto(`/favoritos?ids=${range(1, 64).join(',')}`);
    await expect(page.getByText('Este link traz 64 talentos, mais do que os 50 que uma seleção mostra: aqui estão os primeiros 50.', { exact: false })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Talentos da seleção' }).getByRole('listitem')).toHaveCount(50);
  });

  test('the routes refuse more than 50 talents with a clear error', async ({ request }) => {
    const many = range(1, 51).join(',');
    for (const path of [`/api/favorites/zip?ids=${many}`, `/api/favorites/talents/pt?ids=${many}`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.json(), path).toMatchObject({ errors: { ids: 'too_many' }, max: 50 });
    }
    const malformed = await request.get('/api/favorites/zip?ids=1,x');
    expect(await malformed.json()).toMatchObject({ errors: { ids: 'invalid' } });
  });
});
