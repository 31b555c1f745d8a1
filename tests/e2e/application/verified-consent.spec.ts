import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { outboxFolder } from '../../../lib/outbox/folder';
import { answerLink, CONFIRM_WORDS, confirmationLink } from '../support/confirm';
import { startColdServer } from '../support/cold-server';
import { E2E_DIST_DIR, METRICS_TOKEN, SMTP_PORT } from '../support/env';
import { sampleSum } from '../support/metrics';
import { formTokenHeader } from '../support/form-token';
import { noMailTo, waitForMail } from '../support/mail';
import { panel } from '../support/panel';
import { applicationForm } from '../support/payloads';

/**
 * Checked, not claimed (lib/confirmations): a minor's application waits beside the outbox, never at the
 * panel, until the guardian follows the link mailed to them; refused or unanswered it is deleted. Every
 * applicant gets a receipt. Run against the local panel and its SMTP sink.
 */

let visitor = 0;
const stamp = () => `${Date.now()}.${++visitor}`;

/** The e2e site's held sends (it runs from the repository's root with its own build folder). */
const HELD = path.join(outboxFolder(undefined, E2E_DIST_DIR, process.cwd()), 'held');
const heldFiles = (folder = HELD) => {
  try {
    return readdirSync(folder).filter((name) => !name.endsWith('.decision'));
  } catch {
    return [];
  }
};

function fifteenYearsOld(): string {
  const day = new Date();
  day.setDate(day.getDate() - 40);
  return `${day.getFullYear() - 15}/${String(day.getMonth() + 1).padStart(2, '0')}/${String(day.getDate()).padStart(2, '0')}`;
}

function minorApplication(email: string, guardianEmail: string) {
  return {
    ...applicationForm(),
    realname: 'Lia Moreira Santos',
    email,
    birthdate: fifteenYearsOld(),
    guardian_name: 'Rosa Moreira',
    guardian_relation: 'mother',
    guardian_email: guardianEmail,
    guardian_phone: '+55 11 98765-4321',
    guardian_accept: 'on',
  };
}

async function apply(request: APIRequestContext, multipart: ReturnType<typeof minorApplication>, lang = 'pt', base = '') {
  return request.post(`${base}/api/get-scouted/${lang}`, { multipart, headers: { ...formTokenHeader(), 'x-forwarded-for': `198.51.110.${visitor % 250}` } });
}

async function noApplicationFrom(email: string) {
  // The mails were caught, so the send was answered long ago: the panel has nothing for it.
  expect((await panel.inbox()).applications.filter((application) => application.fields.email === email)).toEqual([]);
}

test.describe('a minor applies; the guardian decides by e-mail', () => {
  test('the guardian gets one link naming the applicant by first name and age, the applicant a receipt; nothing reaches the panel until the guardian answers', async ({ request }) => {
    const id = stamp();
    const email = `lia.${id}@example.com`;
    const guardian = `rosa.${id}@example.com`;
    const response = await apply(request, minorApplication(email, guardian));
    expect(response.status()).toBe(202);
    expect(await response.json()).toEqual({ ok: true, pending: 'guardian', days: 7 });

    const [toGuardian] = await waitForMail(request, guardian, { subject: /^Confirme a inscrição de Lia na / });
    expect(toGuardian!.language).toBe('pt');
    expect(toGuardian!.text).toMatch(/Lia, de 15 anos, enviou hoje uma inscrição/);
    expect(toGuardian!.text).toMatch(/O link vale uma só vez, até /);
    // The first name alone; no surname, no contact detail of the applicant, no photo.
    expect(toGuardian!.text).not.toMatch(/Moreira Santos|lia\.[0-9.]+@example\.com|91234/);
    expect(toGuardian!.html).not.toMatch(/<img/i);

    const [receipt] = await waitForMail(request, email, { subject: /^Recebemos sua inscrição na / });
    expect(receipt!.text).toContain('Olá, Lia.');
    expect(receipt!.text).toContain('quatro fotos');
    expect(receipt!.text).toContain('pedimos ao seu responsável, por e-mail, que confirme a inscrição até');
    expect(receipt!.text).toMatch(/Referência da inscrição: [A-Z0-9]{8}/);
    expect(receipt!.text).toMatch(/\/privacidade#rights-request/);

    await noApplicationFrom(email);
    expect(heldFiles().length).toBeGreaterThanOrEqual(2);
  });

  test('refusing deletes the application everywhere the site kept it, and the link then says so with nothing to click', async ({ request, browser }) => {
    const id = stamp();
    const email = `recusa.${id}@example.com`;
    const guardian = `mae.recusa.${id}@example.com`;
    const before = heldFiles();
    expect((await apply(request, minorApplication(email, guardian))).status()).toBe(202);
    const link = await confirmationLink(request, guardian, /Lia/);
    expect(heldFiles().length).toBe(before.length + 2);

    await answerLink(browser, link, CONFIRM_WORDS.pt.refuse);
    expect(heldFiles()).toEqual(before);
    await noApplicationFrom(email);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRM_WORDS.pt.refused);
    await expect(page.locator('main')).toContainText('não chegou à agência');
    await expect(page.locator('main').getByRole('button')).toHaveCount(0);
    await context.close();
  });

  test('the link works once: confirmed, the panel gets the application once with confirmed_at; answering again changes nothing', async ({ request, browser }) => {
    const scrape = async () => (await request.get('/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const before = await scrape();
    const id = stamp();
    const email = `uma.vez.${id}@example.com`;
    const guardian = `pai.${id}@example.com`;
    expect((await apply(request, minorApplication(email, guardian), 'en')).status()).toBe(202);
    const link = await confirmationLink(request, guardian, /^Confirm Lia's application/);
    expect(link).toMatch(/\/en\/confirm\//);
    await answerLink(browser, link, CONFIRM_WORDS.en.confirm, { locale: 'en-US' });
    const application = await panel.application(email);
    const consent = JSON.parse(application.fields.consent!) as { consents: Array<Record<string, string>> };
    expect(consent.consents[1]).toMatchObject({ by: 'guardian', relationship: 'mother', channel: 'email' });
    expect(application.files).toHaveLength(4);

    // The page's own form, posted again (a back button, a double tap): 303 to the page, nothing more sent.
    const token = link.split('/').pop()!;
    const again = await request.post('/api/confirm/en', { form: { token, decision: 'confirm' }, maxRedirects: 0 });
    expect(again.status()).toBe(303);
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRM_WORDS.en.confirmed);
    await expect(page.locator('main').getByRole('button')).toHaveCount(0);
    await panel.settled();
    expect((await panel.inbox()).applications.filter((item) => item.fields.email === email)).toHaveLength(1);

    // Operators see it: a guardian's mail sent, one confirmation; no address in any label.
    await waitForMail(request, email, { subject: /^We received your application to / });
    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) => sampleSum(after, name, labels) - sampleSum(before, name, labels);
    expect(grew('agency_mails_total', { purpose: 'guardian-confirmation', outcome: 'sent' })).toBe(1);
    expect(grew('agency_mails_total', { purpose: 'receipt', outcome: 'sent' })).toBe(1);
    expect(grew('agency_confirmations_total', { purpose: 'guardian', outcome: 'confirmed' })).toBe(1);
    expect(after).toMatch(/^agency_awaiting_confirmation\{purpose="guardian"\} \d+$/m);
    expect(after).not.toContain('@example.com');
  });

  test("the applicant's own e-mail as the guardian's is refused, in the form's words", async ({ request }) => {
    const id = stamp();
    const email = `mesmo.${id}@example.com`;
    const response = await apply(request, minorApplication(email, email.toUpperCase()));
    expect(response.status()).toBe(422);
    expect((await response.json()).errors).toEqual({ guardian_email: 'same_email' });
    await noMailTo(request, email);
  });

  test('a forged or another site\'s answer changes nothing', async ({ request }) => {
    const id = stamp();
    const guardian = `forja.${id}@example.com`;
    expect((await apply(request, minorApplication(`forja.aluno.${id}@example.com`, guardian))).status()).toBe(202);
    const token = (await confirmationLink(request, guardian, /Lia/)).split('/').pop()!;
    const forged = `${token.slice(0, 31)}${'x'.repeat(43)}`;
    expect((await request.post('/api/confirm/pt', { form: { token: forged, decision: 'confirm' }, maxRedirects: 0 })).status()).toBe(404);
    const crossSite = await request.post('/api/confirm/pt', { form: { token, decision: 'confirm' }, headers: { origin: 'https://evil.example' }, maxRedirects: 0 });
    expect(crossSite.status()).toBe(403);
    expect((await request.get(`/confirmar/${forged}`)).status()).toBe(404);
  });
});

test.describe('an adult applies', () => {
  test('the application goes on at once and the applicant gets a receipt without the guardian line', async ({ request }) => {
    const email = `adulta.${stamp()}@example.com`;
    const response = await request.post('/api/get-scouted/en', { multipart: { ...applicationForm(), email }, headers: { ...formTokenHeader(), 'x-forwarded-for': '198.51.111.7' } });
    expect(response.status()).toBe(202);
    const [receipt] = await waitForMail(request, email, { subject: /^We received your application to / });
    expect(receipt!.text).toContain('Hello Joana.');
    expect(receipt!.text).not.toContain('guardian');
    await panel.application(email);
  });
});

test.describe('an unanswered link', () => {
  test('expires: the application is deleted from the spool, the link says so, the panel never gets it', async ({ request, browser }) => {
    // A site whose links last 6 seconds, on its own copy of the build and its own spool.
    const cold = await startColdServer(11, { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, CONFIRMATION_HOURS: String(6 / 3600) });
    try {
      const id = stamp();
      const email = `expira.${id}@example.com`;
      const guardian = `expira.mae.${id}@example.com`;
      const held = path.join(cold.outboxDir, 'held');
      expect((await apply(request, minorApplication(email, guardian), 'pt', cold.url)).status()).toBe(202);
      const link = await confirmationLink(request, guardian, /Lia/);
      expect(heldFiles(held)).toHaveLength(2);
      // The sweeper deletes it once the link has expired.
      await expect.poll(() => heldFiles(held), { timeout: 30_000 }).toEqual([]);
      const page = await (await browser.newContext()).newPage();
      await page.goto(link.replace(/^https?:\/\/[^/]+/, cold.url));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRM_WORDS.pt.expired);
      await expect(page.locator('main').getByRole('button')).toHaveCount(0);
      await noApplicationFrom(email);
    } finally {
      await cold.stop();
    }
  });
});
