import { buildLocalizedPath } from '@/lib/i18n/paths';
import { locales, type Locale } from '@/lib/i18n/routing';

/** The cookie that keeps a package's PIN once the client typed it right: HttpOnly, on that package's paths only. */
export const PIN_COOKIE = 'package_pin';
/** What a PIN may look like (the panel's rule); anything else is wrong without asking the panel. */
export const PIN_PATTERN = /^[A-Za-z0-9]{4,12}$/;
// Without an expiry the cookie lasts as long as this; with one, until the link expires.
const DEFAULT_PIN_DAYS = 30;

/** The package page's path in a locale: `/pacote/{token}`, `/en/package/{token}`, `/es/paquete/{token}`. */
export function packagePath(token: string, locale: Locale): string {
  return buildLocalizedPath('/package/[token]', { token }, locale);
}

/** Every path that reads the package with the client's PIN: the page in each language and the site's package routes. */
export function packageCookiePaths(token: string): string[] {
  return [...locales.map((locale) => packagePath(token, locale)), `/api/packages/${token}`];
}

function cookie(token: string, value: string, maxAgeSeconds: number): string[] {
  return packageCookiePaths(token).map(
    (path) => `${PIN_COOKIE}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax; Secure`,
  );
}

/** Set-Cookie values that keep a right PIN's pass (lib/packages/pin-pass.ts) until the package expires (or 30 days). */
export function pinCookies(token: string, pass: string, expiresAt: string | null, now = Date.now()): string[] {
  const until = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const seconds = Number.isNaN(until) ? DEFAULT_PIN_DAYS * 86_400 : Math.max(60, Math.floor((until - now) / 1000));
  return cookie(token, pass, seconds);
}

/** Set-Cookie values that drop a PIN the panel no longer takes. */
export function clearedPinCookies(token: string): string[] {
  return cookie(token, '', 0);
}

/** What the client's cookie holds: a PIN, with the site's seal when the site itself set it after the PIN proved right. */
export type PinCookie = { pin: string; seal: string | null };

/** The PIN (and seal) a cookie holds, `<pin>` or `<pin>.<seal>`; null when it does not look like one. */
export function pinCookieFrom(value: string | undefined | null): PinCookie | null {
  const match = value ? /^([A-Za-z0-9]{4,12})(?:\.([A-Za-z0-9_-]{16,64}))?$/.exec(value) : null;
  return match?.[1] ? { pin: match[1], seal: match[2] ?? null } : null;
}

/** The PIN a form field holds, when it looks like one. */
export function pinFrom(value: string | undefined | null): string | null {
  return value && PIN_PATTERN.test(value) ? value : null;
}

/**
 * Headers every package answer carries: never in a shared cache, never indexed, and the token never in
 * a Referer to another site (`same-origin`: not `no-referrer`, under which browsers post the page's
 * forms with `Origin: null`, which the site refuses as cross-site).
 */
export const PACKAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'same-origin',
} as const;
