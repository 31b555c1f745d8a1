import { expect, test, type Page } from '@playwright/test';
import { axe } from '../support/axe';
import { ageFormAction, waitLikeAPersonWithoutScript } from '../support/form-token';
import { panel } from '../support/panel';
import { packages, threeTalents } from '../support/packages';

let visitor = 0;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.66.0.${++visitor}` });
});

const DAY_MS = 86_400_000;
/** A day `offset` days from now, as a date field holds it. */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
/** The days as the page writes them in Portuguese: "10 – 12 de dez. de 2099", one day alone when they are the same. */
const ptDays = (from: string, to: string) =>
  new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(new Date(`${from}T12:00:00Z`), new Date(`${to}T12:00:00Z`));

const PT = { talent: 'Talento', from: 'De', to: 'Até', name: 'Seu nome', email: 'Seu e-mail', note: 'Recado (opcional)', send: 'Pedir para segurar' };

async function fillHold(page: Page, values: { from: string; to: string; email: string }, talent?: string) {
  const form = page.locator('#hold');
  if (talent) await form.getByLabel(PT.talent).selectOption({ label: talent });
  await form.getByLabel(PT.from, { exact: true }).fill(values.from);
  await form.getByLabel(PT.to, { exact: true }).fill(values.to);
  await form.getByLabel(PT.name, { exact: true }).fill('Casting Brand');
  await form.getByLabel(PT.email, { exact: true }).fill(values.email);
  await form.getByLabel(PT.note).fill('Diária de campanha');
}

test("each talent shows the booker's availability in words; the hold link picks the talent and the request is sent in place", async ({ page }) => {
  const token = await packages.create(threeTalents('pt'));
  await page.goto(`/pacote/${token}`);
  await expect(page.locator('#talent-12 [data-availability]')).toHaveText('Disponibilidade: Disponível 10–12 dez');
  await expect(page.locator('#talent-9 [data-availability]')).toHaveText('Disponibilidade: Com reserva');
  await expect(page.locator('#talent-3 [data-availability]')).toHaveCount(0);

  await page.locator('#talent-9').getByRole('link', { name: 'Segurar datas — Érica Nogueira' }).click();
  const form = page.locator('#hold');
  await expect(form.getByLabel(PT.talent)).toHaveValue('9');
  await expect(form.getByLabel(PT.from, { exact: true })).toBeFocused();
  // Checked in the browser with the route's own schema: the end before the start is named beside the field.
  await fillHold(page, { from: day(12), to: day(10), email: 'hold@brand.example' });
  await ageFormAction(page, '#package-hold');
  await form.getByRole('button', { name: PT.send }).click();
  await expect(form.locator('#hold-to-error')).toHaveText('A data final vem antes da inicial.');
  await expect(form.getByLabel(PT.to, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect((await packages.activity(token)).holds).toHaveLength(0);

  await form.getByLabel(PT.to, { exact: true }).fill(day(14));
  await expect(form.locator('#hold-to-error')).toBeHidden();
  await form.getByRole('button', { name: PT.send }).click();
  const status = form.getByRole('status').filter({ hasText: 'Pedido enviado' });
  await expect(status).toContainText(`Você pediu para segurar Érica Nogueira: ${ptDays(day(12), day(14))}.`);
  const activity = await packages.activityWhen(token, (current) => current.holds.length === 1);
  expect(activity.holds[0]).toMatchObject({ talent_id: 9, from: day(12), to: day(14), name: 'Casting Brand', email: 'hold@brand.example', note: 'Diária de campanha', repeats: 0 });
  // Ready for another talent or other days; the client's name and e-mail stay.
  await expect(form.getByLabel(PT.talent)).toHaveValue('');
  await expect(form.getByLabel(PT.email, { exact: true })).toHaveValue('hold@brand.example');
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('on a small phone the hold form keeps inside the page: the two date fields share the width of the others', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const token = await packages.create(threeTalents('pt'));
  await page.goto(`/pacote/${token}`);
  const form = page.locator('#hold');
  const name = (await form.getByLabel(PT.name, { exact: true }).boundingBox())!;
  const from = (await form.getByLabel(PT.from, { exact: true }).boundingBox())!;
  const to = (await form.getByLabel(PT.to, { exact: true }).boundingBox())!;
  expect(from.x).toBeCloseTo(name.x, 0);
  expect(to.x + to.width).toBeLessThanOrEqual(name.x + name.width + 0.5);
  expect(from.x + from.width).toBeLessThan(to.x);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('with the panel answering 503, the hold request is kept and reaches it once when it recovers', async ({ page }) => {
  const token = await packages.create(threeTalents('pt'));
  const route = `POST /api/packages/${token}/holds`;
  await panel.fault(route, { status: 503, times: 2 });
  await page.goto(`/pacote/${token}`);
  await fillHold(page, { from: day(20), to: day(21), email: 'recover@brand.example' }, 'Ana Souza');
  await ageFormAction(page, '#package-hold');
  await page.locator('#hold').getByRole('button', { name: PT.send }).click();
  await expect(page.locator('#hold').getByRole('status').filter({ hasText: 'Pedido enviado' })).toBeVisible();
  const activity = await packages.activityWhen(token, (current) => current.holds.length > 0, 40_000);
  expect(activity.holds).toHaveLength(1);
  expect(activity.holds[0]).toMatchObject({ talent_id: 12, email: 'recover@brand.example', repeats: 0 });
  expect(activity.holds[0]!.idempotency_key).toBeTruthy();
  // Two attempts the panel refused, one it took: the site stops once it is taken.
  expect((await panel.stats()).byRoute[route]).toBe(3);
});

test('a package behind a PIN: the hold reaches the panel with the PIN, which the outbox keeps only sealed', async ({ page }) => {
  const token = await packages.create(threeTalents('pt', { pin: 'hold42' }));
  await page.goto(`/pacote/${token}`);
  await page.getByLabel('PIN', { exact: true }).fill('hold42');
  await page.getByRole('button', { name: 'Abrir o pacote' }).click();
  await fillHold(page, { from: day(30), to: day(30), email: 'pin@brand.example' }, 'Ana Souza');
  await ageFormAction(page, '#package-hold');
  await page.locator('#hold').getByRole('button', { name: PT.send }).click();
  await expect(page.locator('#hold').getByRole('status')).toContainText(`Ana Souza: ${ptDays(day(30), day(30))}.`);
  const activity = await packages.activityWhen(token, (current) => current.holds.length === 1);
  expect(activity.holds[0]).toMatchObject({ talent_id: 12, from: day(30), to: day(30) });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the hold link and the request are plain: the page comes back saying what was asked, or why not', async ({ page }) => {
    const token = await packages.create(threeTalents('en'));
    await page.goto(`/en/package/${token}`);
    await page.locator('#talent-12').getByRole('link', { name: 'Hold dates — Ana Souza' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/package/${token}\\?hold=12#hold$`));
    const form = page.locator('#hold');
    await expect(form.getByLabel('Talent')).toHaveValue('12');
    await waitLikeAPersonWithoutScript(page);
    await form.getByLabel('From', { exact: true }).fill(day(12));
    await form.getByLabel('To', { exact: true }).fill(day(10));
    await form.getByLabel('Your name', { exact: true }).fill('No Script');
    await form.getByLabel('Your e-mail', { exact: true }).fill('nojs@brand.example');
    await form.getByRole('button', { name: 'Ask to hold' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/package/${token}\\?hold_error=date_order#hold$`));
    await expect(page.locator('#hold').getByRole('alert')).toHaveText('The end date is before the start date.');

    await waitLikeAPersonWithoutScript(page);
    await form.getByLabel('Talent').selectOption({ label: 'Ana Souza' });
    await form.getByLabel('From', { exact: true }).fill(day(10));
    await form.getByLabel('To', { exact: true }).fill(day(12));
    await form.getByLabel('Your name', { exact: true }).fill('No Script');
    await form.getByLabel('Your e-mail', { exact: true }).fill('nojs@brand.example');
    await form.getByRole('button', { name: 'Ask to hold' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/package/${token}\\?held=12&from=${day(10)}&to=${day(12)}#hold$`));
    await expect(page.locator('#hold').getByRole('status')).toContainText('You asked to hold Ana Souza:');
    const activity = await packages.activityWhen(token, (current) => current.holds.length === 1);
    expect(activity.holds[0]).toMatchObject({ talent_id: 12, from: day(10), to: day(12), email: 'nojs@brand.example' });
  });
});
