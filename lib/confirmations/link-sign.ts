import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The token in a link mailed for a confirmation: the held send's id, the link's expiry and a
 * signature over both. Pure functions of a key (no env), so tests can sign links as the site does.
 *
 * Format: `<hold id, 22 URL-safe characters><expiry ms, 9 base-36 digits><HMAC-SHA256, 43 base64url>`,
 * 74 characters with no dot (an address with a dot reads as a file to the proxy). The id is drawn at
 * random (128 bits): a stranger can neither guess an address nor forge one.
 */

export type LinkCheck = { ok: true; holdId: string; expiresAt: number } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'expired'; holdId: string; expiresAt: number };

const TOKEN_PATTERN = /^([A-Za-z0-9_-]{22})([0-9a-z]{9})([A-Za-z0-9_-]{43})$/;

export function newHoldId(): string {
  return randomBytes(16).toString('base64url');
}

function signature(key: Buffer | string, holdId: string, expires: string): Buffer {
  return createHmac('sha256', key).update(`confirmation.v1.${holdId}.${expires}`).digest();
}

export function signLinkToken(key: Buffer | string, holdId: string, expiresAt: number): string {
  const expires = Math.floor(expiresAt).toString(36).padStart(9, '0');
  return `${holdId}${expires}${signature(key, holdId, expires).toString('base64url')}`;
}

/** Whether `token` was signed with `key`, and whether its link is still good at `now`. */
export function checkLinkToken(key: Buffer | string, token: string | undefined | null, now = Date.now()): LinkCheck {
  const match = TOKEN_PATTERN.exec(token ?? '');
  if (!match) return { ok: false, reason: 'invalid' };
  const [, holdId = '', expires = '', given = ''] = match;
  const expected = signature(key, holdId, expires);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'invalid' };
  const expiresAt = parseInt(expires, 36);
  if (expiresAt <= now) return { ok: false, reason: 'expired', holdId, expiresAt };
  return { ok: true, holdId, expiresAt };
}
