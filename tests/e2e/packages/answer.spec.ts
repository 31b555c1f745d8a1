import { expect, test, type Page } from '@playwright/test';
import { ageFormAction, formTokenHeader, waitLikeAPersonWithoutScript } from '../support/form-token';
import { PANEL_URL, STAFF_HEADERS } from '../support/env';
import { packages, threeTalents } from '../support/packages';

let visitor = 0;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.63.0.${++visitor}` });
});

async function fault(route: string, status: number, times?: number): Promise<void> {
  const answer = await fetch(`${PANEL_URL}/__admin/faults`, { method: 'POST', headers: { ...STAFF_HEADERS, 'content-type': 'application/json' }, body: JSON.stringify({ route, status, times }) });
  expect(answer.status).toBe(201);
}

/** As if the page had been open a minute: a test types faster than the time trap allows a person. */
async function agedForm(page: Page): Promise<void> {
  await ageFormAction(page, '#package-answer');
}

async function answer(page: Page, labels: { pick: (name: string) => string; name: string; email: string; note: string }, email: string) {
  await page.getByLabel(labels.pick('Ana Souza')).check();
  await page.getByLabel(labels.pick('Érica Nogueira')).check();
  // The hold form below asks the same of the client: these are the answer's.
  const form = page.locator('#answer');
  await form.getByLabel(labels.name, { exact: true }).fill('Casting Brand');
  await form.getByLabel(labels.email, { exact: true }).fill(email);
  await form.getByLabel(labels.note).fill('Terça às 10h?');
}

const PT = { pick: (name: string) => `Quero ver ${name}`, name: 'Seu nome', email: 'Seu e-mail', note: 'Recado (opcional)' };

test('the client ticks talents and sends an answer; the page shows what was sent; a change is a second pick', async ({ page }) => {
  const token = await packages.create(threeTalents('pt'));
  await page.goto(`/pacote/${token}`);
  await agedForm(page);
  await answer(page, PT, 'casting@brand.example');
  await page.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Resposta enviada' })).toContainText('Você pediu para ver: Ana Souza, Érica Nogueira.');
  const first = await packages.activityWhen(token, (activity) => activity.picks.length === 1);
  expect(first.picks[0]).toMatchObject({ talent_ids: [12, 9], name: 'Casting Brand', email: 'casting@brand.example', note: 'Terça às 10h?', repeats: 0 });

  await expect(page.getByLabel(PT.pick('Ana Souza'))).toBeChecked();
  await page.getByLabel(PT.pick('Érica Nogueira')).uncheck();
  await agedForm(page);
  await page.getByRole('button', { name: 'Enviar alteração' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Resposta enviada' })).toContainText('Você pediu para ver: Ana Souza.');
  const second = await packages.activityWhen(token, (activity) => activity.picks.length === 2);
  expect(second.picks[0]).toMatchObject({ talent_ids: [12] });
});

test('with the panel answering 503, the answer is kept and arrives once when it recovers', async ({ page }) => {
  const token = await packages.create(threeTalents('pt'));
  await fault(`POST /api/packages/${token}/picks`, 503, 2);
  await page.goto(`/pacote/${token}`);
  await agedForm(page);
  await answer(page, PT, 'recover@brand.example');
  await page.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Resposta enviada' })).toBeVisible();
  const activity = await packages.activityWhen(token, (current) => current.picks.length > 0, 30_000);
  // A moment more: a second delivery would show as a second pick or a repeat.
  await page.waitForTimeout(1_500);
  const settled = await packages.activity(token);
  expect(settled.picks).toHaveLength(1);
  expect(settled.picks[0]).toMatchObject({ email: 'recover@brand.example', repeats: 0 });
  expect(activity.picks[0]!.idempotency_key).toBeTruthy();
});

test('an id not in the package is a clear error, for a script and on the page', async ({ page, request }) => {
  const token = await packages.create(threeTalents('pt'));
  const refused = await request.post(`/api/packages/${token}/picks/pt`, {
    headers: { accept: 'application/json', ...formTokenHeader() },
    multipart: { talent_ids: '40', name: 'Casting', email: 'c@brand.example' },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toEqual({ errors: { talent_ids: 'not_in_package' } });

  await page.goto(`/pacote/${token}`);
  await agedForm(page);
  await answer(page, PT, 'other@brand.example');
  await page.getByLabel(PT.pick('Ana Souza')).evaluate((input) => ((input as HTMLInputElement).value = '40'));
  await page.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'não está neste pacote' })).toBeVisible();
  // Nothing typed is lost.
  await expect(page.locator('#answer').getByLabel(PT.email, { exact: true })).toHaveValue('other@brand.example');
  expect((await packages.activity(token)).picks).toHaveLength(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the answer is a plain form post that lands on the page saying what was sent', async ({ page }) => {
    const token = await packages.create(threeTalents('en'));
    await page.goto(`/en/package/${token}`);
    await waitLikeAPersonWithoutScript(page);
    await answer(page, { pick: (name) => `I'd like to see ${name}`, name: 'Your name', email: 'Your e-mail', note: 'Message (optional)' }, 'nojs@brand.example');
    await page.getByRole('button', { name: 'Send answer' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/package/${token}\\?sent=12,9#answer$`));
    await expect(page.getByRole('status').filter({ hasText: 'Answer sent' })).toContainText('You asked to see: Ana Souza, Érica Nogueira.');
    const activity = await packages.activityWhen(token, (current) => current.picks.length === 1);
    expect(activity.picks[0]).toMatchObject({ talent_ids: [12, 9], email: 'nojs@brand.example' });
  });

  test('the PIN works without script too', async ({ page }) => {
    const token = await packages.create(threeTalents('pt', { pin: 'abc123' }));
    await page.goto(`/pacote/${token}`);
    await page.getByLabel('PIN', { exact: true }).fill('abc123');
    await page.getByRole('button', { name: 'Abrir o pacote' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Ana Souza' })).toBeVisible();
  });
});
