import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_SEED_FACTS, startPanel, type RunningPanel, type SeededPackages } from '@/local-panel/index';
import { hashPin, pinMatches } from '@/local-panel/packages-store';

let panel: RunningPanel;
let dataDir: string;
let token = '';
let seeded: SeededPackages;

type Json = Record<string, unknown>;

function call(pathname: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
  return fetch(`${panel.url}${pathname}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** The admin calls' staff bearer. */
function staff(): Record<string, string> {
  return { authorization: `Bearer ${panel.staffPassword}` };
}

/** The staff form that makes a package, posted with `fields`; the answer as it comes (no redirect followed). */
function postPackageForm(fields: Record<string, string>): Promise<Response> {
  return fetch(`${panel.url}/inbox/packages`, {
    method: 'POST',
    headers: { ...staff(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'panel-packages-'));
  panel = await startPanel({ port: 0, dataDir, talents: 64 });
  const login = (await (await fetch(`${panel.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'local-salt', api_token: 'local-panel-token' }),
  })).json()) as Json;
  token = String(login.token);
  seeded = ((await (await fetch(`${panel.url}/__admin/packages`, { headers: staff() })).json()) as { seeded: SeededPackages }).seeded;
}, 60_000);

afterAll(async () => {
  await panel?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('packages on the local panel', () => {
  it('seeds five packages under random 32-character url-safe tokens', () => {
    const tokens = Object.values(seeded);
    expect(new Set(tokens).size).toBe(5);
    for (const value of tokens) expect(value).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('seeds a large package for the audit: 40 talents, three chosen photos each', async () => {
    const response = await call(`/api/packages/${seeded.large}`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { talents: Array<{ photos: Json[] }> } };
    expect(data.talents).toHaveLength(PACKAGE_SEED_FACTS.largeTalents);
    expect(data.talents.every((talent) => talent.photos.length === 3)).toBe(true);
  });

  it('answers a package with its talents in order, the booker note and only the chosen photos', async () => {
    const response = await call(`/api/packages/${seeded.demo}`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Json & { talents: Array<Json & { photos: Json[] }> } };
    expect(data.locale).toBe('pt');
    expect(data.talents.map((talent) => talent.id)).toEqual([...PACKAGE_SEED_FACTS.demoTalents]);
    expect(data.talents[0]!.note).toBe(PACKAGE_SEED_FACTS.demoNote);
    expect(data.talents[0]!.photos).toHaveLength(2);
    const profile = (await (await call(`/api/talent/profile?id=${PACKAGE_SEED_FACTS.demoTalents[0]}`, { headers: { authorization: `Bearer ${await integrationToken()}` } })).json()) as { data: { book: Json[] } };
    expect(data.talents[0]!.photos.map((photo) => photo.file)).toEqual([profile.data.book[1]!.file, profile.data.book[3]!.file]);
  });

  it("serves each talent's availability as staff set it: the demo shows every state", async () => {
    const { data } = (await (await call(`/api/packages/${seeded.demo}`)).json()) as { data: { talents: Array<{ availability: unknown }> } };
    expect(data.talents.map((talent) => talent.availability)).toEqual(PACKAGE_SEED_FACTS.demoAvailability);
  });

  it('takes an availability from JSON and from the staff form, none when not said, and refuses a status it does not know', async () => {
    const make = (availability: unknown) =>
      fetch(`${panel.url}/__admin/packages`, {
        method: 'POST',
        headers: { ...staff(), 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Dates', locale: 'en', talents: [{ id: 3, availability }, { id: 5 }] }),
      });
    const made = await make({ status: 'first_option', dates: ' 2–4 Dec ' });
    const { token: dated } = (await made.json()) as { token: string };
    const { data } = (await (await call(`/api/packages/${dated}`)).json()) as { data: { talents: Array<{ availability: unknown }> } };
    expect(data.talents.map((talent) => talent.availability)).toEqual([{ status: 'first_option', dates: '2–4 Dec' }, null]);
    const refused = await make({ status: 'booked' });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Json }).errors).toHaveProperty('talents');

    const posted = await postPackageForm({ title: 'Dates by form', locale: 'en', talent: '3', availability_3: 'on_hold', availability_dates_3: '11 Dec' });
    expect(posted.status).toBe(303);
    const byForm = posted.headers.get('location')!.match(/\/inbox\/packages\/([A-Za-z0-9_-]+)/)![1]!;
    const answer = (await (await call(`/api/packages/${byForm}`)).json()) as { data: { talents: Array<{ availability: unknown }> } };
    expect(answer.data.talents[0]!.availability).toEqual({ status: 'on_hold', dates: '11 Dec' });
    // The staff page shows it chosen, to change or clear.
    const page = await (await fetch(`${panel.url}/inbox/packages/${byForm}`, { headers: staff() })).text();
    expect(page).toContain('<option value="on_hold" selected>On hold</option>');
    expect(page).toContain('name="availability_dates_3" maxlength="60" value="11 Dec"');
  });

  it('needs the token of the right host, and answers unknown, revoked, expired and malformed tokens as the contract says', async () => {
    expect((await fetch(`${panel.url}/api/packages/${seeded.demo}`)).status).toBe(401);
    expect((await call('/api/packages/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await call(`/api/packages/${seeded.revoked}`)).status).toBe(404);
    expect((await call('/api/packages/short')).status).toBe(404);
    const expired = await call(`/api/packages/${seeded.expired}`);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ message: 'expired', expires_at: expect.any(String) });
  });

  it('asks for the PIN, refuses a wrong one and opens with the right one', async () => {
    const none = await call(`/api/packages/${seeded.pin}`);
    expect(none.status).toBe(403);
    expect(await none.json()).toEqual({ message: 'pin_required' });
    const wrong = await call(`/api/packages/${seeded.pin}`, { headers: { 'x-package-pin': '000000' } });
    expect(await wrong.json()).toEqual({ message: 'pin_invalid' });
    const right = await call(`/api/packages/${seeded.pin}`, { headers: { 'x-package-pin': PACKAGE_SEED_FACTS.pin } });
    expect(right.status).toBe(200);
    expect((await call(`/api/packages/${seeded.pin}/views`, { body: { talent_id: null, at: new Date().toISOString() } })).status).toBe(403);
  });

  it('stores views, refuses a talent not in the package', async () => {
    const at = new Date().toISOString();
    expect((await call(`/api/packages/${seeded.demo}/views`, { body: { talent_id: null, at } })).status).toBe(204);
    expect((await call(`/api/packages/${seeded.demo}/views`, { body: { talent_id: PACKAGE_SEED_FACTS.demoTalents[1], at } })).status).toBe(204);
    expect((await call(`/api/packages/${seeded.demo}/views`, { body: { talent_id: 99, at } })).status).toBe(422);
    const activity = (await (await fetch(`${panel.url}/__admin/packages/${seeded.demo}`, { headers: staff() })).json()) as { views: Json[] };
    expect(activity.views.map((view) => view.talent_id)).toEqual([null, PACKAGE_SEED_FACTS.demoTalents[1]]);
  });

  it('stores picks once per Idempotency-Key and refuses an id not in the package', async () => {
    const pick = { talent_ids: [PACKAGE_SEED_FACTS.demoTalents[0]], name: 'Casting Co', email: 'casting@brand.example', note: 'Tuesday works' };
    const first = await call(`/api/packages/${seeded.demo}/picks`, { body: pick, headers: { 'idempotency-key': 'pick-1' } });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    const again = await call(`/api/packages/${seeded.demo}/picks`, { body: pick, headers: { 'idempotency-key': 'pick-1' } });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id });
    const outside = await call(`/api/packages/${seeded.demo}/picks`, { body: { ...pick, talent_ids: [99] } });
    expect(outside.status).toBe(422);
    expect(((await outside.json()) as { errors: Json }).errors).toHaveProperty('talent_ids');
    const activity = (await (await fetch(`${panel.url}/__admin/packages/${seeded.demo}`, { headers: staff() })).json()) as { picks: Json[] };
    expect(activity.picks).toHaveLength(1);
    expect(activity.picks[0]).toMatchObject({ id, repeats: 1, talent_ids: pick.talent_ids });
    expect((await call(`/api/packages/${seeded.expired}/picks`, { body: pick })).status).toBe(410);
  });

  it('makes a package from JSON and revokes it', async () => {
    const created = await fetch(`${panel.url}/__admin/packages`, {
      method: 'POST',
      headers: { ...staff(), 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Test', locale: 'en', talents: [{ id: 3, photos: [0, 2], note: 'Tall' }] }),
    });
    expect(created.status).toBe(201);
    const { token: made } = (await created.json()) as { token: string };
    expect((await call(`/api/packages/${made}`)).status).toBe(200);
    await fetch(`${panel.url}/__admin/packages/${made}/revoke`, { method: 'POST', headers: { ...staff(), 'content-type': 'application/json' }, body: '{}' });
    expect((await call(`/api/packages/${made}`)).status).toBe(404);
  });
  it('takes a PIN of six letters or digits or more, and opens the package with it', async () => {
    const made = await fetch(`${panel.url}/__admin/packages`, {
      method: 'POST',
      headers: { ...staff(), 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Six', locale: 'en', talents: [{ id: 3 }], pin: 'a1b2c3' }),
    });
    expect(made.status).toBe(201);
    const { token: sixPin } = (await made.json()) as { token: string };
    expect((await call(`/api/packages/${sixPin}`, { headers: { 'x-package-pin': 'a1b2c4' } })).status).toBe(403);
    expect((await call(`/api/packages/${sixPin}`, { headers: { 'x-package-pin': 'a1b2c3' } })).status).toBe(200);
    for (const pin of ['1234', '12345']) {
      const refused = await fetch(`${panel.url}/__admin/packages`, {
        method: 'POST',
        headers: { ...staff(), 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Short', locale: 'en', talents: [{ id: 3 }], pin }),
      });
      expect(refused.status, pin).toBe(422);
      expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.pin).toEqual(['The PIN is too short: use at least 6 letters or digits.']);
    }
  });

  it('refuses a short PIN on the staff form, says why and keeps what staff typed', async () => {
    const answer = await postPackageForm({ title: 'Casting with a short PIN', locale: 'en', message: 'Hello', pin: '4321', talent: '3', note_3: 'Tall' });
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain('role="alert">pin: The PIN is too short: use at least 6 letters or digits.</p>');
    expect(html).toContain('value="Casting with a short PIN"');
    expect(html).toMatch(/<input name="pin"[^>]*value="4321">/);
    expect(html).toContain('>Tall</textarea>');
    const { packages } = (await (await fetch(`${panel.url}/__admin/packages`, { headers: staff() })).json()) as { packages: Array<{ title: string }> };
    expect(packages.map((item) => item.title)).not.toContain('Casting with a short PIN');
  });
});

describe('PIN hashes', () => {
  it('are salted scrypt hashes, a new salt for each PIN', async () => {
    const [first, second] = await Promise.all([hashPin('482613'), hashPin('482613')]);
    expect(first).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    expect(await pinMatches('482613', first)).toBe(true);
    expect(await pinMatches('482613', second)).toBe(true);
    expect(await pinMatches('482614', first)).toBe(false);
    expect(await pinMatches('482613', 'not-a-hash')).toBe(false);
    expect(await pinMatches('482613', `${first.split(':')[0]}:abcd`)).toBe(false);
  });

  it('are checked off the event loop: the panel keeps answering while a guess is hashed', async () => {
    const stored = await hashPin('482613');
    let turns = 0;
    let checked = false;
    const spin = () => {
      turns += 1;
      if (!checked) setImmediate(spin);
    };
    setImmediate(spin);
    const matches = await pinMatches('000000', stored);
    checked = true;
    expect(matches).toBe(false);
    // A synchronous hash holds the loop until it is done: not one turn would run before the answer.
    expect(turns).toBeGreaterThan(0);
  });
});

async function integrationToken(): Promise<string> {
  const answer = (await (await fetch(`${panel.url}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'local-salt', api_key: 'local-integration-key' }),
  })).json()) as Json;
  return String(answer.access_token);
}
