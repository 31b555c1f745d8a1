import { expect, test, type APIResponse } from '@playwright/test';
import { axe } from '../support/axe';
import { packages, threeTalents } from '../support/packages';

let visitor = 0;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.62.0.${++visitor}` });
});

test('PIN: no talent before the right PIN; a wrong one says so; the right one opens it and it stays open', async ({ page, context }) => {
  const token = await packages.create(threeTalents('en', { pin: '735104' }));
  await page.goto(`/en/package/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This package has a PIN' })).toBeVisible();
  expect(await page.content()).not.toContain('Ana Souza');
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.getByLabel('PIN', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Open the package' }).click();
  await expect(page.locator('#pin-problem')).toHaveText('Wrong PIN. Check it and try again.');
  expect(await page.content()).not.toContain('Ana Souza');

  await page.getByLabel('PIN', { exact: true }).fill('735104');
  await page.getByRole('button', { name: 'Open the package' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ana Souza' })).toBeVisible();
  const cookies = (await context.cookies()).filter((cookie) => cookie.name === 'package_pin');
  expect(cookies.map((cookie) => cookie.path).sort()).toEqual([`/api/packages/${token}`, `/en/package/${token}`, `/es/paquete/${token}`, `/pacote/${token}`].sort());
  // The PIN with the site's seal: a cookie only the site can make, so it skips the guessing limit.
  for (const cookie of cookies) expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', value: expect.stringMatching(/^735104\.[\w-]{32}$/) });
  expect(await page.evaluate(() => document.cookie)).not.toContain('735104');

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Ana Souza' })).toBeVisible();
  await page.goto(`/pacote/${token}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Ana Souza' })).toBeVisible();
  // Another package's page never gets this one's PIN.
  const other = await packages.create(threeTalents('en', { pin: '735104' }));
  await page.goto(`/en/package/${other}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This package has a PIN' })).toBeVisible();
});

test('wrong PINs are limited per package: past ten tries even the right one waits', async ({ request }) => {
  const token = await packages.create(threeTalents('en', { pin: '246813' }));
  const tryPin = (pin: string, address: string) =>
    request.post(`/api/packages/${token}/pin/en`, {
      headers: { accept: 'application/json', 'x-forwarded-for': address, 'content-type': 'application/x-www-form-urlencoded' },
      data: `pin=${pin}`,
    });
  for (let attempt = 0; attempt < 10; attempt += 1) expect((await tryPin(`9${String(attempt).padStart(5, '0')}`, `10.62.1.${attempt}`)).status()).toBe(403);
  const limited = await tryPin('246813', '10.62.1.200');
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  expect(limited.headers()['set-cookie'] ?? '').not.toContain('package_pin=246813');
});

test('wrong PINs are limited per client address across packages', async ({ request }) => {
  const address = '10.62.2.1';
  let last = 0;
  for (let index = 0; index < 21; index += 1) {
    const token = await packages.create(threeTalents('en', { pin: '135790' }));
    const answer = await request.post(`/api/packages/${token}/pin/en`, {
      headers: { accept: 'application/json', 'x-forwarded-for': address, 'content-type': 'application/x-www-form-urlencoded' },
      data: 'pin=000000',
    });
    last = answer.status();
  }
  expect(last).toBe(429);
});

test('an expired link answers 410 with a page that says so and how to reach the agency', async ({ page }) => {
  const { expired } = await packages.seeded();
  const until = { pt: /A seleção ficou disponível até .+, \d{2}:\d{2} \(horário de Brasília\)\./, en: /until .+, \d{1,2}:\d{2}\s[AP]M \(Brasília time\)/ };
  for (const [path, heading, lang] of [[`/pacote/${expired}`, 'Este link expirou', 'pt'], [`/en/package/${expired}`, 'This link has expired', 'en']] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(410);
    expect(response?.headers()['cache-control']).toContain('private');
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The moment the page itself gave, on the agency's clock with its zone named.
    await expect(page.getByRole('main').getByText(until[lang])).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /contato@agencia\.example|contact@agencia\.example/ })).toBeVisible();
    for (const meta of await page.locator('meta[name="robots"]').all()) await expect(meta).toHaveAttribute('content', /noindex/);
    expect(await page.content()).not.toContain('Ana Souza');
  }
});

test('revoked and unknown tokens answer exactly the 404 of any unknown address', async ({ request }) => {
  const { revoked } = await packages.seeded();
  const fresh = await packages.create(threeTalents('pt'));
  await packages.revoke(fresh);
  const unknownToken = 'Q7m2PzR4kT9wL1vB6nY3cD8xA5sF0gHj';
  const unknown = await request.get(`/pacote/${unknownToken}`);
  const random = await request.get('/isto-nao-existe-em-lugar-nenhum');
  expect(random.status()).toBe(404);
  // The address itself shows in the page (its language links, the router's path): the rest is byte for byte the same.
  const body = async (answer: APIResponse, token: string) => (await answer.text()).split(token).join('TOKEN');
  const names = (headers: Record<string, string>) => Object.keys(headers).filter((name) => name !== 'date' && name !== 'x-request-id').sort();
  for (const [token, answer] of [[revoked, await request.get(`/pacote/${revoked}`)], [fresh, await request.get(`/pacote/${fresh}`)]] as const) {
    expect(answer.status()).toBe(404);
    expect(await body(answer, token)).toBe(await body(unknown, unknownToken));
    expect(names(answer.headers())).toEqual(names(random.headers()));
    for (const name of names(random.headers())) expect(answer.headers()[name], name).toBe(random.headers()[name]);
  }
  expect(await unknown.text()).toContain('<title>Página não encontrada');
  expect((await random.text()).replace(/isto-nao-existe-em-lugar-nenhum/g, '')).toContain('<title>Página não encontrada');
});
