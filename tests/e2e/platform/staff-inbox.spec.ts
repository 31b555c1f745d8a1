import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { portraitJpeg } from '../support/photos';
import { axe } from '../support/axe';
import { PANEL_PORT, PANEL_STAFF_PASSWORD, PANEL_URL } from '../support/env';

/**
 * The local panel's inbox holds applicants' details and photos: only signed-in staff see them, and
 * only through the panel's own host names. Entries are posted straight to the panel's entry API here,
 * as the site would deliver them.
 */

async function panelToken(): Promise<string> {
  const login = await fetch(`${PANEL_URL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'local-salt', api_token: 'local-panel-token' }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** A minor's consent record as the site writes it (lib/forms/application/consent.ts), with the guardian's consent given. */
function consentRecord(guardian: Record<string, string>) {
  return {
    schema: 1,
    notice: { version: '5f3a9c0d1e2b4a67', locale: 'pt' },
    locale: 'pt',
    submitted_at: '2026-11-27T10:04:12.000Z',
    consents: [{ by: 'applicant', accepted_at: '2026-11-27T10:01:55.000Z' }, guardian],
  };
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${PANEL_URL}/staff/sign-in`);
  await page.getByLabel('Senha da equipe').fill(PANEL_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Posts an application as the site delivers one; its id. */
async function deliverApplication(fields: Record<string, string>): Promise<number> {
  const photo = await portraitJpeg();
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const slot of ['image_1', 'image_2', 'image_3', 'image_4']) {
    form.append(slot, new File([new Uint8Array(photo.buffer)], photo.name, { type: photo.mimeType }));
  }
  const response = await fetch(`${PANEL_URL}/api/entry/getScouted/send`, { method: 'POST', headers: { authorization: `Bearer ${await panelToken()}` }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A GET with the Host header a page on another site would send after rebinding its name to 127.0.0.1. */
function statusWithHost(pathname: string, host: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port: PANEL_PORT, path: pathname, headers: { host, ...headers } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    call.on('error', reject);
    call.end();
  });
}

const ADULT = {
  realname: 'Clara Inbox Adulta',
  gender: 'woman',
  email: 'clara.inbox@example.com',
  height: '172/5.8',
  birthdate: '2001/04/17',
  id_country: 'BR',
};

test('the inbox page and an applicant photo refuse a visitor without the staff session, and any foreign Host', async ({ page }) => {
  const id = await deliverApplication(ADULT);
  const file = `/inbox/files/${id}/image_1`;
  // No session: a script or another page's fetch gets 401, nothing of the applicant.
  for (const pathname of ['/inbox', '/inbox.json', file]) {
    const answer = await page.request.get(`${PANEL_URL}${pathname}`, { maxRedirects: 0 });
    expect([pathname, answer.status()]).toEqual([pathname, 401]);
    expect(await answer.text()).not.toContain('Clara');
  }
  // A foreign Host is refused before anything else, even with the staff password.
  for (const pathname of ['/inbox', file, '/staff/sign-in', '/__admin/stats']) {
    expect(await statusWithHost(pathname, `rebound.example:${PANEL_PORT}`, { authorization: `Bearer ${PANEL_STAFF_PASSWORD}` })).toBe(421);
  }
  // A browser opening the photo's address is sent to sign in first.
  await page.goto(`${PANEL_URL}${file}`);
  await expect(page).toHaveURL(`${PANEL_URL}/staff/sign-in?next=${encodeURIComponent(file)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso da equipe' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('staff sign in with the keyboard, see the inbox and its photos, uncached, and sign out', async ({ page }) => {
  const id = await deliverApplication({ ...ADULT, realname: 'Clara Inbox Teclado', email: 'clara.teclado@example.com' });
  await page.goto(`${PANEL_URL}/inbox`);
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Finbox$/);
  await expect(page.getByLabel('Senha da equipe')).toBeFocused();
  await page.keyboard.type('not the password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Senha incorreta.');
  await expect(page.getByLabel('Senha da equipe')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Senha da equipe').fill(PANEL_STAFF_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${PANEL_URL}/inbox`);
  await expect(page.getByRole('heading', { level: 3, name: 'Clara Inbox Teclado' })).toBeVisible();
  const cookie = (await page.context().cookies(PANEL_URL)).find((item) => item.name === 'panel_staff');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  const photo = await page.request.get(`${PANEL_URL}/inbox/files/${id}/image_1`);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['cache-control']).toBe('no-store');
  expect(photo.headers()['content-type']).toBe('image/jpeg');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${PANEL_URL}/staff/sign-in?signed-out`);
  expect((await page.request.get(`${PANEL_URL}/inbox/files/${id}/image_1`, { maxRedirects: 0 })).status()).toBe(401);
});

test("signed-in staff see an applicant's guardian and the consent record at a glance", async ({ page }) => {
  const consent = consentRecord({ by: 'guardian', relationship: 'guardian', accepted_at: '2026-11-27T10:02:40.000Z' });
  const contacts = { value: [{ poste: 'guardian', name: 'Rosa Tutora', email: 'rosa.tutora@example.com', phone: '+55 (21) 98765-4321' }], label: 'Responsável' };
  await deliverApplication({ ...ADULT, realname: 'Lia Inbox Menor', email: 'lia.menor@example.com', birthdate: '2011/08/09', contacts: JSON.stringify(contacts), consent: JSON.stringify(consent) });
  await signIn(page);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /Lia Inbox Menor/ }) });
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Under 18 · guardian consent not confirmedLia Inbox Menor');
  const guardian = card.getByRole('group', { name: 'Guardian' });
  await expect(guardian).toContainText('RelationshipLegal guardian');
  await expect(guardian).toContainText('NameRosa Tutora');
  await expect(guardian).toContainText('E-mailrosa.tutora@example.com');
  await expect(guardian).toContainText('Phone+55 (21) 98765-4321');
  const record = card.getByRole('group', { name: 'Consent record' });
  await expect(record).toContainText('version 5f3a9c0d1e2b4a67, in pt');
  await expect(record).toContainText('Sent2026-11-27 07:04:12 America/Sao_Paulo');
  await expect(record.getByRole('listitem')).toHaveText([
    'Applicant consented 2026-11-27 07:01:55 America/Sao_Paulo',
    'Guardian (legal guardian) consented 2026-11-27 07:02:40 America/Sao_Paulo',
  ]);
  // Ticked on the applicant's own form only: staff are told nobody checked it.
  await expect(record).toContainText("Guardian consent not confirmed: ticked on the applicant's own form");
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('staff see when a guardian and a requester confirmed by e-mail, and whose application the address is', async ({ page }) => {
  const consent = consentRecord({ by: 'guardian', relationship: 'mother', accepted_at: '2026-11-27T10:02:40.000Z', confirmed_at: '2026-11-27T18:30:05.000Z', channel: 'email' });
  const contacts = { value: [{ poste: 'mother', name: 'Rita Confirmada', email: 'rita.confirmada@example.com', phone: '+55 (21) 98765-4321' }], label: 'Responsável' };
  const id = await deliverApplication({ ...ADULT, realname: 'Nina Confirmada', email: 'nina.confirmada@example.com', birthdate: '2011/08/09', contacts: JSON.stringify(contacts), consent: JSON.stringify(consent) });
  const form = new FormData();
  for (const [key, value] of Object.entries({ name: 'Rita Confirmada', email: 'Rita.Confirmada@example.com', phone: '', message: 'Pedido: exclusão', request: 'deletion', confirmed_at: '2026-11-28T12:00:00.000Z' })) {
    form.append(key, value);
  }
  const sent = await fetch(`${PANEL_URL}/api/entry/contact/send`, { method: 'POST', headers: { authorization: `Bearer ${await panelToken()}` }, body: form });
  expect(sent.status).toBe(201);
  const requestId = ((await sent.json()) as { id: number }).id;

  await signIn(page);
  const card = page.locator(`#entry-${id}`);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Under 18 · guardian confirmed by e-mailNina Confirmada');
  await expect(card.getByRole('group', { name: 'Consent record' })).toContainText('Guardian confirmed by e-mail at 2026-11-27 15:30:05 America/Sao_Paulo');
  const request = page.locator(`#entry-${requestId}`);
  await expect(request).toContainText('E-mail confirmed at 2026-11-28 09:00:00 America/Sao_Paulo');
  await request.getByRole('link', { name: `application #${id}, Nina Confirmada` }).click();
  await expect(page).toHaveURL(`${PANEL_URL}/inbox#entry-${id}`);
  await expect(request.getByRole('listitem')).toHaveText(`the guardian's e-mail of application #${id}, Nina Confirmada`);
  expect((await axe(page).analyze()).violations).toEqual([]);
});
