import { expect, test } from '@playwright/test';
import { waitLikeAPersonWithoutScript } from '../support/form-token';
import { panel } from '../support/panel';

test.use({ javaScriptEnabled: false });

let visitor = 0;

test.describe('contact form without JavaScript', () => {
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.56.0.${++visitor}` });
  });

  for (const { path, labels, send, landing, heading } of [
    {
      path: '/contato',
      labels: { name: 'Nome', email: 'E-mail', phone: 'Telefone', message: 'Mensagem' },
      send: 'Enviar',
      landing: /\/contato\/enviado$/,
      heading: 'Mensagem enviada',
    },
    {
      path: '/en/contact',
      labels: { name: 'Name', email: 'E-mail', phone: 'Phone', message: 'Message' },
      send: 'Send',
      landing: /\/en\/contact\/sent$/,
      heading: 'Message sent',
    },
  ]) {
    test(`posts the message and lands on the thank-you page (${path}), nothing personal in any address`, async ({ page }) => {
      const urls: string[] = [];
      page.on('request', (request) => urls.push(request.url()));
      page.on('framenavigated', (frame) => urls.push(frame.url()));
      const email = `sem.js.${visitor}.${Date.now()}@example.com`;
      await page.goto(path);
      await waitLikeAPersonWithoutScript(page);
      await page.getByLabel(labels.name, { exact: true }).fill('Davi Moura');
      await page.getByLabel(labels.email, { exact: true }).fill(email);
      await page.getByLabel(labels.phone, { exact: true }).fill('+351 912 345 678');
      await page.getByLabel(labels.message, { exact: true }).fill('Olá, gostaria de um orçamento.');

      await page.getByRole('button', { name: send, exact: true }).click();

      await expect(page).toHaveURL(landing);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const seen = urls.map((url) => decodeURIComponent(url.replace(/\+/g, ' '))).join('\n');
      for (const value of [email, 'Davi Moura', '912 345 678', 'orçamento']) expect(seen).not.toContain(value);
      expect((await panel.contact('email', email)).fields).toMatchObject({ name: 'Davi Moura', phone: '+351 912 345 678' });
    });
  }

  test('a message with mistakes ends on a page that names the fields to fix', async ({ page }) => {
    await page.goto('/contato');
    await waitLikeAPersonWithoutScript(page);
    await page.getByLabel('Nome', { exact: true }).fill('Davi Moura');
    await page.getByLabel('E-mail', { exact: true }).fill('davi@');

    await page.getByRole('button', { name: 'Enviar', exact: true }).click();

    await expect(page).toHaveURL(/\/contato\/nao-enviado\?reason=invalid&fields=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sua mensagem não foi enviada' })).toBeVisible();
    const problems = page.getByRole('alert');
    await expect(problems.getByRole('listitem')).toHaveText([
      'E-mail: Informe um e-mail válido, como nome@exemplo.com.',
      'Telefone: Informe um telefone para contato.',
      'Mensagem: Escreva sua mensagem.',
    ]);
    expect(page.url()).not.toContain('davi');
  });
});
