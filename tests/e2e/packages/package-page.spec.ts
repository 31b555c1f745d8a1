import { expect, test, type Page } from '@playwright/test';
import { axe } from '../support/axe';
import { PANEL_URL } from '../support/env';
import { readPdf } from '../support/pdf';
import { packages, threeTalents, type PanelPackage } from '../support/packages';

let visitor = 0;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.61.0.${++visitor}` });
});

function media(file: string): string {
  return /^https?:\/\//.test(file) ? file : `${PANEL_URL}/storage/${file}`;
}

async function photoLinks(page: Page, talentId: number): Promise<string[]> {
  return page.locator(`a[data-viewer-talent="${talentId}"]`).evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
}

async function expectPackage(page: Page, pkg: PanelPackage) {
  await expect(page.getByRole('heading', { level: 1, name: pkg.title })).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveText(pkg.talents.map((talent) => talent.name));
  for (const talent of pkg.talents) {
    const section = page.locator(`#talent-${talent.id}`);
    if (talent.note) await expect(section.getByText(talent.note)).toBeVisible();
    // Only the booker's choice, in order: no other photo of the talent's book is on the page.
    expect(await photoLinks(page, talent.id)).toEqual(talent.photos.map((photo) => media(photo.file)));
    // Besides them, only each video's still: the talent's cover.
    await expect(section.locator('img')).toHaveCount(talent.photos.length + talent.video.length);
    for (const still of await section.locator('a[data-video-play] img').all()) {
      expect(new URL(await still.getAttribute('src') ?? '', 'http://site').searchParams.get('url')).toBe(media(String(talent.cover)));
    }
  }
}

const PATHS = { pt: '/pacote/', en: '/en/package/', es: '/es/paquete/' } as const;
const VALID_UNTIL = { pt: 'Este link vale até', en: 'This link works until', es: 'Este enlace es válido hasta' } as const;

for (const locale of ['pt', 'en', 'es'] as const) {
  test(`a package renders its talents in order, the booker's notes and only the chosen photos (${locale}); axe finds nothing`, async ({ page }) => {
    const token = await packages.create(threeTalents(locale));
    const pkg = await packages.read(token);
    expect(pkg.talents.map((talent) => talent.photos.length)).toEqual([2, 1, 2]);
    const response = await page.goto(`${PATHS[locale]}${token}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectPackage(page, pkg);
    await expect(page.getByText(VALID_UNTIL[locale])).toBeVisible();
    await expect(page.getByText('marina@agencia.example')).toBeVisible();
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
  });
}

test('a package sent in Spanish reads in Spanish, its answer form and comp card included', async ({ page }) => {
  const token = await packages.create(threeTalents('es'));
  await page.goto(`/es/paquete/${token}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Su respuesta' })).toBeVisible();
  await expect(page.getByLabel('Quiero ver a Ana Souza')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Unidad de las medidas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comp cards del paquete (PDF)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar respuesta' })).toBeVisible();
  await expect(page.locator('#talent-12 dl:visible dt').first()).toHaveText('Altura');
  const text = await page.locator('main').innerText();
  for (const portuguese of ['Quero ver', 'Sua resposta', 'Seleção para você', 'Nota da booker', 'Seu nome']) expect(text).not.toContain(portuguese);
});

test('every package answer is private, never indexed, with no hreflang and no Referer out', async ({ page }) => {
  const token = await packages.create(threeTalents('pt'));
  const leaks: string[] = [];
  page.on('request', (request) => {
    const referer = request.headers()['referer'] ?? '';
    if (new URL(request.url()).origin !== new URL(page.url() || 'http://x').origin && referer.includes(token)) leaks.push(request.url());
  });
  const response = await page.goto(`/pacote/${token}`);
  await page.locator('#talent-9').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.locator('a[data-viewer-talent="9"]').first().click();
  await page.keyboard.press('Escape');
  expect(leaks).toEqual([]);
  const headers = response!.headers();
  expect(headers['cache-control']).toContain('private');
  expect(headers['cache-control']).not.toMatch(/s-maxage|public/);
  expect(headers['x-robots-tag']).toContain('noindex');
  expect(headers['referrer-policy']).toBe('same-origin');
  for (const meta of await page.locator('meta[name="robots"]').all()) await expect(meta).toHaveAttribute('content', /noindex/);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'same-origin');
  await expect(page.locator('link[rel="alternate"][hreflang], link[rel="canonical"]')).toHaveCount(0);
  for (const frame of await page.locator('iframe').all()) await expect(frame).toHaveAttribute('referrerpolicy', /^(no-referrer|strict-origin|origin)$/);
});

test('the language switch keeps the package; its photos open full screen; the units switch', async ({ page }) => {
  const token = await packages.create(threeTalents('pt'));
  await page.goto(`/en/package/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Seleção de teste' })).toBeVisible();
  await page.locator('a[data-viewer-talent="12"]').nth(1).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('Photo 2 of 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  const height = page.locator('#talent-12 dl:visible dd').first();
  await expect(height).toHaveText(/^\d{3} cm$/);
  await page.getByRole('button', { name: /pés|ft/ }).click();
  await expect(height).toHaveText(/^\d'\d+"$/);
  // Sizes that are not converted say which system they are in.
  const sizes = page.locator('#talent-12 dl:visible');
  await expect(sizes.locator('div', { hasText: 'Jeans' }).locator('dd')).toHaveText(/^BR \d+$/);
  await expect(sizes.locator('div', { has: page.getByText(/Sapato|Shoes/) }).locator('dd')).toHaveText(/^EU \d+$/);
});

test("the menu's language switch opens the package in the other language, talents and all", async ({ page }) => {
  const token = await packages.create(threeTalents('pt'));
  await page.goto(`/pacote/${token}`);
  await expect(page.locator('li[data-package-talent]')).toHaveCount(3);
  await page.getByRole('button', { name: 'Abrir o menu' }).click();
  await page.getByRole('dialog', { name: 'Menu principal' }).getByRole('link', { name: 'en — Ver o site em inglês', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/package/${token}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Your answer' })).toBeVisible();
  // The talents never travel in React's payload: the page reached by the switch has them all the same.
  const names = page.getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(names).toHaveCount(3);
  await expect(names.first()).toHaveText('Ana Souza');
  await expect(names.last()).toHaveText('Érica Nogueira');
  await expect(page.locator('#talent-12 [data-availability]')).toContainText('Available');
});

async function expectFirstPhotoOnScreen(page: Page, path: string, talentId: number) {
  await page.goto(path);
  const photo = page.locator(`#talent-${talentId} a[data-viewer-talent] img`).first();
  await expect(photo).toBeVisible();
  const box = (await photo.boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height).toBeLessThanOrEqual(812);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test("on a phone the first talent's first photo is on screen as the package opens, under a title of two or three lines", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // The seeded package: a title of two lines on a phone, the booker's availability on the first talent.
  const { demo } = await packages.seeded();
  await expectFirstPhotoOnScreen(page, `/pacote/${demo}`, 12);
  await expectFirstPhotoOnScreen(page, `/en/package/${demo}`, 12);
  // A title of three lines, a first talent with the longest name of the roster and availability dates.
  const title = 'Campanha de verão 2027 — seleção para o editorial';
  const token = await packages.create(
    threeTalents('pt', { title, talents: [{ id: 48, note: null, photos: [0, 1], availability: { status: 'first_option', dates: '14–16 jan' } }, { id: 3, note: null, photos: [0] }] }),
  );
  await expectFirstPhotoOnScreen(page, `/pacote/${token}`, 48);
  const heading = (await page.getByRole('heading', { level: 1, name: title }).boundingBox())!;
  expect(heading.height / 32.64).toBeCloseTo(3, 0);
});

test("the expiry names the agency's time zone, never the reader's", async ({ browser }) => {
  const token = await packages.create(threeTalents('pt', { expires_at: '2099-12-28T01:02:00Z' }));
  // A reader in Tokyo reads the agency's clock, with its zone named.
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', extraHTTPHeaders: { 'x-forwarded-for': `10.61.1.${++visitor}` } });
  const page = await context.newPage();
  await page.goto(`/pacote/${token}`);
  await expect(page.getByText('Este link vale até 27 de dez. de 2099, 22:02 (horário de Brasília).')).toBeVisible();
  await page.goto(`/en/package/${token}`);
  await expect(page.getByText(/This link works until Dec 27, 2099, 10:02\sPM \(Brasília time\)\./)).toBeVisible();
  await page.goto(`/es/paquete/${token}`);
  await expect(page.getByText('Este enlace es válido hasta el 27 dic 2099, 22:02 (hora de Brasilia).')).toBeVisible();
  await context.close();
});

test('one comp card PDF for the whole package, a card per talent', async ({ page, request }) => {
  const token = await packages.create(threeTalents('pt'));
  await page.goto(`/pacote/${token}`);
  const href = await page.getByRole('link', { name: 'Comp cards do pacote (PDF)' }).getAttribute('href');
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['cache-control']).toContain('private');
  const pages = await readPdf(await answer.body());
  expect(pages).toHaveLength(3);
  expect(pages[0]!.text).toContain('Ana Souza');
  // The job's title and the booker's note for this client travel on the card.
  expect(pages[0]!.text).toContain('Seleção de teste');
  expect(pages[0]!.text).toContain('Nota para Ana');
  expect(pages[1]!.text).not.toContain('Nota para Ana');
});

test("a package's comp card: a long job title beside the agency's name, never over it; sizes that stay say their system; no photo squashed", async ({ request }) => {
  const title = 'Campanha de verão 2027 — seleção de modelos para o editorial de moda praia da revista, fotos em estúdio e externas no litoral';
  const token = await packages.create(threeTalents('pt', { title }));
  const answer = await request.get(`/api/packages/${token}/comp-card/pt`);
  expect(answer.status()).toBe(200);
  const pages = await readPdf(await answer.body());
  expect(pages).toHaveLength(3);
  for (const card of pages) {
    const job = card.runs.find((run) => run.text.startsWith('Campanha de verão 2027'))!;
    expect(job).toBeTruthy();
    // On its line, besides the title, only the agency's name (letter-spaced: read back in pieces), to its left.
    const agency = card.runs.filter((run) => run !== job && Math.abs(run.y - job.y) < 1);
    expect(agency.map((run) => run.text).join('').replace(/\s+/g, '')).toBe('AURORAMODELS');
    expect(job.x).toBeGreaterThanOrEqual(Math.max(...agency.map((run) => run.x + run.width)) + 12);
    expect(job.x + job.width).toBeLessThanOrEqual(card.width - 36 + 0.5);
    for (const image of card.drawnImages) {
      expect(image.drawn.width / image.drawn.height).toBeCloseTo(image.pixels.width / image.pixels.height, 2);
    }
  }
  expect(pages[0]!.images).toBeGreaterThanOrEqual(2);
  // Centimetres and inches side by side: jeans and shoe sizes, which are not converted, name their system.
  expect(pages[0]!.text).toMatch(/BR \d+/);
  expect(pages[0]!.text).toMatch(/EU \d+/);
});

test('a package is in no sitemap', async ({ request }) => {
  const { demo, pin, expired, revoked } = await packages.seeded();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  for (const token of [demo, pin, expired, revoked]) expect(sitemap).not.toContain(token);
  expect(sitemap).not.toMatch(/\/(pacote|package|paquete)\//);
});
