import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from '@/local-panel/db';
import { startPanel, type RunningPanel } from '@/local-panel/index';
import { resolveOptions } from '@/local-panel/options';
import { storeMail, type CaughtMail } from '@/local-panel/mail-store';
import { purgeExpiredEntries } from '@/local-panel/retention';

let panel: RunningPanel;
let dataDir: string;

type Caught = CaughtMail;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'local-panel-mail-'));
  panel = await startPanel({ port: 0, dataDir });
}, 90_000);

afterAll(async () => {
  await panel?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const staff = () => ({ authorization: `Bearer ${panel.staffPassword}` });

beforeEach(async () => {
  expect((await fetch(`${panel.url}/__admin/mail`, { method: 'DELETE', headers: staff() })).status).toBe(200);
});

async function caught(query = ''): Promise<Caught[]> {
  const answer = await fetch(`${panel.url}/__admin/mail${query}`, { headers: staff() });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { mail: Caught[] }).mail;
}

/** A GET with headers fetch would not send as given (Host, Sec-Fetch-Mode). */
function rawGet(pathname: string, headers: Record<string, string>): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port: panel.port, path: pathname, headers }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    call.on('error', reject);
    call.end();
  });
}

/** Sends as the site does: nodemailer over SMTP_URL. */
function transport(url = panel.smtpUrl) {
  return nodemailer.createTransport(url);
}

const CONFIRMATION = {
  from: '"Agência (testes)" <no-reply@agency.example>',
  to: 'Marta Souza <Marta.Souza@example.com>',
  subject: 'Confirmação: Bia quer se candidatar',
  text: 'Olá, Marta.\n\nConfirme aqui: http://localhost:3000/confirmar/abc123\n\nAgência',
  html: '<p>Olá, Marta.</p><p><a href="http://localhost:3000/confirmar/abc123">Confirmar</a></p>',
  headers: { 'Content-Language': 'pt' },
};

describe('the SMTP sink', () => {
  it('listens on loopback beside the panel and says so', () => {
    expect(panel.smtpUrl).toBe(`smtp://127.0.0.1:${panel.smtpPort}`);
    expect(panel.smtpPort).toBeGreaterThan(0);
    expect(panel.smtpPort).not.toBe(panel.port);
  });

  it('stores a multipart mail sent with nodemailer, non-ASCII subject and all, as the JSON lists it', async () => {
    const sent = await transport().sendMail(CONFIRMATION);
    expect(sent.accepted).toEqual(['Marta.Souza@example.com']);
    const [mail, ...rest] = await caught();
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({
      envelope: { from: 'no-reply@agency.example', to: ['Marta.Souza@example.com'] },
      from: '"Agência (testes)" <no-reply@agency.example>',
      to: '"Marta Souza" <Marta.Souza@example.com>',
      subject: 'Confirmação: Bia quer se candidatar',
      message_id: sent.messageId,
      language: 'pt',
      html: CONFIRMATION.html,
    });
    expect(mail!.text.trim()).toBe(CONFIRMATION.text);
    expect(Date.now() - Date.parse(mail!.received_at)).toBeLessThan(60_000);
    expect(Object.keys(mail!).sort()).toEqual(['envelope', 'from', 'html', 'id', 'language', 'message_id', 'received_at', 'subject', 'text', 'to']);
  });

  it('takes any user and password (SMTP_URL with credentials), and a text-only mail without a language', async () => {
    const { port } = new URL(panel.smtpUrl);
    await transport(`smtp://someone:anything@127.0.0.1:${port}`).sendMail({ from: 'no-reply@agency.example', to: 'ze@example.com', subject: 'Receipt', text: 'Only text.' });
    const [mail] = await caught();
    expect(mail).toMatchObject({ subject: 'Receipt', html: null, language: null });
    expect(mail!.text.trim()).toBe('Only text.');
  });

  it('offers no STARTTLS and advertises its size limit', async () => {
    const { port } = new URL(panel.smtpUrl);
    // The server's greeting, then its answer to EHLO: every extension it offers, one per line.
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let greeting = '';
      let ehlo: string | undefined;
      socket.on('data', (chunk) => {
        if (ehlo === undefined) {
          greeting += chunk.toString('utf8');
          if (!/^220 .*\r\n/m.test(greeting)) return;
          ehlo = '';
          socket.write('EHLO test.example\r\n');
          return;
        }
        ehlo += chunk.toString('utf8');
        if (/^250 .*\r\n/m.test(ehlo)) {
          socket.end('QUIT\r\n');
          resolve(ehlo);
        }
      });
      socket.on('error', reject);
    });
    expect(reply).not.toMatch(/STARTTLS/i);
    expect(reply).toMatch(/^250[- ]SIZE 2097152\r$/m);
    expect(reply).toMatch(/^250[- ]AUTH LOGIN PLAIN\r$/m);
  });

  it('refuses a mail over 2 MB with 552 and stores nothing', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024 + 10);
    await expect(transport().sendMail({ from: 'a@agency.example', to: 'b@example.com', subject: 'Too big', text: big })).rejects.toMatchObject({ responseCode: 552 });
    expect(await caught()).toEqual([]);
  });

  it('stores the same Message-ID twice (an outbox that delivered twice) and the page marks the repeat', async () => {
    const mail = { ...CONFIRMATION, messageId: '<twice@agency.example>' };
    await transport().sendMail(mail);
    await transport().sendMail(mail);
    const [second, first] = await caught();
    expect([second!.message_id, first!.message_id]).toEqual(['<twice@agency.example>', '<twice@agency.example>']);
    expect(second!.id).toBeGreaterThan(first!.id);
    const html = await (await fetch(`${panel.url}/mail`, { headers: staff() })).text();
    expect(html).toContain(`Repeat of <a href="#mail-${first!.id}">#${first!.id}</a> (same Message-ID)`);
    expect(html.match(/Repeat of/g)).toHaveLength(1);
  });

  it('filters by envelope recipient, case and spaces aside, newest first', async () => {
    await transport().sendMail({ ...CONFIRMATION, to: 'marta.souza@example.com', subject: 'one' });
    await transport().sendMail({ ...CONFIRMATION, to: 'other@example.com', subject: 'two' });
    await transport().sendMail({ ...CONFIRMATION, to: ['other@example.com', 'MARTA.SOUZA@example.com'], subject: 'three' });
    expect((await caught()).map((mail) => mail.subject)).toEqual(['three', 'two', 'one']);
    expect((await caught(`?to=${encodeURIComponent(' Marta.Souza@EXAMPLE.com ')}`)).map((mail) => mail.subject)).toEqual(['three', 'one']);
    expect(await caught('?to=nobody%40example.com')).toEqual([]);
  });

  it('deletes one mail for tests that clean up, and answers 404 for an unknown one', async () => {
    await transport().sendMail({ ...CONFIRMATION, subject: 'keep' });
    await transport().sendMail({ ...CONFIRMATION, subject: 'drop' });
    const [drop] = await caught();
    expect((await fetch(`${panel.url}/__admin/mail/${drop!.id}`, { method: 'DELETE', headers: staff() })).status).toBe(200);
    expect((await caught()).map((mail) => mail.subject)).toEqual(['keep']);
    expect((await fetch(`${panel.url}/__admin/mail/${drop!.id}`, { method: 'DELETE', headers: staff() })).status).toBe(404);
  });

  it('shows the JSON and the page to staff only', async () => {
    await transport().sendMail(CONFIRMATION);
    for (const pathname of ['/__admin/mail', '/mail']) {
      const answer = await fetch(`${panel.url}${pathname}`);
      expect([pathname, answer.status]).toEqual([pathname, 401]);
      expect(await answer.text()).not.toContain('Marta');
    }
    // A browser opening the page is sent to sign in first, and back here afterwards.
    const browser = await rawGet('/mail', { 'sec-fetch-mode': 'navigate', accept: 'text/html' });
    expect([browser.status, browser.location]).toEqual([303, '/staff/sign-in?next=%2Fmail']);
    expect((await rawGet('/mail', { ...staff(), host: `rebound.example:${panel.port}` })).status).toBe(421);
  });
});

describe('the mail page', () => {
  it('shows each mail newest first: when, to, subject, language, the text with its links, the HTML in a sandboxed frame', async () => {
    await transport().sendMail({ ...CONFIRMATION, subject: 'Older' });
    await transport().sendMail({ ...CONFIRMATION, html: '<p onclick="x()">Oi</p><script>alert(1)</script><img src="https://tracker.example/p.gif">' });
    const answer = await fetch(`${panel.url}/mail`, { headers: staff() });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src|unsafe-eval|https?:/);
    const html = await answer.text();
    expect(html.indexOf('Confirmação: Bia quer se candidatar')).toBeLessThan(html.indexOf('Older'));
    expect(html).toContain('<dt>To</dt><dd>&quot;Marta Souza&quot; &lt;Marta.Souza@example.com&gt;</dd>');
    expect(html).toContain('<dt>Language</dt><dd>pt</dd>');
    expect(html).toMatch(/received <time datetime="\d{4}-\d{2}-\d{2}T[\d:.]+Z">/);
    expect(html).toContain('<a href="http://localhost:3000/confirmar/abc123" rel="noreferrer">http://localhost:3000/confirmar/abc123</a>');
    // The mail's HTML only ever as an escaped srcdoc of a frame without scripts.
    const frames = [...html.matchAll(/<iframe ([^>]*)>/g)].map((match) => match[1]!);
    expect(frames).toHaveLength(2);
    for (const frame of frames) {
      expect(frame).toMatch(/^sandbox="" srcdoc="/);
      expect(frame).not.toMatch(/allow-/);
    }
    expect(frames[0]).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<p onclick');
    expect(html).toContain('<a href="/inbox">Inbox</a>');
    // The inbox links here.
    expect(await (await fetch(`${panel.url}/inbox`, { headers: staff() })).text()).toContain('<a href="/mail">Mail</a>');
  });

  it('deletes one mail and then all of them with same-origin staff forms, and refuses a post from another site', async () => {
    await transport().sendMail({ ...CONFIRMATION, subject: 'first' });
    await transport().sendMail({ ...CONFIRMATION, subject: 'second' });
    const [second] = await caught();
    const form = { ...staff(), 'content-type': 'application/x-www-form-urlencoded' };
    const foreign = await fetch(`${panel.url}/mail/${second!.id}/delete`, { method: 'POST', headers: { ...form, origin: 'https://evil.example' }, body: '', redirect: 'manual' });
    expect(foreign.status).toBe(403);
    const one = await fetch(`${panel.url}/mail/${second!.id}/delete`, { method: 'POST', headers: { ...form, origin: panel.url }, body: '', redirect: 'manual' });
    expect([one.status, one.headers.get('location')]).toEqual([303, '/mail?done=deleted']);
    expect((await caught()).map((mail) => mail.subject)).toEqual(['first']);
    expect(await (await fetch(`${panel.url}/mail?done=deleted`, { headers: staff() })).text()).toContain('<p class="notice" role="status">The mail was deleted.</p>');
    expect((await fetch(`${panel.url}/mail/${second!.id}/delete`, { method: 'POST', headers: form, body: '' })).status).toBe(404);
    const all = await fetch(`${panel.url}/mail/delete-all`, { method: 'POST', headers: form, body: '', redirect: 'manual' });
    expect([all.status, all.headers.get('location')]).toEqual([303, '/mail?done=deleted-all']);
    expect(await caught()).toEqual([]);
    expect((await fetch(`${panel.url}/mail/delete-all`, { headers: staff() })).status).toBe(405);
    const page = await (await fetch(`${panel.url}/mail`, { headers: staff() })).text();
    expect(page).toContain('No mail yet.');
    expect(page).not.toContain('Delete all mail');
  });
});

describe('caught mail retention', () => {
  it('is purged with the contact messages, by CONTACT_RETENTION_DAYS', async () => {
    const folder = await mkdtemp(path.join(dataDir, 'purge-'));
    const db = openDb(path.join(folder, 'panel.db'));
    try {
      const now = new Date('2026-12-01T12:00:00.000Z');
      const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);
      const mail = { envelope: { from: 'a@agency.example', to: ['b@example.com'] }, from: 'a', to: 'b', subject: 's', message_id: null, language: 'pt', text: 't', html: null };
      storeMail(db, { ...mail, subject: 'old' }, daysAgo(31));
      storeMail(db, { ...mail, subject: 'young' }, daysAgo(29));
      expect(await purgeExpiredEntries(db, path.join(folder, 'entries'), { applicationDays: 365, contactDays: 30 }, now)).toEqual({ applications: 0, contacts: 0, mail: 1 });
      expect((db.prepare('SELECT subject FROM mail').all() as Array<{ subject: string }>).map((row) => row.subject)).toEqual(['young']);
    } finally {
      db.close();
    }
  });

  it('runs when the panel starts', async () => {
    const folder = await mkdtemp(path.join(dataDir, 'purge-start-'));
    const db = openDb(path.join(folder, 'panel.db'));
    const mail = { envelope: { from: 'a@agency.example', to: ['old@example.com'] }, from: 'a', to: 'b', subject: 'old', message_id: null, language: null, text: 't', html: null };
    storeMail(db, mail, new Date(Date.now() - 8 * 24 * 60 * 60_000));
    storeMail(db, { ...mail, subject: 'young' }, new Date(Date.now() - 6 * 24 * 60 * 60_000));
    db.close();
    const other = await startPanel({ port: 0, dataDir: folder, contactRetentionDays: 7 });
    try {
      const answer = (await (await fetch(`${other.url}/__admin/mail`, { headers: { authorization: `Bearer ${other.staffPassword}` } })).json()) as { mail: Caught[] };
      expect(answer.mail.map((item) => item.subject)).toEqual(['young']);
    } finally {
      await other.close();
    }
  }, 90_000);
});

describe('the SMTP port', () => {
  const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;
  it('is --smtp-port or LOCAL_PANEL_SMTP_PORT, 1025 by default, and free (0) beside a panel on a free port', () => {
    const base = { staffPassword: 'x'.repeat(24) };
    expect(resolveOptions(base, env({})).smtpPort).toBe(1025);
    expect(resolveOptions(base, env({ LOCAL_PANEL_SMTP_PORT: '5210' })).smtpPort).toBe(5210);
    expect(resolveOptions({ ...base, smtpPort: 2525 }, env({ LOCAL_PANEL_SMTP_PORT: '5210' })).smtpPort).toBe(2525);
    expect(resolveOptions({ ...base, port: 0 }, env({ LOCAL_PANEL_SMTP_PORT: '5210' })).smtpPort).toBe(0);
    expect(() => resolveOptions({ ...base, smtpPort: 70_000 }, env({}))).toThrow(/smtp-port must be an integer from 0 to 65535/);
  });

  it('a taken port stops the start with a message that says what to do', async () => {
    const folder = await mkdtemp(path.join(dataDir, 'taken-'));
    await expect(startPanel({ port: 0, smtpPort: panel.smtpPort, dataDir: folder })).rejects.toThrow(/could not listen on 127\.0\.0\.1:\d+ \(taken: pass --smtp-port/);
  }, 90_000);
});
