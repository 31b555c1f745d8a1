import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { landscapePng, portraitJpeg, smallGif, textAsJpg, type TestPhoto } from '../support/photos';
import { panel } from '../support/panel';
import { openedAMinuteAgo, waitLikeAPersonWithoutScript } from '../support/form-token';
import { holdScripts } from '../support/hold-scripts';

// The endpoint wants 3 s between the form token and the send (lib/forms/server/token-sign.ts).
const HUMAN_FILL_MS = 3_500;

let photos: TestPhoto[];
let visitor = 0;

test.beforeAll(async () => {
  const [portrait, landscape, gif] = await Promise.all([portraitJpeg(), landscapePng(), smallGif()]);
  photos = [portrait, landscape, gif, portrait];
});

test.afterEach(async () => {
  await panel.restore();
});

type Visit = { page: Page; urls: string[]; close: () => Promise<void> };

/** A visitor with their own address; every address the page asked for or showed is kept to check for personal data. */
async function visit(browser: Browser, path: string, javaScriptEnabled: boolean): Promise<Visit> {
  visitor += 1;
  const context = await browser.newContext({
    javaScriptEnabled,
    locale: path.startsWith('/en') ? 'en-US' : 'pt-BR',
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.101.${visitor}` },
  });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  if (javaScriptEnabled) await openedAMinuteAgo(page);
  await page.goto(path);
  if (!javaScriptEnabled) await waitLikeAPersonWithoutScript(page);
  return { page, urls, close: () => context.close() };
}

/** Every address but the build's own scripts and styles (their hashed names may hold any digits). */
function expectNoPersonalData(urls: string[], ...values: string[]) {
  const seen = urls
    .filter((url) => !new URL(url).pathname.startsWith('/_next/'))
    .map((url) => decodeURIComponent(url.replace(/\+/g, ' ')))
    .join('\n');
  for (const value of values) expect(seen).not.toContain(value);
}

async function choosePhotos(page: Page, labels: readonly RegExp[]) {
  for (const [index, label] of labels.entries()) {
    const photo = photos[index]!;
    await page.getByLabel(label).setInputFiles({ name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer });
  }
}

const PT = {
  name: /^Nome completo/,
  birthdate: /^Data de nascimento/,
  woman: 'Feminino',
  email: /^E-mail/,
  phone: /^Telefone/,
  country: /^País/,
  height: /^Altura/,
  typedHeight: 'Altura (cm)',
  photos: [/Foto #1/, /Foto #2/, /Foto #3/, /Foto #4/],
  consent: /autorizo a agência/,
  send: 'Enviar inscrição',
} as const;
const EN = {
  name: /^Full name/,
  birthdate: /^Date of birth/,
  woman: 'Woman',
  email: /^E-mail/,
  phone: /^Phone/,
  country: /^Country/,
  height: /^Height/,
  typedHeight: 'Height (cm)',
  photos: [/Photo #1/, /Photo #2/, /Photo #3/, /Photo #4/],
  consent: /allow the agency/,
  send: 'Send application',
} as const;

/**
 * With the page's script (or only its early one), the height is picked from its list, written in when the
 * select is first focused; without JavaScript it is typed in cm.
 */
async function fillApplication(page: Page, labels: typeof PT | typeof EN, values: { name: string; email: string; phone: string }, script: boolean) {
  await page.getByLabel(labels.name).fill(values.name);
  await page.getByLabel(labels.birthdate).fill('17/04/2008');
  await page.getByRole('radio', { name: labels.woman }).check();
  await page.getByLabel(labels.email).fill(values.email);
  await page.getByLabel(labels.phone).fill(values.phone);
  if (script) {
    await page.getByLabel(labels.height).focus();
    await page.getByLabel(labels.height).selectOption('168/5.6');
  } else {
    await page.getByRole('spinbutton', { name: labels.typedHeight }).fill('168');
  }
  await choosePhotos(page, labels.photos);
  await page.getByRole('checkbox', { name: labels.consent }).check();
}

/**
 * A visitor of their own on a slow phone: the application page opened with its scripts held back
 * (see holdScripts), and the whole form answered before they arrive. `release` lets them run.
 */
async function answeredBeforeScripts(browser: Browser): Promise<{ context: BrowserContext; page: Page; release: () => void; email: string }> {
  visitor += 1;
  const context = await browser.newContext({ locale: 'pt-BR', extraHTTPHeaders: { 'x-forwarded-for': `198.51.101.${visitor}` } });
  const page = await context.newPage();
  await openedAMinuteAgo(page);
  const release = await holdScripts(page);
  await page.goto('/seja-um-modelo', { waitUntil: 'domcontentloaded' });
  const email = `cedo.${Date.now()}.${visitor}@example.com`;
  // Portugal, not the preselected Brazil: the number below is a Portuguese mobile written without its code.
  await page.getByLabel(PT.country).focus();
  await page.getByLabel(PT.country).selectOption('PT');
  await fillApplication(page, PT, { name: 'Rita Moura', email, phone: '912345678' }, true);
  return { context, page, release, email };
}

/** What the agency must receive from answeredBeforeScripts. */
async function expectReceivedAsGiven(email: string) {
  const sent = await panel.application(email);
  expect(sent.fields).toMatchObject({ realname: 'Rita Moura', gender: 'woman', birthdate: '2008/04/17', id_country: 'PT', phone: '+351 912 345 678', height: '168/5.6' });
  expect(sent.files.map((file) => file.slot).sort()).toEqual(['image_1', 'image_2', 'image_3', 'image_4']);
}

test.describe('Get scouted without JavaScript', () => {
  test('posts the application and lands on the thank-you page in Portuguese, nothing personal in any address', async ({ browser }) => {
    const { page, urls, close } = await visit(browser, '/seja-um-modelo', false);
    const email = `sem.js.${Date.now()}@example.com`;
    // The long lists are never filled in without JavaScript: a typed answer stands in for each.
    await expect(page.getByRole('combobox', { name: PT.height })).toHaveCount(0);
    await fillApplication(page, PT, { name: 'Lia Prado', email, phone: '+55 (11) 91234-5678' }, false);

    await page.getByRole('button', { name: PT.send }).click();

    await expect(page).toHaveURL(/\/seja-um-modelo\/enviado$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inscrição recebida' })).toBeVisible();
    await expect(page).toHaveTitle(/^Inscrição recebida \|/);
    expectNoPersonalData(urls, email, 'Lia Prado', '91234', '17/04/2008', '2008/04/17');
    const application = await panel.application(email);
    expect(application.fields).toMatchObject({ realname: 'Lia Prado', birthdate: '2008/04/17', phone: '+55 (11) 91234-5678', id_country: 'BR', height: '168/5.6' });
    expect(application.files).toHaveLength(4);
    await close();
  });

  test('posts the application and lands on the thank-you page in English', async ({ browser }) => {
    const { page, urls, close } = await visit(browser, '/en/be-a-model', false);
    const email = `no.js.${Date.now()}@example.com`;
    await fillApplication(page, EN, { name: 'Ruth Hale', email, phone: '' }, false);
    await page.getByRole('textbox', { name: EN.country }).fill('Portugal');
    await page.getByLabel(EN.phone).fill('912 345 678');

    await page.getByRole('button', { name: EN.send }).click();

    await expect(page).toHaveURL(/\/en\/be-a-model\/sent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible();
    expectNoPersonalData(urls, email, 'Ruth Hale', '912 345 678', '17/04/2008');
    expect((await panel.application(email)).fields).toMatchObject({ phone: '+351 912 345 678', id_country: 'PT' });
    await close();
  });

  test('an application with mistakes ends on a page that says all there is to fix, the photos among it, and the back button keeps the answers', async ({ browser }) => {
    const { page, urls, close } = await visit(browser, '/seja-um-modelo', false);
    await page.getByLabel(PT.name).fill('Lia Prado');
    await page.getByLabel(PT.email).fill('lia@prado');
    await page.getByLabel(PT.phone).fill('+55 (11) 9123');
    // A text file named like a photo, and a photo still downloading to the phone (an empty file): told in this same round.
    await page.getByLabel(PT.photos[1]).setInputFiles(textAsJpg());
    await page.getByLabel(PT.photos[2]).setInputFiles({ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) });

    await page.getByRole('button', { name: PT.send }).click();

    await expect(page).toHaveURL(/\/seja-um-modelo\/nao-enviado\?reason=invalid&fields=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sua inscrição não foi enviada' })).toBeVisible();
    const problems = page.getByRole('alert');
    await expect(problems).toContainText('Alguns campos precisam de atenção');
    await expect(problems.getByRole('listitem').filter({ hasText: 'E-mail' })).toContainText('Digite um e-mail válido');
    await expect(problems.getByRole('listitem').filter({ hasText: 'Telefone' })).toContainText('Confira o telefone');
    await expect(problems.getByRole('listitem').filter({ hasText: 'Foto #1' })).toContainText('Escolha uma foto');
    await expect(problems.getByRole('listitem').filter({ hasText: 'Foto #2' })).toContainText('não é uma foto PNG, GIF ou JPEG');
    await expect(problems.getByRole('listitem').filter({ hasText: 'Foto #3' })).toContainText('Não conseguimos abrir esta foto');
    await expect(page.getByText(/use o botão Voltar do navegador/)).toBeVisible();
    expectNoPersonalData(urls, 'Lia Prado', 'lia@prado', '9123');

    await page.goBack();
    await expect(page.getByLabel(PT.name)).toHaveValue('Lia Prado');
    await close();
  });
});

test.describe('Get scouted with JavaScript', () => {
  test('a tap on Send before the page\'s script has run posts the form: no answer in the address', async ({ browser }) => {
    visitor += 1;
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.101.${visitor}` } });
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    // The page's scripts are held back, as on a slow phone where the visitor is quicker than hydration.
    const release = await holdScripts(page);
    // A draft this browser kept from an earlier visit.
    await page.addInitScript(() => {
      if (window.location.pathname === '/seja-um-modelo') {
        window.localStorage.setItem('apply-draft:v1', JSON.stringify({ savedAt: Date.now(), values: { realname: 'Nina Reis' } }));
      }
    });
    await page.goto('/seja-um-modelo', { waitUntil: 'domcontentloaded' });
    // Posted before any script ran: the token in the page's HTML goes with it.
    await waitLikeAPersonWithoutScript(page);
    const email = `antes.${Date.now()}@example.com`;
    await fillApplication(page, PT, { name: 'Nina Reis', email, phone: '+55 (11) 3123-4567' }, true);

    await page.getByRole('button', { name: PT.send }).click();

    await expect(page).toHaveURL(/\/seja-um-modelo\/enviado$/);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Inscrição recebida' })).toBeVisible();
    expectNoPersonalData(urls, email, 'Nina Reis', '3123-4567', '17/04/2008');
    // It was sent: the copy kept in the browser goes with it.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('apply-draft:v1'))).toBeNull();
    await context.close();
  });

  test('answers given before the page\'s script has run are kept when it runs, and sent', async ({ browser }) => {
    test.slow();
    const { context, page, release, email } = await answeredBeforeScripts(browser);

    release();
    // The photos are checked and shown once the script runs: the form has taken over.
    await expect(page.getByRole('img', { name: /Prévia da foto/ })).toHaveCount(4);
    await expect(page.getByLabel(PT.name)).toHaveValue('Rita Moura');
    await expect(page.getByLabel(PT.birthdate)).toHaveValue('17/04/2008');
    await expect(page.getByRole('radio', { name: PT.woman })).toBeChecked();
    await expect(page.getByLabel(PT.country)).toHaveValue('PT');
    await expect(page.getByLabel(PT.height)).toHaveValue('168/5.6');
    await expect(page.getByRole('checkbox', { name: PT.consent })).toBeChecked();
    // The number is read for the country chosen before the script ran (Brazil's mask would not fit it).
    await expect(page.getByLabel(PT.phone)).not.toHaveAttribute('placeholder');

    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/get-scouted/pt');
    await page.getByRole('button', { name: PT.send }).click();
    expect((await answer).status()).toBe(202);
    await expect(page.getByText(/Inscrição recebida!/)).toBeVisible();
    await expectReceivedAsGiven(email);
    await context.close();
  });

  test('a tap on Send as the script starts taking the form over sends the answers on screen, without asking for them again', async ({ browser }) => {
    test.slow();
    const { context, page, release, email } = await answeredBeforeScripts(browser);

    // A slow phone: React takes the form over in slices, and the visitor taps Send as it begins.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/get-scouted/pt');
    release();
    // React has created the page's root (it marks the document it listens on) but not hydrated the form yet.
    await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('_reactListening')), null, { polling: 5 });
    await page.getByRole('button', { name: PT.send }).click();

    // The script's send (not the browser's own post), with every answer, and no "fill this in" on the way.
    const response = await answer;
    expect(response.request().headers()['accept']).toContain('application/json');
    expect(response.status()).toBe(202);
    await expect(page.getByText(/Inscrição recebida!/)).toBeVisible();
    await expectReceivedAsGiven(email);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
  });

  test('when the form’s own script cannot come, a tap on Send still gets the application through, as the browser’s post', async ({ browser }) => {
    test.slow();
    const { page, urls, close } = await visit(browser, '/seja-um-modelo', true);
    const openedAt = Date.now();
    await page.waitForLoadState('networkidle');
    // The page is live; from now on no script arrives (a link that drops, a blocked download).
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    const email = `sem-codigo.${Date.now()}@example.com`;
    await fillApplication(page, PT, { name: 'Lia Prado', email, phone: '+55 (11) 3123-4567' }, true);
    const left = HUMAN_FILL_MS - (Date.now() - openedAt);
    if (left > 0) await page.waitForTimeout(left);

    await page.getByRole('button', { name: PT.send }).click();

    // The tap waits for the script's send (a while), then the browser posts the form itself.
    await expect(page).toHaveURL(/\/seja-um-modelo\/enviado$/, { timeout: 40_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Inscrição recebida' })).toBeVisible();
    const sent = await panel.application(email);
    expect(sent.fields).toMatchObject({ realname: 'Lia Prado', birthdate: '2008/04/17', height: '168/5.6' });
    expect(sent.files).toHaveLength(4);
    expectNoPersonalData(urls, email, 'Lia Prado');
    await close();
  });

  test('picks Portugal and sends a complete Portuguese mobile; nothing personal in any address', async ({ browser }) => {
    // Four photos are prepared in the browser before the send: on a busy machine that takes a while.
    test.slow();
    const { page, urls, close } = await visit(browser, '/seja-um-modelo', true);
    const openedAt = Date.now();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const email = `portugal.${Date.now()}@example.com`;
    await page.getByLabel(PT.name).fill('Inês Carvalho');
    await page.getByLabel(PT.birthdate).fill('02/03/2004');
    await page.keyboard.press('Tab');
    await page.getByRole('radio', { name: PT.woman }).check();
    await page.getByLabel(PT.email).fill(email);
    await page.getByLabel(PT.country).selectOption('PT');
    await page.getByLabel(PT.phone).pressSequentially('912345678');
    // The field starts with the chosen country's code; the number typed after it is read in Portugal.
    await expect(page.getByLabel(PT.phone)).toHaveValue('+351 912 345 678');
    await page.getByLabel(PT.height).selectOption('172/5.8');
    await choosePhotos(page, PT.photos);
    await expect(page.getByRole('img', { name: /Prévia da foto/ })).toHaveCount(4);
    await page.getByRole('checkbox', { name: PT.consent }).check();
    const left = HUMAN_FILL_MS - (Date.now() - openedAt);
    if (left > 0) await page.waitForTimeout(left);

    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/get-scouted/pt');
    await page.getByRole('button', { name: PT.send }).click();
    // Kept and on its way to the panel: the applicant does not wait for it.
    expect((await answer).status()).toBe(202);
    await expect(page.getByText(/Inscrição recebida!/)).toBeVisible();

    expect((await panel.application(email)).fields).toMatchObject({ phone: '+351 912 345 678', id_country: 'PT' });
    expect(page.url()).toMatch(/\/seja-um-modelo$/);
    expectNoPersonalData(urls, email, 'Inês Carvalho', '912 345 678', '02/03/2004');
    await close();
  });
});
