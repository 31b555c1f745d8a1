import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLastGood } from '@/lib/api/cached';
import { getPostPage } from '@/lib/api/posts';
import { getEntitySlides } from '@/lib/api/slides';
import { getStaff } from '@/lib/api/staff';
import { getTalents } from '@/lib/api/talents';
import { resetTokenStore } from '@/lib/api/tokens';
import { installRoutes, jsonResponse } from '../setup/fake-fetch';
import { captureLog } from '../setup/log-capture';

vi.mock('next/cache', () => ({
  unstable_cache: vi.fn((fn: (...args: unknown[]) => unknown) => fn),
  revalidateTag: vi.fn(),
}));

const STORAGE = 'http://127.0.0.1:4010/storage';

let capture: ReturnType<typeof captureLog>;

beforeEach(() => {
  resetTokenStore();
  resetLastGood();
  capture = captureLog();
});
afterEach(() => {
  capture.restore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const route = installRoutes;

/** Every line logged about dropped items, joined: what an operator would read. */
function logged(): string {
  return capture.text();
}

describe('one bad item does not empty a list', () => {
  it('roster: drops the talent without a name, keeps the others, logs its id and the field', async () => {
    route({
      '/api/talents': () =>
        jsonResponse({
          data: [
            { id: 12, name: 'Ana Souza', gender: 'woman', cover: 'talents/12/cover.jpg' },
            { id: 13, name: null, gender: 'woman', cover: 'talents/13/cover.jpg', phone: '+55 11 99999-0000' },
            { id: 40, name: 'Bruno Lima', gender: 'man', cover: null },
          ],
          total: 3,
        }),
    });

    const talents = await getTalents('pt');

    expect(talents.map((talent) => talent.id)).toEqual([12, 40]);
    expect(talents[0]).toEqual({ id: 12, name: 'Ana Souza', gender: 'woman', cover: `${STORAGE}/talents/12/cover.jpg` });
    expect(capture.lines.filter((line) => line.event === 'api.item-dropped')).toHaveLength(1);
    expect(logged()).toContain('talent');
    expect(logged()).toContain('id 13');
    expect(logged()).toContain('name (invalid_type)');
    expect(logged()).not.toContain('99999');
  });

  it('roster: an item whose id is not an id is named by its position, not by its content', async () => {
    route({
      '/api/talents': () =>
        jsonResponse({
          data: [
            { id: 'Maria Silva', name: 'Maria Silva', gender: 'woman', cover: null },
            { id: 41, name: 'Caio', gender: 'man', cover: null },
          ],
          total: 2,
        }),
    });

    const talents = await getTalents('en');

    expect(talents.map((talent) => talent.name)).toEqual(['Caio']);
    expect(logged()).toContain('position 0');
    expect(logged()).toContain('id (invalid_union)');
    expect(logged()).not.toContain('Maria');
  });

  it('news: drops the post without a slug and still pages the rest', async () => {
    route({
      '/api/posts/news/pt': () =>
        jsonResponse({
          data: [
            { id: 1, slug: 'first', title: 'First', excerpt: null, cover: null, published_at: '2026-01-02' },
            { id: 2, title: 'Broken: no slug', excerpt: 'x', cover: null, published_at: '2026-01-01' },
            { id: 3, slug: 'third', title: 'Third', excerpt: null, cover: 'posts/3.jpg', published_at: '2025-12-31' },
          ],
          current_page: 1,
          last_page: 1,
          total: 3,
        }),
    });

    const page = await getPostPage('news', 'pt', 1);

    expect(page.posts.map((post) => post.slug)).toEqual(['first', 'third']);
    expect(page.posts[1]?.cover).toBe(`${STORAGE}/posts/3.jpg`);
    expect(logged()).toContain('post');
    expect(logged()).toContain('id 2');
    expect(logged()).toContain('slug (invalid_type)');
    expect(logged()).not.toContain('Broken');
  });

  it('slides: drops the slide without an id from both slideshows', async () => {
    const slides = [
      { image_desktop: 'slides/broken.jpg', image_mobile: null, title: 'Campaign' },
      { id: 2, image_desktop: 'slides/2.jpg', image_mobile: 'slides/2m.jpg', title: null, link: null },
    ];
    route({
      '/api/entities/slides': () => jsonResponse({ data: slides }),
    });

    const home = await getEntitySlides('slides');

    expect(home.map((slide) => slide.id)).toEqual([2]);
    expect(home[0]?.desktop.url).toBe(`${STORAGE}/slides/2.jpg`);
    expect(logged()).toContain('slide');
    expect(logged()).toContain('position 0');
    expect(logged()).toContain('id (invalid_union)');
    expect(logged()).not.toContain('Campaign');
  });

  it('staff: drops the member with an unreadable flag, keeps the others, never logs contact details', async () => {
    route({
      '/api/entities/staff': () =>
        jsonResponse({
          data: [
            { id: 1, name: 'Marta Reis', email: 'marta@agency.example', instagram: null, assistant: null, role: 'bookers', active: 1 },
            { id: 2, name: 'Rui Costa', email: 'rui.private@example.com', instagram: '@rui', assistant: null, role: 'bookers', active: 'yes' },
            { id: 3, name: 'Lia Gomes', email: null, instagram: '@lia', assistant: null, role: 'scouts', active: true },
          ],
        }),
    });

    const staff = await getStaff();

    expect(staff.map((member) => member.name)).toEqual(['Marta Reis', 'Lia Gomes']);
    expect(logged()).toContain('staff member');
    expect(logged()).toContain('id 2');
    expect(logged()).toContain('active (invalid_union)');
    for (const secret of ['Rui', 'rui.private', '@rui', 'yes']) expect(logged()).not.toContain(secret);
  });

  it('a list that is not a list still fails as a whole', async () => {
    route({ '/api/entities/staff': () => jsonResponse({ data: { id: 1 } }) });

    await expect(getStaff()).rejects.toMatchObject({ name: 'ApiError', code: 'invalid_response' });
  });
});
