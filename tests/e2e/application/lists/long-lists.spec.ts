import { expect, test } from '@playwright/test';
import { holdScripts } from '../../support/hold-scripts';

/** The values of the options the server wrote into the select named `name`, or null when there is no such select. */
function drawnOptions(html: string, name: string): string[] | null {
  const select = new RegExp(`<select[^>]*\\bname="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html);
  return select ? [...select[1]!.matchAll(/<option value="([^"]*)"/g)].map((match) => match[1]!) : null;
}

test.describe('The application form’s long lists', () => {
  test('reach the page holding their first choice only: the country and seven measurements cost no options up front', async ({ request }) => {
    const html = await (await request.get('/seja-um-modelo', { headers: { 'Accept-Language': 'pt-BR' } })).text();
    expect(drawnOptions(html, 'country')).toEqual(['BR']);
    for (const name of ['height', 'weight', 'bust', 'waist', 'hips', 'jeans', 'shoes']) expect(drawnOptions(html, name)).toEqual(['']);
    // About 1,300 before; what is left is the guardian's relation and the calendar's own.
    expect(html.match(/<option/g)?.length ?? 0).toBeLessThan(40);
  });

  test('a keyboard user tabs to the height and types it, before the page’s script has arrived and after', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/seja-um-modelo', { waitUntil: 'domcontentloaded' });
    const height = page.getByLabel(/^Altura/);
    await expect(height.locator('option')).toHaveCount(1);

    // From the last contact field, through the guardian's block (shown until the script knows the age).
    await page.getByLabel(/^TikTok/).focus();
    for (let presses = 0; presses < 15 && !(await height.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(height).toBeFocused();
    await page.keyboard.type('170');
    await expect(height).toHaveValue('170/5.7');
    await expect(height.locator('option')).toHaveCount(172);

    // The page's script takes the form over: the answer stays, and the next list works the same way.
    const hydrated = page.waitForResponse((response) => response.url().endsWith('/api/form-token'));
    release();
    await hydrated;
    await expect(height).toHaveValue('170/5.7');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Peso/)).toBeFocused();
    await page.keyboard.type('58');
    await expect(page.getByLabel(/^Peso/)).toHaveValue('58/128');
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a tap on a list opens it full, the countries named in the page’s language with Brazil first', async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto('/en/be-a-model', { waitUntil: 'domcontentloaded' });
      const country = page.getByLabel(/^Country/);
      await expect(country.locator('option')).toHaveCount(1);

      await country.tap();

      const options = country.locator('option');
      await expect(options).toHaveCount(249);
      await expect(options.first()).toHaveText('Brazil');
      await expect(country).toHaveValue('BR');
      await expect(country.locator('option[value="PT"]')).toHaveText('Portugal');
      release();
    });
  });
});
