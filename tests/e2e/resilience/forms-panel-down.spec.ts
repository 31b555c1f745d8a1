import { expect, test } from '@playwright/test';
import { agedFormToken, openedAMinuteAgo } from '../support/form-token';
import { panel } from '../support/panel';
import { visitorAddress, warmUp } from './support';
import { applicationForm } from './payloads';

test.describe('form sends while the panel is down', () => {
  test.afterEach(async () => {
    await panel.restore();
  });

  test('the contact form answers 502 and the browser keeps every typed character', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pt-BR', extraHTTPHeaders: { 'x-forwarded-for': visitorAddress(21) } });
    const page = await context.newPage();
    await openedAMinuteAgo(page);
    await warmUp(page, ['/contato']);
    await page.goto('/contato');
    const typed = {
      Nome: 'Joana Prado',
      'E-mail': 'joana.prado@example.com',
      Telefone: '+55 (11) 98765-4321',
      Mensagem: 'Olá! Gostaria de um orçamento para uma campanha em março.\nObrigada.',
    };
    for (const [label, value] of Object.entries(typed)) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    // The endpoint refuses sends faster than a person can type (MIN_FILL_MS); a person is slower than this.
    await page.waitForTimeout(3_200);
    await panel.down(true);

    const answer = page.waitForResponse((response) => response.url().includes('/api/contact/pt') && response.request().method() === 'POST');
    await page.getByRole('button', { name: /enviar/i }).click();
    expect((await answer).status()).toBe(502);

    await expect(page.getByRole('alert').filter({ hasText: 'Sua mensagem não foi enviada.' })).toBeVisible();
    for (const [label, value] of Object.entries(typed)) await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
    await context.close();
  });

  test('an application that passes every check answers 502 when the panel cannot take it', async ({ request }) => {
    await panel.down(true);
    const response = await request.post('/api/get-scouted/pt', {
      multipart: { ...applicationForm(), formToken: agedFormToken() },
      headers: { 'x-forwarded-for': visitorAddress(22) },
    });
    expect(response.status()).toBe(502);
    expect(await response.json()).toEqual({ error: 'upstream' });
  });

  test('a contact message that passes every check answers 502 when the panel cannot take it', async ({ request }) => {
    await panel.down(true);
    const response = await request.post('/api/contact/en', {
      multipart: { name: 'Joana Prado', email: 'joana@example.com', phone: '+55 11 98765-4321', message: 'Hello', formToken: agedFormToken() },
      headers: { 'x-forwarded-for': visitorAddress(23) },
    });
    expect(response.status()).toBe(502);
    expect(await response.json()).toEqual({ error: 'upstream' });
  });
});
