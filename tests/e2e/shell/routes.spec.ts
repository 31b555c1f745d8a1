import { expect, test } from '@playwright/test';
import { SEED_IDENTITY } from '../../../local-panel/seed-identity';

// The site reads its title from the panel; the local panel's seed holds the demo agency's name.
const SITE_TITLE = SEED_IDENTITY.title;

/** `canonical` when a screen is a duplicate of another: the models root shows the women's board. */
const SCREENS: Array<{ name: string; pt: string; en: string; canonical?: { pt: string; en: string } }> = [
  { name: 'home', pt: '/', en: '/en' },
  { name: 'models', pt: '/modelos', en: '/en/models', canonical: { pt: '/modelos/feminino', en: '/en/models/women' } },
  { name: 'women', pt: '/modelos/feminino', en: '/en/models/women' },
  { name: 'men', pt: '/modelos/masculino', en: '/en/models/men' },
  { name: 'actors', pt: '/modelos/atores', en: '/en/models/actors' },
  { name: 'new_faces', pt: '/modelos/novos_rostos', en: '/en/models/new_faces' },
  { name: 'international', pt: '/modelos/internacional', en: '/en/models/international' },
  { name: 'curvy', pt: '/modelos/curvy', en: '/en/models/curvy' },
  { name: 'talents', pt: '/modelos/talentos', en: '/en/models/talents' },
  { name: 'creative', pt: '/modelos/criativos', en: '/en/models/creative' },
  { name: 'kids', pt: '/modelos/criancas', en: '/en/models/kids' },
  { name: 'favorites', pt: '/favoritos', en: '/en/favorites' },
  { name: 'be_a_model', pt: '/seja-um-modelo', en: '/en/be-a-model' },
  { name: 'about', pt: '/sobre', en: '/en/about' },
  { name: 'panorama', pt: '/panorama', en: '/en/panorama' },
  { name: 'contact', pt: '/contato', en: '/en/contact' },
  { name: 'news', pt: '/noticias', en: '/en/news' },
];

test.describe('every route name reaches its screen in both locales', () => {
  for (const screen of SCREENS) {
    for (const locale of ['pt', 'en'] as const) {
      const path = screen[locale];
      test(`${screen.name} (${locale}) at ${path}`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${SITE_TITLE}$`));
        await expect(page.locator('h1').first()).toBeAttached();
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect((canonical && new URL(canonical).pathname.replace(/\/$/, '')) || '/').toBe(screen.canonical?.[locale] ?? path);
        await expect(page.locator('link[rel="alternate"][hreflang="pt"]')).toHaveCount(1);
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
      });
    }
  }
});

test.describe('alternative spellings and the pt prefix redirect to the canonical path', () => {
  const cases: Array<[string, string]> = [
    ['/contact', '/contato'],
    ['/en/contato', '/en/contact'],
    ['/about', '/sobre'],
    ['/en/sobre', '/en/about'],
    ['/be-a-model', '/seja-um-modelo'],
    ['/en/seja-um-modelo', '/en/be-a-model'],
    ['/models/women', '/modelos/feminino'],
    ['/modelos/women', '/modelos/feminino'],
    ['/modelos/men', '/modelos/masculino'],
    ['/en/models/feminino', '/en/models/women'],
    ['/en/modelos', '/en/models'],
    ['/pt', '/'],
    ['/pt/', '/'],
    ['/pt/sobre', '/sobre'],
    ['/pt/about', '/sobre'],
    ['/pt/modelos/feminino', '/modelos/feminino'],
    ['/en/', '/en'],
  ];
  for (const [from, to] of cases) {
    test(`${from} → ${to}`, async ({ page }) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(to);
    });
  }
});

test('home is Portuguese whatever the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } });
  const page = await context.newPage();
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await context.close();
});

test.describe('unknown languages and paths give the 404 page', () => {
  for (const path of ['/fr/models', '/de', '/nao-existe', '/en/does-not-exist', '/modelos/feminino/extra/more', '/sobre/extra']) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'This page could not be found.' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Voltar|Return/ })).toBeVisible();
      // HOME leads to the home of the language the visitor was reading.
      await expect(page.getByRole('link', { name: 'HOME', exact: true })).toHaveAttribute('href', path.startsWith('/en/') ? '/en' : '/');
    });
  }

  test('Return goes back one page and HOME goes to the home of the page’s language', async ({ page }) => {
    await page.goto('/sobre');
    await page.goto('/nao-existe');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/sobre$/);
    await page.goto('/nao-existe');
    await page.getByRole('link', { name: 'HOME', exact: true }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await page.goto('/en/does-not-exist');
    await page.getByRole('link', { name: 'HOME', exact: true }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('sitemap.xml lists pages and talents in both locales, robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('/modelos/feminino</loc>');
  expect(xml).toContain('/en/models/women</loc>');
  expect(xml).toContain('/modelos/12/ana-souza</loc>');
  expect(xml).toContain('/en/models/12/ana-souza</loc>');
  expect(xml).toContain('/en/contact</loc>');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: .+\/sitemap\.xml/);
});

test('a page carries the messages its own client components use, not the whole site’s', async ({ request }) => {
  // The application form's hint on measurements is only read on /seja-um-modelo.
  const applyHint = 'Se não souber alguma medida, deixe em branco.';
  const roster = await (await request.get('/modelos/feminino')).text();
  expect(roster).toContain('Mostrar mais'); // the roster's own client text (Roster.loadMore)
  expect(roster).not.toContain(applyHint);
  const apply = await (await request.get('/seja-um-modelo')).text();
  expect(apply).toContain(applyHint);
});
