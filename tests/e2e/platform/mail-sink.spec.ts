import { expect, test } from '@playwright/test';
import nodemailer from 'nodemailer';
import { axe } from '../support/axe';
import { MAIL_FROM, PANEL_STAFF_PASSWORD, PANEL_URL, SMTP_URL } from '../support/env';
import { linkIn, noMailTo, waitForMail } from '../support/mail';

/**
 * The local panel's SMTP sink, where the site under test sends its mail (SMTP_URL of the e2e
 * site): mail sent to it is read back by the specs' helpers and shown to signed-in staff at /mail.
 * Mail is sent here with nodemailer over the same SMTP_URL, as the site sends it.
 */

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function sendAsTheSite(mail: { to: string; subject: string; text: string; html?: string; language?: string }) {
  const { language = 'pt', ...rest } = mail;
  return nodemailer.createTransport(SMTP_URL).sendMail({ from: MAIL_FROM, headers: { 'Content-Language': language }, ...rest });
}

test("the specs' helpers wait for a mail, find its link and see that none went elsewhere", async ({ request }) => {
  const guardian = `guardian-${unique()}@example.com`;
  const since = new Date().toISOString();
  await sendAsTheSite({
    to: guardian,
    subject: 'Confirmação: Bia quer se candidatar',
    text: `Olá.\n\nConfirme: http://localhost:3000/responsavel/confirmar/abc123.\nPrivacidade: http://localhost:3000/privacidade\n`,
    html: '<p>Olá.</p><p><a href="http://localhost:3000/responsavel/confirmar/abc123">Confirmar</a></p>',
  });
  const [mail, ...others] = await waitForMail(request, guardian.toUpperCase(), { subject: /^Confirmação/ });
  expect(others).toEqual([]);
  expect(mail).toMatchObject({ from: MAIL_FROM, language: 'pt', envelope: { to: [guardian] } });
  expect(linkIn(mail!, /^\/responsavel\/confirmar\//)).toBe('http://localhost:3000/responsavel/confirmar/abc123');
  expect(() => linkIn(mail!, /^\/nowhere/)).toThrow(/expected one link matching/);
  await noMailTo(request, `someone-else-${unique()}@example.com`);
  await noMailTo(request, guardian, { subject: /Recibo/ });
  await noMailTo(request, guardian, { since: new Date(Date.now() + 60_000).toISOString() });
  await expect(noMailTo(request, guardian, { since })).rejects.toThrow();
});

test('a mail the outbox delivered twice is caught twice, and staff see it marked as a repeat', async ({ page, request }) => {
  const to = `twice-${unique()}@example.com`;
  const subject = `Recibo ${unique()}`;
  const messageId = `<${unique()}@agency.example>`;
  for (let sent = 0; sent < 2; sent += 1) {
    await nodemailer.createTransport(SMTP_URL).sendMail({ from: MAIL_FROM, to, subject, messageId, text: 'Recebemos sua candidatura.', html: '<p>Recebemos sua candidatura.</p>' });
  }
  const [second, first] = await waitForMail(request, to, { count: 2 });
  expect(second!.message_id).toBe(first!.message_id);

  await page.goto(`${PANEL_URL}/mail`);
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fmail$/);
  await page.getByLabel('Senha da equipe').fill(PANEL_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${PANEL_URL}/mail`);
  const newest = page.locator(`#mail-${second!.id}`);
  await expect(newest.getByRole('heading', { level: 3 })).toHaveText(subject);
  await expect(newest.getByText('Repeat of #')).toHaveText(`Repeat of #${first!.id} (same Message-ID)`);
  await expect(page.locator(`#mail-${first!.id}`).getByText('Repeat of #')).toHaveCount(0);
  // The HTML body is shown in a frame that runs nothing.
  const frame = newest.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame.contentFrame().getByText('Recebemos sua candidatura.')).toBeVisible();
  await expect(frame).toHaveAttribute('title', `HTML body of mail #${second!.id}: ${subject}`);
  // A frame that runs no script cannot take axe's either (it would wait for it until the test times out):
  // the page is checked around the frames, which carry their title as checked above.
  expect((await axe(page).exclude('iframe').analyze()).violations).toEqual([]);

  await newest.getByRole('button', { name: `Delete mail #${second!.id}` }).click();
  await expect(page.getByRole('status')).toHaveText('The mail was deleted.');
  await expect(page.locator(`#mail-${second!.id}`)).toHaveCount(0);
  expect((await waitForMail(request, to)).map((mail) => mail.id)).toEqual([first!.id]);
  const cleanup = await request.delete(`${PANEL_URL}/__admin/mail/${first!.id}`, { headers: { authorization: `Bearer ${PANEL_STAFF_PASSWORD}` } });
  expect(cleanup.status()).toBe(200);
  await noMailTo(request, to);
});
