import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/config/env';
import type { PinCookie } from './access';

function sealOf(token: string, pin: string): string {
  return createHmac('sha256', env.REVALIDATE_SECRET).update(`package-pin-seal\u0000${token}\u0000${pin}`).digest('base64url').slice(0, 32);
}

/**
 * The cookie value the site sets once a PIN proved right: the PIN and an HMAC of token and PIN under
 * the server's secret. Only the site can make one, so a sealed cookie is a client's own earlier
 * success and skips the guessing limit; a bare PIN in a cookie is a guess like any other.
 */
export function sealedPin(token: string, pin: string): string {
  return `${pin}.${sealOf(token, pin)}`;
}

/** Whether the cookie carries the site's seal for this package and PIN. */
export function isSealed(token: string, cookie: PinCookie): boolean {
  if (cookie.seal === null) return false;
  const expected = Buffer.from(sealOf(token, cookie.pin));
  const given = Buffer.from(cookie.seal);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
