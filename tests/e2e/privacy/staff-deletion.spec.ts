import { expect, test } from '@playwright/test';
import { axe } from '../support/axe';
import { answerLink, CONFIRM_WORDS, confirmationLink } from '../support/confirm';
import { PANEL_STAFF_PASSWORD, PANEL_URL } from '../support/env';
import { formTokenHeader } from '../support/form-token';
import { panel } from '../support/panel';
import { applicationForm } from '../support/payloads';

const DAY_MS = 24 * 60 * 60_000;
const saoPauloDay = (instant: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

test('a deletion asked for on the site, confirmed by e-mail, is carried out from the staff inbox: the application and its photos go, the request is done with the date', async ({ browser, request }) => {
  const email = `apagar.${Date.now()}@example.com`;
  const sent = await request.post('/api/get-scouted/pt', {
    multipart: { ...applicationForm(), realname: 'Lara Apagada', email },
    headers: { ...formTokenHeader(), 'x-forwarded-for': '10.79.0.1' },
  });
  expect([201, 202]).toContain(sent.status());
  const application = await panel.application(email);
  expect(application.files).toHaveLength(4);
  const photo = `${PANEL_URL}/inbox/files/${application.id}/image_1`;
  expect((await fetch(photo, { headers: panel.staffHeaders })).status).toBe(200);

  const asked = await request.post('/api/privacy-request/pt', {
    multipart: { name: 'Lara Apagada', email, request: 'deletion', details: 'Quero apagar a minha inscrição.' },
    headers: { ...formTokenHeader(), 'x-forwarded-for': '10.79.0.2' },
  });
  expect(asked.status()).toBe(202);
  await answerLink(browser, await confirmationLink(request, email, /^Confirme seu pedido sobre seus dados na /), CONFIRM_WORDS.pt.requestConfirm);
  const entry = await panel.contact('email', email);

  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const staff = await staffContext.newPage();
  await staff.goto(`${PANEL_URL}/staff/sign-in?next=${encodeURIComponent('/inbox')}`);
  await staff.locator('#password').fill(PANEL_STAFF_PASSWORD);
  await staff.locator('button[type="submit"]').click();
  await expect(staff).toHaveURL(`${PANEL_URL}/inbox`);

  // The request says by when it must be answered, and whose application its confirmed address is.
  const card = staff.locator(`#entry-${entry.id}`);
  await expect(card.locator(`#request-${entry.id}`)).toContainText(`Due by ${saoPauloDay(Date.parse(entry.created_at) + 15 * DAY_MS)}`);
  await expect(card).toContainText(`the applicant's e-mail of application #${application.id}, Lara Apagada`);
  expect((await axe(staff).analyze()).violations).toEqual([]);

  await card.getByRole('button', { name: "Delete this person's applications…" }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Confirm the deletion' })).toBeVisible();
  await expect(staff.locator('main')).toContainText('1 application(s)');
  await expect(staff.locator('main')).toContainText('Lara Apagada');
  // Nothing is gone before staff confirm.
  expect((await panel.inbox()).applications.some((item) => item.id === application.id)).toBe(true);

  await staff.getByRole('button', { name: 'Delete 1 application(s) and mark the request done' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Request done' })).toBeVisible();
  await expect(staff.getByRole('status')).toHaveText(`The request was marked done on ${saoPauloDay(Date.now())}.`);

  expect((await panel.inbox()).applications.some((item) => item.fields.email === email)).toBe(false);
  expect((await fetch(photo, { headers: panel.staffHeaders })).status).toBe(404);
  await staff.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(staff.locator(`#request-${entry.id}`)).toContainText(`Done on ${saoPauloDay(Date.now())}`);
  await expect(staff.locator(`#entry-${entry.id}`).getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await staffContext.close();
});
