import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { openedAMinuteAgo } from '../support/form-token';
import { packages, threeTalents } from '../support/packages';

/**
 * The application form as its people use it: a 15-year-old on a phone, a keyboard-only applicant at
 * 100 % and 200 % zoom. The calendar opens only when asked; the focus is never under the sticky header
 * and always has a ring; the guardian's part never flashes; a group's error is read with its radio.
 */

let visitor = 0;
const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
// 200 % zoom of a 1280 × 900 window: the page lays out in 640 × 450 CSS pixels, drawn at twice the density.
const ZOOM_200: BrowserContextOptions = { viewport: { width: 640, height: 450 }, deviceScaleFactor: 2 };

async function open(browser: Browser, options: BrowserContextOptions, path = '/seja-um-modelo'): Promise<{ page: Page; close: () => Promise<void> }> {
  visitor += 1;
  const context = await browser.newContext({ locale: 'pt-BR', extraHTTPHeaders: { 'x-forwarded-for': `198.51.104.${visitor}` }, ...options });
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false) await openedAMinuteAgo(page);
  await page.goto(path);
  await page.waitForLoadState(options.javaScriptEnabled === false ? 'load' : 'networkidle');
  return { page, close: () => context.close() };
}

const nameField = (page: Page) => page.getByLabel(/^Nome completo/);
const birthdate = (page: Page) => page.getByLabel(/^Data de nascimento/);
const calendar = (page: Page) => page.getByRole('dialog', { name: 'Calendário da data de nascimento' });
const calendarButton = (page: Page) => page.getByRole('button', { name: 'Abrir calendário' });
const guardianBlock = (page: Page) => page.getByRole('group', { name: 'Mãe, pai ou responsável legal' });
const father = (page: Page) => page.getByRole('textbox', { name: 'Nome do responsável', exact: true });
const pendingLine = (page: Page) => page.getByText(/a parte dele aparece aqui quando a data de nascimento mostrar a idade/);

/** Begins on the form as a person does, and waits until its script (and the calendar's) has it. */
async function start(page: Page) {
  const takenOver = page.waitForRequest((request) => request.url().endsWith('/api/form-token'));
  await nameField(page).focus();
  await takenOver;
  await expect(birthdate(page)).toHaveAttribute('aria-haspopup', 'dialog');
  await page.waitForLoadState('networkidle');
}

/** dd/MM/yyyy of someone `years` old, their birthday `daysAgo` days ago. */
function bornYearsAgo(years: number, daysAgo = 30): string {
  const day = new Date();
  day.setDate(day.getDate() - daysAgo);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear() - years}`;
}

const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe('The birthdate calendar by touch and keyboard', () => {
  test('on a phone it opens only with its button: a tap in the field is for typing, a tap on Feminino below is Feminino’s, and a tap outside the open calendar changes nothing', async ({ browser }) => {
    const { page, close } = await open(browser, PHONE);
    await start(page);
    // Where the fields start on the page (not on the screen, which the taps may scroll).
    const fieldsAt = () => nameField(page).evaluate((field) => field.getBoundingClientRect().top + window.scrollY);
    const before = await fieldsAt();
    await birthdate(page).tap();
    await expect(birthdate(page)).toBeFocused();
    await birthdate(page).pressSequentially('28/11/2011');
    await expect(calendar(page)).toHaveCount(0);
    // The first answers bring the form's "Clear form" into the room kept for it: nothing under the finger moves.
    await expect(page.getByRole('button', { name: 'Limpar formulário' })).toBeVisible();
    expect(await fieldsAt()).toBe(before);
    await page.getByRole('radio', { name: 'Feminino' }).tap();
    await expect(page.getByRole('radio', { name: 'Feminino' })).toBeChecked();
    await expect(birthdate(page)).toHaveValue('28/11/2011');

    // Asked for, it opens over the fields; a tap outside it closes it, the date as it was.
    await calendarButton(page).tap();
    await expect(calendar(page)).toBeVisible();
    const box = (await calendar(page).boundingBox())!;
    const header = (await page.locator('body > header').boundingBox())!;
    // A point of the page below the header and off the calendar, above or below it.
    const y = box.y - (header.y + header.height) > 24 ? box.y - 12 : box.y + box.height + 12;
    expect(y).toBeLessThan(812);
    await page.touchscreen.tap(368, y);
    await expect(calendar(page)).toHaveCount(0);
    await expect(birthdate(page)).toHaveValue('28/11/2011');
    await expect(page.getByRole('radio', { name: 'Feminino' })).toBeChecked();
    await close();
  });

  test('when a send sends the focus to the birthdate, the calendar stays closed; Alt+↓ opens it and a whole date typed closes it', async ({ browser }) => {
    const { page, close } = await open(browser, DESKTOP);
    await start(page);
    await nameField(page).fill('Bia Lopes');
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await expect(birthdate(page)).toBeFocused();
    await nextFrame(page);
    await expect(calendar(page)).toHaveCount(0);
    await expect(birthdate(page)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Alt+ArrowDown');
    await expect(calendar(page)).toBeVisible();
    await expect(birthdate(page)).toBeFocused();
    await page.keyboard.type('07/03/2010');
    await expect(calendar(page)).toHaveCount(0);
    await expect(birthdate(page)).toBeFocused();
    await expect(birthdate(page)).toHaveValue('07/03/2010');
    await close();
  });
});

type Clearance = { what: string; top: number; bottom: number; headerBottom: number; height: number; visible: boolean };

/** Where the focused control is against the sticky header and the bottom of the window. */
function focusedClearance(page: Page): Promise<Clearance | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const header = document.querySelector('body > header')!.getBoundingClientRect();
    const box = focused.getBoundingClientRect();
    const what = `${focused.tagName.toLowerCase()}#${focused.id} ${focused.getAttribute('aria-label') ?? focused.getAttribute('name') ?? focused.textContent?.trim().slice(0, 30) ?? ''}`;
    return { what, top: box.top, bottom: box.bottom, headerBottom: header.bottom, height: window.innerHeight, visible: box.width > 0 || box.height > 0 };
  });
}

/**
 * The focused control wholly between the header and the bottom of the window; one taller than that
 * space (a photo at 200 %) fills it, its top below the header.
 */
async function expectFocusClear(page: Page) {
  await nextFrame(page);
  const clearance = await focusedClearance(page);
  expect(clearance).not.toBeNull();
  const { what, top, bottom, headerBottom, height, visible } = clearance!;
  if (!visible) return;
  expect(top, `${what}: its top under the header`).toBeGreaterThanOrEqual(headerBottom - 0.5);
  if (bottom - top <= height - headerBottom) expect(bottom, `${what}: below the window`).toBeLessThanOrEqual(height + 0.5);
}

/** Presses `key` until the focus leaves `scope` (or `limit` presses), checking each focused control inside. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', scope: string, limit: number): Promise<number> {
  let inside = 0;
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press(key);
    const within = await page.evaluate((selector) => document.querySelector(selector)?.contains(document.activeElement) ?? false, scope);
    if (!within) break;
    inside += 1;
    await expectFocusClear(page);
  }
  return inside;
}

for (const [label, size] of [
  ['1280 × 900', DESKTOP],
  ['200 % zoom', ZOOM_200],
] as const) {
  test.describe(`Focus never under the sticky header (${label})`, () => {
    test('every control of the application form, by Tab and by Shift+Tab', async ({ browser }) => {
      const { page, close } = await open(browser, size);
      await start(page);
      const controls = await page.locator('form[action*="/api/get-scouted/"]').evaluate(
        (form) => form.querySelectorAll('input:not([type=hidden]):not([tabindex="-1"]), select, textarea, button').length,
      );
      await nameField(page).focus();
      const forward = await walk(page, 'Tab', 'form[action*="/api/get-scouted/"]', controls + 10);
      // The name, the date and its calendar button, the gender, the adult's responsible person, the contacts, seven measurements, four photos, the consent, the notice, Send.
      expect(forward).toBeGreaterThanOrEqual(22);
      // From Send back up to the name, the way that hid the name and the date under the header.
      const backward = await walk(page, 'Shift+Tab', 'form[action*="/api/get-scouted/"]', controls + 10);
      expect(backward).toBeGreaterThanOrEqual(forward);
      await close();
    });

    test('the calendar’s own controls', async ({ browser }) => {
      const { page, close } = await open(browser, size);
      await start(page);
      await birthdate(page).focus();
      await page.keyboard.press('Tab');
      await expect(calendarButton(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(calendar(page)).toBeVisible();
      await expectFocusClear(page);
      // Back through the header's controls (month, year, the arrows), then forward again to the days.
      // The month's next arrow is off: the calendar ends on today.
      const back = await walk(page, 'Shift+Tab', '.react-datepicker', 8);
      expect(back).toBeGreaterThanOrEqual(3);
      await calendar(page).getByRole('button', { name: 'Mês anterior' }).focus();
      const forward = await walk(page, 'Tab', '.react-datepicker', 8);
      expect(forward).toBeGreaterThanOrEqual(3);
      await close();
    });

    test('the package page’s photo links and buttons', async ({ browser }) => {
      const token = await packages.create(threeTalents('pt'));
      const { page, close } = await open(browser, size, `/pacote/${token}`);
      await expect(page.locator('main a[data-viewer-talent]').first()).toBeVisible();
      // From the footer back up through everything the package holds.
      await page.locator('footer a').first().focus();
      const links = await walk(page, 'Shift+Tab', 'main', 80);
      expect(links).toBeGreaterThanOrEqual(5);
      await close();
    });
  });
}

type Ring = { what: string; style: string; width: number; offset: number; contrast: number };

/** The focused control's ring: its own outline, or its box's (a radio's label, a photo slot's card). */
function focusRing(page: Page): Promise<Ring | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement)) return null;
    const input = focused instanceof HTMLInputElement ? focused : null;
    const [element, pseudo] =
      input?.type === 'radio' ? [focused.closest('label')!, null] : input?.type === 'file' ? [document.querySelector(`label[for="${focused.id}"]`)!, '::after'] : [focused, null];
    const style = getComputedStyle(element, pseudo);
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const page = luminance(getComputedStyle(document.body).backgroundColor);
    const ring = luminance(style.outlineColor);
    const contrast = (Math.max(page, ring) + 0.05) / (Math.min(page, ring) + 0.05);
    const what = `${focused.tagName.toLowerCase()}#${focused.id} ${focused.getAttribute('name') ?? ''} invalid=${focused.getAttribute('aria-invalid')}`;
    return { what, style: style.outlineStyle, width: parseFloat(style.outlineWidth), offset: parseFloat(style.outlineOffset), contrast };
  });
}

test.describe('A focus ring on every field', () => {
  test('empty and in error: a 2 px outline that stands on the page at 3:1 or more, clear of the field’s red by a gap', async ({ browser }) => {
    const { page, close } = await open(browser, DESKTOP);
    await start(page);
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await expect(nameField(page)).toBeFocused();
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    let checked = 0;
    let inError = 0;
    for (let step = 0; step < 60; step += 1) {
      const ring = await focusRing(page);
      if (!ring || !(await page.evaluate(() => document.activeElement?.closest('form[action*="/api/get-scouted/"]') !== null))) break;
      expect(ring.style, ring.what).toBe('solid');
      expect(ring.width, ring.what).toBeGreaterThanOrEqual(2);
      expect(ring.offset, ring.what).toBeGreaterThanOrEqual(2);
      expect(ring.contrast, ring.what).toBeGreaterThanOrEqual(3);
      checked += 1;
      if (ring.what.includes('invalid=true')) inError += 1;
      await page.keyboard.press('Tab');
    }
    expect(checked).toBeGreaterThanOrEqual(22);
    // The name, the date, the e-mail, the height, the four photos and the consent were in error.
    expect(inError).toBeGreaterThanOrEqual(8);
    await close();
  });
});

test.describe('A group’s error', () => {
  test('is read with the focused radio of the gender group', async ({ browser }) => {
    const { page, close } = await open(browser, DESKTOP);
    await start(page);
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await expect(page.getByRole('radiogroup', { name: /Gênero/ })).toHaveAttribute('aria-invalid', 'true');
    // Tab lands on the group's first radio: it says the group's error, as each of its radios does.
    await page.getByLabel(/^Data de nascimento/).fill('07/03/2000');
    await calendarButton(page).focus();
    await page.keyboard.press('Tab');
    const woman = page.getByRole('radio', { name: 'Feminino' });
    await expect(woman).toBeFocused();
    await expect(woman).toHaveAccessibleDescription('Escolha uma opção.');
    for (const radio of await page.getByRole('radiogroup', { name: /Gênero/ }).getByRole('radio').all()) await expect(radio).toHaveAccessibleDescription('Escolha uma opção.');
    await close();
  });
});

test.describe('The guardian’s part', () => {
  test('a date given whole, as a paste or the browser’s autofill gives it, stays in the field and brings the guardian’s part', async ({ browser }) => {
    const { page, close } = await open(browser, DESKTOP);
    await start(page);
    const date = bornYearsAgo(15);
    for (let round = 0; round < 3; round += 1) {
      await birthdate(page).fill(date);
      await nextFrame(page);
      await expect(birthdate(page)).toHaveValue(date);
      await expect(guardianBlock(page)).toBeVisible();
      await birthdate(page).fill('');
      await expect(guardianBlock(page)).toHaveCount(0);
    }
    await close();
  });

  test('is never drawn and then removed: before, through and after the form’s script taking over, only the line that says it comes for minors', async ({ browser }) => {
    visitor += 1;
    const context = await browser.newContext({ ...DESKTOP, locale: 'pt-BR', extraHTTPHeaders: { 'x-forwarded-for': `198.51.104.${visitor}` } });
    // Watches every frame from the first paint on: was the guardian's part ever on screen?
    await context.addInitScript(() => {
      const seen = { guardian: false };
      (window as unknown as { guardianSeen: typeof seen }).guardianSeen = seen;
      const look = () => {
        const block = document.getElementById('apply-guardian');
        if (block?.checkVisibility()) seen.guardian = true;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const page = await context.newPage();
    await openedAMinuteAgo(page);
    await page.goto('/seja-um-modelo');
    await page.waitForLoadState('networkidle');
    await expect(pendingLine(page)).toBeVisible();
    await expect(father(page)).toBeVisible();
    await expect(guardianBlock(page)).toBeHidden();
    const emailBefore = (await page.getByLabel(/^E-mail/).boundingBox())!.y;

    await start(page);
    await nextFrame(page);
    expect((await page.getByLabel(/^E-mail/).boundingBox())!.y).toBe(emailBefore);
    await expect(pendingLine(page)).toBeVisible();
    await expect(guardianBlock(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { guardianSeen: { guardian: boolean } }).guardianSeen.guardian)).toBe(false);

    // A minor's date brings it in place of the adult's field and the line; cleared, it goes without a word of age.
    await birthdate(page).fill(bornYearsAgo(15));
    await expect(guardianBlock(page)).toBeVisible();
    await expect(father(page)).toHaveCount(0);
    await expect(pendingLine(page)).toHaveCount(0);
    await birthdate(page).fill('');
    await expect(guardianBlock(page)).toHaveCount(0);
    await expect(pendingLine(page)).toBeVisible();
    await expect(father(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /18 anos ou mais/ })).toHaveCount(0);
    await context.close();
  });

  test('a minor’s date typed before the form’s script comes shows it at once; the script then keeps it, the focus and what was typed in it', async ({ browser }) => {
    const { page, close } = await open(browser, DESKTOP);
    // A slow link from now on: the form's own code comes 3 s after it is asked for.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    const takenOver = page.waitForRequest((request) => request.url().endsWith('/api/form-token'), { timeout: 30_000 });
    await birthdate(page).click();
    await birthdate(page).pressSequentially(bornYearsAgo(15));
    await expect(guardianBlock(page)).toBeVisible();
    await expect(father(page)).toBeHidden();
    await expect(pendingLine(page)).toBeHidden();
    const guardianName = page.getByRole('textbox', { name: 'Responsável: nome completo', exact: true });
    await guardianName.click();
    await guardianName.pressSequentially('Joana');

    await takenOver;
    await nextFrame(page);
    await expect(guardianBlock(page)).toBeVisible();
    await expect(guardianName).toBeFocused();
    await guardianName.pressSequentially(' Lopes');
    await expect(guardianName).toHaveValue('Joana Lopes');
    await expect(father(page)).toHaveCount(0);
    await close();
  });

  test('without JavaScript both parts show as before, each saying whom it is for, and the line is not there', async ({ browser }) => {
    const { page, close } = await open(browser, { ...DESKTOP, javaScriptEnabled: false });
    await expect(guardianBlock(page)).toBeVisible();
    await expect(guardianBlock(page)).toContainText('Preencha esta parte somente se quem se inscreve tem menos de 18 anos.');
    await expect(father(page)).toBeVisible();
    await expect(pendingLine(page)).toBeHidden();
    await close();
  });
});
