import { expect, test, type Page } from '@playwright/test';
import { axe } from '../support/axe';
import { plainFilters, sortedNames, women } from '../support/roster';

/**
 * The in-town filter and the in town / away marks, against where the local panel's admin view says
 * each talent is: the expected names are worked out here, not asked of the filter code.
 */

const collator = new Intl.Collator('pt', { sensitivity: 'base' });
const cards = (page: Page) => page.getByRole('list', { name: /^(Talentos|Talents)$/ }).getByRole('listitem');
const names = sortedNames;


test.describe('in town', () => {
  test('without JavaScript: the box sends ?na-cidade=1, the cards are those in town, each marked, and the chip takes it away', async ({ browser }) => {
    const expected = names((await women()).filter((talent) => talent.inTown === true));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(20);

    const { context, page } = await plainFilters(browser);
    await page.getByRole('group', { name: 'Onde está' }).getByRole('checkbox', { name: 'Só quem está na cidade' }).check();
    await page.getByRole('button', { name: 'Ver talentos' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/modelos/feminino' && url.search === '?na-cidade=1');
    await expect(cards(page).getByRole('link')).toHaveText(expected);
    await expect(cards(page).locator('[data-in-town]')).toHaveText(expected.map(() => 'Na cidade'));
    await expect(page.getByRole('status').filter({ hasText: 'com estes filtros' })).toHaveText(
      `${expected.length} ${expected.length === 1 ? 'talento' : 'talentos'} com estes filtros`,
    );
    await page.getByRole('link', { name: 'Remover o filtro Na cidade' }).click();
    await expect(page).toHaveURL(/\/modelos\/feminino$/);
    await context.close();
  });

  test('the plain board marks who is in town and who is away, and nothing for a talent the panel says nothing of', async ({ page }) => {
    const list = (await women()).sort((a, b) => collator.compare(a.name, b.name)).slice(0, 20);
    await page.goto('/modelos/feminino');
    await expect(cards(page)).toHaveCount(20);
    for (const [index, talent] of list.entries()) {
      const mark = cards(page).nth(index).locator('[data-in-town]');
      if (talent.inTown === undefined) await expect(mark, talent.name).toHaveCount(0);
      else await expect(mark, talent.name).toHaveText(talent.inTown ? 'Na cidade' : 'Fora');
    }
  });

  test('in English and Spanish, in each language’s words', async ({ page }) => {
    const expected = names((await women()).filter((talent) => talent.inTown === true));
    await page.goto('/en/models/women?in-town=1');
    await expect(cards(page).getByRole('link')).toHaveText(expected);
    await expect(cards(page).locator('[data-in-town]').first()).toHaveText('In town');
    await expect(page.getByRole('link', { name: 'Remove the filter In town' })).toBeVisible();

    await page.goto('/es/modelos/mujeres?en-la-ciudad=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(cards(page).getByRole('link')).toHaveText(expected);
    await expect(cards(page).locator('[data-in-town]').first()).toHaveText('En la ciudad');
    await page.locator('summary', { hasText: 'Filtros' }).click();
    await expect(page.getByRole('checkbox', { name: 'Solo quien está en la ciudad' })).toBeChecked();
  });

  test('with JavaScript the box applies at once, and the board keeps its other filters', async ({ page }) => {
    const list = await women();
    await page.goto('/modelos/feminino?altura=170-190');
    await page.locator('summary', { hasText: 'Filtros' }).click();
    await expect(page.locator('form[data-live]')).toHaveCount(1);
    await page.getByRole('checkbox', { name: 'Só quem está na cidade' }).check();
    await expect(page).toHaveURL(/\/modelos\/feminino\?altura=170-190&na-cidade=1$/);
    const cm = (height?: string) => Number(/^(\d+)/.exec(height ?? '')?.[1] ?? NaN);
    const expected = names(list.filter((talent) => talent.inTown === true && cm(talent.height) >= 170 && cm(talent.height) <= 190));
    await expect(cards(page).getByRole('link')).toHaveText(expected);
    expect((await axe(page).analyze()).violations).toEqual([]);
  });
});
