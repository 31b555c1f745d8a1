import { expect, test, type Page } from '@playwright/test';
import { SEED_IDENTITY } from '../../../local-panel/seed-identity';
import { axe } from '../support/axe';
import { shownNoticeVersion } from '../support/notice';

/** Settled before axe reads contrast: no fade in flight. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

const CONTROLLER = { name: 'Agência Example Modelos e Talentos Ltda.', cnpj: '12.345.678/0001-95', dpo: 'Marina Duarte', dpoEmail: 'privacidade@agencia.example' };

const PAGES = [
  {
    path: '/privacidade',
    title: 'Privacidade',
    version: /^Versão [0-9a-f]{16}, de \d{1,2} de [a-zç]+ de \d{4}$/,
    details: ['Empresa: Agência Example', 'CNPJ: 12.345.678/0001-95', 'Nome: Marina Duarte', 'País onde ficam guardados: Brasil'],
    retention: ['Candidaturas, com as fotos: 365 dias depois do envio', 'Dados do responsável e registro do consentimento: ficam com a candidatura', 'Mensagens de contato: 365 dias', 'Pedidos sobre os seus dados: 365 dias'],
    laws: 'Leis citadas',
    footer: 'Privacidade',
    other: '/sobre',
  },
  {
    path: '/en/privacy',
    title: 'Privacy',
    version: /^Version [0-9a-f]{16}, dated \d{1,2} [A-Z][a-z]+ \d{4}$/,
    details: ['Company: Agência Example', 'Registration number (CNPJ): 12.345.678/0001-95', 'Name: Marina Duarte', 'Country where it is stored: Brazil'],
    retention: ['Applications, with their photos: 365 days after they are sent', "The guardian's details and the record of consent: kept with the application", 'Contact messages: 365 days', 'Requests about your data: 365 days'],
    laws: 'Laws referred to',
    footer: 'Privacy',
    other: '/en/about',
  },
  {
    path: '/es/privacidad',
    title: 'Privacidad',
    version: /^Versión [0-9a-f]{16}, del \d{1,2} de [a-z]+ de \d{4}$/,
    details: ['Empresa: Agência Example', 'Número de registro (CNPJ): 12.345.678/0001-95', 'Nombre: Marina Duarte', 'País donde se guardan: Brasil'],
    retention: ['Postulaciones, con las fotos: 365 días', 'Mensajes de contacto: 365 días', 'Solicitudes sobre tus datos: 365 días'],
    laws: 'Leyes citadas',
    footer: 'Privacidad',
    other: '/es/sobre',
  },
];

test.describe('privacy notice', () => {
  for (const { path, title, version, details, retention, laws, footer, other } of PAGES) {
    test(`${path} shows the notice with the version and date of the text shown, the controller and officer from the panel, and no axe violation`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\| ${SEED_IDENTITY.title}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('[data-notice-version]')).toHaveText(version);
      const printed = await shownNoticeVersion(page);
      await expect(page.locator('[data-notice-version]')).toContainText(printed);

      const main = page.locator('main');
      await expect(main).toContainText(SEED_IDENTITY.title);
      // The controller, its data protection officer and where the data is stored, as the panel gives them.
      for (const detail of details) await expect(main.getByText(detail)).toBeVisible();
      await expect(main).toContainText(CONTROLLER.name);
      await expect(main.locator('#who').locator('..').getByRole('link', { name: CONTROLLER.dpoEmail, exact: true })).toHaveAttribute('href', `mailto:${CONTROLLER.dpoEmail}`);
      for (const period of retention) await expect(main.getByText(period)).toBeVisible();
      // The laws are a short list at the end, not in the sentences.
      const headings = await main.getByRole('navigation').getByRole('link').allTextContents();
      expect(headings.at(-1)).toBe(laws);
      await expect(main.locator('#how').locator('..')).not.toContainText(/LGPD|RGPD|GDPR|art\./);
      await expect(main.locator('#laws').locator('..')).toContainText('2016/679');
      // The date printed beside the version is the one the text carries.
      await expect(page.locator('[data-notice-version] time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);

      // Headings in order: one h1, then h2s only (the sections and the request form's).
      const levels = await main.locator('h1, h2, h3, h4, h5, h6').evaluateAll((all) => all.map((h) => Number(h.tagName[1])));
      expect(levels[0]).toBe(1);
      expect(levels.slice(1).every((level) => level === 2)).toBe(true);
      expect(levels.length).toBeGreaterThan(8);

      // Every contents link leads to its section.
      const contents = main.getByRole('navigation');
      for (const link of await contents.getByRole('link').all()) {
        const target = (await link.getAttribute('href'))!;
        await expect(main.locator(target)).toHaveCount(1);
      }

      await expect(page.getByRole('contentinfo').getByRole('link', { name: footer, exact: true })).toHaveAttribute('href', path);
      await settled(page);
      expect((await axe(page).analyze()).violations).toEqual([]);

      // The footer of every other page links to it.
      await page.goto(other);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: footer, exact: true })).toHaveAttribute('href', path);
    });
  }

  test('the request form is labelled in the page\'s language and passes axe with its errors showing', async ({ page }) => {
    await page.goto('/en/privacy');
    const form = page.locator('#rights-request');
    await expect(form.getByRole('heading', { level: 2, name: 'Ask about your data' })).toBeVisible();
    const group = form.getByRole('radiogroup', { name: 'What would you like to ask for' });
    await expect(group.getByRole('radio')).toHaveCount(4);
    await expect(group.getByRole('radio', { name: 'Delete my data' })).toBeVisible();
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(form.getByText('Enter your name.')).toBeVisible();
    await expect(form.getByText('Choose what you would like to ask for.')).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
    await settled(page);
    expect((await axe(page).include('#rights-request').analyze()).violations).toEqual([]);
  });

  test('reads at 320 px: nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/privacidade');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacidade' })).toBeVisible();
    const widest = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widest).toBeLessThanOrEqual(320);
  });

  test('is in the sitemap in pt and en with hreflang alternates', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/privacidade<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/en\/privacy<\/loc>/);
    expect(sitemap).toMatch(/hreflang="en"[^>]*href="[^"]*\/en\/privacy"/);
  });

  test('other spellings go to the language\'s own address', async ({ request }) => {
    for (const [from, to] of [
      ['/privacy', '/privacidade'],
      ['/en/privacidade', '/en/privacy'],
      ['/es/privacy', '/es/privacidad'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to);
    }
  });

  for (const { path, link, href } of [
    { path: '/seja-um-modelo', link: 'Pedir algo sobre os seus dados', href: '/privacidade#rights-request' },
    { path: '/en/be-a-model', link: 'Ask about your data', href: '/en/privacy#rights-request' },
    { path: '/seja-um-modelo/enviado', link: 'pedido sobre os seus dados', href: '/privacidade#rights-request' },
    { path: '/en/be-a-model/sent', link: 'request about your data', href: '/en/privacy#rights-request' },
  ]) {
    test(`${path} tells how to ask about one's data with a link to the request form, not the contact page`, async ({ page }) => {
      await page.goto(path);
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: link, exact: true })).toHaveAttribute('href', href);
      await expect(main).not.toContainText(/página de contato|contact page/, { useInnerText: true });
      await main.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
      await expect(page.locator('#rights-request').getByRole('heading', { level: 2 })).toBeInViewport();
    });
  }

  for (const { path, link, href } of [
    { path: '/privacidade/nao-enviado?reason=refused', link: 'Quem responde pelos dados', href: '/privacidade#who' },
    { path: '/en/privacy/not-sent?reason=refused', link: 'Who is responsible for the data', href: '/en/privacy#who' },
  ]) {
    test(`${path}, a request the agency refused, points to the data protection officer, not the contact page`, async ({ page }) => {
      await page.goto(path);
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: link, exact: true })).toHaveAttribute('href', href);
      await expect(main).not.toContainText(/página de contato|contact page/, { useInnerText: true });
      await expect(main.getByRole('link', { name: /contato|contact/i })).toHaveCount(0);
    });
  }

  for (const { path, link, href } of [
    { path: '/contato/enviado', link: 'Como a agência trata os seus dados', href: '/privacidade' },
    { path: '/contato/nao-enviado?reason=upstream', link: 'Como a agência trata os seus dados', href: '/privacidade' },
    { path: '/en/be-a-model/sent', link: 'How the agency handles your data', href: '/en/privacy' },
    { path: '/en/be-a-model/not-sent?reason=busy', link: 'How the agency handles your data', href: '/en/privacy' },
  ]) {
    test(`the confirmation ${path} links to the notice`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main').getByRole('link', { name: link })).toHaveAttribute('href', href);
    });
  }
});
