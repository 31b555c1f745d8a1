import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The form endpoints' time trap: a token the server signs with the moment it was issued, so how long
 * the form was open is measured on the server's clock and a bot cannot skip the check by leaving a
 * field out or writing its own time. Pure functions of a key (no env), so tests can sign tokens too.
 *
 * Format: `v1.<issued ms, base 36>.<HMAC-SHA256 of "form-token.v1.<issued>", base64url>`.
 */

/** Nobody reads and fills a form in less time than this after it appeared. */
export const MIN_FORM_AGE_MS = 3_000;
/**
 * How long a token stays good. The form pages are cached and served for CACHE_REVALIDATE_SECONDS
 * (5 minutes by default, longer when nobody visits and a stale copy goes out once), and a visitor may
 * keep a tab open; a day covers both. With JavaScript the form fetches a fresh token when it opens.
 */
export const MAX_FORM_AGE_MS = 24 * 60 * 60_000;

// A clock a little ahead on another instance must not refuse a person.
const CLOCK_SKEW_MS = 60_000;

export type FormTokenCheck = 'ok' | 'missing' | 'invalid' | 'too_fast' | 'expired';

function signature(key: Buffer | string, issued: string): Buffer {
  return createHmac('sha256', key).update(`form-token.v1.${issued}`).digest();
}

export function signFormToken(key: Buffer | string, issuedAt: number): string {
  const issued = Math.floor(issuedAt).toString(36);
  return `v1.${issued}.${signature(key, issued).toString('base64url')}`;
}

/** Whether `token` was signed with `key` and is between MIN and MAX age old at `now`. */
export function checkFormToken(
  key: Buffer | string,
  token: string | undefined | null,
  now = Date.now(),
  { minAgeMs = MIN_FORM_AGE_MS, maxAgeMs = MAX_FORM_AGE_MS } = {},
): FormTokenCheck {
  if (!token || token.trim() === '') return 'missing';
  const match = /^v1\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return 'invalid';
  const [, issued = '', given = ''] = match;
  const expected = signature(key, issued);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid';
  const age = now - parseInt(issued, 36);
  if (age < -CLOCK_SKEW_MS) return 'invalid';
  if (age < minAgeMs) return 'too_fast';
  if (age > maxAgeMs) return 'expired';
  return 'ok';
}
