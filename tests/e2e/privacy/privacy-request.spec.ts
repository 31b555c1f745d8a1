import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { SEED_IDENTITY } from '../../../local-panel/seed-identity';
import { REVALIDATE_SECRET } from '../support/env';
import { formTokenHeader, openedAMinuteAgo, waitLikeAPersonWithoutScript } from '../support/form-token';
import { shownNoticeVersion } from '../support/notice';
import { panel } from '../support/panel';
import { answerLink, CONFIRM_WORDS, confirmationLink } from '../support/confirm';

let visitor = 0;
const uniqueEmail = (tag: string) => `direitos.${tag}.${++visitor}.${Date.now()}@example.com`;

const LANGS = {
  pt: {
    path: '/privacidade',
    labels: { name: 'Nome', email: 'E-mail', details: 'Detalhes', group: 'O que você quer pedir' },
    kinds: { access: 'Ver os meus dados (acesso)', deletion: 'Apagar os meus dados', withdrawal: 'Retirar o meu consentimento' },
    subjects: { access: 'Pedido de acesso aos meus dados', deletion: 'Pedido de eliminação dos meus dados', withdrawal: 'Retirada do meu consentimento' },
    send: 'Enviar',
    sent: { url: /\/privacidade\/enviado\?reference=[0-9A-F]{8}&request=[a-z]+$/, heading: 'Confirme pelo seu e-mail', next: 'em até 15 dias' },
    mail: /^Confirme seu pedido sobre seus dados na /,
    code: 'pt' as const,
  },
  en: {
    path: '/en/privacy',
    labels: { name: 'Name', email: 'E-mail', details: 'Details', group: 'What would you like to ask for' },
    kinds: { access: 'See my data (access)', deletion: 'Delete my data', withdrawal: 'Withdraw my consent' },
    subjects: { access: 'Request for access to my data', deletion: 'Request to delete my data', withdrawal: 'Withdrawal of my consent' },
    send: 'Send',
    sent: { url: /\/en\/privacy\/sent\?reference=[0-9A-F]{8}&request=[a-z]+$/, heading: 'Confirm by e-mail', next: 'within 15 days' },
    mail: /^Confirm your request about your data at /,
    code: 'en' as const,
  },
} as const;

type Lang = (typeof LANGS)[keyof typeof LANGS];
type Kind = keyof Lang['kinds'];

async function fillRequest(page: Page, lang: Lang, email: string, kind: Kind, details: string) {
  const form = page.locator('#rights-request');
  await form.getByLabel(lang.labels.name, { exact: true }).fill('Helena Prado');
  await form.getByLabel(lang.labels.email, { exact: true }).fill(email);
  await form.getByRole('radiogroup', { name: lang.labels.group }).getByRole('radio', { name: lang.kinds[kind] }).check();
  await form.getByLabel(lang.labels.details, { exact: true }).fill(details);
  return form;
}

/**
 * Nothing reaches the agency until the requester follows the link mailed to the address they gave;
 * then the contact entry arrives with `confirmed_at`.
 */
async function confirmAndExpectArrived(
  { request, browser }: { request: APIRequestContext; browser: Browser },
  lang: Lang,
  { email, kind, details, javaScriptEnabled = true }: { email: string; kind: Kind; details: string; javaScriptEnabled?: boolean },
) {
  const link = await confirmationLink(request, email, lang.mail);
  expect((await panel.inbox()).contacts.filter((contact) => (contact.fields?.email ?? contact.email) === email)).toEqual([]);
  const before = Date.now();
  await answerLink(browser, link, CONFIRM_WORDS[lang.code].requestConfirm, { javaScriptEnabled, locale: lang.code === 'pt' ? 'pt-BR' : 'en-US' });
  const entry = await panel.contact('email', email);
  const fields = entry.fields ?? {};
  expect(Date.parse(String(fields.confirmed_at))).toBeGreaterThanOrEqual(before);
  expect(fields).toMatchObject({ name: 'Helena Prado', email, request: kind });
  expect(fields.phone ?? '').toBe('');
  // Multipart carries line breaks as CRLF.
  expect(String(fields.message).split(/\r?\n/)[0]).toBe(lang.subjects[kind]);
  expect(fields.message).toContain(details);
}

test.describe('a request about one\'s data', () => {
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.77.0.${++visitor}` });
  });

  for (const [code, lang, kind] of [
    ['pt', LANGS.pt, 'deletion'],
    ['en', LANGS.en, 'access'],
  ] as const) {
    test(`with JavaScript (${code}): checked in the browser, confirmed by the requester's e-mail, then in the panel as a contact entry with request=${kind}`, async ({ page, request, browser }) => {
      await openedAMinuteAgo(page);
      await page.goto(lang.path);
      const form = page.locator('#rights-request');
      // Nothing chosen: the browser says so and nothing is posted.
      let posted = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/privacy-request/')) posted += 1;
      });
      await form.getByLabel(lang.labels.name, { exact: true }).fill('Helena Prado');
      await form.getByRole('button', { name: lang.send, exact: true }).click();
      await expect(form.getByLabel(lang.labels.email, { exact: true })).toBeFocused();
      await expect(form.getByRole('radiogroup', { name: lang.labels.group })).toHaveAttribute('aria-invalid', 'true');
      expect(posted).toBe(0);

      const email = uniqueEmail(`js-${code}`);
      const details = `Detalhes ${visitor}: a candidatura enviada em outubro.`;
      await fillRequest(page, lang, email, kind, details);
      await form.getByRole('button', { name: lang.send, exact: true }).click();

      await expect(page).toHaveURL(lang.sent.url);
      await expect(page.getByRole('heading', { level: 1, name: lang.sent.heading })).toBeVisible();
      await expect(page.locator('main')).toContainText(lang.sent.next);
      expect(posted).toBe(1);
      await confirmAndExpectArrived({ request, browser }, lang, { email, kind, details });
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const [code, lang, kind] of [
      ['pt', LANGS.pt, 'withdrawal'],
      ['en', LANGS.en, 'deletion'],
    ] as const) {
      test(`(${code}) the plain form post lands on the confirmation and, once confirmed without JavaScript too, reaches the panel with request=${kind}, nothing personal in any address`, async ({
        page,
        request,
        browser,
      }) => {
        const urls: string[] = [];
        page.on('framenavigated', (frame) => urls.push(frame.url()));
        const email = uniqueEmail(`nojs-${code}`);
        const details = `Sem script ${visitor}.`;
        await page.goto(lang.path);
        await waitLikeAPersonWithoutScript(page);
        const form = await fillRequest(page, lang, email, kind, details);
        await form.getByRole('button', { name: lang.send, exact: true }).click();

        await expect(page).toHaveURL(lang.sent.url);
        await expect(page.getByRole('heading', { level: 1, name: lang.sent.heading })).toBeVisible();
        await confirmAndExpectArrived({ request, browser }, lang, { email, kind, details, javaScriptEnabled: false });
        const seen = urls.map((url) => decodeURIComponent(url)).join('\n');
        for (const value of [email, 'Helena', details]) expect(seen).not.toContain(value);
      });
    }

    test('a request with mistakes ends on a page naming the fields, and back in the browser every answer is still there', async ({ page }) => {
      const lang = LANGS.pt;
      await page.goto(lang.path);
      await waitLikeAPersonWithoutScript(page);
      const form = page.locator('#rights-request');
      await form.getByLabel(lang.labels.name, { exact: true }).fill('Helena Prado');
      await form.getByLabel(lang.labels.email, { exact: true }).fill('helena@');
      await form.getByLabel(lang.labels.details, { exact: true }).fill('Quero saber o que vocês têm.');
      await form.getByRole('button', { name: lang.send, exact: true }).click();

      await expect(page).toHaveURL(/\/privacidade\/nao-enviado\?reason=invalid&fields=email%3Aemail%2Crequest%3Arequired$/);
      await expect(page.getByRole('heading', { level: 1, name: 'O seu pedido não foi enviado' })).toBeVisible();
      await expect(page.getByRole('alert').getByRole('listitem')).toHaveText([
        'E-mail: Informe um e-mail válido, como nome@exemplo.com.',
        'O que você quer pedir: Escolha o que você quer pedir.',
      ]);
      await expect(page.getByRole('link', { name: 'Voltar ao pedido' })).toHaveAttribute('href', '/privacidade#rights-request');

      await page.goBack();
      await expect(form.getByLabel(lang.labels.email, { exact: true })).toHaveValue('helena@');
      await expect(form.getByLabel(lang.labels.details, { exact: true })).toHaveValue('Quero saber o que vocês têm.');
    });
  });
});

test.describe('a request nobody confirms', () => {
  test('"it was not me" deletes it: the staff never see it', async ({ request, browser }) => {
    const email = uniqueEmail('not-me');
    const response = await request.post('/api/privacy-request/pt', {
      multipart: { name: 'Helena Prado', email, request: 'deletion', details: 'Alguém fingindo ser eu.' },
      headers: { ...formTokenHeader(), 'x-forwarded-for': `10.78.0.${++visitor}` },
    });
    expect(response.status()).toBe(202);
    expect(await response.json()).toEqual({ ok: true, pending: 'requester', days: 7, reference: expect.stringMatching(/^[0-9A-F]{8}$/), request: 'deletion' });
    const link = await confirmationLink(request, email, LANGS.pt.mail);
    await answerLink(browser, link, CONFIRM_WORDS.pt.requestRefuse);
    await panel.settled();
    expect((await panel.inbox()).contacts.filter((contact) => (contact.fields?.email ?? contact.email) === email)).toEqual([]);
  });
});

async function refresh(request: APIRequestContext, tags: string[]) {
  const response = await request.post('/api/revalidate', { data: { secret: REVALIDATE_SECRET, tags } });
  expect(response.status()).toBe(200);
}

test.describe('the notice\'s version', () => {
  test.afterEach(async ({ request }) => {
    await panel.setContent({ kind: 'customization', key: 'site_title', value: SEED_IDENTITY.title });
    await refresh(request, ['customizations']);
  });

  test('changes when the text changes (the agency\'s name in the panel) and comes back with it', async ({ page, request }) => {
    await page.goto('/privacidade');
    const before = await shownNoticeVersion(page);

    await panel.setContent({ kind: 'customization', key: 'site_title', value: 'Aurora Model Management' });
    await refresh(request, ['customizations']);
    await page.goto('/privacidade');
    await expect(page.locator('main')).toContainText('Aurora Model Management');
    const changed = await shownNoticeVersion(page);
    expect(changed).not.toBe(before);

    await panel.setContent({ kind: 'customization', key: 'site_title', value: SEED_IDENTITY.title });
    await refresh(request, ['customizations']);
    await page.goto('/privacidade');
    await expect(page.locator('main')).not.toContainText('Aurora Model Management');
    expect(await shownNoticeVersion(page)).toBe(before);
  });
});

test('the notice is served from the cache: a warm reload makes no backend call', async ({ page }) => {
  const paths = ['/privacidade', '/en/privacy'];
  for (const path of paths) await page.goto(path);
  await panel.settled();
  await panel.resetStats();
  for (const path of paths) expect((await page.goto(path))?.status(), path).toBe(200);
  expect((await panel.stats()).total).toBe(0);
});
