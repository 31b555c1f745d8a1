import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PACKAGE_SEED_FACTS, startPanel, type RunningPanel, type SeededPackages } from '@/local-panel/index';

const PUBLIC_ORIGIN = 'https://panel.agency.example';
let panel: RunningPanel;
let dataDir: string;
let token = '';
let seeded: SeededPackages;

const staff = () => ({ authorization: `Bearer ${panel.staffPassword}` });
const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'local-panel-requests-'));
  panel = await startPanel({ port: 0, dataDir, talents: 64, publicOrigins: [PUBLIC_ORIGIN] });
  const login = await fetch(`${panel.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'local-salt', api_token: 'local-panel-token' }),
  });
  token = ((await login.json()) as { token: string }).token;
  seeded = ((await (await fetch(`${panel.url}/__admin/packages`, { headers: staff() })).json()) as { seeded: SeededPackages }).seeded;
}, 60_000);

afterAll(async () => {
  await panel?.close();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await fetch(`${panel.url}/__admin/reset-entries`, { method: 'POST', headers: { ...staff(), 'content-type': 'application/json' }, body: '{}' });
});

async function send(kind: 'contact' | 'getScouted', fields: Record<string, string>): Promise<number> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (kind === 'getScouted') {
    for (const slot of ['image_1', 'image_2', 'image_3', 'image_4']) form.append(slot, new File([new Uint8Array(randomBytes(32))], `${slot}.jpg`, { type: 'image/jpeg' }));
  }
  const response = await fetch(`${panel.url}/api/entry/${kind}/send`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const application = (realname: string, email: string, guardianEmail?: string) => ({
  realname,
  gender: 'woman',
  email,
  height: '165',
  birthdate: guardianEmail ? '2011/05/02' : '2000/05/02',
  id_country: 'BR',
  ...(guardianEmail ? { contacts: JSON.stringify({ value: [{ poste: 'mother', name: 'Marta', email: guardianEmail, phone: '+55 11 91234 5678' }], label: 'Responsável' }) } : {}),
});

const deletionRequest = (email: string, request = 'deletion') => ({ name: 'Marta', email, phone: '', message: 'Apaguem meus dados.', request });

const inboxHtml = async () => (await fetch(`${panel.url}/inbox`, { headers: staff() })).text();

/** A staff form post, as the browser sends it from the inbox (same origin). */
function post(pathname: string, fields: Record<string, string> = {}, origin = panel.url): Promise<Response> {
  return fetch(`${panel.url}${pathname}`, {
    method: 'POST',
    headers: { ...staff(), 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** Moves an entry's arrival back, as if it came `days` days ago. */
function arrivedDaysAgo(id: number, days: number): string {
  const at = new Date(Date.now() - days * DAY_MS).toISOString();
  const db = new DatabaseSync(path.join(dataDir, 'panel.db'));
  try {
    db.prepare('UPDATE entries SET created_at = ? WHERE id = ?').run(at, id);
  } finally {
    db.close();
  }
  return at;
}

const saoPauloDay = (instant: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

function callPackage(pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${panel.url}${pathname}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const [talent, otherTalent] = PACKAGE_SEED_FACTS.demoTalents;
const hold = { talent_id: talent, from: '2026-12-10', to: '2026-12-12', name: 'Rita Client', email: 'rita@client.example', note: 'Campanha de verão' };

describe('hold requests on the local panel', () => {
  it('stores a hold once per Idempotency-Key, and answers 422 for a talent outside the package, dates backwards or no e-mail', async () => {
    const path = `/api/packages/${seeded.demo}/holds`;
    const first = await callPackage(path, hold, { 'idempotency-key': 'hold-1' });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    const again = await callPackage(path, hold, { 'idempotency-key': 'hold-1' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id });
    const outside = await callPackage(path, { ...hold, talent_id: 99_999 });
    expect(outside.status).toBe(422);
    expect(Object.keys(((await outside.json()) as { errors: object }).errors)).toEqual(['talent_id']);
    const backwards = await callPackage(path, { ...hold, from: '2026-12-12', to: '2026-12-10' });
    expect(backwards.status).toBe(422);
    expect(Object.keys(((await backwards.json()) as { errors: object }).errors)).toEqual(['to']);
    const noEmail = await callPackage(path, { ...hold, email: '' });
    expect(noEmail.status).toBe(422);
    expect(Object.keys(((await noEmail.json()) as { errors: object }).errors)).toEqual(['email']);
  });

  it('answers like the GET: 410 expired, 404 revoked or unknown, 403 without the PIN, 201 with it', async () => {
    expect((await callPackage(`/api/packages/${seeded.expired}/holds`, hold)).status).toBe(410);
    expect((await callPackage(`/api/packages/${seeded.revoked}/holds`, hold)).status).toBe(404);
    expect((await callPackage('/api/packages/nosuchpackage123/holds', hold)).status).toBe(404);
    const pinHold = { ...hold, talent_id: PACKAGE_SEED_FACTS.pinTalents[0] };
    const withoutPin = await callPackage(`/api/packages/${seeded.pin}/holds`, pinHold);
    expect(withoutPin.status).toBe(403);
    expect(await withoutPin.json()).toEqual({ message: 'pin_required' });
    expect((await callPackage(`/api/packages/${seeded.pin}/holds`, pinHold, { 'x-package-pin': PACKAGE_SEED_FACTS.pin })).status).toBe(201);
  });
});

describe("clients' answers in the main inbox", () => {
  it('lists answers and hold requests beside messages and applications, newest first, each linking to its package', async () => {
    expect((await callPackage(`/api/packages/${seeded.demo}/picks`, { talent_ids: [otherTalent], name: 'Paula Picks', email: 'paula@client.example', note: 'Gostei' })).status).toBe(201);
    expect((await callPackage(`/api/packages/${seeded.demo}/holds`, { ...hold, name: 'Hugo Holds', email: 'hugo@client.example', from: '2027-01-05', to: '2027-01-09' })).status).toBe(201);
    const html = await inboxHtml();
    const section = html.slice(html.indexOf('Client answers and hold requests'));
    expect(section).toContain('Paula Picks');
    expect(section).toContain('Hugo Holds');
    expect(section).toContain('2027-01-05 to 2027-01-09');
    expect(section.indexOf('Hugo Holds')).toBeLessThan(section.indexOf('Paula Picks'));
    expect(section).toContain(`href="/inbox/packages/${seeded.demo}"`);
    const packagePage = await (await fetch(`${panel.url}/inbox/packages/${seeded.demo}`, { headers: staff() })).text();
    expect(packagePage).toContain('Hugo Holds');
  });
});

describe('requests about one’s data in the inbox', () => {
  it('shows each request’s due date, 15 days after it arrived in Brazil’s time, and says when it is overdue', async () => {
    const fresh = await send('contact', deletionRequest('fresh@example.com', 'access'));
    const late = await send('contact', deletionRequest('late@example.com', 'correction'));
    const lateAt = Date.parse(arrivedDaysAgo(late, 20));
    const freshAt = Date.parse(arrivedDaysAgo(fresh, 1));
    const html = await inboxHtml();
    const card = (id: number) => html.slice(html.indexOf(`id="request-${id}"`), html.indexOf('</div>', html.indexOf(`id="request-${id}"`)));
    expect(card(fresh)).toContain(`Due by <strong>${saoPauloDay(freshAt + 15 * DAY_MS)}</strong>`);
    expect(card(fresh)).not.toContain('overdue');
    expect(card(late)).toContain(`Due by <strong>${saoPauloDay(lateAt + 15 * DAY_MS)}</strong>`);
    expect(card(late)).toContain('overdue');
    // Only a deletion offers to delete.
    expect(card(fresh)).not.toContain('/delete');
  });

  it('deletes the requester’s applications and their photos after a confirmation page, and marks the request done with the date', async () => {
    const own = await send('getScouted', application('Ana Apagar', 'MARTA@example.com'));
    const child = await send('getScouted', application('Bia Apagar', 'bia@example.com', 'marta@example.com'));
    const stays = await send('getScouted', application('Clara Fica', 'clara@example.com'));
    const request = await send('contact', deletionRequest('marta@example.com'));
    expect(existsSync(path.join(dataDir, 'entries', String(child), 'image_1'))).toBe(true);

    expect(await inboxHtml()).toContain(`action="/inbox/requests/${request}/delete"`);
    const foreign = await post(`/inbox/requests/${request}/delete`, { confirm: 'yes' }, 'https://evil.example');
    expect(foreign.status).toBe(403);

    const confirm = await post(`/inbox/requests/${request}/delete`);
    expect(confirm.status).toBe(200);
    const confirmPage = await confirm.text();
    expect(confirmPage).toContain('2 application(s)');
    expect(confirmPage).toContain('Ana Apagar');
    expect(confirmPage).toContain('Bia Apagar');
    expect(confirmPage).not.toContain('Clara Fica');
    expect(confirmPage).toContain('name="confirm" value="yes"');
    // Sent without confirmed_at: staff are told before they delete.
    expect(confirmPage).toContain('<strong>The requester did not confirm this e-mail</strong>');
    // Nothing is gone before the confirmation.
    let applications = ((await (await fetch(`${panel.url}/inbox.json`, { headers: staff() })).json()) as { applications: { id: number }[] }).applications;
    expect(applications.map((entry) => entry.id).sort()).toEqual([own, child, stays].sort());

    const done = await post(`/inbox/requests/${request}/delete`, { confirm: 'yes' });
    expect(done.status).toBe(200);
    const donePage = await done.text();
    const today = saoPauloDay(Date.now());
    expect(donePage).toContain('Deleted 2 application(s) and their 8 photo file(s)');
    expect(donePage).toContain(`marked done on ${today}`);

    applications = ((await (await fetch(`${panel.url}/inbox.json`, { headers: staff() })).json()) as { applications: { id: number }[] }).applications;
    expect(applications.map((entry) => entry.id)).toEqual([stays]);
    expect(existsSync(path.join(dataDir, 'entries', String(own)))).toBe(false);
    expect(existsSync(path.join(dataDir, 'entries', String(child)))).toBe(false);
    expect(existsSync(path.join(dataDir, 'entries', String(stays), 'image_1'))).toBe(true);
    expect((await fetch(`${panel.url}/inbox/files/${child}/image_1`, { headers: staff() })).status).toBe(404);

    const html = await inboxHtml();
    expect(html).toContain(`<strong>Done</strong> on ${today}`);
    expect(html).not.toContain(`action="/inbox/requests/${request}/delete"`);
  });

  it('does not warn about the e-mail on the confirmation page when the requester confirmed it', async () => {
    const request = await send('contact', { ...deletionRequest('confirmed@example.com'), confirmed_at: '2026-11-28T12:00:00.000Z' });
    const confirmPage = await (await post(`/inbox/requests/${request}/delete`)).text();
    expect(confirmPage).toContain('Confirm the deletion');
    expect(confirmPage).not.toContain('did not confirm');
  });

  it('says so when no application matches, and still marks the request done', async () => {
    await send('getScouted', application('Clara Fica', 'clara@example.com'));
    const request = await send('contact', deletionRequest('nobody@example.com'));
    const confirmPage = await (await post(`/inbox/requests/${request}/delete`)).text();
    expect(confirmPage).toContain('No application has the e-mail');
    expect(confirmPage).toContain('nothing will be deleted');
    const donePage = await (await post(`/inbox/requests/${request}/delete`, { confirm: 'yes' })).text();
    expect(donePage).toContain('nothing was deleted');
    const applications = ((await (await fetch(`${panel.url}/inbox.json`, { headers: staff() })).json()) as { applications: unknown[] }).applications;
    expect(applications).toHaveLength(1);
    expect(await inboxHtml()).toContain('0 application(s) deleted');
  });
});
