import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLastGood } from '@/lib/api/cached';
import { resetTokenStore } from '@/lib/api/tokens';
import { checkPostAddress, checkProfileAddress, MEMORY_MS, resetAddressGate } from '@/lib/roster/address-gate';
import { ExpiringKeys } from '@/lib/roster/expiring-keys';
import { installFetch, jsonResponse, withSignIn, type FakeRequest } from '../setup/fake-fetch';

// A data cache like Next's: each key is read from the backend once.
const dataCache = vi.hoisted(() => new Map<string, unknown>());
vi.mock('next/cache', () => ({
  unstable_cache: vi.fn((fn: () => Promise<unknown>, keyParts: string[]) => async () => {
    const key = keyParts.join('|');
    if (!dataCache.has(key)) dataCache.set(key, await fn());
    return dataCache.get(key);
  }),
  revalidateTag: vi.fn(),
}));

const ROSTER = [
  { id: 12, name: 'Ana Souza', gender: 'woman', cover: null },
  { id: 2, name: 'Álvaro Mendes', gender: 'man', cover: null },
];
const PROFILES: Record<number, string> = { 12: 'Ana Souza', 2: 'Álvaro Mendes' };
const POSTS = [{ id: 1, slug: 'first-casting-tips', title: 'Tips', excerpt: null, cover: null, published_at: null }];

function panel(options: { profileStatus?: number; rosterStatus?: number } = {}) {
  return installFetch(
    withSignIn((request: FakeRequest) => {
      const { pathname, searchParams } = request.url;
      if (pathname === '/api/talents') {
        return options.rosterStatus ? jsonResponse({ message: 'boom' }, options.rosterStatus) : jsonResponse({ data: ROSTER, total: ROSTER.length });
      }
      if (pathname === '/api/talent/profile') {
        if (options.profileStatus) return jsonResponse({ message: 'boom' }, options.profileStatus);
        const name = PROFILES[Number(searchParams.get('id'))];
        return name ? jsonResponse({ data: { id: Number(searchParams.get('id')), name } }) : jsonResponse({ message: 'Talent not found.' }, 404);
      }
      if (pathname === '/api/posts/news/pt' || pathname === '/api/posts/news/en') return jsonResponse({ data: POSTS, total: 1 });
      if (pathname === '/api/posts/news/pt/older-post') return jsonResponse({ data: { ...POSTS[0], id: 2, slug: 'older-post' } });
      return jsonResponse({ message: 'not found' }, 404);
    }),
  );
}

beforeEach(() => {
  dataCache.clear();
  resetTokenStore();
  resetLastGood();
  resetAddressGate();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete PROFILES[77];
});

describe('profile addresses', () => {
  it('opens a roster talent under its canonical name and redirects any other name or the bare id', async () => {
    const backend = panel();

    expect(await checkProfileAddress('pt', '12', 'ana-souza')).toEqual({ kind: 'open' });
    expect(await checkProfileAddress('pt', '12', 'wrong-name')).toEqual({ kind: 'redirect', id: 12, name: 'ana-souza' });
    expect(await checkProfileAddress('en', '2', null)).toEqual({ kind: 'redirect', id: 2, name: 'alvaro-mendes' });
    // Only the cached reads the pages make anyway: one roster and one profile per language.
    expect(backend.callsTo('/api/talents')).toHaveLength(2);
    expect(backend.callsTo('/api/talent/profile')).toHaveLength(2);
  });

  it('opens a roster talent under its roster name with no read beyond the cached roster', async () => {
    const backend = panel();

    for (let index = 0; index < 5; index += 1) expect(await checkProfileAddress('pt', '2', 'alvaro-mendes')).toEqual({ kind: 'open' });
    expect(backend.callsTo('/api/talents')).toHaveLength(1);
    expect(backend.callsTo('/api/talent/profile')).toHaveLength(0);
  });

  it('answers an unknown id as missing for one panel call, then from memory, and caches nothing for it', async () => {
    const backend = panel();

    expect(await checkProfileAddress('pt', '5000', 'x')).toEqual({ kind: 'missing' });
    expect(await checkProfileAddress('pt', '5000', 'y')).toEqual({ kind: 'missing' });
    expect(await checkProfileAddress('en', '5000', null)).toEqual({ kind: 'missing' });

    expect(backend.callsTo('/api/talent/profile')).toHaveLength(1);
    expect([...dataCache.keys()].filter((key) => key.startsWith('talent-profile'))).toEqual([]);
  });

  it('makes one call for a burst of hits on the same new id', async () => {
    const backend = panel();
    await checkProfileAddress('pt', '12', 'ana-souza');

    const verdicts = await Promise.all(Array.from({ length: 50 }, () => checkProfileAddress('pt', '6000', 'x')));

    expect(new Set(verdicts.map((verdict) => verdict.kind))).toEqual(new Set(['missing']));
    expect(backend.callsTo('/api/talent/profile').filter((call) => call.url.searchParams.get('id') === '6000')).toHaveLength(1);
  });

  it('asks again once the window has passed, so a talent added later opens', async () => {
    const backend = panel();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    expect(await checkProfileAddress('pt', '77', 'nova')).toEqual({ kind: 'missing' });

    PROFILES[77] = 'Nova Talent';
    clock.mockReturnValue(now + MEMORY_MS / 2);
    expect(await checkProfileAddress('pt', '77', 'nova-talent')).toEqual({ kind: 'missing' });
    clock.mockReturnValue(now + MEMORY_MS + 1);
    expect(await checkProfileAddress('pt', '77', 'nova-talent')).toEqual({ kind: 'open' });
    expect(await checkProfileAddress('pt', '77', 'nova')).toEqual({ kind: 'redirect', id: 77, name: 'nova-talent' });
    // The probe twice, then the profile read the page will make.
    expect(backend.callsTo('/api/talent/profile').filter((call) => call.url.searchParams.get('id') === '77')).toHaveLength(3);
  });

  it('opens a talent the cached roster does not hold yet', async () => {
    panel();
    await checkProfileAddress('pt', '12', 'ana-souza');
    PROFILES[77] = 'Nova Talent';

    expect(await checkProfileAddress('pt', '77', 'nova-talent')).toEqual({ kind: 'open' });
  });

  it('leaves the answer to the page when the panel cannot say, and remembers nothing', async () => {
    const backend = panel({ profileStatus: 500 });

    expect(await checkProfileAddress('pt', '5000', 'x')).toEqual({ kind: 'open' });
    expect(await checkProfileAddress('pt', '5000', 'x')).toEqual({ kind: 'open' });
    expect(backend.callsTo('/api/talent/profile').length).toBeGreaterThanOrEqual(2);
  });

  it('adds no call of its own when even the roster cannot be read', async () => {
    const backend = panel({ rosterStatus: 503 });

    expect(await checkProfileAddress('pt', '5000', 'x')).toEqual({ kind: 'open' });
    expect(backend.callsTo('/api/talent/profile')).toHaveLength(0);
  });

  it('answers what is no id at all without a call', async () => {
    const backend = panel();

    for (const slug of ['0', 'abc', '012', '9'.repeat(30), '']) {
      expect(await checkProfileAddress('pt', slug, 'x')).toEqual({ kind: 'missing' });
    }
    expect(backend.requests).toHaveLength(0);
  });
});

describe('news addresses', () => {
  it('opens a slug on the cached first page without a call of its own', async () => {
    const backend = panel();

    expect(await checkPostAddress('pt', 'first-casting-tips')).toEqual({ kind: 'open' });
    expect(backend.requests.filter((call) => call.url.pathname.startsWith('/api/posts/news/pt/'))).toHaveLength(0);
  });

  it('finds an older post with one call, and answers an unknown slug as missing once per language', async () => {
    const backend = panel();

    expect(await checkPostAddress('pt', 'older-post')).toEqual({ kind: 'open' });
    for (let index = 0; index < 3; index += 1) {
      expect(await checkPostAddress('pt', 'no-such-post')).toEqual({ kind: 'missing' });
      expect(await checkPostAddress('en', 'no-such-post')).toEqual({ kind: 'missing' });
    }
    expect(await checkPostAddress('pt', 'x'.repeat(201))).toEqual({ kind: 'missing' });

    const slugCalls = backend.requests.filter((call) => /^\/api\/posts\/news\/(pt|en)\/.+/.test(call.url.pathname));
    expect(slugCalls.map((call) => call.url.pathname)).toEqual([
      '/api/posts/news/pt/older-post',
      '/api/posts/news/pt/no-such-post',
      '/api/posts/news/en/no-such-post',
    ]);
  });
});

describe('ExpiringKeys', () => {
  it('forgets a key after its window', () => {
    const keys = new ExpiringKeys(10, 1000);
    keys.add('a', 0);
    expect(keys.has('a', 999)).toBe(true);
    expect(keys.has('a', 1000)).toBe(false);
    expect(keys.size).toBe(0);
  });

  it('never holds more than its bound: expired keys go first, then the oldest', () => {
    const keys = new ExpiringKeys(100, 1000);
    for (let index = 0; index < 50; index += 1) keys.add(`old-${index}`, 0);
    for (let index = 0; index < 100; index += 1) keys.add(`new-${index}`, 500);
    expect(keys.size).toBe(100);
    expect(keys.has('old-49', 600)).toBe(false);
    expect(keys.has('new-0', 600)).toBe(true);

    for (let index = 0; index < 10_000; index += 1) keys.add(`flood-${index}`, 700);
    expect(keys.size).toBe(100);
    expect(keys.has('flood-9999', 700)).toBe(true);
    expect(keys.has('new-99', 700)).toBe(false);
  });
});
