import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The application form's script (react-hook-form, the checks, the photos, the send) comes when the
 * visitor starts on the form, not with every view of the page. The form asks for a fresh token as
 * soon as it is React's (components/forms/use-form-guard.ts): that request says it has been taken over.
 */
const isTokenRequest = (url: string) => url.endsWith('/api/form-token');

function tokenRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isTokenRequest(request.url())) seen.push(request.url());
  });
  return seen;
}

/**
 * Holds every script chunk the page asks for from `start()` on (the form's code) until `release()`: the
 * form's script then arrives at a moment the test picks, in the middle of the visitor's typing,
 * instead of whenever the network and the machine allow.
 */
async function holdLateScripts(page: Page) {
  let holding = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (holding) {
      asked();
      await released;
    }
    await route.continue();
  });
  return {
    start: () => {
      holding = true;
    },
    /** Resolves once the page has asked for a held chunk (the form's script is wanted). */
    requested,
    release: () => {
      holding = false;
      release();
    },
  };
}

/** A visitor's typing, one key at a time at a person's pace (150 ms between keys: the 90–220 ms of real visitors). */
const typeLikeAPerson = (field: Locator, text: string) => field.pressSequentially(text, { delay: 150 });

test.describe('The application form’s script, on demand', () => {
  test('comes with the visitor’s first step into the form, while the rest of the page works at once; what they typed stays', async ({ page }) => {
    const tokens = tokenRequests(page);
    await page.goto('/seja-um-modelo');
    await page.waitForLoadState('networkidle');

    // The page around the form is live: the menu opens and closes.
    const trigger = page.getByRole('button', { name: 'Abrir o menu' });
    await trigger.click();
    await expect(page.getByRole('dialog', { name: 'Menu principal' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu principal' })).toBeHidden();
    // Nobody has touched the form: it is still the server's.
    expect(tokens).toEqual([]);

    const takenOver = page.waitForRequest((request) => isTokenRequest(request.url()));
    const name = page.getByLabel(/^Nome completo/);
    await name.click();
    await page.keyboard.type('Ana Lima');
    await takenOver;
    await expect(name).toHaveValue('Ana Lima');
    // The form is React's: the answer is kept in this browser, and the calendar came with it.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('apply-draft:v1'))).toContain('Ana Lima');
    await expect(page.getByLabel(/^Data de nascimento/)).toHaveAttribute('aria-haspopup', 'dialog');
  });

  test('comes at once for a visit by a link within the site, and for a visitor with a kept draft', async ({ page }) => {
    await page.goto('/contato');
    await page.waitForLoadState('networkidle');
    // The contact form asked for its own token: the next one is the application form's.
    const takenOver = page.waitForRequest((request) => isTokenRequest(request.url()));
    await page.locator('a[href="/seja-um-modelo"]').first().click();
    await expect(page).toHaveURL(/\/seja-um-modelo$/);
    await expect(page.getByLabel(/^Nome completo/)).toBeVisible();
    await takenOver;

    await page.evaluate(() =>
      window.localStorage.setItem('apply-draft:v1', JSON.stringify({ savedAt: Date.now(), values: { realname: 'Nina Reis' } })),
    );
    await page.reload();
    // Brought back without a touch: the draft needs the form's script.
    await expect(page.getByLabel(/^Nome completo/)).toHaveValue('Nina Reis');
    await expect(page.getByText(/Recuperamos o que você já tinha preenchido/)).toBeVisible();
  });

  for (const field of [
    // The script, the phone formatter with it, is here before the first digit: the field never got its `+55 `.
    { label: /^Telefone/, typed: '(11) 91234-5678', shown: '+55 (11) 91234-5678', before: 1, waitForFormatter: true },
    // It arrives while the visitor types the area code.
    { label: /^Telefone/, typed: '(11) 91234-5678', shown: '+55 (11) 91234-5678', before: 3, waitForFormatter: false },
    { label: /^Nome completo/, typed: 'Ana Lima', shown: 'Ana Lima', before: 3, waitForFormatter: false },
  ]) {
    test(`the first field touched, ${field.typed}: the script arriving after ${field.before} key(s) leaves every key where it was typed`, async ({ page }) => {
      const tokens = tokenRequests(page);
      const late = await holdLateScripts(page);
      await page.goto('/seja-um-modelo');
      await page.waitForLoadState('networkidle');
      late.start();
      const input = page.getByLabel(field.label);
      await input.click();
      // Brazil is the country chosen (the form's own): the number is read as a Brazilian one.
      await expect(page.getByLabel(/^País/)).toHaveValue('BR');
      await typeLikeAPerson(input, field.typed.slice(0, field.before));
      await late.requested;
      expect(tokens).toEqual([]);
      // libphonenumber-js's metadata is in the formatter's chunk, and only there.
      const formatter = field.waitForFormatter
        ? page.waitForResponse(async (response) => response.url().includes('/_next/static/chunks/') && (await response.text()).includes('country_calling_codes'))
        : null;
      late.release();
      if (formatter) {
        await expect.poll(() => tokens.length).toBe(1);
        await formatter;
      }
      await typeLikeAPerson(input, field.typed.slice(field.before));
      await expect.poll(() => tokens.length).toBe(1);
      await expect(input).toHaveValue(field.shown);
      await expect(input).toBeFocused();

      // The form takes the answer: a send stops at the first missing field, and this one is not in question.
      await page.getByRole('button', { name: 'Enviar inscrição' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
      await expect(input).not.toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveValue(field.shown);
    });
  }
});
