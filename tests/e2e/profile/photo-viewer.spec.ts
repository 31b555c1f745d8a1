import { expect, test, type Locator, type Page } from '@playwright/test';
import { axe } from '../support/axe';

/** A profile's photo full screen, by keyboard and by touch. Ana Souza's book has 4 photos. */

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Fotos de Ana Souza em tela cheia' });
const photoLink = (page: Page, position: number) => page.getByRole('link', { name: `Ana Souza — book, foto ${position} de 4 — ver em tela cheia` });

/** Pointer events as a finger makes them (Playwright's touchscreen only taps). */
async function touch(stage: Locator, moves: Array<{ type: 'pointerdown' | 'pointermove' | 'pointerup'; id: number; x: number; y: number }>) {
  for (const move of moves) {
    await stage.dispatchEvent(move.type, { pointerId: move.id, pointerType: 'touch', isPrimary: move.id === 1, clientX: move.x, clientY: move.y, bubbles: true, button: 0 });
  }
}

test.describe('full-screen photos', () => {
  test('open from the keyboard, arrows step with the neighbours already loaded, Escape returns focus to the photo', async ({ page }) => {
    await page.goto('/modelos/12/ana-souza');
    const first = photoLink(page, 1);
    // Until the page's script runs, the link opens the photo file itself (as without JavaScript).
    await expect(first).toHaveAttribute('aria-haspopup', 'dialog');
    await first.focus();
    await page.keyboard.press('Enter');

    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Foto 1 de 4')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Ana Souza — book, foto 1 de 4' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Fechar a tela cheia' })).toBeFocused();
    // The photos either side (2, and 4 going round) are in the page already, out of sight.
    const loaded = () =>
      dialog.locator('img').evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0).length);
    await expect.poll(loaded).toBe(3);
    expect((await axe(page).analyze()).violations).toEqual([]);

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Foto 2 de 4')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Ana Souza — book, foto 2 de 4' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('Foto 4 de 4')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
    // The gallery behind did not move with the viewer's keys.
    await expect(page.getByRole('region', { name: 'Book de Ana Souza' }).getByText(/^book 1 \/ \d$/)).toBeVisible();
  });

  test('by touch: a swipe steps, two fingers zoom, a drag moves the zoomed photo, and it never slides while zoomed', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 }, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/modelos/12/ana-souza');
    await expect(photoLink(page, 1)).toHaveAttribute('aria-haspopup', 'dialog');
    await photoLink(page, 1).tap();
    const dialog = viewer(page);
    await expect(dialog.getByText('Foto 1 de 4')).toBeVisible();
    const stage = dialog.locator('[data-viewer-stage]');
    const frame = dialog.locator('[data-viewer-frame]');

    await touch(stage, [
      { type: 'pointerdown', id: 1, x: 300, y: 350 },
      { type: 'pointermove', id: 1, x: 200, y: 355 },
      { type: 'pointerup', id: 1, x: 120, y: 355 },
    ]);
    await expect(dialog.getByText('Foto 2 de 4')).toBeVisible();

    await touch(stage, [
      { type: 'pointerdown', id: 1, x: 150, y: 350 },
      { type: 'pointerdown', id: 2, x: 220, y: 350 },
      { type: 'pointermove', id: 1, x: 100, y: 350 },
      { type: 'pointermove', id: 2, x: 280, y: 350 },
      { type: 'pointerup', id: 1, x: 100, y: 350 },
      { type: 'pointerup', id: 2, x: 280, y: 350 },
    ]);
    await expect(stage).toHaveAttribute('data-zoomed', 'true');
    const scale = async () => Number(/scale\(([\d.]+)\)/.exec((await frame.getAttribute('style')) ?? '')?.[1] ?? 1);
    expect(await scale()).toBeGreaterThan(2);

    // Zoomed, a sideways drag moves the photo instead of stepping.
    await touch(stage, [
      { type: 'pointerdown', id: 1, x: 200, y: 350 },
      { type: 'pointermove', id: 1, x: 120, y: 350 },
      { type: 'pointerup', id: 1, x: 120, y: 350 },
    ]);
    await expect(dialog.getByText('Foto 2 de 4')).toBeVisible();
    expect(await frame.getAttribute('style')).toMatch(/translate3d\(-\d+(\.\d+)?px/);

    await dialog.getByRole('button', { name: 'Reduzir' }).tap();
    await expect(stage).not.toHaveAttribute('data-zoomed', 'true');
    await dialog.getByRole('button', { name: 'Fechar a tela cheia' }).tap();
    await expect(dialog).toBeHidden();
    await context.close();
  });

  test('without JavaScript each photo is a link to the photo itself', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/modelos/12/ana-souza');
    const href = await photoLink(page, 1).getAttribute('href');
    expect(href).toMatch(/\/storage\/.+\.jpg$/);
    // It opens a file, not a dialog, and says nothing else.
    await expect(photoLink(page, 1)).not.toHaveAttribute('aria-haspopup', /./);
    await context.close();
  });
});
