import { expect, test, type Page } from '@playwright/test';
import { packages } from '../support/packages';

/**
 * Until the site's faces arrive, text is set in a face the device has, sized to them (app/globals.css):
 * when they swap in, nothing on screen moves. The faces are held back here until the page has painted
 * in the stand-ins, as on a slow link; Linux's stand-ins are Times New Roman's and Arial's metric
 * twins (Liberation, which .ci/run installs with Chromium).
 */

type Shifts = { total: number };

/** The site's own faces (next/font's families), loaded: never the stand-ins, which are the device's. */
const loadedFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded' && !face.family.includes('Fallback')).map((face) => face.family.replace(/["']/g, '')),
  );

async function holdFaces(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/media\/.+\.woff2$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const record = { total: 0 };
    (window as unknown as { __shifts: typeof record }).__shifts = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) record.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return release;
}

async function shiftsOnceTheFacesAreIn(page: Page, release: () => void): Promise<Shifts> {
  // Painted in the stand-ins first: the heading is on screen while no face has arrived.
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await loadedFaces(page)).toEqual([]);
  release();
  await expect.poll(() => loadedFaces(page)).toEqual(expect.arrayContaining(['displayFont', 'textFont']));
  // Two frames for the swap's layout and its shift entries.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __shifts: Shifts }).__shifts);
}

// What is left is a few pixels sideways where words in capitals sit beside a field (0.0012 on the
// board). Before, the stand-ins (next/font's Times New Roman and Arial, which Linux and Android lack)
// moved the package's heading and first talent by 0.009, and the board's search pushed it down by 0.039.
const STILL = 0.003;

test('a package page does not move when its faces arrive late (1350 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1350, height: 940 });
  const { large } = await packages.seeded();
  const release = await holdFaces(page);
  await page.goto(`/pacote/${large}`, { waitUntil: 'commit' });
  const shifts = await shiftsOnceTheFacesAreIn(page, release);
  expect(shifts.total).toBeLessThan(STILL);
});

test('the women board does not move when its faces arrive late, nor when its search arrives (375 px)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const release = await holdFaces(page);
  await page.goto('/modelos/feminino', { waitUntil: 'commit' });
  await shiftsOnceTheFacesAreIn(page, release);
  await expect(page.getByRole('searchbox')).toBeVisible();
  const after = await page.evaluate(() => (window as unknown as { __shifts: Shifts }).__shifts.total);
  expect(after).toBeLessThan(STILL);
});
