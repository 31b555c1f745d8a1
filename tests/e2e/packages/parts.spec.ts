import { expect, test, type Page } from '@playwright/test';
import { ageFormAction, waitLikeAPersonWithoutScript } from '../support/form-token';
import { FIRST_TALENTS as FIRST } from '../../../lib/packages/talent-parts';
import { packages, type PanelPackage } from '../support/packages';

let visitor = 0;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.64.0.${++visitor}` });
});

// FIRST: the talents a package page writes in its HTML; the others come on demand. Of the 20 here, REST come later.
const TOTAL = 20;
const REST = TOTAL - FIRST;

/** A package of its own with the large seeded package's talents (more than a page writes), in `locale`. */
async function bigPackage(locale: 'pt' | 'en', extra: Record<string, unknown> = {}): Promise<PanelPackage> {
  const large = await packages.read((await packages.seeded()).large);
  const token = await packages.create({
    title: locale === 'pt' ? 'Seleção grande' : 'A large selection',
    locale,
    expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    talents: large.talents.slice(0, TOTAL).map((talent) => ({ id: talent.id, photos: [0] })),
    ...extra,
  });
  return packages.read(token, typeof extra.pin === 'string' ? extra.pin : undefined);
}

const names = (page: Page) => page.locator('li[data-package-talent] h2');

test('the page writes the first talents; the others arrive in order as the client scrolls, and the last one can be picked', async ({ page }) => {
  const pkg = await bigPackage('pt');
  expect(pkg.talents.length).toBe(TOTAL);
  const response = await page.goto(`/pacote/${pkg.token}`);
  const html = (await response?.text()) ?? '';
  expect(html.match(/data-package-talent="/g)).toHaveLength(FIRST);
  await expect(page.getByRole('link', { name: `Ver mais ${REST} talentos` })).toBeVisible();
  await page.locator('li[data-package-talent]').last().scrollIntoViewIfNeeded();
  await expect(names(page)).toHaveText(pkg.talents.map((talent) => talent.name));
  await expect(page.getByRole('link', { name: `Ver mais ${REST} talentos` })).toHaveCount(0);
  // Numbered on from the first ones.
  await expect(page.locator(`#talent-${pkg.talents[19]!.id}`).getByText('20', { exact: true })).toBeAttached();
  const last = pkg.talents[19]!;
  await page.getByLabel(`Quero ver ${last.name}`).check();
  const form = page.locator('#answer');
  await form.getByLabel('Seu nome', { exact: true }).fill('Casting Brand');
  await form.getByLabel('Seu e-mail', { exact: true }).fill('parts@brand.example');
  await ageFormAction(page, '#package-answer');
  await page.getByRole('button', { name: 'Enviar resposta' }).click();
  const activity = await packages.activityWhen(pkg.token, (current) => current.picks.length === 1);
  expect(activity.picks[0]).toMatchObject({ talent_ids: [last.id], email: 'parts@brand.example' });
});

/** Holds the package's talents route until `release` is called, so a step can surely happen while they are on their way. */
async function holdTalents(page: Page, token: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/packages/${token}/talents/**`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// The link's name while the talents are on their way; before, "Show N more talents".
const moreLink = (page: Page) => page.getByRole('link', { name: new RegExp(`^(Show ${REST} more talents|Loading the other talents…)$`) });

test('the link brings the other talents and takes the keyboard to the first of them; its hold link chooses it in the hold form', async ({ page }) => {
  const pkg = await bigPackage('en');
  const release = await holdTalents(page, pkg.token);
  // The page's islands are awake once the first talent on screen is reported as seen; before, the link is a plain link.
  const awake = page.waitForRequest((request) => request.url().endsWith(`/api/packages/${pkg.token}/views`));
  await page.goto(`/en/package/${pkg.token}`);
  await awake;
  await moreLink(page).focus();
  await page.keyboard.press('Enter');
  release();
  await expect(names(page)).toHaveCount(TOTAL);
  // Still the package's page: the link was taken over, not followed to the page with every talent.
  expect(new URL(page.url()).search).toBe('');
  const firstLater = pkg.talents[FIRST]!;
  await expect(page.getByLabel(`I'd like to see ${firstLater.name}`)).toBeFocused();
  await page.locator(`#talent-${firstLater.id}`).locator('a[data-hold-talent]').click();
  await expect(page.locator('#hold select[name="talent_id"]')).toHaveValue(String(firstLater.id));
});

test('talents arriving on their own while the keyboard is on the link: the keyboard moves to the first of them, not to the top of the page', async ({ page }) => {
  const pkg = await bigPackage('en');
  const release = await holdTalents(page, pkg.token);
  const asked = page.waitForRequest((request) => request.url().includes(`/api/packages/${pkg.token}/talents/`));
  const awake = page.waitForRequest((request) => request.url().endsWith(`/api/packages/${pkg.token}/views`));
  await page.goto(`/en/package/${pkg.token}`);
  await awake;
  // Focus brings the link into view, and with it the end of the list: the talents are asked for on their own.
  await moreLink(page).focus();
  await asked;
  release();
  await expect(names(page)).toHaveCount(TOTAL);
  await expect(page.getByLabel(`I'd like to see ${pkg.talents[FIRST]!.name}`)).toBeFocused();
});

test('the talents route answers only for a package the client may open, in a known language', async ({ page, request }) => {
  const pkg = await bigPackage('pt', { pin: 'part42' });
  expect((await request.get(`/api/packages/${pkg.token}/talents/pt`)).status()).toBe(404);
  expect((await request.get(`/api/packages/${pkg.token}/talents/xx`)).status()).toBe(404);
  // A PIN the site did not seal opens nothing here (it is no place to guess one).
  expect((await request.get(`/api/packages/${pkg.token}/talents/pt`, { headers: { cookie: 'package_pin=part42' } })).status()).toBe(404);
  await page.goto(`/pacote/${pkg.token}`);
  await page.getByLabel('PIN', { exact: true }).fill('part42');
  await page.getByRole('button', { name: 'Abrir o pacote' }).click();
  await expect(names(page).first()).toBeVisible();
  const part = await page.request.get(`/api/packages/${pkg.token}/talents/pt`);
  expect(part.status()).toBe(200);
  expect(part.headers()['cache-control']).toBe('private, no-store');
  expect((await part.text()).match(/data-package-talent="/g)).toHaveLength(REST);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every talent is reachable: the link is the page with all of them, and the last one can be picked', async ({ page }) => {
    const pkg = await bigPackage('en');
    await page.goto(`/en/package/${pkg.token}`);
    await expect(names(page)).toHaveCount(FIRST);
    await waitLikeAPersonWithoutScript(page);
    await page.getByRole('link', { name: `Show ${REST} more talents` }).click();
    await expect(page).toHaveURL(new RegExp(`/en/package/${pkg.token}\\?all=1#talent-${pkg.talents[FIRST]!.id}$`));
    await expect(names(page)).toHaveText(pkg.talents.map((talent) => talent.name));
    await expect(page.getByRole('link', { name: /more talents/ })).toHaveCount(0);
    await waitLikeAPersonWithoutScript(page);
    const last = pkg.talents[19]!;
    await page.getByLabel(`I'd like to see ${last.name}`).check();
    const form = page.locator('#answer');
    await form.getByLabel('Your name', { exact: true }).fill('Casting Brand');
    await form.getByLabel('Your e-mail', { exact: true }).fill('nojs-parts@brand.example');
    await page.getByRole('button', { name: 'Send answer' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?sent=${last.id}#answer$`));
    const activity = await packages.activityWhen(pkg.token, (current) => current.picks.length === 1);
    expect(activity.picks[0]).toMatchObject({ talent_ids: [last.id] });
  });
});
