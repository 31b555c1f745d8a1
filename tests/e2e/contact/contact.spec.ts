import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { openedAMinuteAgo } from '../support/form-token';
import { panel } from '../support/panel';

const FIELDS = ['Nome', 'E-mail', 'Telefone', 'Mensagem'] as const;
const field = (page: Page, label: (typeof FIELDS)[number]) => page.getByLabel(label, { exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: /^(Enviar|Enviando|Enviado)$/ });

let visitor = 0;

/**
 * A visitor with their own address (the endpoint limits sends per address) whose form token says the
 * form opened a minute ago, so a test that types at machine speed is not refused as a bot.
 */
async function visit(context: BrowserContext, path = '/contato'): Promise<Page> {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.55.0.${++visitor}` });
  const page = await context.newPage();
  await openedAMinuteAgo(page);
  await page.goto(path);
  return page;
}

async function fill(page: Page, values: Record<(typeof FIELDS)[number], string>) {
  for (const label of FIELDS) await field(page, label).fill(values[label]);
}

function unique(tag: string) {
  return {
    Nome: `Beatriz Conceição ${tag}`,
    'E-mail': `beatriz.${tag}@example.com`,
    Telefone: '+55 (21) 99876-5432',
    Mensagem: `Olá, equipe! 😊\nPreciso de três modelos para um editorial "verão" em 12/03 — orçamento & disponibilidade?\n\n<b>não é html</b> ${tag}`,
  };
}

test.describe('contact page', () => {
  test.afterEach(async () => {
    await panel.restore();
  });

  test('shows the general contact block from website texts, falling back to pt where en is empty', async ({ page }) => {
    await page.goto('/contato');
    await expect(page.getByRole('heading', { level: 1, name: 'Contato' })).toBeVisible();
    const general = page.getByRole('region', { name: 'Agência' });
    await expect(general.getByRole('link', { name: '+55 (11) 3456-7890' })).toHaveAttribute('href', 'tel:+551134567890');
    await expect(general.getByRole('link', { name: 'contato@agencia.example' })).toHaveAttribute('href', 'mailto:contato@agencia.example');
    await expect(general.getByRole('link', { name: /^@agencia\.example/ })).toHaveAttribute('href', 'https://www.instagram.com/agencia.example/');
    await expect(general.getByText('Rua Oscar Freire, 1200 — Jardins, São Paulo — SP, 01426-001')).toBeVisible();
    await expect(general.getByRole('link', { name: /Ver no mapa/ })).toHaveAttribute('href', /google\.com\/maps\/search\/.*Oscar%20Freire/);

    await page.goto('/en/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    const agency = page.getByRole('region', { name: 'Agency' });
    await expect(agency.getByRole('link', { name: '+55 11 3456 7890' })).toBeVisible();
    await expect(agency.getByRole('link', { name: 'contact@agencia.example' })).toBeVisible();
    // contact_instagram has only a pt value: en falls back to it.
    await expect(agency.getByRole('link', { name: /^@agencia\.example/ })).toBeVisible();
    await expect(agency.getByText('1200 Oscar Freire Street — Jardins, São Paulo, Brazil')).toBeVisible();
  });

  test('lists active staff by role, without inactive members or an empty group', async ({ page }) => {
    await page.goto('/contato');
    const team = page.getByRole('region', { name: 'Equipe' });
    await expect(team.getByRole('heading', { level: 3 })).toHaveText(['Bookers', 'Colocação internacional']);

    const bookers = team.getByRole('region', { name: 'Bookers' });
    await expect(bookers.getByRole('listitem')).toHaveCount(3);
    const marcela = bookers.getByRole('listitem').filter({ hasText: 'Marcela Andrade' });
    await expect(marcela.getByText('Assistente: Paulo Ferraz')).toBeVisible();
    await expect(marcela.getByRole('link', { name: /^@/ })).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\//);
    await expect(marcela.getByRole('link', { name: /agencia\.example$/ })).toHaveAttribute('href', /^mailto:/);

    const international = team.getByRole('region', { name: 'Colocação internacional' });
    await expect(international.getByRole('listitem')).toHaveText([/Isadora Menezes/, /Thomas Bauer/]);

    await expect(page.getByText('Henrique Bastos')).toHaveCount(0);
    await expect(page.getByText('Regina Costa')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Desenvolvimento/ })).toHaveCount(0);
  });

  test('blocks invalid input with a text per field and focus on the first, sending nothing', async ({ context }) => {
    const page = await visit(context);
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/contact/')) sends.push(request.url());
    });

    await field(page, 'E-mail').fill('beatriz@');
    await sendButton(page).click();

    await expect(field(page, 'Nome')).toBeFocused();
    await expect(field(page, 'Nome')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Nome')).toHaveAccessibleDescription('Informe seu nome.');
    await expect(field(page, 'E-mail')).toHaveAccessibleDescription('Informe um e-mail válido, como nome@exemplo.com.');
    await expect(page.getByText('Informe um telefone para contato.')).toBeVisible();
    await expect(page.getByText('Escreva sua mensagem.')).toBeVisible();

    // Enter in a single-line field moves on instead of sending half a form.
    await field(page, 'Nome').fill('Beatriz');
    await field(page, 'Nome').press('Enter');
    await expect(field(page, 'E-mail')).toBeFocused();
    await expect(field(page, 'Nome')).toHaveAttribute('aria-invalid', 'false');

    expect(sends).toEqual([]);
  });

  test('a message sent from the browser reaches the panel inbox with every field intact, then the form resets', async ({ context }) => {
    const page = await visit(context);
    const typed = unique(`ok${Date.now()}`);
    await fill(page, typed);
    await sendButton(page).click();

    await expect(sendButton(page)).toHaveText('Enviado');
    await expect(page.getByRole('status').filter({ hasText: 'Enviado com sucesso.' })).toBeAttached();

    const stored = await panel.contact('email', typed['E-mail']);
    expect({ ...stored?.fields, message: stored?.fields?.message?.replace(/\r\n/g, '\n') }).toEqual({
      name: typed.Nome,
      email: typed['E-mail'],
      phone: typed.Telefone,
      message: typed.Mensagem,
    });

    // 2.5 s after "sent", back to idle with every field empty and no validation showing.
    await expect(sendButton(page)).toHaveText('Enviar', { timeout: 6_000 });
    for (const label of FIELDS) {
      await expect(field(page, label)).toHaveValue('');
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'false');
    }
  });

  test('a message sent while the panel fails is received at once and reaches the panel once it is back', async ({ context }) => {
    const page = await visit(context);
    const typed = unique(`retry${Date.now()}`);
    await fill(page, typed);
    await panel.rejectEntries(true);

    const answer = page.waitForResponse((response) => response.url().includes('/api/contact/pt') && response.request().method() === 'POST');
    await sendButton(page).click();
    expect((await answer).status()).toBe(202);
    await expect(sendButton(page)).toHaveText('Enviado');
    await expect(page.getByRole('alert').filter({ hasText: 'Sua mensagem não foi enviada.' })).toHaveCount(0);
    await page.waitForTimeout(1_500);
    expect((await panel.inbox()).contacts.filter((entry) => entry.fields?.email === typed['E-mail'])).toEqual([]);

    await panel.rejectEntries(false);
    const stored = await panel.contact('email', typed['E-mail'], 60_000);
    expect(stored.fields?.name).toBe(typed.Nome);
    await page.waitForTimeout(1_000);
    expect((await panel.inbox()).contacts.filter((entry) => entry.fields?.email === typed['E-mail'])).toHaveLength(1);
  });

  test('the English form speaks English', async ({ context }) => {
    const page = await visit(context, '/en/contact');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
  });
});
