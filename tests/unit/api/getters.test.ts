import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unstable_cache } from 'next/cache';
import { resetLastGood } from '@/lib/api/cached';
import { getPost, getPostPage, postLastPage } from '@/lib/api/posts';
import { getEntitySlides } from '@/lib/api/slides';
import { getStaff } from '@/lib/api/staff';
import { groupActiveStaff } from '@/lib/api/staff-groups';
import { getTalentProfile, getTalents } from '@/lib/api/talents';
import { getCustomizations, getSocialMedias, getWebsiteImages, getWebsiteTexts } from '@/lib/api/texts';
import { resetTokenStore } from '@/lib/api/tokens';
import { resolveWebsiteText } from '@/lib/api/website-text';
import { installFetch, installRoutes, jsonResponse, withSignIn, type FakeRequest } from '../setup/fake-fetch';
import { captureLog } from '../setup/log-capture';

vi.mock('next/cache', () => ({
  unstable_cache: vi.fn((fn: (...args: unknown[]) => unknown) => fn),
  revalidateTag: vi.fn(),
}));

const STORAGE = 'http://127.0.0.1:4010/storage';

beforeEach(() => {
  resetTokenStore();
  resetLastGood();
  vi.mocked(unstable_cache).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const route = installRoutes;

describe('talents', () => {
  it('reads the roster in one call and resolves cover paths under /storage', async () => {
    const backend = route({
      '/api/talents': () =>
        jsonResponse({
          data: [
            { id: 12, name: 'Ana Souza', gender: 'woman', cover: 'talents/12/cover.jpg', agency_note: 'x' },
            { id: '40', name: 'Bruno Lima', gender: 'man', cover: 'https://cdn.example.com/40.jpg' },
            { id: 41, name: 'Caio', gender: 'other', cover: null },
          ],
          current_page: 1,
          last_page: 1,
          total: 3,
        }),
    });

    const talents = await getTalents('en', { gender: 'woman', category: 'new_faces' });

    expect(talents).toEqual([
      { id: 12, name: 'Ana Souza', gender: 'woman', cover: `${STORAGE}/talents/12/cover.jpg` },
      { id: 40, name: 'Bruno Lima', gender: 'man', cover: 'https://cdn.example.com/40.jpg' },
      { id: 41, name: 'Caio', gender: null, cover: null },
    ]);
    const calls = backend.callsTo('/api/talents');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ language: 'en', paginate: '1000' });
    expect(calls[0]?.body).toEqual({ gender: 'woman', category: 'new_faces' });
  });

  it('caches reads under their kind tag and the all-content tag', async () => {
    route({ '/api/talents': () => jsonResponse({ data: [], total: 0 }) });

    await getTalents('pt');
    await getTalents('pt', { gender: 'man' });

    const options = vi.mocked(unstable_cache).mock.calls.map(([, keyParts, opts]) => ({ keyParts, opts }));
    expect(options).toEqual([
      { keyParts: ['talents', 'pt', '', ''], opts: { revalidate: 300, tags: ['talents', 'content'] } },
      { keyParts: ['talents', 'pt', 'man', ''], opts: { revalidate: 300, tags: ['talents', 'content'] } },
    ]);
  });

  it('builds a profile with resolved galleries and videos left as provider references', async () => {
    const backend = route({
      '/api/talent/profile': () =>
        jsonResponse({
          data: {
            id: 12,
            name: 'Ana Souza',
            gender: 'woman',
            cover: 'talents/12/cover.jpg',
            cover2: '/talents/12/cover2.jpg',
            birthdate: '2001-04-17',
            height: '178/5.10',
            bust: 84,
            waist: '',
            hips: null,
            jeans: '36',
            shoes: 38.5,
            hair: 'Castanho Escuro',
            eyes: 'Verde',
            skills: [{ id: 3, name: 'Runway', level: 'pro' }],
            book: [{ file: 'talents/12/book/1.jpg', width: 1200, height: 1800 }],
            snap: [{ file: 'https://cdn.example.com/snap.jpg' }],
            video: [
              { provider: 'youtube', file: 'M7lc1UVf-VE' },
              { provider: 'Vimeo', file: '76979871/8272103f6e' },
              { provider: 'tiktok', file: '123' },
            ],
          },
        }),
    });

    const profile = await getTalentProfile(12, 'pt');

    expect(profile).toMatchObject({
      id: 12,
      cover: `${STORAGE}/talents/12/cover.jpg`,
      cover2: `${STORAGE}/talents/12/cover2.jpg`,
      height: '178/5.10',
      bust: '84',
      waist: null,
      hips: null,
      chest: null,
      shoes: '38.5',
      categories: [],
      skills: [{ id: 3, name: 'Runway' }],
      book: [{ file: `${STORAGE}/talents/12/book/1.jpg`, width: 1200, height: 1800 }],
      snap: [{ file: 'https://cdn.example.com/snap.jpg', width: 0, height: 0 }],
      polaroids: [],
      video: [
        { provider: 'youtube', file: 'M7lc1UVf-VE' },
        { provider: 'vimeo', file: '76979871/8272103f6e' },
      ],
    });
    expect(Object.fromEntries(backend.callsTo('/api/talent/profile')[0]!.url.searchParams)).toEqual({
      language: 'pt',
      id: '12',
      cover2: '1',
      skills: '1',
    });
  });

  it('reads the casting-ready fields, and takes any it cannot use as not set instead of failing the profile', async () => {
    const base = { id: 12, name: 'Ana Souza' };
    const read = async (fields: Record<string, unknown>) => {
      route({ '/api/talent/profile': () => jsonResponse({ data: { ...base, ...fields } }) });
      return (await getTalentProfile(12, 'pt'))!;
    };
    const full = await read({
      measured_at: '2026-10-03',
      location: { in_town: 0, city: ' Milano ', until: '2026-12-20' },
      mother_agency: { name: 'Studio Nord', url: 'https://nord.example/' },
      instagram: { handle: '@ana.stub', followers: '48213' },
      snap: [{ file: 's1.jpg', taken_at: '2026-10' }, { file: 's2.jpg', taken_at: '2026-10-15' }],
      polaroids: [{ file: 'p1.jpg', taken_at: '2026-03' }, { file: 'p2.jpg' }],
    });
    expect(full).toMatchObject({
      measuredAt: '2026-10',
      location: { inTown: false, city: 'Milano', until: '2026-12-20' },
      motherAgency: { name: 'Studio Nord', url: 'https://nord.example/' },
      instagram: { handle: 'ana.stub', followers: 48_213 },
      digitalSets: [{ month: '2026-10', count: 2 }, { month: '2026-03', count: 1 }],
    });

    const none = await read({});
    expect(none).toMatchObject({ measuredAt: null, location: null, motherAgency: null, instagram: null, digitalSets: [] });

    const junk = await read({
      measured_at: '03/10/2026',
      location: { city: 'Milano' },
      mother_agency: { name: '  ', url: 'javascript:alert(1)' },
      instagram: { handle: 'not a handle!', followers: 10 },
      snap: [{ file: 's1.jpg', taken_at: '2026-13' }],
    });
    expect(junk).toMatchObject({ id: 12, measuredAt: null, location: null, motherAgency: null, instagram: null, digitalSets: [] });
    const unsafe = await read({ mother_agency: { name: 'Agência', url: 'javascript:alert(1)' }, instagram: { handle: 'https://www.instagram.com/ana.stub/', followers: -3 } });
    expect(unsafe).toMatchObject({ motherAgency: { name: 'Agência', url: null }, instagram: { handle: 'ana.stub', followers: null } });
  });

  it('carries where a listed talent is, when the service says', async () => {
    route({
      '/api/talents': () =>
        jsonResponse({
          data: [
            { id: 1, name: 'Here', gender: 'woman', cover: null, location: { in_town: true, city: null, until: null } },
            { id: 2, name: 'Away', gender: 'woman', cover: null, location: { in_town: false, city: 'Paris' } },
            { id: 3, name: 'Unknown', gender: 'woman', cover: null },
            { id: 4, name: 'Garbled', gender: 'woman', cover: null, location: 'somewhere' },
          ],
        }),
    });
    const list = await getTalents('pt');
    expect(list.map((talent) => talent.inTown)).toEqual([true, false, undefined, undefined]);
  });

  it('gives null for a talent the service does not know', async () => {
    route({ '/api/talent/profile': () => jsonResponse({ message: 'No query results' }, 404) });

    await expect(getTalentProfile(999, 'pt')).resolves.toBeNull();
  });

  it('still throws other failures of a profile read', async () => {
    route({ '/api/talent/profile': () => jsonResponse({ message: 'boom' }, 500) });

    await expect(getTalentProfile(12, 'pt')).rejects.toMatchObject({ code: 'http_500' });
  });
});

describe('slides', () => {
  it('marks video files and resolves both sizes', async () => {
    route({
      '/api/entities/slides': () =>
        jsonResponse({
          data: [
            { id: 1, image_desktop: 'slides/1-wide.MP4', image_mobile: 'slides/1-tall.jpg', title: 'Summer', link: null },
            { id: 2, image_desktop: 'https://cdn.example.com/2.webm?v=3', image_mobile: null },
            { id: 3, image_desktop: null, image_mobile: null },
          ],
        }),
    });

    const slides = await getEntitySlides('slides');

    expect(slides).toEqual([
      {
        id: 1,
        desktop: { url: `${STORAGE}/slides/1-wide.MP4`, isVideo: true },
        mobile: { url: `${STORAGE}/slides/1-tall.jpg`, isVideo: false },
        title: 'Summer',
      },
      {
        id: 2,
        desktop: { url: 'https://cdn.example.com/2.webm?v=3', isVideo: true },
        mobile: { url: 'https://cdn.example.com/2.webm?v=3', isVideo: true },
      },
    ]);
  });
});

describe('staff', () => {
  it('reads every member and groups only the active ones by role', async () => {
    route({
      '/api/entities/staff': () =>
        jsonResponse({
          data: [
            { id: 1, name: 'Bia', email: 'bia@a.com', instagram: '@bia', assistant: 'Duda', role: 'bookers', active: true },
            { id: 2, name: 'Leo', email: 'leo@a.com', role: 'bookers', active: 0 },
            { id: 3, name: 'Rui', email: 'rui@a.com', role: 'international_placements', active: '1' },
            { id: 4, name: 'Zé', role: 'cleaning', active: true },
          ],
        }),
    });

    const staff = await getStaff();
    const groups = groupActiveStaff(staff);

    expect(staff).toHaveLength(4);
    expect(staff[1]).toMatchObject({ name: 'Leo', active: false, instagram: null, assistant: null });
    expect(groups.bookers.map((member) => member.name)).toEqual(['Bia']);
    expect(groups.bookers[0]?.assistant).toBe('Duda');
    expect(groups.international_placements.map((member) => member.name)).toEqual(['Rui']);
    expect(groups.development_newfaces).toEqual([]);
  });
});

describe('website data', () => {
  it('reads texts by key for resolveWebsiteText', async () => {
    route({
      '/api/website-texts': () =>
        jsonResponse({
          data: [
            { key: 'contact_phone', value: { pt: '+55 11 5555-0000', en: null } },
            { key: 'contact_email', value: null },
          ],
        }),
    });

    const texts = await getWebsiteTexts();

    expect(resolveWebsiteText(texts, 'contact_phone', 'en')).toBe('+55 11 5555-0000');
    expect(resolveWebsiteText(texts, 'contact_email', 'en')).toBe('contact_email');
  });

  it('resolves website images and drops keys without a file', async () => {
    route({
      '/api/website-images': () =>
        jsonResponse({ data: [{ key: 'about', file: 'site/about.jpg' }, { key: 'empty', file: null }] }),
    });

    await expect(getWebsiteImages()).resolves.toEqual({ about: `${STORAGE}/site/about.jpg` });
  });

  it('reads customizations as text', async () => {
    route({
      '/api/customizations': () =>
        jsonResponse({ data: { primary_color: '#111', columns: 4, dark: true, footer: null, nested: { a: 1 } } }),
    });

    await expect(getCustomizations()).resolves.toEqual({ primary_color: '#111', columns: '4', dark: 'true', footer: null });
  });

  it('lists social profiles that have a URL', async () => {
    route({
      '/api/social-medias': () =>
        jsonResponse({ data: [{ name: 'instagram', url: 'https://instagram.com/agency' }, { name: 'tiktok', url: null }] }),
    });

    await expect(getSocialMedias()).resolves.toEqual([{ name: 'instagram', url: 'https://instagram.com/agency' }]);
  });
});

describe('posts', () => {
  const TOTAL = 25;
  const allPosts = Array.from({ length: TOTAL }, (_, index) => ({
    id: index + 1,
    slug: `post-${index + 1}`,
    title: `Post ${index + 1}`,
    cover: `posts/${index + 1}.jpg`,
  }));

  // Laravel pagination: offset = (page - 1) * paginate.
  function laravelPosts(request: FakeRequest): Response {
    const paginate = Number(request.url.searchParams.get('paginate'));
    const page = Number(request.url.searchParams.get('page'));
    const data = allPosts.slice((page - 1) * paginate, page * paginate);
    return jsonResponse({ data, current_page: page, last_page: Math.ceil(TOTAL / paginate), total: TOTAL });
  }

  it.each([
    [1, 1, 10],
    [2, 11, 16],
    [3, 17, 22],
    [4, 23, 25],
  ])('page %i holds posts %i to %i', async (page, first, last) => {
    const backend = route({ '/api/posts/news/pt': laravelPosts });

    const result = await getPostPage('news', 'pt', page);

    expect(result.posts.map((post) => post.id)).toEqual(
      Array.from({ length: last - first + 1 }, (_, index) => first + index),
    );
    expect(result).toMatchObject({ currentPage: page, lastPage: 4, total: TOTAL });
    const calls = backend.callsTo('/api/posts/news/pt');
    expect(calls.length).toBeLessThanOrEqual(2);
    expect(calls.map((call) => call.url.searchParams.get('paginate'))).toEqual(
      calls.map(() => (page === 1 ? '10' : '6')),
    );
  });

  it('answers an empty page past the end', async () => {
    route({ '/api/posts/news/pt': laravelPosts });

    await expect(getPostPage('news', 'pt', 5)).resolves.toMatchObject({ posts: [], lastPage: 4, total: TOTAL });
  });

  it('resolves post covers', async () => {
    route({ '/api/posts/news/pt': laravelPosts });

    const { posts } = await getPostPage('news', 'pt', 1);

    expect(posts[0]).toEqual({
      id: 1,
      slug: 'post-1',
      title: 'Post 1',
      excerpt: null,
      cover: `${STORAGE}/posts/1.jpg`,
      publishedAt: null,
    });
  });

  it('counts pages with 10 first and 6 after', () => {
    expect([0, 1, 10, 11, 16, 17, 22, 23].map(postLastPage)).toEqual([1, 1, 1, 2, 2, 3, 3, 4]);
  });

  it('reads one post by slug, or null when there is none', async () => {
    route({
      '/api/posts/news/pt/new-faces-2026': () =>
        jsonResponse({ data: { id: 4, slug: 'new-faces-2026', title: 'New faces', body: '<p>Hi</p>' } }),
    });

    await expect(getPost('news', 'pt', 'new-faces-2026')).resolves.toMatchObject({ id: 4, body: '<p>Hi</p>' });
    await expect(getPost('news', 'pt', 'missing')).resolves.toBeNull();
  });
});

describe('when a backend fails', () => {
  it('serves the last good value of a read and logs the failure', async () => {
    const logged = captureLog();
    let up = true;
    const answer = withSignIn(() => jsonResponse({ data: [{ name: 'instagram', url: 'https://instagram.com/a' }] }));
    installFetch((request) => {
      if (!up) throw new TypeError('fetch failed');
      return answer(request);
    });
    const fresh = await getSocialMedias();

    up = false;
    const served = await getSocialMedias();

    logged.restore();
    expect(served).toEqual(fresh);
    expect(logged.lines).toContainEqual(expect.objectContaining({ level: 'warn', event: 'cache.last-good-served', read: 'social-medias', code: 'unreachable' }));
  });

  it('throws the ApiError when there is no earlier value', async () => {
    installFetch(() => Promise.reject(new TypeError('fetch failed')));

    await expect(getSocialMedias()).rejects.toMatchObject({ code: 'unreachable' });
  });
});
