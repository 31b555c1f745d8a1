import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningPanel } from '@/local-panel/index';
import { MEDIA_HOST_FACTS } from '@/local-panel/seed-identity';
import { captureLog } from '../setup/log-capture';
import { BOARD_KEYS } from '@/lib/i18n/routing';

vi.mock('next/cache', () => ({
  unstable_cache: (fn: unknown) => fn,
  revalidateTag: vi.fn(),
}));

// Read through the getters exactly as pages do, against the local panel seeded with 64 talents.
const CREDENTIALS = { salt: 'it-salt', panelApiToken: 'it-panel-token', integrationApiKey: 'it-integration-key' };
const TIMEOUT_MS = 1000;

let panel: RunningPanel;
let dataDir: string;
let seed: (typeof import('@/local-panel/index'))['SEED_FACTS'];
let api: {
  talents: typeof import('@/lib/api/talents');
  attributes: typeof import('@/lib/api/attributes');
  slides: typeof import('@/lib/api/slides');
  staff: typeof import('@/lib/api/staff');
  texts: typeof import('@/lib/api/texts');
  posts: typeof import('@/lib/api/posts');
  entries: typeof import('@/lib/api/entries');
  tokens: typeof import('@/lib/api/tokens');
};
let groupActiveStaff: (typeof import('@/lib/api/staff-groups'))['groupActiveStaff'];
let resolveWebsiteText: (typeof import('@/lib/api/website-text'))['resolveWebsiteText'];

async function admin(pathname: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${panel.url}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${panel.staffPassword}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return response.json();
}

async function signInCounts(): Promise<{ panel: number; integration: number }> {
  const stats = (await admin('/__admin/stats')) as { byRoute: Record<string, number> };
  return { panel: stats.byRoute['POST /api/login'] ?? 0, integration: stats.byRoute['POST /api/signin'] ?? 0 };
}

async function fetchStatus(url: string): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agency-api-it-'));
  const localPanel = await import('@/local-panel/index');
  seed = localPanel.SEED_FACTS;
  panel = await localPanel.startPanel({ port: 0, dataDir, reset: true, talents: 64, ...CREDENTIALS });

  vi.resetModules();
  vi.stubEnv('PANEL_URL', `${panel.url}/`);
  vi.stubEnv('INTEGRATION_URL', panel.url);
  vi.stubEnv('API_SALT', CREDENTIALS.salt);
  vi.stubEnv('PANEL_API_TOKEN', CREDENTIALS.panelApiToken);
  vi.stubEnv('INTEGRATION_API_KEY', CREDENTIALS.integrationApiKey);
  vi.stubEnv('BACKEND_TIMEOUT_MS', String(TIMEOUT_MS));
  vi.stubEnv('REVALIDATE_SECRET', 'integration-test-secret-of-32-chars-or-more');
  api = {
    talents: await import('@/lib/api/talents'),
    attributes: await import('@/lib/api/attributes'),
    slides: await import('@/lib/api/slides'),
    staff: await import('@/lib/api/staff'),
    texts: await import('@/lib/api/texts'),
    posts: await import('@/lib/api/posts'),
    entries: await import('@/lib/api/entries'),
    tokens: await import('@/lib/api/tokens'),
  };
  ({ groupActiveStaff } = await import('@/lib/api/staff-groups'));
  ({ resolveWebsiteText } = await import('@/lib/api/website-text'));
  api.tokens.resetTokenStore();
  (await import('@/lib/api/cached')).resetLastGood();
}, 120_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await panel?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the getters against the local panel', () => {
  it('signs in to both hosts at start', async () => {
    await api.tokens.signInAll();

    expect(await api.tokens.getToken('panel')).toMatch(/\S/);
    expect(await api.tokens.getToken('integration')).toMatch(/\S/);
  });

  it('reads the whole roster in one call, with covers the panel serves', async () => {
    const talents = await api.talents.getTalents('pt');

    expect(talents).toHaveLength(64);
    expect(new Set(talents.map((talent) => talent.id)).size).toBe(64);
    expect(talents.every((talent) => talent.gender === 'woman' || talent.gender === 'man')).toBe(true);
    // One cover lives on the panel's second media origin (a CDN stand-in); every other one on its storage.
    const onMediaHost = talents.filter((talent) => talent.cover?.startsWith(`${panel.mediaUrl}/storage/`));
    expect(onMediaHost.map((talent) => talent.id)).toEqual([MEDIA_HOST_FACTS.talentId]);
    expect(talents.filter((talent) => !onMediaHost.includes(talent)).every((talent) => talent.cover?.startsWith(`${panel.url}/storage/`))).toBe(true);
    expect(await fetchStatus(talents[0]!.cover!)).toBe(200);
    expect(await fetchStatus(onMediaHost[0]!.cover!)).toBe(200);
  });

  it('narrows the roster by gender and by category', async () => {
    const men = await api.talents.getTalents('pt', { gender: 'man' });
    const kids = await api.talents.getTalents('en', { category: 'kids' });

    expect(men.length).toBeGreaterThan(0);
    expect(men.length).toBeLessThan(64);
    expect(men.every((talent) => talent.gender === 'man')).toBe(true);
    expect(kids.length).toBeLessThan(64);
  });

  it('reads a profile with every gallery resolved to a served file', async () => {
    const profile = await api.talents.getTalentProfile(seed.allGalleries, 'pt');

    expect(profile).not.toBeNull();
    expect(profile!.id).toBe(seed.allGalleries);
    expect(profile!.height).toMatch(/\S/);
    expect(profile!.book.length).toBeGreaterThan(0);
    expect(profile!.snap.length).toBeGreaterThan(0);
    expect(profile!.video.length).toBeGreaterThan(0);
    expect(profile!.skills.length).toBeGreaterThan(0);
    for (const photo of [...profile!.book, ...profile!.snap, ...profile!.polaroids]) {
      expect(photo.file.startsWith(`${panel.url}/storage/`)).toBe(true);
      expect(photo.width).toBeGreaterThan(0);
    }
    expect(profile!.video.every((video) => !video.file.includes('/storage/'))).toBe(true);
    expect(await fetchStatus(profile!.book[0]!.file)).toBe(200);
    expect(await fetchStatus(profile!.cover2!)).toBe(200);
  });

  it('gives null for a talent id the service does not know', async () => {
    await expect(api.talents.getTalentProfile(987_654, 'pt')).resolves.toBeNull();
  });

  it('reads the filter attributes', async () => {
    const attributes = await api.attributes.getAttributes();

    expect(attributes.hair.length).toBeGreaterThan(0);
    expect(attributes.eyes.length).toBeGreaterThan(0);
    expect(attributes.categories.map((option) => option.value)).toEqual(
      expect.arrayContaining([...BOARD_KEYS]),
    );
  });

  it('reads both slideshows from the entities', async () => {
    const home = await api.slides.getEntitySlides('slides');
    const menu = await api.slides.getEntitySlides('slidesmenu');

    expect(home.length).toBeGreaterThan(0);
    expect(menu.length).toBeGreaterThan(0);
    const elsewhere = menu.filter((slide) => slide.id === MEDIA_HOST_FACTS.menuSlideId);
    for (const slide of [...home, ...menu].filter((entry) => !elsewhere.includes(entry))) {
      expect(slide.desktop.url.startsWith(`${panel.url}/storage/`)).toBe(true);
      expect(slide.mobile.url.startsWith(`${panel.url}/storage/`)).toBe(true);
    }
    // The one menu slide on the second media origin.
    expect(elsewhere).toHaveLength(1);
    expect(elsewhere[0]!.desktop.url.startsWith(`${panel.mediaUrl}/storage/`)).toBe(true);
    expect(await fetchStatus(home[0]!.desktop.url)).toBe(200);
    expect(await fetchStatus(elsewhere[0]!.mobile.url)).toBe(200);
  });

  it('reads the staff and groups the active members', async () => {
    const staff = await api.staff.getStaff();
    const groups = groupActiveStaff(staff);

    expect(staff.length).toBeGreaterThan(0);
    expect(groups.bookers.length).toBeGreaterThan(0);
    const grouped = [...groups.bookers, ...groups.international_placements, ...groups.development_newfaces];
    expect(grouped.every((member) => member.active)).toBe(true);
  });

  it('reads website texts, images, customizations and social medias', async () => {
    const texts = await api.texts.getWebsiteTexts();
    for (const key of ['contact_phone', 'contact_email', 'contact_instagram', 'contact_address']) {
      expect(resolveWebsiteText(texts, key, 'pt')).not.toBe(key);
    }
    const images = await api.texts.getWebsiteImages();
    expect(Object.values(images).every((url) => url.startsWith(`${panel.url}/storage/`))).toBe(true);
    const customizations = await api.texts.getCustomizations();
    expect(typeof customizations).toBe('object');
    const socials = await api.texts.getSocialMedias();
    expect(socials.find((social) => social.name === 'instagram')?.url).toMatch(/^https?:\/\//);
  });

  it('pages the news 10 first, then 6 at a time, with no post twice', async () => {
    const first = await api.posts.getPostPage('news', 'pt', 1);
    expect(first.posts).toHaveLength(10);
    expect(first.total).toBe(25);
    expect(first.lastPage).toBe(4);

    const slugs = [...first.posts.map((post) => post.slug)];
    for (let page = 2; page <= first.lastPage; page += 1) {
      const next = await api.posts.getPostPage('news', 'pt', page);
      expect(next.posts.length).toBe(page < 4 ? 6 : 3);
      slugs.push(...next.posts.map((post) => post.slug));
    }
    expect(new Set(slugs).size).toBe(25);
    expect(slugs[0]).toBe('new-faces-2026');
  });

  it('reads one post with its body, and null for an unknown slug', async () => {
    const post = await api.posts.getPost('news', 'en', 'new-faces-2026');

    expect(post?.title).toMatch(/\S/);
    expect(post?.body).toContain('<p>');
    expect(post?.cover?.startsWith(`${panel.url}/storage/`)).toBe(true);
    await expect(api.posts.getPost('news', 'en', 'no-such-post')).resolves.toBeNull();
  });

  it('keeps working when the panel expires every token mid-run, signing in once per host', async () => {
    const before = await signInCounts();

    await admin('/__admin/tokens/expire', {});
    const [texts, talents, staff] = await Promise.all([
      api.texts.getWebsiteTexts(),
      api.talents.getTalents('pt'),
      api.staff.getStaff(),
    ]);

    expect(Object.keys(texts)).toContain('contact_phone');
    expect(talents).toHaveLength(64);
    expect(staff.length).toBeGreaterThan(0);
    expect(await signInCounts()).toEqual({ panel: before.panel + 1, integration: before.integration + 1 });
  });

  it('sends a contact entry that shows in the panel inbox, even on an expired token', async () => {
    await admin('/__admin/tokens/expire', {});
    const form = new FormData();
    form.set('name', 'Integration Test');
    form.set('email', 'it@example.com');
    form.set('phone', '+55 (11) 91234-5678');
    form.set('message', 'Hello from the backend seam test');

    const { id } = await api.entries.sendEntry('contact', form, {}, 15_000);

    const inbox = (await admin('/inbox.json')) as { contacts: { id: number; fields: Record<string, unknown> }[] };
    const received = inbox.contacts.find((entry) => String(entry.id) === String(id));
    expect(received?.fields).toMatchObject({ name: 'Integration Test', message: 'Hello from the backend seam test' });
  });

  it('reports invalid entries as validation errors with the panel details', async () => {
    const form = new FormData();
    form.set('name', 'No Email');

    await expect(api.entries.sendEntry('contact', form, {}, 15_000)).rejects.toMatchObject({
      code: 'validation',
      status: 422,
      details: expect.objectContaining({ email: expect.any(Array) }),
    });
  });

  it('downloads a zip of book photos', async () => {
    const response = await api.entries.downloadTalentZip([seed.anaSouza]);
    const bytes = new Uint8Array(await response.arrayBuffer());

    expect(response.headers.get('content-type')).toBe('application/zip');
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it('gives up on a slow panel after the configured timeout', async () => {
    await admin('/__admin/faults', { route: 'GET /api/posts/news/en', delayMs: TIMEOUT_MS * 3, times: 1 });

    const started = Date.now();
    await expect(api.posts.getPostPage('news', 'en', 2)).rejects.toMatchObject({ code: 'timeout', status: 504 });

    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2.5);
  });

  it('serves earlier reads while the panel drops connections, and fails new ones as unreachable', async () => {
    const before = await api.texts.getSocialMedias();
    await admin('/__admin/down', { on: true });
    const logged = captureLog();
    try {
      await expect(api.texts.getSocialMedias()).resolves.toEqual(before);
      await expect(api.posts.getPostPage('news', 'pt', 9)).rejects.toMatchObject({ code: 'unreachable', status: 503 });
      expect(logged.lines).toContainEqual(expect.objectContaining({ event: 'cache.last-good-served', read: 'social-medias', code: 'unreachable' }));
    } finally {
      logged.restore();
      await admin('/__admin/down', { on: false });
    }
  });
});
