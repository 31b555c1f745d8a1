import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import nodemailer from 'nodemailer';
import { signFormToken } from '../../../lib/forms/server/token-sign';
import { FORM_TOKEN_HEADER } from '../../../lib/forms/token-place';
import { E2E_DIST_DIR } from '../support/env';

const DEMO_PORT = 3120;
const DEMO_PANEL_PORT = 4120;
const DEMO_SMTP_PORT = 5120;
const DEMO_DIST_DIR = `${E2E_DIST_DIR}-demo`;
const root = path.resolve(import.meta.dirname, '..', '..', '..');

let demo: ChildProcess | undefined;
/** What `npm run demo` printed: what a person at the terminal reads. */
let printed = '';

async function waitForOk(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

test.describe('npm run demo', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The demo script itself, reusing the suite's build so the smoke test does not build twice — on a
    // copy of it: a build folder holds the data cache, and the demo's panel answers other addresses
    // (another port, so other media URLs) that must not reach the suite's server.
    const pristine = path.join(root, `${E2E_DIST_DIR}-pristine`);
    if (!existsSync(pristine)) throw new Error(`${pristine} is missing: run the suite through playwright.config.ts`);
    const distDir = DEMO_DIST_DIR;
    rmSync(path.join(root, distDir), { recursive: true, force: true });
    cpSync(pristine, path.join(root, distDir), { recursive: true });
    demo = spawn('npx', ['tsx', 'scripts/demo.ts', '--reset'], {
      env: {
        ...process.env,
        PORT: String(DEMO_PORT),
        LOCAL_PANEL_PORT: String(DEMO_PANEL_PORT),
        LOCAL_PANEL_SMTP_PORT: String(DEMO_SMTP_PORT),
        // Unset, so the demo wires the site to its panel's SMTP sink.
        SMTP_URL: '',
        MAIL_FROM: '',
        LOCAL_PANEL_DATA: '.e2e/demo-panel',
        NEXT_DIST_DIR: distDir,
        DEMO_SKIP_BUILD: '1',
        PANEL_STAFF_PASSWORD: '',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
      detached: true,
    });
    demo.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
    await waitForOk(`http://localhost:${DEMO_PORT}/api/health`, 90_000);
  });

  test.afterAll(() => {
    if (demo?.pid) process.kill(-demo.pid, 'SIGTERM');
  });

  test('answers / in Chromium with the seed content, and the inbox is up behind the staff password it printed', async ({ page }) => {
    const response = await page.goto(`http://localhost:${DEMO_PORT}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /\+55 \(11\) 3456-7890/ })).toBeVisible();
    await page.goto(`http://localhost:${DEMO_PORT}/modelos/feminino`);
    await expect(page.getByRole('link', { name: /Ana Souza/ }).first()).toBeVisible();
    const inboxUrl = `http://127.0.0.1:${DEMO_PANEL_PORT}/inbox`;
    // Without PANEL_STAFF_PASSWORD, the demo draws one and prints it beside the inbox's address.
    const password = new RegExp(`Inbox: ${inboxUrl.replace(/[.]/g, '\\.')}  staff password: (\\S{24,})`).exec(printed)?.[1];
    expect(password).toBeDefined();
    expect((await fetch(inboxUrl)).status).toBe(401);
    expect((await fetch(inboxUrl, { headers: { authorization: `Bearer ${password}` } })).status).toBe(200);
  });

  test("prints where the site's mail is caught, and mail sent to its SMTP sink shows there to staff", async () => {
    const mailPage = `http://127.0.0.1:${DEMO_PANEL_PORT}/mail`;
    await expect.poll(() => printed).toContain(`  Mail: ${mailPage}\n`);
    const password = /staff password: (\S{24,})/.exec(printed)?.[1];
    const subject = `Demo sink ${Date.now()}`;
    await nodemailer.createTransport(`smtp://127.0.0.1:${DEMO_SMTP_PORT}`).sendMail({ from: 'no-reply@agency.example', to: 'demo@example.com', subject, text: 'Caught.' });
    expect((await fetch(mailPage)).status).toBe(401);
    const page = await fetch(mailPage, { headers: { authorization: `Bearer ${password}` } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(subject);
  });

  test('its image optimizer hands out the roster\'s photos and nothing of the inbox or the admin switches', async ({ page }) => {
    await page.goto(`http://localhost:${DEMO_PORT}/modelos/feminino`);
    const cover = (await page.locator('img[src*="/_next/image"]').first().getAttribute('src'))!;
    const photo = await page.request.get(`http://localhost:${DEMO_PORT}${cover}`, { headers: { accept: 'image/webp' } });
    expect([photo.status(), photo.headers()['content-type']]).toEqual([200, 'image/webp']);
    for (const origin of [`http://localhost:${DEMO_PANEL_PORT}`, `http://127.0.0.1:${DEMO_PANEL_PORT}`]) {
      for (const path of ['/inbox/files/1/image_1', '/inbox', '/inbox.json', '/__admin/stats', '/storage/../inbox/files/1/image_1']) {
        const answer = await page.request.get(`http://localhost:${DEMO_PORT}/_next/image?url=${encodeURIComponent(`${origin}${path}`)}&w=640&q=75`);
        expect(answer.status(), `${origin}${path}`).toBe(400);
        expect(answer.headers()['content-type'] ?? '', `${origin}${path}`).not.toMatch(/^image\//);
      }
    }
  });

  test('its site and panel share a revalidation secret drawn for this run, not one written in the repository', async () => {
    await expect.poll(() => /staff password: (\S{24,})/.exec(printed)?.[1]).toBeDefined();
    const password = /staff password: (\S{24,})/.exec(printed)?.[1];
    const staff = { authorization: `Bearer ${password}`, 'content-type': 'application/json' };
    const { seeded } = (await (await fetch(`http://127.0.0.1:${DEMO_PANEL_PORT}/__admin/packages`, { headers: staff })).json()) as { seeded: { demo: string } };
    expect((await fetch(`http://localhost:${DEMO_PORT}/pacote/${seeded.demo}`)).status).toBe(200);
    // Staff revoke the package: the panel tells the site with its secret, and the site drops its copy at once.
    const revoked = await fetch(`http://127.0.0.1:${DEMO_PANEL_PORT}/__admin/packages/${seeded.demo}/revoke`, { method: 'POST', headers: staff, body: '{}' });
    expect(await revoked.json()).toEqual({ ok: true, site: 'sent' });
    expect((await fetch(`http://localhost:${DEMO_PORT}/pacote/${seeded.demo}`)).status).toBe(404);
    // The constant the demo once used, which anyone can read in the repository's history, opens nothing.
    const guessed = await fetch(`http://localhost:${DEMO_PORT}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret: 'local-revalidate-secret-for-the-demo-only', tags: ['talents'] }),
    });
    expect(guessed.status).toBe(401);
  });

  test("shows the site's log lines readable: time, level and event, not JSON", async () => {
    // A bot's send (honeypot filled) is answered as a success and logged as `form.honeypot`. Its form token
    // is signed with the key the demo wrote into its build folder once it handed out a first one.
    expect((await fetch(`http://localhost:${DEMO_PORT}/api/form-token`)).status).toBe(200);
    const key = process.env.FORM_TOKEN_SECRET ?? Buffer.from(readFileSync(path.join(root, DEMO_DIST_DIR, 'form-token.key'), 'utf8').trim(), 'hex');
    const bot = await fetch(`http://localhost:${DEMO_PORT}/api/contact/pt`, {
      method: 'POST',
      headers: { [FORM_TOKEN_HEADER]: signFormToken(key, Date.now() - 60_000) },
      body: new URLSearchParams({ name: 'Bot', email: 'bot@example.com', phone: '+55 11 90000-0000', message: 'spam spam spam', website: 'https://spam.example' }),
    });
    expect(bot.status).toBeLessThan(300);
    await expect.poll(() => printed).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: form\.honeypot \{.*"form":"contact".*\}$/m);
    expect(printed).toMatch(/INFO: form\.honeypot .*"requestId":"[0-9a-f-]{36}"/);
    expect(printed).not.toMatch(/^\{"level"/m);
  });
});
