import { expect, test, type Page } from '@playwright/test';
import { CASTING_FACTS, monthsBefore } from '../../../local-panel/seed-casting';
import { formatMonth } from '../../../lib/talents/casting';
import { axe } from '../support/axe';

/**
 * The casting-ready fields on a profile (local-panel/seed-casting.ts), in each language: shown when
 * the panel sends them, absent when it does not. The local panel dates them from the day it was
 * seeded, which is the day of the run.
 */

type Locale = 'pt' | 'en' | 'es';

const PATHS: Record<Locale, (id: number, name: string) => string> = {
  pt: (id, name) => `/modelos/${id}/${name}`,
  en: (id, name) => `/en/models/${id}/${name}`,
  es: (id, name) => `/es/modelos/${id}/${name}`,
};

const WORDS = {
  pt: { inTown: 'Na cidade', away: 'Fora da cidade', measured: 'Medidas de', agency: 'Agência mãe', followers: ['48 mil seguidores', '1,3 mi seguidores'], digitals: 'Polaroids de', old: 'há mais de 6 meses', tab: 'Polaroids', galleries: 'Galerias' },
  en: { inTown: 'In town', away: 'Away', measured: 'Measured', agency: 'Mother agency', followers: ['48K followers', '1.3M followers'], digitals: 'Polaroids taken', old: 'over 6 months ago', tab: 'Polaroids', galleries: 'Galleries' },
  es: { inTown: 'En la ciudad', away: 'Fuera de la ciudad', measured: 'Medidas de', agency: 'Agencia madre', followers: ['48 mil seguidores', '1,3 M seguidores'], digitals: 'Polaroids de', old: 'hace más de 6 meses', tab: 'Polaroids', galleries: 'Galerías' },
} as const;

const today = () => new Date();
const month = (monthsAgo: number, locale: Locale) => formatMonth(monthsBefore(today(), monthsAgo), locale);
const header = (page: Page) => page.locator('article header');
const whereabouts = (page: Page) => header(page).locator('[data-in-town]');
const jsonLd = async (page: Page) => JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;

for (const locale of ['pt', 'en', 'es'] as const) {
  const words = WORDS[locale];

  test.describe(`casting-ready profile (${locale})`, () => {
    test('everything the panel sends: in town, measured last month, recent digitals first, mother agency, Instagram', async ({ page }) => {
      await page.goto(PATHS[locale](CASTING_FACTS.everything, 'olivia-teixeira'));
      await expect(whereabouts(page)).toHaveText(words.inTown);
      await expect(page.getByText(`${words.measured} ${month(1, locale)}`)).toBeVisible();

      const agency = page.getByRole('link', { name: 'Studio Nord Models' });
      await expect(agency).toHaveAttribute('href', 'https://nord-models.example/');
      await expect(agency).toHaveAttribute('rel', 'noopener');
      await expect(page.getByRole('term').filter({ hasText: words.agency })).toBeVisible();
      const instagram = page.getByRole('link', { name: '@olivia.teixeira' });
      await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/olivia.teixeira/');
      await expect(page.getByText(words.followers[0], { exact: true })).toBeVisible();

      // The dated digitals open the gallery; the months of both sets are named under it, none of them old.
      const tabs = page.getByRole('tablist', { name: words.galleries }).getByRole('tab');
      await expect(tabs.first()).toHaveText(new RegExp(`^${words.tab}`));
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format([month(1, locale), month(3, locale)]);
      await expect(page.getByText(`${words.digitals} ${list}`)).toBeVisible();
      await expect(page.locator('[data-stale]')).toHaveCount(0);

      expect(await jsonLd(page)).toMatchObject({
        sameAs: ['https://www.instagram.com/olivia.teixeira/'],
        affiliation: [{ '@type': 'Organization' }, { '@type': 'Organization', name: 'Studio Nord Models', url: 'https://nord-models.example/' }],
      });
    });

    test('away in Milano with a return date, old digitals marked, a mother agency without an address', async ({ page }) => {
      await page.goto(PATHS[locale](CASTING_FACTS.awayWithOldDigitals, 'clara-fonseca'));
      await expect(whereabouts(page)).toHaveAttribute('data-in-town', 'false');
      await expect(whereabouts(page)).toContainText('Milano');
      await expect(page.locator('[data-stale]')).toHaveText(new RegExp(`${words.old}$`));
      await expect(page.getByText(`${words.digitals} ${new Intl.ListFormat(locale, { type: 'conjunction' }).format([month(8, locale), month(14, locale)])}`)).toBeVisible();
      // Named, not linked: the panel gives no address.
      await expect(page.getByRole('definition').filter({ hasText: 'Atelier Sul' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Atelier Sul' })).toHaveCount(0);
      await expect(page.getByText(words.followers[1], { exact: true })).toBeVisible();
    });

    test('a minor: away, without the city, the date or the Instagram account, on the page or in its JSON-LD', async ({ page }) => {
      await page.goto(PATHS[locale](CASTING_FACTS.minorAway, 'luana-peixoto'));
      await expect(whereabouts(page)).toHaveText(words.away);
      await expect(page.locator('main')).not.toContainText('Paris');
      await expect(page.getByRole('link', { name: /^@/ })).toHaveCount(0);
      expect(await jsonLd(page)).not.toHaveProperty('sameAs');
      await expect(page.getByRole('link', { name: 'Casa Lumière' })).toBeVisible();
    });

    test('none of the fields: the profile reads as before, the book first', async ({ page }) => {
      await page.goto(PATHS[locale](12, 'ana-souza'));
      await expect(page.getByRole('heading', { level: 1, name: 'Ana Souza' })).toBeVisible();
      await expect(page.locator('[data-in-town]')).toHaveCount(0);
      await expect(page.getByText(words.measured)).toHaveCount(0);
      await expect(page.getByText(words.agency)).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^@/ })).toHaveCount(0);
      await expect(page.getByText(words.digitals)).toHaveCount(0);
      await expect(page.getByRole('tablist', { name: words.galleries }).getByRole('tab').first()).toHaveText(/^Book/);
      const data = await jsonLd(page);
      expect(data).not.toHaveProperty('sameAs');
      expect(Array.isArray(data.affiliation)).toBe(false);
    });
  });
}

test('in town with the city named, in Spanish', async ({ page }) => {
  await page.goto(PATHS.es(CASTING_FACTS.inTownOnly, 'diego-barbosa'));
  await expect(whereabouts(page)).toHaveText('En São Paulo');
  await expect(page.getByText('Medidas de')).toHaveCount(0);
});

test('the casting-ready profiles have no axe violations', async ({ page }) => {
  for (const path of [PATHS.pt(CASTING_FACTS.everything, 'olivia-teixeira'), PATHS.es(CASTING_FACTS.awayWithOldDigitals, 'clara-fonseca'), PATHS.en(CASTING_FACTS.minorAway, 'luana-peixoto')]) {
    await page.goto(path);
    await expect(page.locator('[data-in-town]')).toBeVisible();
    expect((await axe(page).analyze()).violations, path).toEqual([]);
  }
});
