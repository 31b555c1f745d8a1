import 'server-only';
import { consumeRateLimit } from '@/lib/shared-state/rate-limit';
import { clearedPinCookies, pinCookieFrom, pinCookies } from './access';
import { isSealed, sealedPin } from './pin-seal';
import { readPackage } from './read';
import type { PackageRead } from './types';

// Tries per package and per client address in a quarter of an hour: enough for typos, far too few to guess.
export const PIN_TRIES_PER_TOKEN = { limit: 10, windowMs: 15 * 60_000 };
export const PIN_TRIES_PER_ADDRESS = { limit: 20, windowMs: 15 * 60_000 };

export type PinTry = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts one PIN tested for this package from this address, right or wrong. Every path that sends a
 * PIN the site has not sealed goes through here: the PIN form, the page, the comp card, the picks, the views.
 */
export async function consumePinTry(token: string, address: string): Promise<PinTry> {
  const byToken = await consumeRateLimit(`package-pin:token:${token}`, PIN_TRIES_PER_TOKEN);
  if (!byToken.ok) return byToken;
  return consumeRateLimit(`package-pin:address:${address}`, PIN_TRIES_PER_ADDRESS);
}

export type PackageOpening =
  | {
      kind: 'read';
      read: PackageRead;
      /** The PIN the read was made with, null when none was needed or none proved right. */
      pin: string | null;
      /** Set-Cookie values to send: a seal for a bare PIN that proved right, or a clearing of a wrong one. */
      cookies: string[];
    }
  | { kind: 'limited'; retryAfterSeconds: number };

/**
 * Reads a package as this client may see it. The panel is asked without a PIN first (a package
 * without one, or unknown, revoked or expired, answers the same whatever cookie came: one cached
 * read for everyone). Only when the panel asks for a PIN is the cookie's used: a sealed one at once,
 * a bare one as a counted guess (`address`), or, without an address, not at all.
 */
export async function openPackage(token: string, cookieValue: string | undefined, address: string | null): Promise<PackageOpening> {
  const bare = await readPackage(token, null);
  const cookie = pinCookieFrom(cookieValue);
  if (bare.kind !== 'pin_required' || cookie === null) return { kind: 'read', read: bare, pin: null, cookies: [] };
  const sealed = isSealed(token, cookie);
  if (!sealed) {
    if (address === null) return { kind: 'read', read: { kind: 'pin_invalid' }, pin: null, cookies: [] };
    const tried = await consumePinTry(token, address);
    if (!tried.ok) return { kind: 'limited', retryAfterSeconds: tried.retryAfterSeconds };
  }
  const read = await readPackage(token, cookie.pin);
  if (read.kind === 'pin_invalid') return { kind: 'read', read, pin: null, cookies: clearedPinCookies(token) };
  if (read.kind !== 'ok') return { kind: 'read', read, pin: null, cookies: [] };
  const cookies = sealed ? [] : pinCookies(token, sealedPin(token, cookie.pin), read.pkg.expiresAt);
  return { kind: 'read', read, pin: cookie.pin, cookies };
}
