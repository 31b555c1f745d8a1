import { expect, test } from '@playwright/test';
import { SEED_IDENTITY } from '../../../local-panel/seed-identity';
import { PLAIN_HEADER } from '../../../lib/i18n/plain-addresses';

// The site reads its title from the panel; the local panel's seed holds the demo agency's name.
const SITE_TITLE = SEED_IDENTITY.title;

/** `canonical` when a screen is a duplicate of another: the models root shows the women's board. */
const SCREENS: Array<{ name: string; pt: string; en: string; es: string; canonical?: { pt: string; en: string; es: string } }> = [
  { name: 'home', pt: '/', en: '/en', es: '/es' },
  { name: 'models', pt: '/modelos', en: '/en/models', es: '/es/modelos', canonical: { pt: '/modelos/feminino', en: '/en/models/women', es: '/es/modelos/mujeres' } },
  { name: 'women', pt: '/modelos/feminino', en: '/en/models/women', es: '/es/modelos/mujeres' },
  { name: 'men', pt: '/modelos/masculino', en: '/en/models/men', es: '/es/modelos/hombres' },
  { name: 'actors', pt: '/modelos/atores', en: '/en/models/actors', es: '/es/modelos/actores' },
  { name: 'new_faces', pt: '/modelos/novos_rostos', en: '/en/models/new_faces', es: '/es/modelos/nuevos_rostros' },
  { name: 'international', pt: '/modelos/internacional', en: '/en/models/international', es: '/es/modelos/internacional' },
  { name: 'curvy', pt: '/modelos/curvy', en: '/en/models/curvy', es: '/es/modelos/curvy' },
  { name: 'talents', pt: '/modelos/talentos', en: '/en/models/talents', es: '/es/modelos/talentos' },
  { name: 'creative', pt: '/modelos/criativos', en: '/en/models/creative', es: '/es/modelos/creativos' },
  { name: 'kids', pt: '/modelos/criancas', en: '/en/models/kids', es: '/es/modelos/ninos' },
  { name: 'favorites', pt: '/favoritos', en: '/en/favorites', es: '/es/favoritos' },
  { name: 'be_a_model', pt: '/seja-um-modelo', en: '/en/be-a-model', es: '/es/ser-modelo' },
  { name: 'about', pt: '/sobre', en: '/en/about', es: '/es/sobre' },
  { name: 'panorama', pt: '/panorama', en: '/en/panorama', es: '/es/panorama' },
  { name: 'contact', pt: '/contato', en: '/en/contact', es: '/es/contacto' },
  { name: 'news', pt: '/noticias', en: '/en/news', es: '/es/noticias' },
];

test.describe('every route name reaches its screen in each locale', () => {
  for (const screen of SCREENS) {
    for (const locale of ['pt', 'en', 'es'] as const) {
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
        await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', new RegExp(`${screen.canonical?.es ?? screen.es}$`));
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
    ['/es/contato', '/es/contacto'],
    ['/es/contact', '/es/contacto'],
    ['/es/seja-um-modelo', '/es/ser-modelo'],
    ['/es/modelos/feminino', '/es/modelos/mujeres'],
    ['/es/models/new_faces', '/es/modelos/nuevos_rostros'],
    ['/es/modelos/criancas', '/es/modelos/ninos'],
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

test('sitemap.xml lists pages, talents and posts in each locale, robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('/modelos/feminino</loc>');
  expect(xml).toContain('/en/models/women</loc>');
  expect(xml).toContain('/modelos/12/ana-souza</loc>');
  expect(xml).toContain('/en/models/12/ana-souza</loc>');
  expect(xml).toContain('/en/contact</loc>');
  expect(xml).toContain('/es/modelos/mujeres</loc>');
  expect(xml).toContain('/es/modelos/12/ana-souza</loc>');
  expect(xml).toContain('/es/contacto</loc>');
  expect(xml).toContain('/es/noticias/new-faces-2026</loc>');
  expect(xml).toMatch(/hreflang="es"[^>]*href="[^"]*\/es\/modelos\/12\/ana-souza"/);
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: .+\/sitemap\.xml/);
});

test('a page carries the messages its own client components use, not the whole site’s', async ({ request }) => {
  // The application form's hint on measurements is only read on /seja-um-modelo.
  const applicationHint = 'Se não souber alguma medida, deixe em branco.';
  const roster = await (await request.get('/modelos/feminino')).text();
  expect(roster).toContain('Mostrar mais'); // the roster's own client text (Roster.loadMore)
  expect(roster).not.toContain(applicationHint);
  const apply = await (await request.get('/seja-um-modelo')).text();
  expect(apply).toContain(applicationHint);
});

test('a visitor who sends the mark the site gives the addresses its proxy skips gets the same answer as without it', async ({ request }) => {
  const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;
  const answer = async (path: string, mark?: string) => {
    const response = await request.get(path, { maxRedirects: 0, headers: mark === undefined ? {} : { [PLAIN_HEADER]: mark } });
    const html = await response.text();
    return { status: response.status(), location: response.headers()['location'] ?? null, canonical: canonical(html), title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null };
  };
  // A spelling that redirects, a profile, a missing page and the 503 screen's own address (which no
  // visitor reaches by name), each with marks that would take it to another screen; and a plain address
  // whose mark a visitor tries to change.
  for (const path of ['/pt/sobre', '/modelos/12/ana-souza', '/nao-existe', '/unavailable/http_503', '/sobre', '/modelos/feminino?ordem=nome']) {
    const plain = await answer(path);
    for (const mark of ['pt/unavailable/http_503', 'en/models/women', 'pt']) {
      expect(await answer(path, mark), `${path} with ${PLAIN_HEADER}: ${mark}`).toEqual(plain);
    }
  }
});
