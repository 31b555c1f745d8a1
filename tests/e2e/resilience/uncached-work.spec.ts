import { expect, test } from '@playwright/test';
import { axe } from '../support/axe';
import { panel } from '../support/panel';
import { visitorAddress } from '../support/resilience';

/**
 * Work a visitor can ask for that no cache answers: comp cards for any ids, filtered boards for any
 * combination. One address may not make the site call the backend at will, nor render without end.
 */

const profileCalls = async () => (await panel.stats()).byRoute['GET /api/talent/profile'] ?? 0;

test.describe('comp cards', () => {
  test('50 made-up ids: a 404 and not one profile asked of the backend; a real one among them is the only one asked', async ({ request }) => {
    const madeUp = Array.from({ length: 50 }, (_, index) => 880_001 + index);
    await panel.resetStats();
    const unknown = await request.get(`/api/comp-card/pt?ids=${madeUp.join(',')}`, { headers: { 'x-forwarded-for': visitorAddress(34) } });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ errors: { ids: 'unknown' } });
    expect(await profileCalls()).toBe(0);

    const mixed = await request.get(`/api/comp-card/pt?ids=${[...madeUp.slice(0, 49), 12].join(',')}`, { headers: { 'x-forwarded-for': visitorAddress(34) } });
    expect(mixed.status()).toBe(200);
    expect(mixed.headers()['content-type']).toBe('application/pdf');
    // Talent 12's profile, at most once (it may be cached already); none of the 49 others.
    expect(await profileCalls()).toBeLessThanOrEqual(1);
  });
});

test.describe('filtered boards', () => {
  const FILTERED = '/modelos/feminino?olhos=azul,verde';

  test('the in-town board asks the service once, with in_town, and is then served from its memory', async ({ request }) => {
    const talentCalls = async () => (await panel.stats()).byRoute['POST /api/talents'] ?? 0;
    const men = (await panel.talents()).talents.filter((talent) => talent.gender === 'man' && talent.inTown === true);
    expect(men.length).toBeGreaterThan(0);
    await panel.settled();
    await panel.resetStats();
    const headers = { 'x-forwarded-for': visitorAddress(37) };
    const first = await request.get('/en/models/men?in-town=1', { headers, maxRedirects: 0 });
    expect(first.status()).toBe(200);
    const html = await first.text();
    // The cards are the men the panel says are in town: the filter reached it as in_town.
    expect(html.match(/data-in-town="true"/g)?.length).toBe(men.length);
    expect(html).not.toContain('data-in-town="false"');
    expect(await talentCalls()).toBe(1);
    expect((await request.get('/en/models/men?in-town=1', { headers, maxRedirects: 0 })).status()).toBe(200);
    expect(await talentCalls()).toBe(1);
  });

  test('a burst from one address is held back with a clear 429 page and Retry-After; other visitors still get theirs', async ({ request }) => {
    test.setTimeout(120_000);
    const burst = visitorAddress(35);
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof request.get>> | null = null;
    for (let index = 0; index < 80 && refusal === null; index += 1) {
      const response = await request.get(FILTERED, { headers: { 'x-forwarded-for': burst, 'accept-language': 'pt-BR' }, maxRedirects: 0 });
      statuses.push(response.status());
      if (response.status() !== 200) refusal = response;
    }
    // A person's pace of filtering passes; the burst is stopped, answered, never a crash.
    expect(statuses.slice(0, 30).every((status) => status === 200), statuses.join(',')).toBe(true);
    expect(refusal, 'the burst was never limited').not.toBeNull();
    expect(refusal!.status()).toBe(429);
    const retryAfter = Number(refusal!.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refusal!.headers()['cache-control']).toContain('no-store');
    const html = await refusal!.text();
    expect(html).toContain('Muitas buscas em pouco tempo.');
    expect(html).toContain('<h1');
    expect(html).toContain('noindex');
    expect(html).not.toMatch(/\n\s+at\s|node_modules|digest:/);

    // Still limited on the next try, and another visitor's filtering is untouched.
    expect((await request.get(FILTERED, { headers: { 'x-forwarded-for': burst }, maxRedirects: 0 })).status()).toBe(429);
    expect((await request.get(FILTERED, { headers: { 'x-forwarded-for': visitorAddress(35, 2) }, maxRedirects: 0 })).status()).toBe(200);
  });

  test('the limit screen reads well in a browser, in the page\'s language, with a way back to the filtering', async ({ page }) => {
    const burst = visitorAddress(36);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': burst });
    for (let index = 0; index < 61; index += 1) await page.request.get('/en/models/women?eyes=blue', { headers: { 'x-forwarded-for': burst }, maxRedirects: 0 });
    const response = await page.goto('/en/models/women?eyes=blue');
    expect(response?.status()).toBe(429);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Too many searches in a short time.');
    await expect(page).toHaveTitle(/^Too many searches \| /);
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en/models/women?eyes=blue');
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    expect((await axe(page).analyze()).violations).toEqual([]);
  });

  test('the limit screen cannot be opened by its own address', async ({ request }) => {
    for (const path of ['/too-many?back=https://evil.example', '/en/too-many', '/pt/too-many']) {
      const response = await request.get(path, { maxRedirects: 5 });
      expect(response.status(), path).toBe(404);
    }
  });
});
