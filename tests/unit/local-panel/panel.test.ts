import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASTING_FACTS, SEED_IDENTITY, startPanel, type RunningPanel } from '@/local-panel/index';
import { MEDIA_HOST_FACTS } from '@/local-panel/seed-identity';
import { ANA_SOUZA } from '../support/ana-souza';

let panel: RunningPanel;
let dataDir: string;
const tokens: { integration?: string; panel?: string } = {};

type Json = Record<string, unknown>;

async function post(pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${panel.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function signIn(): Promise<void> {
  const integration = (await (await post('/api/signin', { salt: 'local-salt', api_key: 'local-integration-key' })).json()) as Json;
  const panelLogin = (await (await post('/api/login', { salt: 'local-salt', api_token: 'local-panel-token' })).json()) as Json;
  tokens.integration = String(integration.access_token);
  tokens.panel = String(panelLogin.token);
}

function bearer(host: 'integration' | 'panel'): Record<string, string> {
  return { authorization: `Bearer ${tokens[host] ?? ''}` };
}

async function integrationGet(pathname: string): Promise<Response> {
  return fetch(`${panel.url}${pathname}`, { headers: bearer('integration') });
}

async function panelGet(pathname: string): Promise<Response> {
  return fetch(`${panel.url}${pathname}`, { headers: bearer('panel') });
}

async function talents(filters: Json, query = 'language=pt&paginate=1000'): Promise<Json & { data: Json[] }> {
  const response = await post(`/api/talents?${query}`, filters, bearer('integration'));
  expect(response.status).toBe(200);
  return (await response.json()) as Json & { data: Json[] };
}

function staff(): Record<string, string> {
  return { authorization: `Bearer ${panel.staffPassword}` };
}

/** An admin call with the staff bearer; a POST without a body sends `{}`. */
async function admin(pathname: string, body?: unknown, method = 'POST'): Promise<Response> {
  const json = body ?? (method === 'POST' ? {} : undefined);
  return fetch(`${panel.url}/__admin${pathname}`, {
    method,
    headers: json === undefined ? staff() : { ...staff(), 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

/** An inbox page or file as signed-in staff. */
function inboxGet(pathname: string): Promise<Response> {
  return fetch(`${panel.url}${pathname}`, { headers: staff() });
}

/** A GET whose path is sent exactly as written (fetch would normalise dot segments away). */
function rawStatus(rawPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(`${panel.url}/`, { path: rawPath }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    call.on('error', reject);
    call.end();
  });
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'local-panel-test-'));
  panel = await startPanel({ port: 0, dataDir });
  await signIn();
});

afterAll(async () => {
  await panel?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('sign-in', () => {
  it('gives the integration service an access_token and refuses a wrong key', async () => {
    const good = await post('/api/signin', { salt: 'local-salt', api_key: 'local-integration-key' });
    expect(good.status).toBe(200);
    expect(((await good.json()) as Json).access_token).toMatch(/\S{20,}/);
    const wrongKey = await post('/api/signin', { salt: 'local-salt', api_key: 'nope' });
    expect(wrongKey.status).toBe(401);
    expect(((await wrongKey.json()) as Json).message).toEqual(expect.any(String));
    expect((await post('/api/signin', { salt: 'other', api_key: 'local-integration-key' })).status).toBe(401);
  });

  it('gives the panel a token and refuses a wrong api_token', async () => {
    const good = await post('/api/login', { salt: 'local-salt', api_token: 'local-panel-token' });
    expect(good.status).toBe(200);
    expect(((await good.json()) as Json).token).toMatch(/\S{20,}/);
    expect((await post('/api/login', { salt: 'local-salt', api_token: 'local-integration-key' })).status).toBe(401);
    expect((await post('/api/login', {})).status).toBe(401);
  });
});

describe('bearer tokens', () => {
  it('refuses a call without a token', async () => {
    const response = await fetch(`${panel.url}/api/entities/staff`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it("refuses the other host's token", async () => {
    expect((await fetch(`${panel.url}/api/entities/staff`, { headers: bearer('integration') })).status).toBe(401);
    expect((await post('/api/talents?paginate=10', {}, bearer('panel'))).status).toBe(401);
  });

  it('refuses tokens issued before an expiry, and accepts a fresh sign-in', async () => {
    const before = tokens.panel;
    expect((await panelGet('/api/entities/staff')).status).toBe(200);
    expect((await admin('/tokens/expire')).status).toBe(200);
    const expired = await fetch(`${panel.url}/api/entities/staff`, { headers: { authorization: `Bearer ${before}` } });
    expect(expired.status).toBe(401);
    await signIn();
    expect((await panelGet('/api/entities/staff')).status).toBe(200);
  });

  it('expires a token after the configured TTL', async () => {
    // A second panel on the same, already seeded data dir starts without seeding again.
    const short = await startPanel({ port: 0, dataDir, tokenTtlSeconds: 1 });
    try {
      const login = (await (
        await fetch(`${short.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ salt: 'local-salt', api_token: 'local-panel-token' }),
        })
      ).json()) as Json;
      const call = () => fetch(`${short.url}/api/customizations`, { headers: { authorization: `Bearer ${String(login.token)}` } });
      expect((await call()).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await call()).status).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('talents', () => {
  it('filters by gender', async () => {
    const all = await talents({});
    const women = await talents({ gender: 'woman' });
    const men = await talents({ gender: 'man' });
    expect(all.total).toBe(64);
    expect(women.data.every((talent) => talent.gender === 'woman')).toBe(true);
    expect(men.data.every((talent) => talent.gender === 'man')).toBe(true);
    expect(women.data.length + men.data.length).toBe(64);
    expect(women.data.length).toBeGreaterThan(men.data.length);
  });

  it('filters by category, with kids empty', async () => {
    const kids = await talents({ category: 'kids' });
    expect(kids).toMatchObject({ data: [], total: 0, current_page: 1, last_page: 1 });
    const newFaces = await talents({ category: 'new_faces' });
    expect(newFaces.data.map((talent) => talent.name)).toContain('Ana Souza');
    expect((await post('/api/talents', { category: 'babies' }, bearer('integration'))).status).toBe(422);
  });

  it('filters by first letter with accents folded', async () => {
    const menA = await talents({ gender: 'man', letter: 'A' });
    expect(menA.data.map((talent) => talent.name)).toContain('Álvaro Mendes');
    expect(menA.data.every((talent) => /^[AÁ]/.test(String(talent.name)))).toBe(true);
    const womenE = await talents({ gender: 'woman', letter: 'e' });
    expect(womenE.data.some((talent) => String(talent.name).startsWith('Érica'))).toBe(true);
    expect((await talents({ gender: 'woman', letter: 'Q' })).data).toEqual([]);
  });

  it('paginates without overlap and reports the last page', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => talents({}, `language=pt&paginate=20&page=${page}`)));
    expect(pages.map((page) => page.data.length)).toEqual([20, 20, 20, 4]);
    expect(pages.map((page) => page.current_page)).toEqual([1, 2, 3, 4]);
    expect(pages.every((page) => page.last_page === 4 && page.total === 64)).toBe(true);
    const ids = pages.flatMap((page) => page.data.map((talent) => talent.id));
    expect(new Set(ids).size).toBe(64);
    expect(Object.keys(pages[0]?.data[0] ?? {})).toEqual(['id', 'name', 'gender', 'cover']);
  });

  it('answers 404 for an unknown profile', async () => {
    const response = await fetch(`${panel.url}/api/talent/profile?language=pt&id=99999&cover2=1&skills=1`, {
      headers: bearer('integration'),
    });
    expect(response.status).toBe(404);
  });

  it('returns the profile shape of docs/contract.md', async () => {
    const response = await fetch(`${panel.url}/api/talent/profile?language=pt&id=12&cover2=1&skills=1`, {
      headers: bearer('integration'),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Json & { book: Json[]; video: Json[] } };
    expect(data).toMatchObject({
      ...ANA_SOUZA,
      video: [
        { provider: 'youtube', file: 'M7lc1UVf-VE' },
        { provider: 'vimeo', file: '76979871/8272103f6e' },
      ],
    });
    expect(data.cover2).toEqual(expect.stringMatching(/\.jpg$/));
    expect(data.book[0]).toEqual({ file: expect.stringMatching(/^pool\/portrait-\d\d\.jpg$/), width: 1200, height: 1800 });
  });

  it('lists the hair and eye colours some talent has, the categories, and the range of heights', async () => {
    const response = await fetch(`${panel.url}/api/talents/attributes`, { headers: bearer('integration') });
    const { data } = (await response.json()) as { data: Record<string, Json[]> & { height: { min: number; max: number } } };
    const profiles = await Promise.all((await talents({})).data.map(async (talent) => (await (await integrationGet(`/api/talent/profile?language=pt&id=${String(talent.id)}`)).json()).data as Json));
    const had = (key: 'hair' | 'eyes') => new Set(profiles.map((profile) => profile[key]));
    expect(new Set(data.hair!.map((option) => option.label))).toEqual(had('hair'));
    expect(new Set(data.eyes!.map((option) => option.label))).toEqual(had('eyes'));
    expect(data.hair!.every((option) => typeof option.value === 'string' && /^[A-Z]/.test(String(option.value)))).toBe(true);
    const heights = profiles.map((profile) => Number(String(profile.height).split('/')[0]));
    expect(data.height).toEqual({ min: Math.min(...heights), max: Math.max(...heights) });
    expect(data.categories?.map((option) => option.value)).toEqual([
      'actors', 'new_faces', 'international', 'curvy', 'talents', 'creative', 'kids',
    ]);
  });

  it('filters by height (inclusive, whole cm), hair and eyes (any of a list), all of them together', async () => {
    const all = (await talents({ gender: 'woman' })).data;
    const profiles = new Map<number, Json>();
    for (const talent of all) profiles.set(Number(talent.id), (await (await integrationGet(`/api/talent/profile?language=pt&id=${String(talent.id)}`)).json()).data as Json);
    const cm = (id: number) => Number(String(profiles.get(id)!.height).split('/')[0]);
    const ids = (list: Json[]) => list.map((talent) => Number(talent.id)).sort((a, b) => a - b);

    const tall = await talents({ gender: 'woman', height_min: 174, height_max: 180 });
    expect(ids(tall.data)).toEqual(ids(all.filter((talent) => cm(Number(talent.id)) >= 174 && cm(Number(talent.id)) <= 180)));
    expect(tall.data.length).toBeGreaterThan(0);

    const eyes = String(profiles.get(Number(all[0]!.id))!.eyes);
    const { data: attributes } = (await (await integrationGet('/api/talents/attributes')).json()) as { data: { eyes: Json[]; hair: Json[] } };
    const eyeValue = String(attributes.eyes.find((option) => option.label === eyes)!.value);
    const combined = await talents({ gender: 'woman', height_min: 170, eyes: [eyeValue, 'Amber'] });
    expect(ids(combined.data)).toEqual(ids(all.filter((talent) => cm(Number(talent.id)) >= 170 && ['Âmbar', eyes].includes(String(profiles.get(Number(talent.id))!.eyes)))));

    for (const bad of [{ height_min: '174' }, { height_max: 17.5 }, { hair: 'Blonde' }, { eyes: ['Violet'] }, { hair: [3] }]) {
      expect((await post('/api/talents', bad, bearer('integration'))).status).toBe(422);
    }
    expect((await talents({ hair: [] })).data.length).toBe(64);
  });

  it('sends the casting-ready fields of the talents that have them, and none for those that do not', async () => {
    const profile = async (id: number) => ((await (await integrationGet(`/api/talent/profile?language=pt&id=${id}&cover2=1&skills=1`)).json()) as { data: Json }).data;
    const everything = await profile(CASTING_FACTS.everything);
    expect(everything).toMatchObject({
      measured_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      location: { in_town: true, city: null, until: null },
      mother_agency: { name: 'Studio Nord Models', url: 'https://nord-models.example/' },
      instagram: { handle: 'olivia.teixeira', followers: 48_213 },
    });
    expect((everything.snap as Json[]).every((photo) => /^\d{4}-\d{2}$/.test(String(photo.taken_at)))).toBe(true);
    const away = await profile(CASTING_FACTS.awayWithOldDigitals);
    expect(away.location).toEqual({ in_town: false, city: 'Milano', until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(away.mother_agency).toEqual({ name: 'Atelier Sul', url: null });
    const ana = await profile(12);
    for (const key of ['measured_at', 'location', 'mother_agency', 'instagram']) expect(ana).not.toHaveProperty(key);
    expect((ana.snap as Json[]).some((photo) => 'taken_at' in photo)).toBe(false);
  });

  it('marks where each listed talent is, and filters on in_town: true only', async () => {
    const all = (await talents({})).data;
    const inTown = all.filter((talent) => (talent.location as Json | undefined)?.in_town === true).map((talent) => Number(talent.id));
    const away = all.filter((talent) => (talent.location as Json | undefined)?.in_town === false);
    expect(inTown.length).toBeGreaterThan(3);
    expect(away.length).toBeGreaterThan(3);
    expect(all.filter((talent) => !('location' in talent)).length).toBeGreaterThan(3);
    const filtered = await talents({ in_town: true });
    expect(filtered.data.map((talent) => Number(talent.id)).sort((a, b) => a - b)).toEqual(inTown.sort((a, b) => a - b));
    expect((await talents({ in_town: true, gender: 'man' })).data.every((talent) => talent.gender === 'man' && (talent.location as Json).in_town === true)).toBe(true);
    expect((await talents({ in_town: null })).data.length).toBe(64);
    for (const bad of [{ in_town: false }, { in_town: 'true' }, { in_town: 1 }]) {
      expect((await post('/api/talents', bad, bearer('integration'))).status).toBe(422);
    }
  });
});

describe('media', () => {
  it('serves gallery files with their true size and cache headers', async () => {
    const response = await fetch(`${panel.url}/api/talent/profile?language=pt&id=3&cover2=1&skills=1`, {
      headers: bearer('integration'),
    });
    const { data } = (await response.json()) as { data: { book: { file: string; width: number; height: number }[] } };
    const landscape = data.book.find((item) => item.width > item.height);
    expect(landscape).toBeDefined();
    for (const item of [data.book[0], landscape]) {
      const file = await fetch(`${panel.url}/storage/${item?.file}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      expect(file.headers.get('cache-control')).toBe('public, max-age=3600');
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(file.headers.get('content-length')).toBe(String(bytes.length));
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([item?.width, item?.height]);
    }
  });

  it('serves the video slide with ranges and refuses unknown or escaping paths', async () => {
    const range = await fetch(`${panel.url}/storage/slides/home-video.mp4`, { headers: { range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-type')).toBe('video/mp4');
    expect((await range.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(`${panel.url}/storage/pool/none.jpg`)).status).toBe(404);
    expect(await rawStatus('/storage/pool/portrait-01.jpg')).toBe(200);
    for (const escape of ['/storage/../panel.db', '/storage/..%2fpanel.db', '/storage/pool/%2e%2e/%2e%2e/panel.db', '/storage/pool/..%5c..%5cpanel.db']) {
      expect(await rawStatus(escape)).toBe(404);
    }
  });
});

describe('panel content', () => {
  it('groups staff by role with the active flags the contact page needs', async () => {
    const { data } = (await (await panelGet('/api/entities/staff')).json()) as { data: Json[] };
    const active = (role: string) => data.filter((member) => member.role === role && member.active === true).length;
    expect(active('bookers')).toBe(3);
    expect(active('international_placements')).toBe(2);
    expect(active('development_newfaces')).toBe(0);
    expect(data.filter((member) => member.active === false)).toHaveLength(2);
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(['active', 'assistant', 'email', 'id', 'instagram', 'name', 'role']);
    const bookers = (await (await panelGet('/api/entities/staff/role/bookers')).json()) as { data: Json[] };
    expect(bookers.data).toHaveLength(4);
    expect((await panelGet('/api/entities/nothing')).status).toBe(404);
  });

  it('has three home slides, the second a video, and three image menu slides', async () => {
    const home = (await (await panelGet('/api/slides/home')).json()) as { data: Json[] };
    const entity = (await (await panelGet('/api/entities/slides')).json()) as { data: Json[] };
    expect(home.data).toEqual(entity.data);
    expect(home.data).toHaveLength(3);
    expect(home.data[1]?.image_desktop).toMatch(/\.mp4$/);
    expect(home.data[1]?.image_mobile).toMatch(/\.mp4$/);
    expect(home.data[0]?.image_desktop).toMatch(/\.jpg$/);
    const menu = (await (await panelGet('/api/slides/menu')).json()) as { data: Json[] };
    expect(menu.data).toHaveLength(3);
    expect(menu.data.every((slide) => /\.jpg$/.test(String(slide.image_desktop)))).toBe(true);
  });

  it('serves website texts with the contact keys and one English-only key', async () => {
    const { data } = (await (await panelGet('/api/website-texts')).json()) as { data: { key: string; value: Json }[] };
    const keys = data.map((text) => text.key);
    expect(keys).toEqual(expect.arrayContaining(['contact_phone', 'contact_email', 'contact_instagram', 'contact_address']));
    expect(Object.keys(data.find((text) => text.key === 'contact_instagram')?.value ?? {})).toEqual(['pt']);
    expect(data.some((text) => Object.keys(text.value).join() === 'en')).toBe(true);
  });

  it('serves social medias, website images and customizations', async () => {
    const social = (await (await panelGet('/api/social-medias')).json()) as { data: Json[] };
    expect(social.data.map((entry) => entry.name)).toEqual(['instagram', 'tiktok', 'facebook']);
    const images = (await (await panelGet('/api/website-images')).json()) as { data: Json[] };
    expect(images.data[0]).toEqual({ key: expect.any(String), file: expect.any(String) });
    const customizations = (await (await panelGet('/api/customizations')).json()) as { data: Json };
    expect(Array.isArray(customizations.data)).toBe(false);
    expect(Object.keys(customizations.data).length).toBeGreaterThan(0);
  });

  it('holds the demo identity: title, provider credit and a PNG logo', async () => {
    const { data: custom } = (await (await panelGet('/api/customizations')).json()) as { data: Json };
    expect(custom).toMatchObject({
      site_title: SEED_IDENTITY.title,
      site_provider_name: SEED_IDENTITY.providerName,
      site_provider_url: SEED_IDENTITY.providerUrl,
    });
    const { data: images } = (await (await panelGet('/api/website-images')).json()) as { data: Json[] };
    expect(images).toContainEqual({ key: 'logo', file: SEED_IDENTITY.logo });
    const logo = await fetch(`${panel.url}/storage/${SEED_IDENTITY.logo}`);
    expect(logo.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 2400, hasAlpha: true });
  });
});

describe('second media host', () => {
  it('answers one cover and one menu slide as absolute URLs on localhost, which serves them', async () => {
    expect(panel.mediaUrl).toBe(`http://localhost:${panel.port}`);
    const list = await talents({ gender: 'woman', letter: 'A' });
    const amanda = list.data.find((talent) => talent.id === MEDIA_HOST_FACTS.talentId);
    expect(amanda).toMatchObject({ name: MEDIA_HOST_FACTS.talentName, cover: `${panel.mediaUrl}/storage/pool/cover-06.jpg` });
    const profile = await fetch(`${panel.url}/api/talent/profile?language=pt&id=${MEDIA_HOST_FACTS.talentId}&cover2=1`, { headers: bearer('integration') });
    expect(((await profile.json()) as { data: Json }).data.cover).toBe(amanda?.cover);
    const menu = (await (await panelGet('/api/slides/menu')).json()) as { data: Json[] };
    const slide = menu.data.find((entry) => entry.id === MEDIA_HOST_FACTS.menuSlideId);
    expect(slide?.image_desktop).toBe(`${panel.mediaUrl}/storage/slides/slide-4-desktop.jpg`);
    expect(slide?.image_mobile).toBe(`${panel.mediaUrl}/storage/slides/slide-4-mobile.jpg`);
    const image = await fetch(String(amanda?.cover));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    // Everything else stays on the panel's own origin.
    expect(list.data.filter((talent) => String(talent.cover).startsWith('http'))).toHaveLength(1);
  });
});

describe('posts', () => {
  it('pages 10 then 6 with offset (page - 1) × paginate, newest first', async () => {
    const first = (await (await panelGet('/api/posts/news/pt?paginate=10&page=1')).json()) as Json & { data: Json[] };
    expect(first).toMatchObject({ current_page: 1, last_page: 3, total: 25 });
    expect(first.data).toHaveLength(10);
    const dates = first.data.map((item) => String(item.published_at));
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await (await panelGet('/api/posts/news/pt?paginate=6&page=2')).json()) as Json & { data: Json[] };
    expect(second).toMatchObject({ current_page: 2, last_page: 5, total: 25 });
    expect(second.data).toHaveLength(6);
    const all = (await (await panelGet('/api/posts/news/pt?paginate=100')).json()) as { data: Json[] };
    expect(second.data.map((item) => item.id)).toEqual(all.data.slice(6, 12).map((item) => item.id));
    expect(Object.keys(first.data[0] ?? {}).sort()).toEqual(['cover', 'excerpt', 'id', 'published_at', 'slug', 'title']);
  });

  it('serves one post by slug per language and 404 for an unknown slug', async () => {
    const pt = (await (await panelGet('/api/posts/news/pt/new-faces-2026')).json()) as { data: Json };
    const en = (await (await panelGet('/api/posts/news/en/new-faces-2026')).json()) as { data: Json };
    expect(pt.data.title).toBe('Novos rostos 2026');
    expect(en.data.title).toBe('New faces 2026');
    expect(String(pt.data.body)).toContain(`src="${panel.url}/storage/pool/landscape-`);
    expect((await panelGet('/api/posts/news/pt/no-such-post')).status).toBe(404);
    const hostile = (await (await panelGet('/api/posts/news/pt/agency-open-day')).json()) as { data: Json };
    expect(String(hostile.data.body)).toContain('<script>');
  });
});

describe('entries and inbox', () => {
  function applicationForm(images: Buffer[], extra: Record<string, string> = {}): FormData {
    const form = new FormData();
    const fields: Record<string, string> = {
      realname: 'Luíza <Teste>',
      gender: 'woman',
      email: 'luiza@example.com',
      phone: '+55 (11) 91234-5678',
      height: '172/5.8',
      birthdate: '2005/06/30',
      id_country: 'BR',
      contacts: JSON.stringify({ value: [{ poste: 'father', name: 'Jorge' }], label: 'Pai' }),
      ...extra,
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    images.forEach((bytes, index) => {
      form.append(`image_${index + 1}`, new File([new Uint8Array(bytes)], `foto ${index + 1}.jpg`, { type: 'image/jpeg' }));
    });
    return form;
  }

  const sendEntry = (entry: string, body: FormData) =>
    fetch(`${panel.url}/api/entry/${entry}/send`, { method: 'POST', headers: bearer('panel'), body });

  it('stores a contact message', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Zé', email: 'ze@example.com', phone: '+55 11 99999-0000', message: 'Olá!' })) {
      form.append(key, value);
    }
    const response = await sendEntry('contact', form);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const inbox = (await (await inboxGet(`/inbox.json`)).json()) as { contacts: Json[] };
    expect(inbox.contacts[0]).toMatchObject({
      id,
      fields: { name: 'Zé', email: 'ze@example.com', phone: '+55 11 99999-0000', message: 'Olá!' },
    });
  });

  it('refuses a contact message with missing fields', async () => {
    const form = new FormData();
    form.append('name', 'Zé');
    form.append('email', 'not-an-email');
    const response = await sendEntry('contact', form);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'message', 'phone']);
  });

  it('stores an application with its four photos byte for byte', async () => {
    const images = [randomBytes(50_000), randomBytes(120_000), randomBytes(1), randomBytes(300_000)];
    const response = await sendEntry('getScouted', applicationForm(images));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const inbox = (await (await inboxGet(`/inbox.json`)).json()) as {
      applications: { id: number; fields: Json; files: Json[] }[];
    };
    const stored = inbox.applications.find((application) => application.id === id);
    expect(stored?.fields).toMatchObject({ realname: 'Luíza <Teste>', birthdate: '2005/06/30', id_country: 'BR' });
    expect(JSON.parse(String(stored?.fields.contacts))).toEqual({ value: [{ poste: 'father', name: 'Jorge' }], label: 'Pai' });
    expect(stored?.files).toEqual(
      images.map((bytes, index) => ({
        slot: `image_${index + 1}`,
        filename: `foto ${index + 1}.jpg`,
        mime: 'image/jpeg',
        size: bytes.length,
        sha256: sha256(bytes),
      })),
    );
    const served = Buffer.from(await (await inboxGet(`/inbox/files/${id}/image_4`)).arrayBuffer());
    expect(sha256(served)).toBe(sha256(images[3] as Buffer));
    const html = await (await inboxGet(`/inbox`)).text();
    expect(html).toContain('Luíza &lt;Teste&gt;');
    expect(html).not.toContain('Luíza <Teste>');
    expect(html).toContain(`src="/inbox/files/${id}/image_1"`);
  });

  it('refuses an application carrying accept or missing a photo', async () => {
    const images = [randomBytes(10), randomBytes(10), randomBytes(10), randomBytes(10)];
    const withAccept = await sendEntry('getScouted', applicationForm(images, { accept: 'true' }));
    expect(withAccept.status).toBe(422);
    expect(((await withAccept.json()) as { errors: Json }).errors).toHaveProperty('accept');
    const threePhotos = await sendEntry('getScouted', applicationForm(images.slice(0, 3)));
    expect(threePhotos.status).toBe(422);
    expect(Object.keys(((await threePhotos.json()) as { errors: Json }).errors)).toEqual(['image_4']);
    const badDate = await sendEntry('getScouted', applicationForm(images, { birthdate: '30/06/2005' }));
    expect(Object.keys(((await badDate.json()) as { errors: Json }).errors)).toEqual(['birthdate']);
  });

  it('refuses an application whose id_country is not an ISO 3166-1 alpha-2 code of the form\'s list, and odd city or contacts', async () => {
    const images = [randomBytes(10), randomBytes(10), randomBytes(10), randomBytes(10)];
    const refused = async (extra: Record<string, string>) => {
      const response = await sendEntry('getScouted', applicationForm(images, extra));
      expect(response.status).toBe(422);
      return Object.keys(((await response.json()) as { errors: Json }).errors);
    };
    for (const country of ['Brasil', 'br', '76', 'BRA', 'XX', '']) expect(await refused({ id_country: country })).toEqual(['id_country']);
    expect(await refused({ id_city: 'São Paulo' })).toEqual(['id_city']);
    expect(await refused({ contacts: JSON.stringify({ name: 'Jorge' }) })).toEqual(['contacts']);
    for (const country of ['PT', 'US', 'AX']) {
      expect((await sendEntry('getScouted', applicationForm(images, { id_country: country, id_city: '3550308' }))).status).toBe(201);
    }
  });

  it('answers 404 for an unknown entry and 500 while entries are rejected', async () => {
    expect((await sendEntry('newsletter', new FormData())).status).toBe(404);
    await admin('/entries/reject', { on: true });
    const form = new FormData();
    for (const key of ['name', 'email', 'phone', 'message']) form.append(key, key === 'email' ? 'a@b.co' : 'x');
    const rejected = await sendEntry('contact', form);
    expect(rejected.status).toBe(500);
    expect(((await rejected.json()) as Json).message).toEqual(expect.any(String));
    await admin('/entries/reject', { on: false });
    expect((await sendEntry('contact', form)).status).toBe(201);
  });

  it('empties the inbox on reset-entries', async () => {
    expect((await admin('/reset-entries')).status).toBe(200);
    expect(await (await inboxGet(`/inbox.json`)).json()).toEqual({ contacts: [], applications: [] });
  });
});

describe('zip download', () => {
  it('holds the book photos of the asked talents', async () => {
    const response = await post('/api/download/zip', { talent_ids: [12, 5] }, bearer('panel'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files);
    expect(names).toContain('ana-souza/1.jpg');
    expect(names.filter((name) => name.startsWith('ana-souza/'))).toHaveLength(4);
    expect(names.filter((name) => name.startsWith('helena-castro/'))).toHaveLength(4);
    const original = await readFile(path.join(dataDir, 'storage', 'pool', 'portrait-01.jpg'));
    expect(sha256(files['ana-souza/1.jpg'] ?? new Uint8Array())).toBe(sha256(original));
  });

  it('refuses a body without talent ids', async () => {
    expect((await post('/api/download/zip', { talent_ids: [] }, bearer('panel'))).status).toBe(422);
    expect((await post('/api/download/zip', { ids: [12] }, bearer('panel'))).status).toBe(422);
  });
});

describe('admin switches', () => {
  it('answers an injected status for the given number of times, on whole path segments', async () => {
    const added = await admin('/faults', { route: 'GET /api/entities/slides', status: 503, times: 1 });
    expect(added.status).toBe(201);
    expect((await panelGet('/api/entities/slidesmenu')).status).toBe(200);
    const faulted = await panelGet('/api/entities/slides');
    expect(faulted.status).toBe(503);
    expect(await faulted.json()).toEqual({ message: 'fault injected' });
    expect((await panelGet('/api/entities/slides')).status).toBe(200);
  });

  it('delays calls until faults are cleared', async () => {
    await admin('/faults', { route: '*', delayMs: 300 });
    const started = Date.now();
    expect((await panelGet('/api/customizations')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await admin('/faults', undefined, 'DELETE');
    const again = Date.now();
    await panelGet('/api/customizations');
    expect(Date.now() - again).toBeLessThan(250);
    expect((await admin('/faults', { route: 'nonsense' })).status).toBe(422);
  });

  it('drops every call without an answer while down', async () => {
    await admin('/down', { on: true });
    try {
      await expect(panelGet('/api/entities/staff')).rejects.toThrow();
      await expect(fetch(`${panel.url}/storage/pool/portrait-01.jpg`)).rejects.toThrow();
      expect((await admin('/stats', undefined, 'GET')).status).toBe(200);
    } finally {
      await admin('/down', { on: false });
    }
    expect((await panelGet('/api/entities/staff')).status).toBe(200);
  });

  it('counts backend calls by route, but not media, inbox or admin calls', async () => {
    await admin('/stats/reset');
    await panelGet('/api/entities/slides');
    await panelGet('/api/entities/slides');
    await panelGet('/api/website-texts');
    await fetch(`${panel.url}/storage/pool/portrait-01.jpg`).then((response) => response.arrayBuffer());
    await inboxGet(`/inbox.json`).then((response) => response.json());
    const stats = (await (await admin('/stats', undefined, 'GET')).json()) as Json;
    expect(stats).toEqual({ total: 3, byRoute: { 'GET /api/entities/slides': 2, 'GET /api/website-texts': 1 } });
  });

  it('edits website texts and talent names for the revalidation tests', async () => {
    const text = await admin('/content', { kind: 'website-text', key: 'contact_phone', value: { pt: '+55 (11) 1111-2222', en: '+55 11 1111 2222' } });
    expect(text.status).toBe(200);
    const { data } = (await (await panelGet('/api/website-texts')).json()) as { data: { key: string; value: Json }[] };
    expect(data.find((entry) => entry.key === 'contact_phone')?.value).toEqual({ pt: '+55 (11) 1111-2222', en: '+55 11 1111 2222' });
    expect((await admin('/content', { kind: 'talent', id: 12, name: 'Ana Souza Prado' })).status).toBe(200);
    const profile = await fetch(`${panel.url}/api/talent/profile?language=pt&id=12`, { headers: bearer('integration') });
    expect(((await profile.json()) as { data: Json }).data.name).toBe('Ana Souza Prado');
    expect((await admin('/content', { kind: 'talent', id: 99999, name: 'Nobody' })).status).toBe(404);
  });

  it('sets and removes customizations and website images for the identity tests', async () => {
    const customizations = async () => ((await (await panelGet('/api/customizations')).json()) as { data: Json }).data;
    const images = async () => ((await (await panelGet('/api/website-images')).json()) as { data: Json[] }).data;
    expect((await admin('/content', { kind: 'customization', key: 'site_provider_name', value: null })).status).toBe(200);
    expect(await customizations()).not.toHaveProperty('site_provider_name');
    expect((await admin('/content', { kind: 'customization', key: 'site_provider_name', value: 'Other Studio' })).status).toBe(200);
    expect(await customizations()).toHaveProperty('site_provider_name', 'Other Studio');
    expect((await admin('/content', { kind: 'website-image', key: 'logo', file: null })).status).toBe(200);
    expect((await images()).map((image) => image.key)).not.toContain('logo');
    expect((await admin('/content', { kind: 'website-image', key: 'logo', file: SEED_IDENTITY.logo })).status).toBe(200);
    expect(await images()).toContainEqual({ key: 'logo', file: SEED_IDENTITY.logo });
    expect((await admin('/content', { kind: 'customization', key: '', value: 'x' })).status).toBe(422);
    expect((await admin('/content', { kind: 'website-image', key: 'logo', file: 3 })).status).toBe(422);
  });
});
