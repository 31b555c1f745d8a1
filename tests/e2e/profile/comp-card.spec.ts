import { expect, test } from '@playwright/test';
import { panel } from '../support/panel';
import { readPdf } from '../support/pdf';

/** Comp cards, read back from the PDF the site sends. */

const MAX_CARD_BYTES = 1.5 * 1024 * 1024;
// Labels are letter-spaced, which a reader's text extraction returns as spaced-out letters.
const squash = (text: string) => text.replace(/\s+/g, '');
const holds = (pageText: string, text: string) => expect(squash(pageText)).toContain(squash(text));

test.describe('comp cards', () => {
  test('the profile’s card: one A4 page with the agency, the name, the cover and book photos, every measurement in cm and ft/in, the contact', async ({ page, request }) => {
    await page.goto('/modelos/12/ana-souza');
    const link = page.getByRole('link', { name: 'Comp card (PDF)' });
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toContain('ana-souza-comp-card.pdf');
    const bytes = await response.body();
    expect(bytes.byteLength).toBeLessThan(MAX_CARD_BYTES);

    const pages = await readPdf(bytes);
    expect(pages).toHaveLength(1);
    const [card] = pages;
    expect([card!.width, card!.height]).toEqual([595, 842]);
    for (const text of ['AURORA MODELS', 'Ana Souza', 'ALTURA', '178 cm · 5\'10"', 'BUSTO', '84 cm · 33"', 'JEANS', '36', 'Castanho Escuro', 'Verde', 'contato@agencia.example']) {
      holds(card!.text, text);
    }
    // The cover and the book photos beside it (Ana's book has four photos, the cover among them or not).
    expect(card!.images).toBeGreaterThanOrEqual(3);
    expect(card!.images).toBeLessThanOrEqual(5);
  });

  test('in English on US Letter, colours in English, and on A4 when asked', async ({ request, page }) => {
    await page.goto('/en/models/12/ana-souza');
    const href = (await page.getByRole('link', { name: 'Comp card (PDF)' }).getAttribute('href'))!;
    const [letter] = await readPdf(await (await request.get(href)).body());
    expect([letter!.width, letter!.height]).toEqual([612, 792]);
    for (const text of ['HEIGHT', 'Dark Brown', 'EYES', 'Green', 'contact@agencia.example']) holds(letter!.text, text);
    const other = page.getByRole('link', { name: 'on A4' });
    const [a4] = await readPdf(await (await request.get((await other.getAttribute('href'))!)).body());
    expect([a4!.width, a4!.height]).toEqual([595, 842]);
  });

  test('a selection of twelve: one PDF, a card per talent in the order asked, each under the size limit', async ({ request }) => {
    const { talents } = await panel.talents();
    const twelve = talents.filter((talent) => talent.id < 900_000).slice(0, 12);
    const response = await request.get(`/api/comp-card/pt?ids=${twelve.map((talent) => talent.id).join(',')}`);
    expect(response.status()).toBe(200);
    const bytes = await response.body();
    expect(bytes.byteLength).toBeLessThan(12 * MAX_CARD_BYTES);
    const pages = await readPdf(bytes);
    expect(pages).toHaveLength(12);
    pages.forEach((card, index) => holds(card.text, twelve[index]!.name));
    expect(pages.every((card) => card.images >= 1)).toBe(true);
  });

  test('refuses what it cannot use with a clear answer, and leaves out talents that are gone', async ({ request }) => {
    expect((await request.get('/api/comp-card/pt?ids=abc')).status()).toBe(400);
    expect((await request.get('/api/comp-card/pt?ids=12&paper=legal')).status()).toBe(400);
    expect((await request.get('/api/comp-card/pt?ids=987654')).status()).toBe(404);
    expect((await request.get('/api/comp-card/xx?ids=12')).status()).toBe(404);
    const mixed = await request.get('/api/comp-card/pt?ids=987654,12');
    expect(mixed.status()).toBe(200);
    expect(await readPdf(await mixed.body())).toHaveLength(1);
  });

  test('the favourites page offers the selection’s comp cards', async ({ page }) => {
    await page.goto('/favoritos?ids=12,1');
    const link = page.getByRole('link', { name: 'Comp cards (PDF)' });
    await expect(link).toHaveAttribute('href', '/api/comp-card/pt?ids=12,1');
  });
});
