import type { BrowserContext, Page } from '@playwright/test';
import { MIN_FORM_AGE_MS, signFormToken } from '../../../lib/forms/server/token-sign';
import { FORM_TOKEN_HEADER, FORM_TOKEN_QUERY } from '../../../lib/forms/token-place';
import { FORM_TOKEN_SECRET } from './env';

/** A form token as the site under test signs it (FORM_TOKEN_SECRET), issued `ageMs` ago: past the time trap. */
export function agedFormToken(ageMs = 60_000): string {
  return signFormToken(FORM_TOKEN_SECRET, Date.now() - ageMs);
}

/** The header a hand-made send carries its form token in (it travels in the request's head, never the body). */
export function formTokenHeader(ageMs = 60_000): Record<string, string> {
  return { [FORM_TOKEN_HEADER]: agedFormToken(ageMs) };
}

/** Gives the form `selector` (posted by the browser or by its script) a token issued a minute ago, in its action's query. */
export async function ageFormAction(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate(
    (form, [name, token]) => {
      const action = new URL(form.getAttribute('action') ?? '', window.location.href);
      action.searchParams.set(name!, token!);
      form.setAttribute('action', `${action.pathname}${action.search}`);
    },
    [FORM_TOKEN_QUERY, agedFormToken()],
  );
}

/**
 * The form's fresh token (GET /api/form-token, fetched once the form is on screen) answered as if the
 * visitor had opened the form a minute ago, so a test that types at machine speed is not taken for a bot.
 */
export async function openedAMinuteAgo(target: Page | BrowserContext): Promise<void> {
  await target.route('**/api/form-token', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'cache-control': 'no-store' }, body: JSON.stringify({ token: agedFormToken() }) }),
  );
}

/**
 * Without JavaScript the form posts the token rendered with the page, which is at most as old as the
 * page load; a person takes longer than the time trap to fill the form in, a test waits that long.
 */
export async function waitLikeAPersonWithoutScript(page: Page): Promise<void> {
  await page.waitForTimeout(MIN_FORM_AGE_MS + 200);
}
