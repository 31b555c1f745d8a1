import { expect, test, type APIRequestContext } from '@playwright/test';
import { panel } from '../support/panel';
import { packages, threeTalents } from '../support/packages';

/**
 * What a stranger holding a package's link can learn by trying PINs, and what they cost the panel:
 * every path that tests a PIN counts it, and reads, views and pages are bounded per client.
 */

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
/** What a browser sends when a person opens a link in a tab. */
const NAVIGATION = { 'user-agent': CHROME, 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-user': '?1' };

const open = (request: APIRequestContext, path: string, address: string, cookie: string | null, headers: Record<string, string> = NAVIGATION) =>
  request.get(path, { headers: { ...headers, 'x-forwarded-for': address, ...(cookie ? { cookie: `package_pin=${cookie}` } : {}) }, maxRedirects: 0 });

test('PINs guessed in the cookie are counted like the form: past the limit the page answers 429, and the right PIN too', async ({ page, context, request }) => {
  const token = await packages.create(threeTalents('en', { pin: '735190' }));
  // The client opened it with the PIN before anyone started guessing.
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': '10.63.0.1' });
  await page.goto(`/en/package/${token}`);
  await page.getByLabel('PIN', { exact: true }).fill('735190');
  await page.getByRole('button', { name: 'Open the package' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ana Souza' })).toBeVisible();

  const statuses: number[] = [];
  for (let n = 0; n < 30; n += 1) {
    const answer = await open(request, `/en/package/${token}`, '10.63.1.1', String(200_000 + n));
    statuses.push(answer.status());
    expect(await answer.text()).not.toContain('Ana Souza');
  }
  expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(10);
  expect(statuses.slice(-20)).toEqual(Array(20).fill(429));

  const right = await open(request, `/en/package/${token}`, '10.63.1.1', '735190');
  expect(right.status()).toBe(429);
  expect(Number(right.headers()['retry-after'])).toBeGreaterThan(0);
  expect(right.headers()['cache-control']).toContain('no-store');
  const body = await right.text();
  expect(body).not.toContain('Ana Souza');
  expect(body).toContain('<h1');

  // The comp card and the answer are the same lock, not a way around it.
  const card = await request.get(`/api/packages/${token}/comp-card/en`, { headers: { 'x-forwarded-for': '10.63.1.2', cookie: 'package_pin=735190' } });
  expect(card.status()).toBe(429);
  expect(card.headers()['content-type']).not.toContain('pdf');

  // The client's own earlier success keeps working.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Ana Souza' })).toBeVisible();
  const pdf = await page.request.get(`/api/packages/${token}/comp-card/en`);
  expect(pdf.status()).toBe(200);
});

test('reads with random PIN cookies cost the panel one read of an open package, and views are counted once per person, never for previews', async ({ request }) => {
  const token = await packages.create(threeTalents('pt'));
  const before = (await panel.stats()).byRoute[`GET /api/packages/${token}`] ?? 0;

  // Link previews and scripts first: they see the page, and are not reported as views.
  for (const [n, agent] of ['WhatsApp/2.23.20.0 A', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', 'curl/8.5.0'].entries()) {
    expect((await open(request, `/pacote/${token}`, `10.63.2.${n}`, null, { 'user-agent': agent })).status()).toBe(200);
  }
  for (let n = 0; n < 40; n += 1) {
    const answer = await open(request, `/pacote/${token}`, '10.63.3.1', Math.random().toString(36).slice(2, 10));
    expect(answer.status()).toBe(200);
  }
  expect((await open(request, `/pacote/${token}`, '10.63.3.2', null)).status()).toBe(200);

  expect(((await panel.stats()).byRoute[`GET /api/packages/${token}`] ?? 0) - before).toBe(1);
  // One view for each of the two people; the forty reloads of the first are one.
  const activity = await packages.activityWhen(token, (current) => current.views.length >= 2);
  expect(activity.views.map((view) => view.talent_id)).toEqual([null, null]);
});

test('package pages are limited per client address, like filtered boards', async ({ request }) => {
  const token = await packages.create(threeTalents('pt'));
  for (let n = 0; n < 60; n += 1) expect((await open(request, `/pacote/${token}`, '10.63.4.1', null, {})).status()).toBe(200);
  const limited = await open(request, `/pacote/${token}`, '10.63.4.1', null, {});
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await limited.text()).not.toContain('Ana Souza');
  // Another client is not held back.
  expect((await open(request, `/pacote/${token}`, '10.63.4.2', null, {})).status()).toBe(200);
});
