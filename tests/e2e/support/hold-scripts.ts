import type { Page } from '@playwright/test';

/**
 * Holds the page's own scripts (the build's chunks) back until the returned function is called: a slow
 * phone, where the visitor is quicker than hydration. Scripts written into the page itself still run.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return () => release();
}
