import { createHash } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axe } from '../support/axe';
import sharp from 'sharp';
import { landscapePng, largeJpeg, phoneJpegWithGps, portraitJpeg, smallGif, textAsJpg, webpPhoto, type TestPhoto } from '../support/photos';
import { formTokenHeader, openedAMinuteAgo } from '../support/form-token';
import { applicationForm } from '../support/payloads';
import { panel, type InboxApplication } from '../support/panel';
import { fillAdultAnswers } from '../support/application';

// The endpoint refuses sends faster than a person could fill the form (MIN_FILL_MS is 3 s).
const HUMAN_FILL_MS = 3_500;

type Photos = { portrait: TestPhoto; landscape: TestPhoto; large: TestPhoto; gif: TestPhoto; webp: TestPhoto };
let photos: Photos;
let visitor = 0;

test.beforeAll(async () => {
  const [portrait, landscape, large, gif, webp] = await Promise.all([portraitJpeg(), landscapePng(), largeJpeg(), smallGif(), webpPhoto()]);
  photos = { portrait, landscape, large, gif, webp };
});

test.afterEach(async () => {
  await panel.restore();
});

/** A fresh context per test with its own address, so the per-address rate limit never links tests. */
async function openForm(browser: Browser, path: string): Promise<{ page: Page; openedAt: number; close: () => Promise<void> }> {
  visitor += 1;
  const context = await browser.newContext({
    locale: path.startsWith('/en') ? 'en-US' : 'pt-BR',
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${visitor}` },
  });
  const page = await context.newPage();
  await openedAMinuteAgo(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page is interactive (the calendar's own chunk comes later, with the first step into the form).
  await page.waitForLoadState('networkidle');
  return { page, openedAt: Date.now(), close: () => context.close() };
}

async function waitLikeAPerson(openedAt: number, page: Page) {
  const left = HUMAN_FILL_MS - (Date.now() - openedAt);
  if (left > 0) await page.waitForTimeout(left);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The application once the site's worker has delivered it (the applicant was answered before). */
function inboxApplication(email: string): Promise<InboxApplication> {
  return panel.application(email);
}

async function storedFile(id: number, slot: string): Promise<Buffer> {
  const response = await fetch(`${panel.url}/inbox/files/${id}/${slot}`, { headers: panel.staffHeaders });
  expect(response.ok).toBe(true);
  return Buffer.from(await response.arrayBuffer());
}

async function choosePhotos(page: Page, labels: readonly RegExp[], files: readonly TestPhoto[]) {
  for (const [index, label] of labels.entries()) {
    const file = files[index]!;
    await page.getByLabel(label).setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: file.buffer });
  }
}

const PT_SLOTS = [/Foto #1/, /Foto #2/, /Foto #3/, /Foto #4/] as const;
const EN_SLOTS = [/Photo #1/, /Photo #2/, /Photo #3/, /Photo #4/] as const;

test.describe('Get scouted (pt)', () => {
  test('a complete application with four real photos reaches the inbox intact, then the form starts over', async ({ browser }) => {
    const { page, openedAt, close } = await openForm(browser, '/seja-um-modelo');
    const email = `ana.souza.${Date.now()}@example.com`;

    await page.getByLabel(/^Nome completo/).fill('Ana Souza');
    await page.getByLabel(/^Data de nascimento/).fill('17/04/2008');
    await page.keyboard.press('Tab');
    await page.getByRole('radio', { name: 'Feminino' }).check();
    await page.getByLabel(/^Nome do responsável/).fill('Maria Souza');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Telefone/).pressSequentially('5511912345678');
    await expect(page.getByLabel(/^Telefone/)).toHaveValue('+55 (11) 91234-5678');
    await page.getByLabel(/^Instagram/).fill('@ana.souza');
    await page.getByLabel(/^TikTok/).fill('@anasouza');
    await page.getByLabel(/^País/).selectOption('PT');
    await page.getByLabel(/^Altura/).selectOption('178/5.10');
    await page.getByLabel(/^Peso/).selectOption('58/128');
    await page.getByLabel(/^Busto/).selectOption('84/33');
    await page.getByLabel(/^Cintura/).selectOption('61/24');
    await page.getByLabel(/^Quadril/).selectOption('90/35.5');
    await page.getByLabel(/^Manequim/).selectOption('38');
    await page.getByLabel(/^Calçado/).selectOption('37.5');
    await choosePhotos(page, PT_SLOTS, [photos.portrait, photos.landscape, photos.large, photos.gif]);
    await expect(page.getByRole('img', { name: /Prévia da foto/ })).toHaveCount(4);
    await expect(page.getByText('IMG_20260412_portrai...jpg')).toBeVisible();
    await expect(page.getByText(/Reduzida para envio/)).toBeVisible();
    await page.getByRole('checkbox', { name: /autorizo a agência/ }).check();
    await waitLikeAPerson(openedAt, page);

    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/get-scouted/pt');
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    expect((await answer).status()).toBe(202);
    await expect(page.getByRole('button', { name: 'Enviado' })).toBeVisible();
    await expect(page.getByText(/Inscrição recebida!/)).toBeVisible();

    const application = await inboxApplication(email);
    expect(application.fields).toEqual({
      realname: 'Ana Souza',
      gender: 'woman',
      email,
      phone: '+55 (11) 91234-5678',
      instagr: '@ana.souza',
      tiktok: '@anasouza',
      weight: '58/128',
      height: '178/5.10',
      bust: '84/33',
      waist: '61/24',
      hips: '90/35.5',
      jeans: '38',
      shoes: '37.5',
      birthdate: '2008/04/17',
      id_country: 'PT',
      contacts: JSON.stringify({ value: [{ poste: 'father', name: 'Maria Souza' }], label: 'Responsável' }),
      consent: expect.any(String),
    });
    expect(JSON.parse(application.fields.consent!)).toMatchObject({ schema: 1, locale: 'pt', consents: [{ by: 'applicant' }] });

    const bySlot = Object.fromEntries(application.files.map((file) => [file.slot, file]));
    expect(Object.keys(bySlot).sort()).toEqual(['image_1', 'image_2', 'image_3', 'image_4']);
    // Every photo is drawn again on the server without its metadata: the same pictures, new bytes.
    expect(bySlot.image_1).toMatchObject({ filename: 'image_1.jpg', mime: 'image/jpeg' });
    expect(bySlot.image_2).toMatchObject({ filename: 'image_2.png', mime: 'image/png' });
    expect(bySlot.image_4).toMatchObject({ filename: 'image_4.gif', mime: 'image/gif' });
    expect(bySlot.image_3).toMatchObject({ filename: 'image_3.jpg', mime: 'image/jpeg' });
    expect(bySlot.image_3!.size).toBeLessThan(photos.large.buffer.length);

    const expected = { image_1: ['jpeg', 900, 1200], image_2: ['png', 640, 420], image_3: ['jpeg', 2000, 1500], image_4: ['gif', 300, 400] };
    for (const [slot, [format, width, height]] of Object.entries(expected)) {
      const bytes = await storedFile(application.id, slot);
      expect(sha256(bytes)).toBe(bySlot[slot]!.sha256);
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, data.length > 0]).toEqual([width, height, true]);
      // No metadata block at all: sharp's metadata() then has no exif or xmp key.
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe(format);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }

    // 2.5 s after "sent" everything starts over: fields, photos, previews, button.
    await expect(page.getByRole('button', { name: 'Enviar inscrição' })).toBeVisible({ timeout: 6_000 });
    await expect(page.getByLabel(/^Nome completo/)).toHaveValue('');
    await expect(page.getByLabel(/^Data de nascimento/)).toHaveValue('');
    await expect(page.getByLabel(/^Telefone/)).toHaveValue('');
    await expect(page.getByLabel(/^Altura/)).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Feminino' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /autorizo a agência/ })).not.toBeChecked();
    await expect(page.getByRole('img', { name: /Prévia da foto/ })).toHaveCount(0);
    await expect(page.getByText('IMG_20260412_portrai...jpg')).toHaveCount(0);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);

    // The saved draft went with the success: a reload shows an empty form.
    await page.reload();
    await expect(page.getByLabel(/^E-mail/)).toHaveValue('');
    await close();
  });

  test('required fields, photos and consent block sending and the first missing field gets the focus', async ({ browser }) => {
    const { page, openedAt, close } = await openForm(browser, '/seja-um-modelo');
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/get-scouted')) sends.push(request.url());
    });

    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await expect(page.getByLabel(/^Nome completo/)).toBeFocused();
    await expect(page.getByLabel(/^Nome completo/)).toHaveAccessibleDescription(/Preencha este campo/);
    await expect(page.getByText('Escolha uma foto para este espaço.')).toHaveCount(4);
    await expect(page.locator('form').getByRole('alert')).toContainText('campos precisam de atenção');

    await page.getByLabel(/^Nome completo/).fill('Bia Lima');
    // An adult: a minor's guardian would be asked for before the consent (tests/e2e/application/guardian.spec.ts).
    await page.getByLabel(/^Data de nascimento/).fill('02/11/2000');
    await page.keyboard.press('Tab');
    await page.getByRole('radio', { name: 'Masculino' }).check();
    await page.getByLabel(/^E-mail/).fill('bia@example');
    await page.getByLabel(/^Altura/).selectOption('160/5.3');
    await choosePhotos(page, PT_SLOTS, [photos.portrait, photos.portrait, photos.gif, photos.gif]);
    await waitLikeAPerson(openedAt, page);
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await expect(page.getByLabel(/^E-mail/)).toBeFocused();
    await expect(page.getByLabel(/^E-mail/)).toHaveAccessibleDescription(/Digite um e-mail válido/);

    await page.getByLabel(/^E-mail/).fill('bia@example.com');
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    const consent = page.getByRole('checkbox', { name: /autorizo a agência/ });
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAccessibleDescription('Marque esta caixa para poder enviar.');
    expect(sends).toEqual([]);
    await close();
  });

  test('a text file renamed .jpg is refused with a reason and never sent', async ({ browser }) => {
    const { page, openedAt, close } = await openForm(browser, '/seja-um-modelo');
    const fake = textAsJpg();
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/get-scouted')) sends.push(request.url());
    });

    await page.getByLabel(/Foto #2/).setInputFiles({ name: fake.name, mimeType: fake.mimeType, buffer: fake.buffer });

    const slot = page.getByLabel(/Foto #2/);
    await expect(slot).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Este arquivo não é uma foto PNG, GIF ou JPEG. Escolha outra imagem.')).toBeVisible();
    await expect(slot).toHaveAccessibleDescription(/não é uma foto PNG, GIF ou JPEG/);
    await expect(page.getByRole('img', { name: /Prévia da foto #2/ })).toHaveCount(0);

    await page.getByLabel(/^Nome completo/).fill('Gabi Alves');
    await page.getByLabel(/^Data de nascimento/).fill('03/03/2003');
    await page.keyboard.press('Tab');
    await page.getByRole('radio', { name: 'Feminino' }).check();
    await page.getByLabel(/^E-mail/).fill('gabi@example.com');
    await page.getByLabel(/^Altura/).selectOption('168/5.6');
    await choosePhotos(page, [PT_SLOTS[0], PT_SLOTS[2], PT_SLOTS[3]], [photos.portrait, photos.gif, photos.landscape]);
    await page.getByRole('checkbox', { name: /autorizo a agência/ }).check();
    await waitLikeAPerson(openedAt, page);
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await expect(slot).toBeFocused();
    expect(sends).toEqual([]);

    // A real photo in its place clears the reason.
    await slot.setInputFiles({ name: photos.gif.name, mimeType: photos.gif.mimeType, buffer: photos.gif.buffer });
    await expect(page.getByRole('img', { name: /Prévia da foto #2/ })).toBeVisible();
    await expect(slot).toHaveAttribute('aria-invalid', 'false');
    await close();
  });

  test('when the panel cannot take it, the applicant is told it was received, and it reaches the panel once the panel is back', async ({ browser }) => {
    const { page, openedAt, close } = await openForm(browser, '/seja-um-modelo');
    const email = `caio.${Date.now()}@example.com`;
    await fillAdultAnswers(page, email);
    await choosePhotos(page, PT_SLOTS, [photos.portrait, photos.landscape, photos.gif, photos.portrait]);
    await page.getByRole('checkbox', { name: /autorizo a agência/ }).check();
    await waitLikeAPerson(openedAt, page);
    await panel.rejectEntries(true);

    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/get-scouted/pt');
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    // Kept by the site: the applicant is done, whatever the panel does.
    expect((await answer).status()).toBe(202);
    await expect(page.getByRole('button', { name: 'Enviado' })).toBeVisible();
    await expect(page.getByText(/Inscrição recebida!/)).toBeVisible();
    await page.waitForTimeout(1_500);
    expect((await panel.inbox()).applications.filter((application) => application.fields.email === email)).toEqual([]);

    await panel.rejectEntries(false);
    const application = await panel.application(email, 60_000);
    expect(application.fields).toMatchObject({ realname: 'Caio Mendes', gender: 'man', height: '185/6.1', birthdate: '2005/09/09' });
    expect(application.files).toHaveLength(4);
    await page.waitForTimeout(1_000);
    expect((await panel.inbox()).applications.filter((entry) => entry.fields.email === email)).toHaveLength(1);
    await close();
  });

  test('typed answers survive a reload of the page; photos are picked again', async ({ browser }) => {
    const { page, close } = await openForm(browser, '/seja-um-modelo');
    await page.getByLabel(/^Nome completo/).fill('Duda Rocha');
    await page.getByLabel(/^E-mail/).fill('duda@example.com');
    await page.getByLabel(/^Data de nascimento/).fill('01/02/2009');
    await page.keyboard.press('Tab');
    await page.getByLabel(/^Altura/).selectOption('170/5.7');
    await choosePhotos(page, [PT_SLOTS[0]], [photos.portrait]);
    await expect(page.getByRole('img', { name: /Prévia da foto #1/ })).toBeVisible();
    // The draft is written a moment after the last keystroke.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('apply-draft:v1') ?? '')).toContain('170/5.7');

    await page.reload();

    await expect(page.getByText(/Recuperamos o que você já tinha preenchido/)).toBeVisible();
    await expect(page.getByLabel(/^Nome completo/)).toHaveValue('Duda Rocha');
    await expect(page.getByLabel(/^E-mail/)).toHaveValue('duda@example.com');
    await expect(page.getByLabel(/^Data de nascimento/)).toHaveValue('01/02/2009');
    await expect(page.getByLabel(/^Altura/)).toHaveValue('170/5.7');
    await expect(page.getByRole('img', { name: /Prévia da foto/ })).toHaveCount(0);
    await close();
  });

  test('a date being typed when the calendar arrives stays as typed, and the calendar takes it over when the field is left', async ({ browser }) => {
    // A slow link on purpose: this test takes longer than most.
    test.slow();
    const { page, close } = await openForm(browser, '/seja-um-modelo');
    // A slow link: every chunk asked for from now on (the calendar's among them) takes a while.
    const chunks = { asked: 0, arrived: 0 };
    const isChunk = (url: string) => url.includes('/_next/static/chunks/');
    page.on('request', (request) => void (isChunk(request.url()) && (chunks.asked += 1)));
    page.on('requestfinished', (request) => void (isChunk(request.url()) && (chunks.arrived += 1)));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const input = page.getByLabel(/^Data de nascimento/);

    await input.click();
    await input.pressSequentially('17/04/20');
    // The calendar's code has arrived, and the page has had a frame to take it in. Each chunk is held
    // a second on purpose, so on a busy machine this takes longer than the usual wait.
    await expect.poll(() => chunks.asked > 0 && chunks.arrived === chunks.asked, { timeout: 30_000 }).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    // The field is still the one being typed in.
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('17/04/20');
    await expect(input).not.toHaveAttribute('aria-haspopup', 'dialog');
    await input.pressSequentially('08');
    await page.keyboard.press('Tab');

    await expect(input).toHaveAttribute('aria-haspopup', 'dialog', { timeout: 20_000 });
    await expect(input).toHaveValue('17/04/2008');
    await page.getByRole('button', { name: 'Abrir calendário' }).click();
    await expect(page.getByRole('combobox', { name: 'Ano' })).toHaveValue('2008');
    await close();
  });

  test('the datepicker speaks Portuguese, has month and year selects, and accepts a typed date', async ({ browser }) => {
    const { page, close } = await openForm(browser, '/seja-um-modelo');
    const input = page.getByLabel(/^Data de nascimento/);

    await input.click();
    await expect(input).toHaveAttribute('aria-haspopup', 'dialog');
    await page.getByRole('button', { name: 'Abrir calendário' }).click();
    const month = page.getByRole('combobox', { name: 'Mês' });
    const year = page.getByRole('combobox', { name: 'Ano' });
    await expect(month).toBeVisible();
    await year.selectOption('2007');
    await month.selectOption({ label: 'março' });
    await expect(page.locator('.react-datepicker__day-names')).toContainText(/dom/i);
    await page.getByLabel('Escolher sábado, 10 de março de 2007', { exact: true }).click();
    await expect(input).toHaveValue('10/03/2007');
    await expect(month).toBeHidden();

    // Opened from the field with Alt+↓, it follows what is typed and closes once the date is whole.
    await input.fill('');
    await input.press('Alt+ArrowDown');
    await expect(month).toBeVisible();
    await input.pressSequentially('25/12/2006');
    await expect(month).toBeHidden();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('25/12/2006');
    await page.getByRole('button', { name: 'Abrir calendário' }).click();
    await expect(year).toHaveValue('2006');
    await expect(month).toHaveValue('11');
    await page.keyboard.press('Escape');
    await expect(month).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(input).toHaveValue('25/12/2006');
    await close();
  });
});

test.describe('Get scouted accessibility', () => {
  test('the form has no axe violations, empty and with every error shown', async ({ browser }) => {
    const { page, close } = await openForm(browser, '/seja-um-modelo');
    const settled = () => page.waitForFunction(() => document.getAnimations().length === 0);
    await settled();
    expect((await axe(page).include('main').analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await expect(page.getByLabel(/^Nome completo/)).toBeFocused();
    await settled();
    expect((await axe(page).include('main').analyze()).violations).toEqual([]);
    await close();
  });
});

test.describe('Get scouted (en)', () => {
  test('the datepicker speaks English and a complete application, a WebP among the photos, arrives with the English date picked', async ({ browser }) => {
    const { page, openedAt, close } = await openForm(browser, '/en/be-a-model');
    const email = `emma.${Date.now()}@example.com`;

    await page.getByLabel(/^Full name/).fill('Emma Clark');
    await page.getByRole('button', { name: 'Open calendar' }).click();
    await page.getByRole('combobox', { name: 'Year' }).selectOption('2004');
    await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'July' });
    await expect(page.locator('.react-datepicker__day-names')).toContainText(/Su/);
    await page.getByLabel(/^Choose Friday, July 9th, 2004/).click();
    await expect(page.getByLabel(/^Date of birth/)).toHaveValue('09/07/2004');
    await page.getByRole('radio', { name: 'Other / prefer not to say' }).check();
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Height/).selectOption('172/5.8');
    await choosePhotos(page, EN_SLOTS, [photos.large, photos.gif, photos.landscape, photos.webp]);
    await expect(page.getByRole('img', { name: /Preview of photo/ })).toHaveCount(4);
    await page.getByRole('checkbox', { name: /allow the agency/ }).check();
    await waitLikeAPerson(openedAt, page);

    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/get-scouted/en');
    await page.getByRole('button', { name: 'Send application' }).click();
    expect((await answer).status()).toBe(202);
    await expect(page.getByRole('button', { name: 'Sent' })).toBeVisible();

    const application = await inboxApplication(email);
    expect(application.fields).toEqual({
      realname: 'Emma Clark',
      gender: 'undefined',
      email,
      height: '172/5.8',
      birthdate: '2004/07/09',
      id_country: 'BR',
      // Every application carries its consent record (docs/contract.md); an adult's has one consent.
      consent: expect.any(String),
    });
    expect(JSON.parse(application.fields.consent!)).toMatchObject({ schema: 1, locale: 'en', notice: { locale: 'en' }, consents: [{ by: 'applicant' }] });
    const image1 = application.files.find((file) => file.slot === 'image_1');
    const { width, height } = await sharp(await storedFile(application.id, 'image_1')).metadata();
    expect([image1?.mime, width, height]).toEqual(['image/jpeg', 2000, 1500]);
    // The WebP went as a JPEG of the same size.
    const image4 = application.files.find((file) => file.slot === 'image_4');
    const converted = await sharp(await storedFile(application.id, 'image_4')).metadata();
    expect([image4?.mime, image4?.filename, converted.format, converted.width, converted.height]).toEqual(['image/jpeg', 'image_4.jpg', 'jpeg', 800, 1000]);
    await expect(page.getByRole('button', { name: 'Send application' })).toBeVisible({ timeout: 6_000 });
    await expect(page.getByLabel(/^Full name/)).toHaveValue('');
    await close();
  });
});

test.describe('Get scouted: what the agency receives of a photo', () => {
  test('a phone photo reaches the panel upright, without its GPS position or camera data', async ({ request }) => {
    const phone = await phoneJpegWithGps();
    expect((await sharp(phone.buffer).metadata()).orientation).toBe(6);
    const email = `gps.${Date.now()}@example.com`;
    const response = await request.post('/api/get-scouted/pt', {
      multipart: {
        ...applicationForm(),
        email,
        image_1: { name: phone.name, mimeType: phone.mimeType, buffer: phone.buffer },
      },
      headers: { ...formTokenHeader(), 'x-forwarded-for': '198.51.100.250' },
    });
    expect(response.status()).toBe(202);

    const application = await inboxApplication(email);
    const stored = await storedFile(application.id, 'image_1');
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 480, height: 640 });
    // No EXIF block at all (so no GPS) and no orientation tag: the pixels are already upright.
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    for (const trace of ['PhoneMaker', 'Phone 15', 'Exif']) expect(stored.includes(Buffer.from(trace))).toBe(false);
  });
});
