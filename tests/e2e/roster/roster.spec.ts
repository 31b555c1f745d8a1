import { expect, test, type Page } from '@playwright/test';
import { axe } from '../support/axe';

const cards = (page: Page) => page.getByRole('list', { name: /^(Talentos|Talents)$/ }).getByRole('link');
const letterBar = (page: Page) => page.getByRole('group', { name: 'Filtrar por inicial' });

test.describe('roster', () => {
  test('renders the first 20 cards on the server, usable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/modelos/feminino');
    await expect(page.getByRole('heading', { level: 1, name: 'Feminino' })).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    await expect(page.getByRole('link', { name: 'Ana Souza' })).toHaveAttribute('href', '/modelos/12/ana-souza');
    await context.close();
  });

  test('/modelos shows the women’s board', async ({ page }) => {
    await page.goto('/modelos');
    await expect(page.getByRole('heading', { level: 1, name: 'Feminino' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Feminino' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('status').filter({ hasText: 'talentos' })).toHaveText('38 talentos');
  });

  test('gender tabs replace the URL instead of adding a history entry', async ({ page }) => {
    await page.goto('/sobre');
    await page.goto('/modelos/feminino');
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('link', { name: 'Masculino' }).click();
    await expect(page).toHaveURL(/\/modelos\/masculino$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Masculino' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Masculino' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Álvaro Mendes' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/sobre$/);
  });

  test('disables letters nobody’s name starts with', async ({ page }) => {
    await page.goto('/modelos/feminino');
    await expect(letterBar(page).getByRole('button', { name: 'Q', exact: true })).toBeDisabled();
    await expect(letterBar(page).getByRole('button', { name: 'A', exact: true })).toBeEnabled();
    await page.goto('/en/models/men');
    const bar = page.getByRole('group', { name: 'Filter by initial' });
    await expect(bar.getByRole('button', { name: 'I', exact: true })).toBeDisabled();
    await expect(bar.getByRole('button', { name: 'J', exact: true })).toBeEnabled();
  });

  test('a letter filters (accents folded), a second click clears it, All resets', async ({ page }) => {
    await page.goto('/modelos/feminino');
    const a = letterBar(page).getByRole('button', { name: 'A', exact: true });
    await a.click();
    await expect(a).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveText(['Alice Lacerda', 'Amanda Serrano', 'Ana Souza']);
    await a.click();
    await expect(a).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(20);

    await letterBar(page).getByRole('button', { name: 'E', exact: true }).click();
    await expect(cards(page).filter({ hasText: 'Érica Nogueira' })).toBeVisible();
    await letterBar(page).getByRole('button', { name: 'Todos' }).click();
    await expect(letterBar(page).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(20);
  });

  // The default seed's largest board holds 38 talents, so the second step of 20 shows them all;
  test('a name typed in the search finds the talent with accents ignored, the count follows, and no match offers to clear it', async ({ page }) => {
    await page.goto('/modelos/feminino');
    const search = page.getByRole('searchbox', { name: 'Buscar por nome' });
    const status = page.getByRole('status').filter({ hasText: /talento/ });
    await search.fill('erica');
    await expect(cards(page)).toHaveText(['Érica Nogueira']);
    await expect(status).toHaveText('1 talento para “erica”');
    await search.fill('IRIS b');
    await expect(cards(page)).toHaveText(['Íris Bittencourt']);
    // A labelled search landmark and a live count: nothing axe finds on the board while filtering.
    expect((await axe(page).include('main').analyze()).violations).toEqual([]);

    // With a letter chosen the two narrow together.
    await search.fill('a');
    await letterBar(page).getByRole('button', { name: 'A', exact: true }).click();
    await expect(cards(page)).toHaveText(['Alice Lacerda', 'Amanda Serrano', 'Ana Souza']);
    await letterBar(page).getByRole('button', { name: 'Todos' }).click();

    await search.fill('zzz');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('Nenhum talento com “zzz” no nome.')).toBeVisible();
    await expect(status).toHaveText('Nenhum talento para “zzz”');
    await page.getByRole('button', { name: 'Limpar a busca' }).click();
    await expect(search).toHaveValue('');
    await expect(cards(page)).toHaveCount(20);

    // From the keyboard: Escape empties the field and brings every card back.
    await search.focus();
    await page.keyboard.type('iana');
    await expect(cards(page)).toHaveText(['Mariana Duarte', 'Tatiana Rezende']);
    await page.keyboard.press('Escape');
    await expect(search).toHaveValue('');
    await expect(cards(page)).toHaveCount(20);
  });

  test('without JavaScript there is no search field that could not work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/modelos/feminino');
    await expect(cards(page)).toHaveCount(20);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await context.close();
  });

  // the 20 → 40 → 60 steps are covered by tests/unit/roster/roster-controller.test.tsx with 100 talents.
  test('shows 20, then the next 20 when the end of the list scrolls into view', async ({ page }) => {
    await page.goto('/modelos/feminino');
    await expect(cards(page)).toHaveCount(20);
    await expect(page.getByText('Mostrando 20 de 38')).toBeVisible();
    await page.getByText('Mostrando 20 de 38').scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(38);
    await expect(page.getByRole('button', { name: 'Mostrar mais' })).toHaveCount(0);
  });

  test('without IntersectionObserver, the show-more link reveals the next 20 in place and focuses the first of them', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    await page.goto('/modelos/feminino');
    await expect(cards(page)).toHaveCount(20);
    const more = page.getByRole('link', { name: 'Mostrar mais' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(38);
    await expect(cards(page).nth(20)).toBeFocused();
    await expect(more).toHaveCount(0);
    await expect(page).toHaveURL(/\/modelos\/feminino$/);
  });

  test('without JavaScript, the show-more link opens the board with 20 more cards, at the first of them', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/modelos/feminino');
    await expect(page.getByText('Mostrando 20 de 38')).toBeVisible();
    await page.getByRole('link', { name: 'Mostrar mais' }).click();
    await expect(page).toHaveURL(/\/modelos\/feminino\?mostrar=40#cards-20$/);
    await expect(cards(page)).toHaveCount(38);
    await expect(page.locator('#cards-20')).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Mostrar mais' })).toHaveCount(0);
    await context.close();
  });

  test('each card is in the page once: the first 20 as HTML, none of them again in the React payload', async ({ request }) => {
    const html = await (await request.get('/modelos/feminino')).text();
    const payload = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((match) => JSON.parse(match[1]!) as string).join('');
    expect(payload.length).toBeGreaterThan(0);
    expect(html.match(/>Ana Souza</g)).toHaveLength(1);
    expect(payload).not.toContain('Ana Souza');
    expect(payload).not.toContain('/modelos/12/ana-souza');
  });

  test('the reveal route sends the next cards as HTML, gzip-compressed, and nothing for a step that does not exist', async ({ request }) => {
    const next = await request.get('/api/roster/pt/women/p1', { headers: { 'accept-encoding': 'gzip' } });
    expect(next.status()).toBe(200);
    expect(next.headers()['content-type']).toMatch(/^text\/html/);
    expect(next.headers()['content-encoding']).toBe('gzip');
    expect(next.headers()['vary']).toMatch(/Accept-Encoding/);
    const html = await next.text();
    expect(html.match(/<li /g)).toHaveLength(18);
    expect(html).toContain('id="cards-20"');
    expect(html).not.toMatch(/<script/i);
    expect((await request.get('/api/roster/pt/women/p2')).status()).toBe(404);
    expect((await request.get('/api/roster/pt/nobody/p1')).status()).toBe(404);
    expect((await request.get('/api/roster/xx/women/p1')).status()).toBe(404);
  });

  test('a board with nobody says so', async ({ page }) => {
    await page.goto('/modelos/criancas');
    await expect(page.getByRole('heading', { level: 1, name: 'Crianças' })).toBeVisible();
    await expect(page.getByText('Nenhum talento disponível')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.goto('/en/models/kids');
    await expect(page.getByText('No talents available')).toBeVisible();
  });

  test('category boards list their talents with the letter bar', async ({ page }) => {
    await page.goto('/modelos/novos_rostos');
    await expect(page.getByRole('heading', { level: 1, name: 'Novos rostos' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'talentos' })).toHaveText('15 talentos');
    await expect(page.getByRole('link', { name: 'Ana Souza' })).toBeVisible();
    await expect(letterBar(page)).toBeVisible();
    await expect(page).toHaveTitle(/^Novos rostos \| /);
  });

  test('a bare talent id goes to the full profile address; an unknown board is a 404', async ({ page }) => {
    await page.goto('/modelos/12');
    await expect(page).toHaveURL(/\/modelos\/12\/ana-souza$/);
    const response = await page.goto('/modelos/nobody-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found.')).toBeVisible();
  });
});
