import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConsent, parseContacts } from '@/local-panel/consent';
import { startPanel, type RunningPanel } from '@/local-panel/index';

let panel: RunningPanel;
let dataDir: string;
let token = '';

const APPLICANT = { by: 'applicant', accepted_at: '2026-11-27T10:01:55.000Z' };
const MOTHER = { by: 'guardian', relationship: 'mother', accepted_at: '2026-11-27T07:02:40-03:00' };
const RECORD = { schema: 1, notice: { version: '0123456789abcdef', locale: 'pt' }, locale: 'pt', submitted_at: '2026-11-27T10:04:12.000Z', consents: [APPLICANT, MOTHER] };
const GUARDIAN_CONTACTS = {
  value: [{ poste: 'mother', name: 'Marta <Souza>', email: 'marta@example.com', phone: '+55 (11) 91234-5678' }],
  label: 'Responsável',
};

type Entry = { id: number; fields: Record<string, string> };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'local-panel-consent-'));
  panel = await startPanel({ port: 0, dataDir });
  const login = await fetch(`${panel.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'local-salt', api_token: 'local-panel-token' }),
  });
  token = ((await login.json()) as { token: string }).token;
});

afterAll(async () => {
  await panel?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const staff = () => ({ authorization: `Bearer ${panel.staffPassword}` });

beforeEach(async () => {
  await fetch(`${panel.url}/__admin/reset-entries`, { method: 'POST', headers: { ...staff(), 'content-type': 'application/json' }, body: '{}' });
});

async function send(kind: 'contact' | 'getScouted', fields: Record<string, string>): Promise<{ status: number; errors: string[] }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (kind === 'getScouted') {
    for (const slot of ['image_1', 'image_2', 'image_3', 'image_4']) form.append(slot, new File([new Uint8Array(randomBytes(32))], `${slot}.jpg`, { type: 'image/jpeg' }));
  }
  const response = await fetch(`${panel.url}/api/entry/${kind}/send`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await response.json()) as { errors?: Record<string, string[]> };
  return { status: response.status, errors: Object.keys(body.errors ?? {}) };
}

const minor = (extra: Record<string, string> = {}) => ({
  realname: 'Bia Souza',
  gender: 'woman',
  email: 'bia@example.com',
  height: '165',
  birthdate: '2011/05/02',
  id_country: 'BR',
  contacts: JSON.stringify(GUARDIAN_CONTACTS),
  consent: JSON.stringify(RECORD),
  ...extra,
});

async function inbox(): Promise<{ contacts: Entry[]; applications: Entry[]; html: string }> {
  const json = (await (await fetch(`${panel.url}/inbox.json`, { headers: staff() })).json()) as { contacts: Entry[]; applications: Entry[] };
  const html = await (await fetch(`${panel.url}/inbox`, { headers: staff() })).text();
  return { ...json, html };
}

describe('the consent record', () => {
  it("reads the contract's shape, with or without the guardian's consent, times in UTC", () => {
    expect(parseConsent(JSON.stringify(RECORD))?.consents).toEqual([APPLICANT, { ...MOTHER, accepted_at: '2026-11-27T10:02:40.000Z' }]);
    expect(parseConsent(JSON.stringify({ ...RECORD, consents: [APPLICANT], locale: 'en', notice: { version: 'ffffffffffffffff', locale: 'en' } }))).toBeDefined();
  });

  it('refuses anything else: more or fewer keys, another schema, odd times, versions, people or relationships', () => {
    const refused = [
      'not json',
      JSON.stringify([RECORD]),
      JSON.stringify({ ...RECORD, schema: 2 }),
      JSON.stringify({ ...RECORD, email: 'bia@example.com' }),
      JSON.stringify({ ...RECORD, notice: { version: '0123456789ABCDEF', locale: 'pt' } }),
      JSON.stringify({ ...RECORD, notice: { version: '0123456789abcdef' } }),
      JSON.stringify({ ...RECORD, locale: 'portuguese' }),
      JSON.stringify({ ...RECORD, submitted_at: '2026-11-27' }),
      JSON.stringify({ ...RECORD, consents: [] }),
      JSON.stringify({ ...RECORD, consents: [MOTHER] }),
      JSON.stringify({ ...RECORD, consents: [APPLICANT, APPLICANT] }),
      JSON.stringify({ ...RECORD, consents: [APPLICANT, { ...MOTHER, relationship: 'aunt' }] }),
      JSON.stringify({ ...RECORD, consents: [APPLICANT, { ...MOTHER, name: 'Marta' }] }),
      JSON.stringify({ ...RECORD, consents: [{ ...APPLICANT, accepted_at: 'yesterday' }] }),
      JSON.stringify({ ...RECORD, locale: 'pt'.padEnd(5000, ' ') }),
    ];
    for (const text of refused) expect([text.slice(0, 80), parseConsent(text)]).toEqual([text.slice(0, 80), undefined]);
  });

  it("reads a guardian's confirmation by e-mail (when and how, both or neither), in UTC", () => {
    const confirmed = { ...MOTHER, confirmed_at: '2026-11-28T09:15:00-03:00', channel: 'email' };
    expect(parseConsent(JSON.stringify({ ...RECORD, consents: [APPLICANT, confirmed] }))?.consents[1]).toEqual({
      by: 'guardian',
      relationship: 'mother',
      accepted_at: '2026-11-27T10:02:40.000Z',
      confirmed_at: '2026-11-28T12:15:00.000Z',
      channel: 'email',
    });
    const refused = [
      { ...MOTHER, confirmed_at: '2026-11-28T12:15:00.000Z' },
      { ...MOTHER, channel: 'email' },
      { ...MOTHER, confirmed_at: '2026-11-28T12:15:00.000Z', channel: 'sms' },
      { ...MOTHER, confirmed_at: 'yesterday', channel: 'email' },
      { ...MOTHER, confirmed_at: '2026-02-30T12:15:00.000Z', channel: 'email' },
      { ...MOTHER, confirmed_at: '2026-11-28 12:15', channel: 'email' },
      { ...MOTHER, confirmed_at: null, channel: null },
      { ...MOTHER, confirmed_at: '2026-11-28T12:15:00.000Z', channel: 'email', email: 'marta@example.com' },
    ];
    for (const item of refused) expect([item, parseConsent(JSON.stringify({ ...RECORD, consents: [APPLICANT, item] }))]).toEqual([item, undefined]);
    const applicantConfirmed = { ...APPLICANT, confirmed_at: '2026-11-28T12:15:00.000Z', channel: 'email' };
    expect(parseConsent(JSON.stringify({ ...RECORD, consents: [applicantConfirmed, MOTHER] }))).toBeUndefined();
  });

  it('reads the guardian inside contacts, and keeps the adult shape valid', () => {
    expect(parseContacts(JSON.stringify(GUARDIAN_CONTACTS))?.people[0]).toMatchObject({ poste: 'mother', email: 'marta@example.com' });
    expect(parseContacts(JSON.stringify({ value: [{ poste: 'father', name: 'Jorge' }], label: 'Pai' }))).toBeDefined();
    const guardian = GUARDIAN_CONTACTS.value[0]!;
    for (const odd of [{ ...guardian, poste: 'aunt' }, { ...guardian, email: 'nope' }, { ...guardian, phone: '' }, { poste: 'mother', name: 'Marta', email: 'marta@example.com' }]) {
      expect(parseContacts(JSON.stringify({ value: [odd], label: 'x' }))).toBeUndefined();
    }
  });
});

describe('applications with a guardian and a consent record', () => {
  it('stores both as sent and shows staff the guardian and a readable consent block, escaped', async () => {
    expect((await send('getScouted', minor())).status).toBe(201);
    const { applications, html } = await inbox();
    expect(JSON.parse(applications[0]!.fields.consent!)).toEqual(RECORD);
    expect(JSON.parse(applications[0]!.fields.contacts!)).toEqual(GUARDIAN_CONTACTS);
    expect(html).toContain('<span class="badge unconfirmed">Under 18 · guardian consent not confirmed</span>');
    expect(html).toContain('<strong>Guardian consent not confirmed</strong>');
    expect(html).not.toContain('Guardian confirmed by e-mail');
    const guardian = /<div class="block" role="group" aria-label="Guardian">(.*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(guardian).toContain('<dt>Relationship</dt><dd>Mother</dd>');
    expect(guardian).toContain('<dt>Name</dt><dd>Marta &lt;Souza&gt;</dd>');
    expect(guardian).toContain('<dt>E-mail</dt><dd>marta@example.com</dd>');
    expect(guardian).toContain('<dt>Phone</dt><dd>+55 (11) 91234-5678</dd>');
    const consent = /<div class="block" role="group" aria-label="Consent record">(.*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(consent).toContain('version <code>0123456789abcdef</code>, in pt');
    expect(consent).toContain('<dt>Sent</dt><dd><time datetime="2026-11-27T10:04:12.000Z">2026-11-27 07:04:12 America/Sao_Paulo</time></dd>');
    expect(consent).toContain('<strong>Applicant</strong> consented <time datetime="2026-11-27T10:01:55.000Z">');
    expect(consent).toContain('<strong>Guardian (mother)</strong> consented <time datetime="2026-11-27T10:02:40.000Z">2026-11-27 07:02:40 America/Sao_Paulo</time>');
    // The raw JSON is not repeated below the blocks.
    expect(html).not.toContain('&quot;schema&quot;');
    expect(html).not.toContain('Marta <Souza>');
  });

  it('accepts an application without a consent record (an older site) and says so', async () => {
    const adult = minor({ birthdate: '2001/04/17', contacts: JSON.stringify({ value: [{ poste: 'father', name: 'Jorge' }], label: 'Pai' }) });
    delete (adult as Record<string, string>).consent;
    expect((await send('getScouted', adult)).status).toBe(201);
    const { html } = await inbox();
    expect(html).toContain('None sent with this application.');
    expect(html).not.toContain('aria-label="Guardian"');
  });

  it('refuses a consent that is not the record, and a guardian or consent that do not match', async () => {
    expect(await send('getScouted', minor({ consent: '{"accepted": true}' }))).toEqual({ status: 422, errors: ['consent'] });
    expect(await send('getScouted', minor({ consent: 'yes' }))).toEqual({ status: 422, errors: ['consent'] });
    const badGuardian = { ...GUARDIAN_CONTACTS, value: [{ ...GUARDIAN_CONTACTS.value[0], email: 'not-an-email' }] };
    expect(await send('getScouted', minor({ contacts: JSON.stringify(badGuardian) }))).toEqual({ status: 422, errors: ['contacts'] });
    const father = { ...GUARDIAN_CONTACTS, value: [{ ...GUARDIAN_CONTACTS.value[0], poste: 'father' }] };
    expect(await send('getScouted', minor({ contacts: JSON.stringify(father) }))).toEqual({ status: 422, errors: ['consent'] });
    expect(await send('getScouted', minor({ contacts: '' }))).toEqual({ status: 422, errors: ['consent'] });
    expect(await send('getScouted', minor({ consent: JSON.stringify({ ...RECORD, consents: [APPLICANT] }) }))).toEqual({ status: 422, errors: ['consent'] });
    expect((await inbox()).applications).toEqual([]);
  });
});

describe("a guardian's consent confirmed by e-mail", () => {
  const confirmedRecord = (confirmedAt: unknown, channel: unknown = 'email') =>
    JSON.stringify({ ...RECORD, consents: [APPLICANT, { ...MOTHER, confirmed_at: confirmedAt, channel }] });

  it('is stored as sent, and the inbox says when the guardian confirmed instead of taking the tick on trust', async () => {
    expect((await send('getScouted', minor({ consent: confirmedRecord('2026-11-28T12:15:00.000Z') }))).status).toBe(201);
    const { applications, html } = await inbox();
    expect(JSON.parse(applications[0]!.fields.consent!).consents[1]).toEqual({ ...MOTHER, confirmed_at: '2026-11-28T12:15:00.000Z', channel: 'email' });
    expect(html).toContain('<h3><span class="badge">Under 18 · guardian confirmed by e-mail</span>Bia Souza</h3>');
    expect(html).toContain('<p class="confirmation confirmed">Guardian confirmed by e-mail at <time datetime="2026-11-28T12:15:00.000Z">2026-11-28 09:15:00 America/Sao_Paulo</time></p>');
    expect(html).toContain('<strong>Guardian (mother)</strong> consented <time datetime="2026-11-27T10:02:40.000Z">2026-11-27 07:02:40 America/Sao_Paulo</time> · confirmed by e-mail <time datetime="2026-11-28T12:15:00.000Z">');
    expect(html).not.toContain('not confirmed');
  });

  it('is refused with 422 on consent when its time or channel is not right, or comes without the other', async () => {
    for (const consent of [
      confirmedRecord('yesterday'),
      confirmedRecord('2026-13-01T00:00:00Z'),
      confirmedRecord('2026-11-28T12:15:00.000Z', 'sms'),
      JSON.stringify({ ...RECORD, consents: [APPLICANT, { ...MOTHER, confirmed_at: '2026-11-28T12:15:00.000Z' }] }),
      JSON.stringify({ ...RECORD, consents: [APPLICANT, { ...MOTHER, channel: 'email' }] }),
    ]) {
      expect(await send('getScouted', minor({ consent }))).toEqual({ status: 422, errors: ['consent'] });
    }
    expect((await inbox()).applications).toEqual([]);
  });
});

describe('a request whose requester confirmed their e-mail', () => {
  const request = (extra: Record<string, string>) => ({ name: 'Marta Souza', email: 'marta@example.com', phone: '', message: 'Pedido: exclusão', request: 'deletion', ...extra });
  const card = (html: string, id: number) => new RegExp(`<article id="entry-${id}">(.*?)</article>`, 's').exec(html)?.[1] ?? '';

  it("says when the e-mail was confirmed and whose it is among the applications, case and spaces aside", async () => {
    const confirmedMinor = JSON.stringify({ ...RECORD, consents: [APPLICANT, { ...MOTHER, confirmed_at: '2026-11-28T12:15:00.000Z', channel: 'email' }] });
    expect((await send('getScouted', minor({ consent: confirmedMinor }))).status).toBe(201);
    const adult = minor({ realname: 'Marta Souza', email: ' MARTA@example.com ', birthdate: '1985/01/02', contacts: JSON.stringify({ value: [{ poste: 'father', name: 'Jorge' }], label: 'Pai' }) });
    delete (adult as Record<string, string>).consent;
    expect((await send('getScouted', adult)).status).toBe(201);
    expect((await send('contact', request({ confirmed_at: '2026-11-29T08:00:00-03:00' }))).status).toBe(201);
    const { applications, contacts, html } = await inbox();
    const [own, child] = applications;
    const shown = card(html, contacts[0]!.id);
    expect(shown).toContain('<p class="confirmation confirmed">E-mail confirmed at <time datetime="2026-11-29T11:00:00.000Z">2026-11-29 08:00:00 America/Sao_Paulo</time></p>');
    expect(shown).toContain(`<li>the guardian's e-mail of <a href="/inbox#entry-${child!.id}">application #${child!.id}, Bia Souza</a></li>`);
    expect(shown).toContain(`<li>the applicant's e-mail of <a href="/inbox#entry-${own!.id}">application #${own!.id}, Marta Souza</a></li>`);
    expect(shown).not.toContain('<dt>confirmed_at</dt>');
    expect(html).toContain(`<article id="entry-${child!.id}">`);
  });

  it('says when the confirmed address matches no application, and when a request was not confirmed', async () => {
    expect((await send('contact', request({ email: 'nobody@example.com', confirmed_at: '2026-11-29T11:00:00Z' }))).status).toBe(201);
    expect((await send('contact', request({ name: 'Antes', request: 'access' }))).status).toBe(201);
    const { contacts, html } = await inbox();
    const [unconfirmed, confirmed] = contacts;
    expect(card(html, confirmed!.id)).toContain('E-mail confirmed at <time datetime="2026-11-29T11:00:00.000Z">');
    expect(card(html, confirmed!.id)).toContain('<p>The confirmed address matches no application.</p>');
    expect(card(html, unconfirmed!.id)).toContain('<strong>E-mail not confirmed</strong>');
    expect(card(html, unconfirmed!.id)).not.toContain('matches');
  });

  it('refuses a confirmed_at that is not one ISO 8601 instant with 422', async () => {
    for (const confirmedAt of ['yesterday', '2026-11-29', '2026-11-29T11:00:00', '']) {
      expect(await send('contact', request({ confirmed_at: confirmedAt }))).toEqual({ status: 422, errors: ['confirmed_at'] });
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(request({}))) form.append(key, value);
    form.append('confirmed_at', '2026-11-29T11:00:00Z');
    form.append('confirmed_at', '2026-11-29T12:00:00Z');
    const twice = await fetch(`${panel.url}/api/entry/contact/send`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(twice.status).toBe(422);
    expect((await inbox()).contacts).toEqual([]);
  });
});

describe('data-rights requests', () => {
  const request = (extra: Record<string, string>) => ({ name: 'Zé Lima', email: 'ze@example.com', phone: '', message: 'Pedido: exclusão\nApaguem meus dados.', ...extra });

  it('stores the request without a phone and names it in the heading', async () => {
    for (const kind of ['access', 'correction', 'deletion', 'withdrawal']) expect((await send('contact', request({ request: kind }))).status).toBe(201);
    const { contacts, html } = await inbox();
    expect(contacts.map((contact) => contact.fields.request)).toEqual(['withdrawal', 'deletion', 'correction', 'access']);
    expect(html).toContain('<h3><span class="badge request">Deletion request</span>Zé Lima</h3>');
    expect(html).toContain('<h3><span class="badge request">Consent withdrawal</span>Zé Lima</h3>');
    expect(html).toContain('wants the data the agency holds about them deleted');
  });

  it('refuses an unknown request, and a plain message still needs its phone', async () => {
    expect(await send('contact', request({ request: 'erase' }))).toEqual({ status: 422, errors: ['request'] });
    expect(await send('contact', request({}))).toEqual({ status: 422, errors: ['phone'] });
    expect((await send('contact', request({ phone: '+55 11 99999-0000' }))).status).toBe(201);
    expect((await inbox()).html).not.toContain('badge request');
  });
});
