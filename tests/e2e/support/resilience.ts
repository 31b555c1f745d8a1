import { expect, type Page } from '@playwright/test';

/** Pages a visitor reaches without any browser state; every one is rendered on the server. */
export const VISITED_PAGES = [
  '/',
  '/en',
  '/modelos/feminino',
  '/modelos/masculino',
  '/modelos/novos_rostos',
  '/modelos/12/ana-souza',
  '/en/models/12/ana-souza',
  '/sobre',
  '/panorama',
  '/contato',
  '/seja-um-modelo',
  '/noticias',
  '/noticias/new-faces-2026',
] as const;

/** Each spec gets its own visitor address so the form endpoints' rate limits never leak between specs. */
export function visitorAddress(spec: number, index = 1): string {
  return `10.${spec}.${(index >> 8) & 255}.${index & 255}`;
}

/** What the error screen says (messages Errors.unavailable / Errors.generic, pt and en). */
export const ERROR_TEXT = /Conteúdo indisponível no momento|Algo deu errado|Content unavailable right now|Something went wrong/;

const STACK_TRACE = /\n\s+at\s|node_modules|webpack-internal|\.tsx?:\d+:\d+|digest:/;

/** A rendered screen, not a blank page, a browser error page or a stack trace. */
export async function expectFriendlyScreen(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(STACK_TRACE);
  expect(text).not.toMatch(/Application error|Internal Server Error|This site can.t be reached/i);
}

/** Renders each page once so the site has it cached before the panel misbehaves. */
export async function warmUp(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const response = await page.request.get(path);
    expect(response.status(), `warm-up ${path}`).toBe(200);
  }
}
