import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_DIST_DIR, REVALIDATE_SECRET } from '../support/env';
import { panel } from '../support/panel';

/**
 * `next start` keeps rendered pages (ISR, 404s and redirects included) and `unstable_cache` reads
 * under the build folder (`<dist>/server/app`, `<dist>/cache`). Counting every file and byte in
 * it catches a write wherever Next puts it.
 */
async function diskUse(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

const DIST = path.resolve(E2E_DIST_DIR);
const PROFILE_CALLS = 'GET /api/talent/profile';

/** `count` distinct ids far above the seed's, so none names a talent. */
function randomIds(count: number): number[] {
  const ids = new Set<number>();
  while (ids.size < count) ids.add(100_000 + Math.floor(Math.random() * 9_000_000));
  return [...ids];
}

/** Calls for one post by slug (`GET /api/posts/news/<lang>/<slug>`). */
function postCalls(stats: { byRoute: Record<string, number> }): number {
  return Object.entries(stats.byRoute)
    .filter(([route]) => /^GET \/api\/posts\/news\/(pt|en)\/[^/]+$/.test(route))
    .reduce((sum, [, count]) => sum + count, 0);
}

const randomName = () => Math.random().toString(36).slice(2, 10);

async function statuses(request: APIRequestContext, urls: string[]): Promise<number[]> {
  const answers: number[] = [];
  for (let start = 0; start < urls.length; start += 20) {
    const batch = urls.slice(start, start + 20);
    answers.push(...(await Promise.all(batch.map(async (url) => (await request.get(url, { maxRedirects: 0 })).status()))));
  }
  return answers;
}

async function revalidateTalents(request: APIRequestContext) {
  const answer = await request.post('/api/revalidate', { data: { secret: REVALIDATE_SECRET, tags: ['talents'] } });
  expect(answer.status()).toBe(200);
}

test.describe('random addresses', () => {
  test.afterEach(async () => {
    await panel.restore();
  });

  test('500 random profile addresses answer 404, write nothing to the cache and cost one panel call per id', async ({ request }) => {
    // 650 full 404 pages on a shared machine: more than the default 45 s.
    test.setTimeout(300_000);
    // The roster, a real profile and the 404 screen, once, in both languages.
    for (const url of ['/modelos/12/ana-souza', '/en/models/12/ana-souza', '/modelos/98765432/x', '/en/models/98765432/x']) await request.get(url);
    await panel.settled();
    const before = await diskUse(DIST);
    await panel.resetStats();

    const ids = randomIds(500);
    const urls = ids.map((id, index) => (index % 2 === 0 ? `/modelos/${id}/${randomName()}` : `/en/models/${id}/${randomName()}`));
    expect(new Set(await statuses(request, urls))).toEqual(new Set([404]));
    await panel.settled();

    expect(await diskUse(DIST)).toEqual(before);
    const stats = await panel.stats();
    // At most one each (a background refresh of the cached roster may add its own call).
    expect(stats.byRoute[PROFILE_CALLS] ?? 0).toBeLessThanOrEqual(ids.length);

    // Fresh ids asked for once, then again at once under other names and bare: the second time
    // costs no call (each answer is kept for a minute). Garbage ids never cost one.
    const fresh = randomIds(40);
    expect(new Set(await statuses(request, fresh.map((id) => `/modelos/${id}/${randomName()}`)))).toEqual(new Set([404]));
    await panel.settled();
    await panel.resetStats();
    const again = [
      ...fresh.map((id) => `/en/models/${id}/${randomName()}`),
      ...fresh.map((id) => `/modelos/${id}`),
      '/modelos/0/x',
      '/modelos/abc/x',
      `/modelos/${'9'.repeat(30)}/x`,
    ];
    expect(new Set(await statuses(request, again))).toEqual(new Set([404]));
    expect(await diskUse(DIST)).toEqual(before);
    expect((await panel.stats()).byRoute[PROFILE_CALLS] ?? 0).toBe(0);
  });

  test('a wrong name or a bare id redirects to the canonical address, and nothing is cached for it', async ({ request }) => {
    await request.get('/modelos/12/ana-souza');
    await panel.settled();
    const before = await diskUse(DIST);

    for (let index = 0; index < 40; index += 1) {
      const answer = await request.get(`/modelos/12/${randomName()}`, { maxRedirects: 0 });
      expect(answer.status()).toBe(308);
      expect(answer.headers().location).toMatch(/\/modelos\/12\/ana-souza$/);
    }
    const english = await request.get(`/en/models/12/${randomName()}`, { maxRedirects: 0 });
    expect(english.status()).toBe(308);
    expect(english.headers().location).toMatch(/\/en\/models\/12\/ana-souza$/);
    const bare = await request.get('/modelos/12', { maxRedirects: 0 });
    expect(bare.status()).toBe(308);
    expect(bare.headers().location).toMatch(/\/modelos\/12\/ana-souza$/);

    await panel.settled();
    expect(await diskUse(DIST)).toEqual(before);
  });

  test('100 random news slugs answer 404 and write nothing to the cache', async ({ request }) => {
    for (const url of ['/noticias', '/noticias/x', '/en/news/x']) await request.get(url);
    await panel.settled();
    const before = await diskUse(DIST);
    await panel.resetStats();

    const slugs = Array.from({ length: 100 }, () => `${randomName()}-${randomName()}`);
    const urls = slugs.map((slug, index) => (index % 2 === 0 ? `/noticias/${slug}` : `/en/news/${slug}`));
    expect(new Set(await statuses(request, urls))).toEqual(new Set([404]));
    await panel.settled();

    expect(await diskUse(DIST)).toEqual(before);
    expect(postCalls(await panel.stats())).toBeLessThanOrEqual(slugs.length);

    // The last ones asked for again at once: remembered (for a minute), no call.
    await panel.resetStats();
    expect(new Set(await statuses(request, urls.slice(-20)))).toEqual(new Set([404]));
    expect(postCalls(await panel.stats())).toBe(0);
    expect(await diskUse(DIST)).toEqual(before);
  });

  test('a talent the panel added a moment ago opens, even one whose id was asked for before it existed', async ({ page, request }) => {
    // The next id the panel will give: asked for now, it is not there yet.
    const probe = await panel.addTalent('Probe Only');
    await panel.removeTalent(probe);
    expect((await request.get(`/modelos/${probe}/probe-only`, { maxRedirects: 0 })).status()).toBe(404);

    const first = await panel.addTalent('Zoé Nova Teste');
    const second = await panel.addTalent('Yara Recente', 'woman');
    try {
      // Not in the cached roster, never asked for: one call finds it.
      const fresh = await page.goto(`/modelos/${second}/yara-recente`);
      expect(fresh?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Yara Recente' })).toBeVisible();
      await page.goto(`/modelos/${second}/wrong-name`);
      await expect(page).toHaveURL(new RegExp(`/modelos/${second}/yara-recente$`));

      // Asked for (and remembered as missing) before the panel added it: the panel's "content
      // changed" call refreshes the roster, which holds it now.
      expect(first).toBe(probe);
      await revalidateTalents(request);
      const reopened = await page.goto(`/modelos/${first}/zoe-nova-teste`);
      expect(reopened?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Zoé Nova Teste' })).toBeVisible();
    } finally {
      await panel.removeTalent(first);
      await panel.removeTalent(second);
      await revalidateTalents(request);
    }
  });
});
