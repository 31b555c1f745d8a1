import { expect, test, type Page } from '@playwright/test';
import { axe } from '../support/axe';
import { panel } from '../support/panel';
import { plainFilters, sortedNames, women } from '../support/roster';

/**
 * The roster's filters against the talents' own details, read from the local
 * panel's admin view: the expected names are worked out here, not asked of the filter code.
 */

type Talent = { id: number; name: string; gender: string; categories: string[]; height?: string; hair?: string; eyes?: string };

const cards = (page: Page) => page.getByRole('list', { name: /^(Talentos|Talents)$/ }).getByRole('link');
const cm = (talent: Talent) => Number(/^(\d+)/.exec(talent.height ?? '')?.[1] ?? NaN);

/** The two eye colours most women have (Portuguese names), so a filtering on them finds someone. */
function commonEyes(list: Talent[]): [string, string] {
  const counts = new Map<string, number>();
  for (const talent of list) if (talent.eyes) counts.set(talent.eyes, (counts.get(talent.eyes) ?? 0) + 1);
  const [first, second] = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  return [first!, second!];
}

/** The filter form once its script runs it: loaded on the visitor's first interest (before that it is a plain GET form). */
const liveForm = (page: Page) => page.locator('form[data-live]');

const slug = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-');
const names = sortedNames;

test.describe('roster filters', () => {
  test('without JavaScript: the form sends the filters, the address is the one spelling, the cards are those that match', async ({ browser }) => {
    const list = await women();
    const eyes = commonEyes(list);
    const expected = names(list.filter((talent) => cm(talent) >= 170 && cm(talent) <= 180 && eyes.includes(talent.eyes ?? '')));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(20);

    const { context, page } = await plainFilters(browser);
    await page.getByLabel('Altura a partir de').selectOption('170');
    await page.getByLabel('Altura até').selectOption('180');
    const eyeGroup = page.getByRole('group', { name: 'Olhos' });
    for (const colour of eyes) await eyeGroup.getByLabel(colour, { exact: true }).check();
    await page.getByRole('button', { name: 'Ver talentos' }).click();

    const query = `altura=170-180&olhos=${eyes.map(slug).join(',')}`;
    await expect(page).toHaveURL((url) => url.pathname === '/modelos/feminino' && url.search.startsWith('?altura=170-180&olhos='));
    expect(new URL(page.url()).search.replace(/%2C/gi, ',').length).toBe(`?${query}`.length);
    await expect(cards(page)).toHaveText(expected);
    await expect(page.getByRole('status').filter({ hasText: 'com estes filtros' })).toHaveText(
      `${expected.length} ${expected.length === 1 ? 'talento' : 'talentos'} com estes filtros`,
    );
    // Each active filter is a link that takes it away; without JavaScript too.
    await page.getByRole('link', { name: `Remover o filtro ${eyes[0]}` }).click();
    await expect(page).toHaveURL(new RegExp(`\\?altura=170-180&olhos=${slug(eyes[1])}$`));
    await context.close();
  });

  test('with JavaScript each change applies at once, the count follows, and back and forward step through the filterings', async ({ page }) => {
    const list = await women();
    const eyes = commonEyes(list);
    await page.goto('/modelos/feminino');
    await expect(page.getByRole('status').filter({ hasText: 'talentos' })).toHaveText(`${list.length} talentos`);
    await page.locator('summary', { hasText: 'Filtros' }).click();
    await expect(liveForm(page)).toHaveCount(1);

    const firstEye = page.getByRole('group', { name: 'Olhos' }).getByLabel(eyes[0], { exact: true });
    await firstEye.check();
    const byEye = names(list.filter((talent) => talent.eyes === eyes[0]));
    await expect(page).toHaveURL(new RegExp(`/modelos/feminino\\?olhos=${slug(eyes[0])}$`));
    await expect(page.getByRole('status').filter({ hasText: 'com estes filtros' })).toHaveText(`${byEye.length} talentos com estes filtros`);
    // The filtered board is a page of its own: the panel is still open and focus still on the box.
    await expect(firstEye).toBeChecked();
    await expect(firstEye).toBeFocused();

    await page.getByLabel('Altura a partir de').selectOption('175');
    const tall = names(list.filter((talent) => talent.eyes === eyes[0] && cm(talent) >= 175));
    await expect(page).toHaveURL(new RegExp(`\\?altura=175-\\d+&olhos=${slug(eyes[0])}$`));
    await expect(cards(page)).toHaveText(tall.slice(0, 20));

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?olhos=${slug(eyes[0])}$`));
    await expect(page.getByRole('status').filter({ hasText: 'com estes filtros' })).toHaveText(`${byEye.length} talentos com estes filtros`);
    await expect(page.getByLabel('Altura a partir de')).toHaveValue(/^\d+$/);
    await page.goForward();
    await expect(page).toHaveURL(/\?altura=175-/);
    await expect(cards(page)).toHaveText(tall.slice(0, 20));

    // The gender switch keeps the filters: the same words mean the same on the men's board.
    await page.getByRole('link', { name: 'Masculino' }).click();
    await expect(page).toHaveURL(new RegExp(`/modelos/masculino\\?altura=175-\\d+&olhos=${slug(eyes[0])}$`));
  });

  test('no talent matches: it says so and offers the board without filters', async ({ page }) => {
    const list = await women();
    const tallest = Math.max(...list.map(cm));
    // Taller than everyone on the board, and within the range the options offer (the men are taller).
    await page.goto(`/modelos/feminino?altura=${tallest + 1}-${tallest + 1}`);
    const men = (await panel.talents()).talents.filter((talent) => talent.gender === 'man');
    expect(Math.max(...men.map(cm))).toBeGreaterThan(tallest);
    await expect(page.getByText('Nenhum talento corresponde a estes filtros.')).toBeVisible();
    await page.getByRole('link', { name: 'Limpar filtros' }).first().click();
    await expect(page).toHaveURL(/\/modelos\/feminino$/);
    await expect(page.getByRole('status').filter({ hasText: 'talentos' })).toHaveText(`${list.length} talentos`);
  });

  test('an address is read in its own words, sent to its one spelling, and what it cannot use is dropped', async ({ request }) => {
    const redirect = async (path: string) => {
      const response = await request.get(path, { maxRedirects: 0 });
      return [response.status(), response.headers()['location'] ?? ''];
    };
    // Repeated parameters and the options' order.
    expect(await redirect('/modelos/feminino?olhos=verde&olhos=azul')).toEqual([308, '/modelos/feminino?olhos=azul,verde']);
    // English words on the Portuguese site (the language switch keeps the query): read, then written in Portuguese.
    expect(await redirect('/modelos/feminino?eyes=green')).toEqual([308, '/modelos/feminino?olhos=verde']);
    expect(await redirect('/en/models/women?olhos=verde')).toEqual([308, '/en/models/women?eyes=green']);
    // Nothing usable: the board itself, so junk never becomes a page of its own.
    expect(await redirect('/modelos/feminino?olhos=violeta&altura=abc')).toEqual([308, '/modelos/feminino']);
    // In town: one word per language, one value, after the other filters.
    expect(await redirect('/modelos/feminino?na-cidade=sim')).toEqual([308, '/modelos/feminino?na-cidade=1']);
    expect(await redirect('/modelos/feminino?na-cidade=1&olhos=verde')).toEqual([308, '/modelos/feminino?olhos=verde&na-cidade=1']);
    expect(await redirect('/en/models/women?na-cidade=1')).toEqual([308, '/en/models/women?in-town=1']);
    expect(await redirect('/modelos/feminino?na-cidade=0')).toEqual([308, '/modelos/feminino']);
    expect((await request.get('/modelos/feminino?na-cidade=1', { maxRedirects: 0 })).status()).toBe(200);
    // The canonical address renders; unknown parameters elsewhere are the plain board.
    expect((await request.get('/modelos/feminino?olhos=verde', { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get('/modelos/feminino?utm_source=newsletter', { maxRedirects: 0 })).status()).toBe(200);
    // The filtered route is the proxy's alone.
    expect((await request.get('/modelos/feminino/filtered', { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get('/pt/models/women/filtered?olhos=verde')).status()).toBe(404);
    // Search engines get the board, not each filtering.
    const html = await (await request.get('/modelos/feminino?olhos=verde')).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, ?follow"/);
  });

  test('the filters by keyboard, with no axe violations open', async ({ page }) => {
    await page.goto('/en/models/women');
    await expect(page.getByRole('searchbox')).toBeVisible();
    const summary = page.locator('summary', { hasText: 'Filters' });
    await summary.focus();
    // Focus on the summary loads the live form; it takes the plain one's place with focus kept.
    await expect(liveForm(page)).toHaveCount(1);
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Eyes' })).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Height from')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('group', { name: 'Eyes' })).toBeHidden();
    await expect(summary).toBeFocused();
  });
});
