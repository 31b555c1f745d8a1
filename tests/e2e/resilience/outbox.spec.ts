import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { outboxFolder } from '../../../lib/outbox/folder';
import { landscapePng, portraitJpeg, smallGif, type TestPhoto } from '../support/photos';
import { startColdServer } from '../support/cold-server';
import { E2E_DIST_DIR, METRICS_TOKEN } from '../support/env';
import { formTokenHeader, openedAMinuteAgo } from '../support/form-token';
import { sampleSum } from '../support/metrics';
import { panel, type InboxApplication } from '../support/panel';
import { visitorAddress } from '../support/resilience';
import { fillAdultAnswers } from '../support/application';

/**
 * The outbox (lib/outbox): a send that passed every check is kept on disk and answered 202 at once;
 * the site's worker delivers it when the panel takes it. Nothing a visitor sent is lost while the
 * panel is down, slow, refusing, or while the site itself is killed.
 */
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const ENTRY_SENDS = 'POST /api/entry';
const HUMAN_FILL_MS = 3_500;

let photos: TestPhoto[];
test.beforeAll(async () => {
  photos = [await portraitJpeg(), await landscapePng(), await smallGif(), await portraitJpeg()];
});
test.afterEach(async () => {
  await panel.restore();
});

const filesOf = (application: InboxApplication) => Object.fromEntries(application.files.map((file) => [file.slot, file.sha256]));

function contactFields(n: number, tag: string) {
  return { name: `Visitante ${n}`, email: `${tag}.${n}@example.com`, phone: '+55 (11) 98765-4321', message: `Mensagem ${n} enquanto o painel está fora.\nObrigada.` };
}

function applicationFields(email: string) {
  const files = Object.fromEntries(photos.map((photo, index) => [`image_${index + 1}`, { name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer }]));
  return { realname: 'Joana Prado', gender: 'woman', email, height: '178/5.10', birthdate: '2001/04/17', accept: 'on', ...files };
}

async function openPage(browser: Browser, url: string, address: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'pt-BR', extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  await openedAMinuteAgo(page);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return { page, close: () => context.close() };
}

const CONTACT_TYPED = {
  Nome: 'Joana Prado',
  'E-mail': 'joana.navegador@example.com',
  Telefone: '+55 (11) 98765-4321',
  Mensagem: 'Olá! Gostaria de um orçamento para uma campanha em março.\nObrigada.',
};

async function fillContact(page: Page, typed: Record<string, string>) {
  for (const [label, value] of Object.entries(typed)) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.waitForTimeout(HUMAN_FILL_MS);
}

async function fillApplication(page: Page, email: string) {
  await fillAdultAnswers(page, email);
  for (const [index, photo] of photos.entries()) {
    await page.getByLabel(new RegExp(`Foto #${index + 1}`)).setInputFiles({ name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer });
  }
  await expect(page.getByRole('img', { name: /Prévia da foto/ })).toHaveCount(4);
  await page.getByRole('checkbox', { name: /autorizo a agência/ }).check();
  await page.waitForTimeout(HUMAN_FILL_MS);
}

test('with the panel refusing every send, 20 messages and 5 applications are received at once, then each reaches it once, intact', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const tag = `fora${Date.now()}`;

  // What the site forwards of these photos when the panel is up: the reference for the bytes.
  const reference = await request.post('/api/get-scouted/pt', { multipart: applicationFields(`${tag}.reference@example.com`), headers: { ...formTokenHeader(), 'x-forwarded-for': visitorAddress(60, 1) } });
  expect(reference.status()).toBe(202);
  const referenceFiles = filesOf(await panel.application(`${tag}.reference@example.com`));
  expect(Object.keys(referenceFiles).sort()).toEqual(['image_1', 'image_2', 'image_3', 'image_4']);

  await panel.fault(ENTRY_SENDS, { status: 503 });

  // One of each through the browser: the visitor sees the success they know.
  const contactPage = await openPage(browser, '/contato', visitorAddress(60, 2));
  await fillContact(contactPage.page, { ...CONTACT_TYPED, 'E-mail': `${tag}.browser@example.com` });
  await contactPage.page.getByRole('button', { name: /enviar/i }).click();
  await expect(contactPage.page.getByRole('button', { name: 'Enviado' })).toBeVisible();
  await contactPage.close();

  const applicationPage = await openPage(browser, '/seja-um-modelo', visitorAddress(60, 3));
  await fillApplication(applicationPage.page, `${tag}.browser-application@example.com`);
  await applicationPage.page.getByRole('button', { name: 'Enviar inscrição' }).click();
  await expect(applicationPage.page.getByText(/Inscrição recebida!/)).toBeVisible();
  await applicationPage.close();

  // The rest as scripts send them, each from its own address (the per-address limits are not the subject).
  const contacts = await Promise.all(
    Array.from({ length: 19 }, (_, n) => request.post('/api/contact/pt', { multipart: contactFields(n + 1, tag), headers: { ...formTokenHeader(), 'x-forwarded-for': visitorAddress(61, n + 1) } })),
  );
  expect(contacts.map((answer) => answer.status())).toEqual(Array.from({ length: 19 }, () => 202));
  const applications = await Promise.all(
    [1, 2, 3, 4].map((n) => request.post('/api/get-scouted/pt', { multipart: applicationFields(`${tag}.application${n}@example.com`), headers: { ...formTokenHeader(), 'x-forwarded-for': visitorAddress(62, n) } })),
  );
  expect(applications.map((answer) => answer.status())).toEqual([202, 202, 202, 202]);

  const ours = (inbox: Awaited<ReturnType<typeof panel.inbox>>) => ({
    contacts: inbox.contacts.filter((entry) => String(entry.fields?.email ?? '').startsWith(`${tag}.`)),
    applications: inbox.applications.filter((entry) => String(entry.fields.email ?? '').startsWith(`${tag}.`) && !String(entry.fields.email).includes('reference')),
  });
  expect(ours(await panel.inbox())).toEqual({ contacts: [], applications: [] });

  // The panel is back: within a minute every send is in its inbox.
  await panel.clearFaults();
  await panel.inboxWhen((inbox) => ours(inbox).contacts.length >= 20 && ours(inbox).applications.length >= 5, 60_000);
  // Exactly once, even a little later.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const arrived = ours(await panel.inbox());
  expect(arrived.contacts).toHaveLength(20);
  expect(arrived.applications).toHaveLength(5);
  expect(new Set(arrived.contacts.map((entry) => entry.fields?.email)).size).toBe(20);
  // Each carried its submission id and when the visitor sent it; the panel shows both beside when it arrived.
  for (const entry of arrived.contacts) {
    expect(typeof entry.idempotency_key).toBe('string');
    expect(Date.parse(String(entry.submitted_at))).toBeLessThan(Date.parse(entry.created_at));
  }

  for (let n = 1; n <= 19; n += 1) {
    const sent = contactFields(n, tag);
    const stored = arrived.contacts.find((entry) => entry.fields?.email === sent.email);
    expect({ ...stored?.fields, message: stored?.fields?.message?.replace(/\r\n/g, '\n') }).toEqual({
      name: sent.name,
      email: sent.email,
      phone: sent.phone,
      message: sent.message,
    });
  }
  for (let n = 1; n <= 4; n += 1) {
    const stored = arrived.applications.find((entry) => entry.fields.email === `${tag}.application${n}@example.com`)!;
    expect(stored.fields).toMatchObject({ realname: 'Joana Prado', gender: 'woman', height: '178/5.10', birthdate: '2001/04/17' });
    expect(filesOf(stored)).toEqual(referenceFiles);
  }
  const browserApplication = arrived.applications.find((entry) => entry.fields.email === `${tag}.browser-application@example.com`)!;
  expect(browserApplication.fields).toMatchObject({ realname: 'Caio Mendes', gender: 'man', birthdate: '2005/09/09' });
  expect(browserApplication.files).toHaveLength(4);
  expect(arrived.contacts.find((entry) => entry.fields?.email === `${tag}.browser@example.com`)?.fields?.name).toBe('Joana Prado');
});

test('a 422 from the panel is not retried: the operator sees it in npm run outbox, it is counted, and a retry sends it', async ({ request }) => {
  const outbox = (...args: string[]) => {
    const run = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['--conditions', 'react-server', 'scripts/outbox.ts', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, OUTBOX_DIR: outboxFolder(undefined, E2E_DIST_DIR, root), REDIS_URL: '' },
    });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  };
  const metricsText = async () => (await request.get('/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const failedBefore = sampleSum(await metricsText(), 'agency_sends_total', { kind: 'contact', outcome: 'failed' });

  await panel.fault(ENTRY_SENDS, { status: 422 });
  const submissionId = `refused-${Date.now()}-0000000000`;
  const fields = contactFields(1, `recusada${Date.now()}`);
  const sent = await request.post('/api/contact/pt', {
    multipart: { ...fields, submissionId },
    headers: { ...formTokenHeader(), 'x-forwarded-for': visitorAddress(63) },
  });
  expect(sent.status()).toBe(202);

  await expect.poll(async () => sampleSum(await metricsText(), 'agency_sends_total', { kind: 'contact', outcome: 'failed' }), { timeout: 20_000 }).toBe(failedBefore + 1);
  const listed = JSON.parse(outbox('--json').stdout) as Array<{ id: string; state: string; attempts: number; lastError?: string }>;
  expect(listed.find((record) => record.id === submissionId)).toMatchObject({ state: 'failed', attempts: 1, lastError: '422' });
  // Not tried again on its own.
  const calls = (await panel.stats()).byRoute;
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  expect((await panel.stats()).byRoute).toEqual(calls);
  // The listing names ids, states and errors: nothing the visitor typed.
  const table = outbox().stdout;
  expect(table).toContain(submissionId);
  expect(table).not.toMatch(/Visitante|example\.com|98765/);

  // The operator had the panel fixed and sends it again.
  await panel.clearFaults();
  expect(outbox('retry', submissionId).status).toBe(0);
  expect((await panel.contact('email', fields.email)).fields?.name).toBe(fields.name);
  await expect.poll(() => (JSON.parse(outbox('--json').stdout) as unknown[]).length, { timeout: 20_000 }).toBe(0);
  expect(outbox('retry', submissionId).status).toBe(1);
});

test('the site killed (SIGKILL) after answering and before delivering: started again, it delivers the send, once', async ({ request }) => {
  test.setTimeout(180_000);
  await panel.fault(ENTRY_SENDS, { status: 503 });
  let server = await startColdServer(10, { TRUSTED_PROXIES: '127.0.0.1,::1' });
  const email = `morta${Date.now()}@example.com`;
  try {
    const sent = await request.post(`${server.url}/api/contact/pt`, {
      multipart: { ...contactFields(1, 'x'), email },
      headers: { ...formTokenHeader(), 'x-forwarded-for': visitorAddress(64) },
    });
    expect(sent.status()).toBe(202);
    expect(readdirSync(server.outboxDir).filter((name) => name.endsWith('.json'))).toHaveLength(1);
    await server.kill();

    await panel.clearFaults();
    server = await startColdServer(10, { TRUSTED_PROXIES: '127.0.0.1,::1' }, { keepOutbox: true });
    const stored = await panel.contact('email', email, 60_000);
    expect(stored.fields?.name).toBe('Visitante 1');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await panel.inbox()).contacts.filter((entry) => entry.fields?.email === email)).toHaveLength(1);
    expect(readdirSync(server.outboxDir)).toEqual([]);
  } finally {
    await server.stop();
  }
});

test('a full outbox sends while the visitor waits; with the panel down too, 503 with Retry-After and the browser keeps every field and photo', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const server = await startColdServer(11, { TRUSTED_PROXIES: '127.0.0.1,::1', OUTBOX_MAX_ITEMS: '1' });
  try {
    await panel.fault(ENTRY_SENDS, { status: 503 });
    const first = await request.post(`${server.url}/api/contact/pt`, { multipart: contactFields(1, `cheia${Date.now()}`), headers: { ...formTokenHeader(), 'x-forwarded-for': visitorAddress(65, 1) } });
    expect(first.status()).toBe(202);

    // The outbox holds its one send: the next one goes to the panel at once, which refuses it too.
    const second = await request.post(`${server.url}/api/get-scouted/pt`, { multipart: applicationFields('cheia@example.com'), headers: { ...formTokenHeader(), 'x-forwarded-for': visitorAddress(65, 2) } });
    expect(second.status()).toBe(503);
    expect(Number(second.headers()['retry-after'])).toBeGreaterThan(0);

    const contact = await openPage(browser, `${server.url}/contato`, visitorAddress(65, 3));
    await fillContact(contact.page, CONTACT_TYPED);
    const contactAnswer = contact.page.waitForResponse((response) => response.url().includes('/api/contact/pt') && response.request().method() === 'POST');
    await contact.page.getByRole('button', { name: /enviar/i }).click();
    expect((await contactAnswer).status()).toBe(503);
    // Not sent, and it says so: the text stays for the next try.
    await expect(contact.page.getByRole('region', { name: 'Envie uma mensagem' }).getByRole('alert')).toContainText(/não foi enviada[\s\S]*continua aqui/);
    for (const [label, value] of Object.entries(CONTACT_TYPED)) await expect(contact.page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
    await contact.close();

    const apply = await openPage(browser, `${server.url}/seja-um-modelo`, visitorAddress(65, 4));
    await fillApplication(apply.page, 'cheia.navegador@example.com');
    const applicationAnswer = apply.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/get-scouted/pt');
    await apply.page.getByRole('button', { name: 'Enviar inscrição' }).click();
    expect((await applicationAnswer).status()).toBe(503);
    await expect(apply.page.locator('form').getByRole('alert')).toContainText(/continuam aqui/);
    await expect(apply.page.getByLabel(/^Nome completo/)).toHaveValue('Caio Mendes');
    await expect(apply.page.getByLabel(/^E-mail/)).toHaveValue('cheia.navegador@example.com');
    await expect(apply.page.getByRole('img', { name: /Prévia da foto/ })).toHaveCount(4);
    await expect(apply.page.getByRole('button', { name: 'Enviar inscrição' })).toBeEnabled();
    await apply.close();

    // The panel back: the kept send arrives, and the next one is sent while the visitor waits (201) or kept (202).
    await panel.clearFaults();
    await expect.poll(() => readdirSync(server.outboxDir).length, { timeout: 60_000 }).toBe(0);
    const again = await request.post(`${server.url}/api/get-scouted/pt`, { multipart: applicationFields('cheia@example.com'), headers: { ...formTokenHeader(), 'x-forwarded-for': visitorAddress(65, 5) } });
    expect([201, 202]).toContain(again.status());
    await panel.application('cheia@example.com', 30_000);
  } finally {
    await server.stop();
  }
});
