import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { decodeEntry } from '../../../lib/outbox/codec';
import { outboxFolder } from '../../../lib/outbox/folder';
import { phoneJpegWithGps, portraitJpeg, smallGif, type TestPhoto } from '../support/photos';
import { applicationForm } from '../support/payloads';
import { axe } from '../support/axe';
import { E2E_DIST_DIR } from '../support/env';
import { formTokenHeader, openedAMinuteAgo, waitLikeAPersonWithoutScript } from '../support/form-token';
import { shownNoticeVersion } from '../support/notice';
import { panel } from '../support/panel';
import { answerLink, CONFIRM_WORDS, confirmationLink } from '../support/confirm';

/**
 * The application of a minor (lib/forms/application/guardian.ts): the guardian block the birthdate brings,
 * the guardian's own consent, confirmed by a link mailed to the guardian before anything reaches the
 * panel (lib/confirmations), the consent record the panel receives, with and without JavaScript, in
 * Portuguese and English; and what rests in the outbox while the panel is away.
 */

const HUMAN_FILL_MS = 3_500;
let photos: TestPhoto[];
let visitor = 0;

test.beforeAll(async () => {
  const [portrait, gif] = await Promise.all([portraitJpeg(), smallGif()]);
  photos = [portrait, gif, portrait, gif];
});

test.afterEach(async () => {
  await panel.restore();
});

/** dd/MM/yyyy of someone who turns `years` old `daysAgo` days before today (the local calendar, as the form reads it). */
function bornYearsAgo(years: number, daysAgo = 30): string {
  const day = new Date();
  day.setDate(day.getDate() - daysAgo);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear() - years}`;
}

const LANGUAGES = {
  pt: {
    path: '/seja-um-modelo',
    name: /^Nome completo$/,
    birthdate: /^Data de nascimento/,
    woman: 'Feminino',
    email: /^E-mail$/,
    phone: /^Telefone \/ WhatsApp$/,
    height: /^Altura/,
    typedHeight: 'Altura (cm)',
    photos: [/Foto #1/, /Foto #2/, /Foto #3/, /Foto #4/],
    consent: /autorizo a agência a usar estes dados/,
    father: 'Nome do responsável',
    block: 'Mãe, pai ou responsável legal',
    shown: /Menor de 18 anos: a parte do responsável apareceu/,
    hidden: /18 anos ou mais: a parte do responsável não é necessária/,
    guardianName: 'Responsável: nome completo',
    mother: 'Mãe',
    guardianEmail: 'Responsável: e-mail',
    guardianPhone: 'Responsável: telefone / WhatsApp',
    guardianConsent: /mãe \/ pai \/ responsável legal de Bia Lopes e autorizo que a agência|Sou a mãe de Bia Lopes e autorizo que a agência/,
    send: 'Enviar inscrição',
    sent: 'Enviado',
    summary: /campos precisam de atenção/,
  },
  en: {
    path: '/en/be-a-model',
    name: /^Full name$/,
    birthdate: /^Date of birth/,
    woman: 'Woman',
    email: /^E-mail$/,
    phone: /^Phone \/ WhatsApp$/,
    height: /^Height/,
    typedHeight: 'Height (cm)',
    photos: [/Photo #1/, /Photo #2/, /Photo #3/, /Photo #4/],
    consent: /allow the agency to use these details/,
    father: "Parent or guardian's name",
    block: 'Mother, father or legal guardian',
    shown: /Under 18: the guardian's part has appeared/,
    hidden: /18 or over: the guardian's part is not needed/,
    guardianName: "Guardian's full name",
    mother: 'Mother',
    guardianEmail: "Guardian's e-mail",
    guardianPhone: "Guardian's phone / WhatsApp",
    guardianConsent: /I am the (parent or legal guardian|mother) of Bia Lopes and I authorise/,
    send: 'Send application',
    sent: 'Sent',
    summary: /fields? need/,
  },
} as const;
type Language = keyof typeof LANGUAGES;

/**
 * The form as a visitor meets it. With JavaScript, `started` has them begin on it (the name field
 * focused) and waits until its script has taken it over: a person's first answer takes longer than
 * that, while a spec's is instant.
 */
async function openForm(
  browser: Browser,
  language: Language,
  javaScriptEnabled = true,
  started = javaScriptEnabled,
): Promise<{ page: Page; openedAt: number; close: () => Promise<void> }> {
  visitor += 1;
  const context = await browser.newContext({
    javaScriptEnabled,
    locale: language === 'en' ? 'en-US' : 'pt-BR',
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.102.${visitor}` },
  });
  const page = await context.newPage();
  if (javaScriptEnabled) await openedAMinuteAgo(page);
  await page.goto(LANGUAGES[language].path);
  if (javaScriptEnabled) await page.waitForLoadState('networkidle');
  else await waitLikeAPersonWithoutScript(page);
  if (started) {
    // The form asks for a fresh token once it is React's (components/forms/use-form-guard.ts).
    const takenOver = page.waitForRequest((request) => request.url().endsWith('/api/form-token'));
    await page.getByLabel(LANGUAGES[language].name).focus();
    await takenOver;
    await page.waitForLoadState('networkidle');
  }
  return { page, openedAt: Date.now(), close: () => context.close() };
}

/** Types the birthdate as a person does: into the field, replacing what was there, then on to the next field. */
async function typeBirthdate(page: Page, language: Language, date: string) {
  const field = page.getByLabel(LANGUAGES[language].birthdate);
  await field.fill(date);
  await page.keyboard.press('Escape');
}

async function fillApplicant(page: Page, language: Language, email: string, birthdate: string) {
  const words = LANGUAGES[language];
  await page.getByLabel(words.name).fill('Bia Lopes');
  await typeBirthdate(page, language, birthdate);
  await page.getByRole('radio', { name: words.woman }).check();
  await page.getByLabel(words.email).fill(email);
  // As Brazilians write it, with Brazil (the preselected country) chosen.
  await page.getByLabel(words.phone).fill('(11) 91234-5678');
  await page.getByLabel(words.height).selectOption('168/5.6');
  for (const [index, label] of words.photos.entries()) {
    const photo = photos[index]!;
    await page.getByLabel(label).setInputFiles({ name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer });
  }
  await page.getByRole('checkbox', { name: words.consent }).check();
}

async function fillGuardian(page: Page, language: Language, guardianEmail = 'joana.lopes@example.com') {
  const words = LANGUAGES[language];
  await page.getByRole('textbox', { name: words.guardianName, exact: true }).fill('Joana Lopes');
  await page.getByRole('radio', { name: words.mother, exact: true }).check();
  await page.getByRole('textbox', { name: words.guardianEmail, exact: true }).fill(guardianEmail);
  await page.getByRole('textbox', { name: words.guardianPhone, exact: true }).fill('11987654321');
}

for (const language of ['pt', 'en'] as const) {
  const words = LANGUAGES[language];

  test.describe(`A minor's application (${language})`, () => {
    test('a 15-year-old cannot send without the guardian and their consent; with them, once the guardian confirms by e-mail, the panel gets the guardian in contacts and the consent record of the notice shown', async ({
      browser,
      request,
    }) => {
      const { page, openedAt, close } = await openForm(browser, language);
      const email = `bia.${language}.${Date.now()}@example.com`;
      const sends: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/get-scouted/')) sends.push(request.url());
      });
      const before = Date.now();
      await fillApplicant(page, language, email, bornYearsAgo(15));

      const block = page.getByRole('group', { name: words.block });
      await expect(block).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: words.shown })).toHaveCount(1);
      // A minor's guardian replaces the adult's optional responsible person.
      await expect(page.getByRole('textbox', { name: words.father, exact: true })).toHaveCount(0);
      const guardianConsent = page.getByRole('checkbox', { name: words.guardianConsent });
      await expect(guardianConsent).not.toBeChecked();

      await page.getByRole('button', { name: words.send }).click();
      await expect(page.getByRole('textbox', { name: words.guardianName, exact: true })).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: words.summary })).toBeVisible();
      await expect(guardianConsent).toHaveAttribute('aria-invalid', 'true');
      expect(sends).toEqual([]);

      const guardianEmail = `joana.${language}.${Date.now()}@example.com`;
      await fillGuardian(page, language, guardianEmail);
      await guardianConsent.check();
      const left = HUMAN_FILL_MS - (Date.now() - openedAt);
      if (left > 0) await page.waitForTimeout(left);
      // The notice version the application page prints beside its form.
      const printedOnForm = await page.locator('[data-notice-version]').getAttribute('data-notice-version');
      expect(printedOnForm).toMatch(/^[0-9a-f]{16}$/);
      const answer = page.waitForResponse((response) => response.url().includes('/api/get-scouted/'));
      await page.getByRole('button', { name: words.send }).click();
      expect((await answer).status()).toBe(202);
      await expect(page.getByRole('button', { name: words.sent })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: language === 'pt' ? /confirmar pelo link .* em até 7 dias/ : /confirms it through the link .* within 7 days/ })).toBeVisible();

      // Nothing reaches the agency before the guardian answers the mail.
      const link = await confirmationLink(request, guardianEmail, language === 'pt' ? /^Confirme a inscrição de Bia/ : /^Confirm Bia's application/);
      expect((await panel.inbox()).applications.filter((application) => application.fields.email === email)).toEqual([]);
      const beforeConfirming = Date.now();
      await answerLink(browser, link, CONFIRM_WORDS[language].confirm, { locale: language === 'pt' ? 'pt-BR' : 'en-US' });

      const application = await panel.application(email);
      expect(application.fields.phone).toBe('+55 (11) 91234-5678');
      expect(application.fields).not.toHaveProperty('father');
      expect(JSON.parse(application.fields.contacts!)).toEqual({
        value: [{ poste: 'mother', name: 'Joana Lopes', email: guardianEmail, phone: '+55 (11) 98765-4321' }],
        label: 'Responsável',
      });
      const consent = JSON.parse(application.fields.consent!);
      expect(consent).toMatchObject({ schema: 1, locale: language, notice: { locale: language } });
      expect(consent.consents.map((item: { by: string; relationship?: string }) => [item.by, item.relationship])).toEqual([
        ['applicant', undefined],
        ['guardian', 'mother'],
      ]);
      // Confirmed by the guardian, by e-mail, when they pressed the button.
      expect(consent.consents[1].channel).toBe('email');
      expect(Date.parse(consent.consents[1].confirmed_at)).toBeGreaterThanOrEqual(beforeConfirming);
      const submitted = Date.parse(consent.submitted_at);
      expect(submitted).toBeGreaterThanOrEqual(before);
      expect(submitted).toBeLessThanOrEqual(Date.now());
      for (const item of consent.consents) {
        expect(Date.parse(item.accepted_at)).toBeGreaterThanOrEqual(before);
        expect(Date.parse(item.accepted_at)).toBeLessThanOrEqual(submitted);
      }
      // The applicant ticked first, the guardian after the first try.
      expect(Date.parse(consent.consents[0].accepted_at)).toBeLessThan(Date.parse(consent.consents[1].accepted_at));
      // The version of the notice the applicant could read: the one its page prints, the digest of its text as shown.
      expect(consent.notice.version).toBe(printedOnForm);
      await page.goto(language === 'pt' ? '/privacidade' : '/en/privacy');
      expect(consent.notice.version).toBe(await shownNoticeVersion(page));
      await close();
    });

    test('a 19-year-old sees no guardian block; it appears and hides as the birthdate changes, the focus and its answers kept', async ({ browser }) => {
      const { page, close } = await openForm(browser, language);
      const birthdate = page.getByLabel(words.birthdate);
      const block = page.getByRole('group', { name: words.block });
      await page.getByLabel(words.name).fill('Bia Lopes');

      await birthdate.fill(bornYearsAgo(19));
      await expect(birthdate).toBeFocused();
      await expect(block).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: words.father, exact: true })).toBeVisible();

      await birthdate.fill(bornYearsAgo(15));
      await expect(block).toBeVisible();
      await expect(birthdate).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: words.shown })).toHaveCount(1);
      await expect(page.getByRole('textbox', { name: words.father, exact: true })).toHaveCount(0);
      await fillGuardian(page, language);

      // The 18th birthday is an adult's day; the day before it, a minor's.
      await birthdate.focus();
      await birthdate.fill(bornYearsAgo(18, 0));
      await expect(block).toHaveCount(0);
      await expect(birthdate).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: words.hidden })).toHaveCount(1);
      await birthdate.fill(bornYearsAgo(18, -1));
      await expect(block).toBeVisible();
      await expect(birthdate).toBeFocused();
      await expect(page.getByRole('textbox', { name: words.guardianName, exact: true })).toHaveValue('Joana Lopes');
      await expect(page.getByRole('radio', { name: words.mother, exact: true })).toBeChecked();
      await expect(page.getByRole('textbox', { name: words.guardianPhone, exact: true })).toHaveValue('+55 (11) 98765-4321');
      await close();
    });

    test('without JavaScript, a minor sent without a guardian gets a page that asks for each guardian field, the back button keeps every answer, and the guardian confirms without JavaScript too', async ({
      browser,
      request,
    }) => {
      const { page, close } = await openForm(browser, language, false);
      const email = `sem.script.${language}.${Date.now()}@example.com`;
      await page.getByLabel(words.name).fill('Bia Lopes');
      await page.getByLabel(words.birthdate).fill(bornYearsAgo(15));
      await page.getByRole('radio', { name: words.woman }).check();
      await page.getByLabel(words.email).fill(email);
      // Without JavaScript the height is typed in cm (the list is never filled in).
      await page.getByRole('spinbutton', { name: words.typedHeight }).fill('168');
      for (const [index, label] of words.photos.entries()) {
        const photo = photos[index]!;
        await page.getByLabel(label).setInputFiles({ name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer });
      }
      await page.getByRole('checkbox', { name: words.consent }).check();
      // The server's page shows the guardian's part, saying whom it is for.
      await expect(page.getByRole('group', { name: words.block })).toBeVisible();

      await page.getByRole('button', { name: words.send }).click();
      await expect(page).toHaveURL(/nao-enviado\?reason=invalid|not-sent\?reason=invalid/);
      const problems = page.getByRole('alert');
      for (const label of [words.guardianName, words.guardianEmail, words.guardianPhone]) await expect(problems).toContainText(label);
      await expect(problems).toContainText(language === 'pt' ? 'Autorização do responsável' : "Guardian's consent");
      expect(page.url()).not.toContain(email);

      await page.goBack();
      await expect(page.getByLabel(words.name)).toHaveValue('Bia Lopes');
      await expect(page.getByLabel(words.email)).toHaveValue(email);
      const guardianEmail = `joana.sem.script.${language}.${Date.now()}@example.com`;
      await fillGuardian(page, language, guardianEmail);
      await page.getByRole('checkbox', { name: /Autorização do responsável|Guardian's consent/ }).check();
      for (const [index, label] of words.photos.entries()) {
        const photo = photos[index]!;
        await page.getByLabel(label).setInputFiles({ name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer });
      }
      await page.getByRole('button', { name: words.send }).click();
      await expect(page).toHaveURL(language === 'pt' ? /\/seja-um-modelo\/aguardando$/ : /\/en\/be-a-model\/waiting$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'pt' ? 'Falta a confirmação do responsável' : 'Waiting for your guardian');
      await expect(page.locator('main')).toContainText(language === 'pt' ? 'em até 7 dias' : 'within 7 days');

      const link = await confirmationLink(request, guardianEmail, /Bia/);
      await answerLink(browser, link, CONFIRM_WORDS[language].confirm, { javaScriptEnabled: false });
      const application = await panel.application(email);
      expect(JSON.parse(application.fields.contacts!).value[0]).toMatchObject({ poste: 'mother', name: 'Joana Lopes' });
      // The height typed before the back button, kept by it and read as the list's answer.
      expect(application.fields.height).toBe('168/5.6');
      const consent = JSON.parse(application.fields.consent!);
      expect(consent.consents.map((item: { by: string }) => item.by)).toEqual(['applicant', 'guardian']);
      // No script, no browser times: every time is the time of receipt.
      expect(new Set([consent.submitted_at, ...consent.consents.map((item: { accepted_at: string }) => item.accepted_at)]).size).toBe(1);
      await close();
    });
  });
}

test.describe('A minor without a guardian, straight to the endpoint', () => {
  test('is answered 422 naming each guardian field, and never reaches the panel', async ({ request }) => {
    const email = `direto.${Date.now()}@example.com`;
    const young = new Date();
    const response = await request.post('/api/get-scouted/en', {
      multipart: { ...applicationForm(), email, birthdate: `${young.getFullYear() - 15}/01/01` },
      headers: { ...formTokenHeader(), 'x-forwarded-for': '198.51.102.250' },
    });
    expect(response.status()).toBe(422);
    expect((await response.json()).errors).toEqual({
      guardian_name: 'required',
      guardian_relation: 'required',
      guardian_email: 'required',
      guardian_phone: 'required',
      guardian_accept: 'accept',
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await panel.inbox()).applications.filter((application) => application.fields.email === email)).toEqual([]);
  });
});

test.describe('What rests in the outbox', () => {
  test('a queued application rests sealed, and holds its photos drawn again: no EXIF at all, upright', async ({ request }) => {
    const phone = await phoneJpegWithGps();
    const email = `fila.${Date.now()}@example.com`;
    const submissionId = `guardian-spec-${Date.now()}`.slice(0, 64);
    await panel.down(true);
    const response = await request.post('/api/get-scouted/pt', {
      multipart: {
        ...applicationForm(),
        email,
        image_1: { name: phone.name, mimeType: phone.mimeType, buffer: phone.buffer },
        image_3: { name: phone.name, mimeType: phone.mimeType, buffer: phone.buffer },
        submissionId,
      },
      headers: { ...formTokenHeader(), 'x-forwarded-for': '198.51.102.251' },
    });
    expect(response.status()).toBe(202);

    // The e2e site runs from the repository's root (playwright.config.ts).
    const spool = outboxFolder(undefined, E2E_DIST_DIR, process.cwd());
    const onDisk = readFileSync(path.join(spool, `${submissionId}.entry`));
    // Sealed on the disk: neither the e-mail nor the name, nor any photo's bytes (opened here with the site's key).
    for (const clear of [email, String(applicationForm().realname)]) expect(onDisk.includes(Buffer.from(clear)), clear).toBe(false);
    const entry = decodeEntry(onDisk);
    for (const file of entry.files) expect(onDisk.includes(Buffer.from(file.bytes).subarray(0, 256)), file.field).toBe(false);
    expect(entry.files.map((file) => file.field)).toEqual(['image_1', 'image_2', 'image_3', 'image_4']);
    for (const file of entry.files) {
      const bytes = Buffer.from(file.bytes);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, file.field).toBeUndefined();
      expect(metadata.orientation, file.field).toBeUndefined();
      for (const trace of ['Exif', 'PhoneMaker', 'GPS']) expect(bytes.includes(Buffer.from(trace)), `${file.field} ${trace}`).toBe(false);
    }
    const stored = await sharp(Buffer.from(entry.files[0]!.bytes)).metadata();
    expect([stored.width, stored.height]).toEqual([480, 640]);

    await panel.down(false);
    const application = await panel.application(email, 60_000);
    expect(application.files).toHaveLength(4);
  });
});

test.describe('The birthdate calendar', () => {
  for (const language of ['pt', 'en'] as const) {
    test(`names everything in the page's language, says it is open, and has no unnamed focus stop (${language})`, async ({ browser }) => {
      const names =
        language === 'pt'
          ? { dialog: 'Calendário da data de nascimento', month: /^Mês \S+, \d{4}$/, day: /^Escolher /, english: /Choose|Month /, previous: 'Mês anterior', open: 'Abrir calendário' }
          : { dialog: 'Calendar for the date of birth', month: /^Month \S+, \d{4}$/, day: /^Choose /, english: /Choose Date/, previous: 'Previous month', open: 'Open calendar' };
      const { page, close } = await openForm(browser, language, true, false);
      const field = page.getByLabel(LANGUAGES[language].birthdate);
      // Nobody has started on the form: the calendar's code is not on the page yet.
      await expect(field).not.toHaveAttribute('aria-haspopup', 'dialog');

      // By keyboard alone: the first step into the form brings the calendar, closed...
      await page.getByLabel(LANGUAGES[language].name).focus();
      await expect(field).toHaveAttribute('aria-haspopup', 'dialog');
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      // ...and from the name field to the date, which leaves it closed...
      await page.keyboard.press('Tab');
      await expect(field).toBeFocused();
      const dialog = page.getByRole('dialog', { name: names.dialog });
      await expect(dialog).toHaveCount(0);
      // ...to its button, which opens it with the focus on a day.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: names.open })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      await expect(dialog.getByRole('gridcell').and(page.locator(':focus'))).toHaveCount(1);
      await expect(dialog.getByRole('button', { name: names.previous })).toBeVisible();
      await expect(dialog.locator('.react-datepicker__month')).toHaveAttribute('aria-label', names.month);
      await expect(dialog.getByRole('gridcell').filter({ hasNot: page.locator('.react-datepicker__day--outside-month') }).first()).toHaveAttribute(
        'aria-label',
        names.day,
      );
      if (language === 'pt') expect(await dialog.evaluate((element) => element.outerHTML)).not.toMatch(names.english);

      expect((await axe(page).include('main').analyze()).violations).toEqual([]);
      // Every element that takes the focus while it is open has a name.
      const focusable = dialog.locator('button:not([disabled]), select, [tabindex]:not([tabindex="-1"])');
      const count = await focusable.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) await expect(focusable.nth(index)).toHaveAccessibleName(/\S/);
      // Back through every stop inside it: each is named (a step out of it closes it).
      for (let step = 0; step < Math.min(6, count - 1); step += 1) {
        await page.keyboard.press('Shift+Tab');
        await expect(dialog.locator(':focus')).toHaveAccessibleName(/\S/);
      }
      // Escape closes it, the focus back in the date field, the calendar still closed.
      await dialog.getByRole('gridcell').first().focus();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      await close();
    });
  }
});

test.describe('The photo slots by keyboard', () => {
  test('a slot reached with Tab on a phone brings its whole card, with its button, into view', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 }, locale: 'pt-BR', extraHTTPHeaders: { 'x-forwarded-for': '198.51.102.252' } });
    const page = await context.newPage();
    await page.goto('/seja-um-modelo');
    await page.waitForLoadState('networkidle');
    await page.getByLabel(/^Calçado/).focus();
    // From the last measurement to the first photo, as a keyboard user goes.
    await page.keyboard.press('Tab');
    const input = page.getByLabel(/Foto #1/);
    await expect(input).toBeFocused();
    await page.waitForTimeout(300);
    // The card's label, with its "Escolher foto" button, is what people see and tap.
    const card = await page.locator('label[for="photo-image_1"]').boundingBox();
    expect(card).not.toBeNull();
    expect(card!.y).toBeGreaterThanOrEqual(0);
    expect(card!.y + card!.height).toBeLessThanOrEqual(667);
    await context.close();
  });
});
