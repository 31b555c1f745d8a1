import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPanel, type RunningPanel } from '@/local-panel/index';
import { resolveOptions } from '@/local-panel/options';
import { generateStaffPassword, passwordMatches, SessionStore, SignInThrottle } from '@/local-panel/staff-auth';

const PASSWORD = 'staff-password-for-the-unit-tests';
const PUBLIC_ORIGIN = 'https://panel.agency.example';

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

let panel: RunningPanel;
let dataDir: string;
let entryId = 0;

/** A request sent exactly as written, Host included (fetch would not let a test pick the Host). */
function raw(method: string, pathname: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request(`${panel.url}${pathname}`, { method, headers: { host: `127.0.0.1:${panel.port}`, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    call.on('error', reject);
    call.end(body);
  });
}

const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-mode': 'navigate' };
const bearer = (password = PASSWORD) => ({ authorization: `Bearer ${password}` });

function signInForm(password: string, extra: Record<string, string> = {}): [Record<string, string>, string] {
  return [{ 'content-type': 'application/x-www-form-urlencoded', ...extra }, new URLSearchParams({ password, next: '/inbox', ...extra }).toString()];
}

async function signIn(password = PASSWORD): Promise<Answer> {
  const [headers, body] = signInForm(password);
  return raw('POST', '/staff/sign-in', headers, body);
}

function cookieOf(answer: Answer): string {
  const setCookie = answer.headers['set-cookie']?.[0] ?? '';
  return setCookie.split(';')[0] ?? '';
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'local-panel-staff-'));
  panel = await startPanel({ port: 0, dataDir, staffPassword: PASSWORD, publicOrigins: [PUBLIC_ORIGIN] });
  const login = await fetch(`${panel.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'local-salt', api_token: 'local-panel-token' }),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  for (const [key, value] of Object.entries({ realname: 'Bia', gender: 'woman', email: 'bia@example.com', height: '170', birthdate: '2010/02/03', id_country: 'BR' })) {
    form.append(key, value);
  }
  for (const slot of ['image_1', 'image_2', 'image_3', 'image_4']) form.append(slot, new File([new Uint8Array(randomBytes(64))], `${slot}.jpg`, { type: 'image/jpeg' }));
  const sent = await fetch(`${panel.url}/api/entry/getScouted/send`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  entryId = ((await sent.json()) as { id: number }).id;
});

afterAll(async () => {
  await panel?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the inbox without a staff session', () => {
  it('sends a browser to the sign-in page, and answers anything else 401', async () => {
    const page = await raw('GET', '/inbox', BROWSER);
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/staff/sign-in?next=%2Finbox');
    const file = await raw('GET', `/inbox/files/${entryId}/image_1`, BROWSER);
    expect(file.status).toBe(303);
    expect(file.headers.location).toBe(`/staff/sign-in?next=${encodeURIComponent(`/inbox/files/${entryId}/image_1`)}`);
    for (const pathname of ['/inbox', '/inbox.json', `/inbox/files/${entryId}/image_1`]) {
      const answer = await raw('GET', pathname, { accept: 'image/avif,image/webp,*/*' });
      expect(answer.status).toBe(401);
      expect(answer.body).not.toContain('Bia');
    }
    // A wrong password as a bearer, or an invented session cookie, is no better.
    expect((await raw('GET', '/inbox.json', bearer('not-the-password'))).status).toBe(401);
    expect((await raw('GET', '/inbox.json', { cookie: 'panel_staff=invented' })).status).toBe(401);
  });
});

describe('the Host check', () => {
  it('refuses a foreign Host on the inbox, the sign-in and the admin routes before anything else, staff bearer or not', async () => {
    for (const host of ['evil.example', `evil.example:${panel.port}`, `127.0.0.1.evil.example:${panel.port}`, '127.0.0.1', `localhost:${panel.port + 1}`]) {
      for (const pathname of ['/inbox', `/inbox/files/${entryId}/image_1`, '/staff/sign-in', '/__admin/stats']) {
        const answer = await raw('GET', pathname, { host, ...bearer() });
        expect([host, pathname, answer.status]).toEqual([host, pathname, 421]);
      }
    }
    const [headers, body] = signInForm(PASSWORD);
    expect((await raw('POST', '/staff/sign-in', { ...headers, host: 'evil.example' }, body)).status).toBe(421);
  });

  it("answers the panel's own loopback names with its port and the configured public origin's host", async () => {
    for (const host of [`127.0.0.1:${panel.port}`, `localhost:${panel.port}`, `[::1]:${panel.port}`, 'panel.agency.example', 'PANEL.agency.example']) {
      expect((await raw('GET', '/inbox.json', { host, ...bearer() })).status).toBe(200);
    }
  });

  it('refuses a foreign Host on the API the site calls too, and answers its own names there; media answer any host', async () => {
    const login = JSON.stringify({ salt: 'local-salt', api_token: 'local-panel-token' });
    for (const host of ['api.example', `rebound.example:${panel.port}`, `localhost:${panel.port + 1}`]) {
      const answer = await raw('POST', '/api/login', { host, 'content-type': 'application/json' }, login);
      expect([host, answer.status]).toEqual([host, 421]);
      expect(answer.body).not.toContain('token');
    }
    const { token } = JSON.parse((await raw('POST', '/api/login', { 'content-type': 'application/json' }, login)).body) as { token: string };
    expect((await raw('GET', '/api/entities/staff', { host: 'api.example', authorization: `Bearer ${token}` })).status).toBe(421);
    // The site calls the panel at PANEL_URL: 127.0.0.1:<port> or localhost:<port>.
    for (const host of [`127.0.0.1:${panel.port}`, `localhost:${panel.port}`, 'panel.agency.example']) {
      expect((await raw('POST', '/api/login', { host, 'content-type': 'application/json' }, login)).status).toBe(200);
      expect((await raw('GET', '/api/entities/staff', { host, authorization: `Bearer ${token}` })).status).toBe(200);
    }
    expect((await raw('GET', '/storage/pool/portrait-01.jpg', { host: 'cdn.example' })).status).toBe(200);
  });
});

describe('staff sign-in', () => {
  it('shows a plain form in Portuguese or English, without script', async () => {
    const pt = await raw('GET', '/staff/sign-in', { 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(pt.status).toBe(200);
    expect(pt.headers['cache-control']).toBe('no-store');
    expect(pt.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(pt.body).toContain('<html lang="pt-BR">');
    expect(pt.body).toContain('<label for="password">Senha da equipe</label>');
    expect(pt.body).toMatch(/<form method="post" action="\/staff\/sign-in">/);
    expect(pt.body).toContain('autocomplete="current-password"');
    expect(pt.body).not.toContain('<script');
    const en = await raw('GET', '/staff/sign-in', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<label for="password">Staff password</label>');
    expect((await raw('GET', '/staff/sign-in?lang=en', { 'accept-language': 'pt-BR' })).body).toContain('Staff password');
  });

  it('refuses a wrong password with the form again, its error named, and no cookie', async () => {
    const wrong = await signIn('wrong-password-here');
    expect(wrong.status).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain('aria-invalid="true"');
    expect(wrong.body).toMatch(/Senha incorreta\./);
  });

  it('signs staff in with an HttpOnly, SameSite=Strict session cookie that opens every inbox page and file, uncached', async () => {
    const answer = await signIn();
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/inbox');
    const setCookie = answer.headers['set-cookie']?.[0] ?? '';
    expect(setCookie).toMatch(/^panel_staff=[\w-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toMatch(/Max-Age=\d+/);
    expect(setCookie).not.toContain('Secure');
    const cookie = { cookie: cookieOf(answer) };
    const page = await raw('GET', '/inbox', { ...BROWSER, ...cookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Bia');
    expect(page.body).toContain('action="/staff/sign-out"');
    const file = await raw('GET', `/inbox/files/${entryId}/image_1`, cookie);
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toBe('no-store');
    expect((await raw('GET', '/inbox.json', cookie)).status).toBe(200);
    // Signed in, the sign-in page sends staff on.
    expect((await raw('GET', '/staff/sign-in?next=%2Finbox.json', cookie)).headers.location).toBe('/inbox.json');
  });

  it('marks the cookie Secure when staff come through the configured https origin', async () => {
    const [headers, body] = signInForm(PASSWORD);
    const answer = await raw('POST', '/staff/sign-in', { ...headers, host: 'panel.agency.example', origin: PUBLIC_ORIGIN }, body);
    expect(answer.status).toBe(303);
    expect(answer.headers['set-cookie']?.[0]).toContain('; Secure');
  });

  it('signs out: the cookie is cleared and the session is over on the server too', async () => {
    const cookie = { cookie: cookieOf(await signIn()) };
    const out = await raw('POST', '/staff/sign-out', cookie);
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/staff/sign-in?signed-out');
    expect(out.headers['set-cookie']?.[0]).toMatch(/^panel_staff=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict/);
    expect((await raw('GET', '/inbox.json', cookie)).status).toBe(401);
    expect((await raw('GET', '/staff/sign-in?signed-out', { 'accept-language': 'en' })).body).toContain('You have signed out.');
  });

  it('refuses a sign-in posted from another origin and never sends staff off the panel afterwards', async () => {
    const [headers, body] = signInForm(PASSWORD);
    expect((await raw('POST', '/staff/sign-in', { ...headers, origin: 'https://evil.example' }, body)).status).toBe(403);
    for (const next of ['//evil.example/inbox', 'https://evil.example/', '/\\evil.example', '/api/talents', '/staff/sign-in']) {
      const answer = await raw('POST', '/staff/sign-in', headers, new URLSearchParams({ password: PASSWORD, next }).toString());
      expect([next, answer.headers.location]).toEqual([next, '/inbox']);
    }
    expect((await raw('POST', '/staff/sign-in', { 'content-type': 'application/json' }, JSON.stringify({ password: PASSWORD }))).status).toBe(415);
  });
});

describe('admin routes', () => {
  it('need the staff bearer or session, and take only their own JSON', async () => {
    expect((await raw('GET', '/__admin/stats')).status).toBe(401);
    expect((await raw('GET', '/__admin/stats', bearer('wrong-password-here'))).status).toBe(401);
    expect((await raw('POST', '/__admin/down', { 'content-type': 'application/json' }, '{"on":true}')).status).toBe(401);
    expect((await raw('GET', '/__admin/stats', bearer())).status).toBe(200);
    expect((await raw('GET', '/__admin/stats', { cookie: cookieOf(await signIn()) })).status).toBe(200);
    // What a page on another site can make a browser send without asking first: a form, text/plain, no type.
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', undefined]) {
      const headers: Record<string, string> = type === undefined ? bearer() : { ...bearer(), 'content-type': type };
      const answer = await raw('POST', '/__admin/entries/reject', headers, type === undefined ? '' : '{"on":true}');
      expect([type, answer.status]).toEqual([type, 415]);
    }
    const json = { ...bearer(), 'content-type': 'application/json; charset=utf-8' };
    expect((await raw('POST', '/__admin/entries/reject', json, '{"on":tru')).status).toBe(400);
    expect((await raw('POST', '/__admin/entries/reject', json, '[true]')).status).toBe(422);
    expect((await raw('POST', '/__admin/entries/reject', json, '{"on":"yes"}')).status).toBe(422);
    expect((await raw('POST', '/__admin/stats/reset', json, '')).status).toBe(422);
    expect((await raw('POST', '/__admin/stats/reset', json, '{}')).status).toBe(200);
    const entries = await raw('GET', '/inbox.json', bearer());
    expect((JSON.parse(entries.body) as { applications: unknown[] }).applications).toHaveLength(1);
  });
});

describe('wrong passwords', () => {
  it('are throttled over HTTP: after five, even the right one waits, with Retry-After', async () => {
    const other = await startPanel({ port: 0, dataDir, staffPassword: PASSWORD });
    const post = (password: string) =>
      fetch(`${other.url}/staff/sign-in`, { method: 'POST', body: new URLSearchParams({ password }), redirect: 'manual' });
    try {
      for (let attempt = 0; attempt < SignInThrottle.FREE_FAILURES + 1; attempt += 1) expect((await post(`wrong-${attempt}-password`)).status).toBe(401);
      const locked = await post(PASSWORD);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(locked.headers.get('set-cookie')).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await post(PASSWORD)).status).toBe(303);
    } finally {
      await other.close();
    }
  });

  it('as a bearer are throttled like the sign-in: after five, even the right one waits, on every staff route, with Retry-After', async () => {
    const other = await startPanel({ port: 0, dataDir, staffPassword: PASSWORD });
    const get = (pathname: string, password: string) => fetch(`${other.url}${pathname}`, { headers: bearer(password), redirect: 'manual' });
    try {
      for (let attempt = 0; attempt < SignInThrottle.FREE_FAILURES + 1; attempt += 1) {
        expect((await get(attempt % 2 === 0 ? '/__admin/stats' : '/inbox.json', `wrong-${attempt}-password`)).status).toBe(401);
      }
      for (const pathname of ['/__admin/stats', '/inbox.json']) {
        const locked = await get(pathname, PASSWORD);
        expect([pathname, locked.status]).toEqual([pathname, 429]);
        expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(await locked.text()).not.toContain('applications');
      }
      // One count for both ways in: the sign-in form waits too.
      const form = await fetch(`${other.url}/staff/sign-in`, { method: 'POST', body: new URLSearchParams({ password: PASSWORD }), redirect: 'manual' });
      expect(form.status).toBe(429);
      expect(form.headers.get('set-cookie')).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('lock a client for longer after each failure past the free ones, up to 15 minutes, and a success forgets them', () => {
    let now = 0;
    const throttle = new SignInThrottle(() => now);
    for (let index = 0; index < 5; index += 1) throttle.fail('a');
    expect(throttle.retryAfterSeconds('a')).toBe(0);
    throttle.fail('a');
    expect(throttle.retryAfterSeconds('a')).toBe(2);
    expect(throttle.retryAfterSeconds('b')).toBe(0);
    throttle.fail('a');
    expect(throttle.retryAfterSeconds('a')).toBe(4);
    for (let index = 0; index < 30; index += 1) throttle.fail('a');
    expect(throttle.retryAfterSeconds('a')).toBe(15 * 60);
    now += 15 * 60_000;
    expect(throttle.retryAfterSeconds('a')).toBe(0);
    throttle.succeed('a');
    throttle.fail('a');
    expect(throttle.retryAfterSeconds('a')).toBe(0);
  });
});

describe('sessions and passwords', () => {
  it('end a session at its expiry and on sign-out, and keep only a hash of the token', () => {
    let now = 1_000;
    const store = new SessionStore(60_000, () => now);
    const token = store.create();
    expect(store.isValid(token)).toBe(true);
    expect(store.isValid(`${token}x`)).toBe(false);
    expect(JSON.stringify([...(store as unknown as { sessions: Map<string, number> }).sessions.keys()])).not.toContain(token);
    now += 59_999;
    expect(store.isValid(token)).toBe(true);
    now += 1;
    expect(store.isValid(token)).toBe(false);
    const second = store.create();
    store.destroy(second);
    expect(store.isValid(second)).toBe(false);
  });

  it('compare passwords whole, of any length, and draw strong ones', () => {
    expect(passwordMatches(PASSWORD, PASSWORD)).toBe(true);
    expect(passwordMatches(`${PASSWORD} `, PASSWORD)).toBe(false);
    expect(passwordMatches('', PASSWORD)).toBe(false);
    expect(passwordMatches(PASSWORD.slice(0, -1), PASSWORD)).toBe(false);
    const drawn = new Set(Array.from({ length: 20 }, generateStaffPassword));
    expect(drawn.size).toBe(20);
    for (const password of drawn) expect(password).toMatch(/^[\w-]{24}$/);
  });

  it('take PANEL_STAFF_PASSWORD, refuse a short one, and draw one when it is unset', () => {
    const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;
    expect(resolveOptions({}, env({ PANEL_STAFF_PASSWORD: 'a-long-enough-password' })).staffPassword).toBe('a-long-enough-password');
    expect(() => resolveOptions({}, env({ PANEL_STAFF_PASSWORD: 'short' }))).toThrow(/at least 12 characters/);
    const drawn = resolveOptions({}, env({})).staffPassword;
    expect(drawn).toHaveLength(24);
    expect(resolveOptions({}, env({})).staffPassword).not.toBe(drawn);
    expect(() => resolveOptions({}, env({ LOCAL_PANEL_PUBLIC_ORIGINS: 'panel.example' }))).toThrow(/origins/);
    expect(resolveOptions({}, env({ LOCAL_PANEL_PUBLIC_ORIGINS: 'https://Panel.Example/ , http://10.0.0.5:4010' })).publicOrigins).toEqual([
      'https://panel.example',
      'http://10.0.0.5:4010',
    ]);
  });

  it("take the site's AGENCY_TIME_ZONE for the staff pages' clock, America/Sao_Paulo when unset, and refuse a name that is no zone", () => {
    const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;
    expect(resolveOptions({}, env({})).timeZone).toBe('America/Sao_Paulo');
    expect(resolveOptions({}, env({ AGENCY_TIME_ZONE: 'europe/lisbon' })).timeZone).toBe('Europe/Lisbon');
    expect(() => resolveOptions({}, env({ AGENCY_TIME_ZONE: 'Brasília' }))).toThrow(/AGENCY_TIME_ZONE must be an IANA time zone/);
  });
});
