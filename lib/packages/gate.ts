import 'server-only';
import { openPackage } from './open';
import { isPackageToken } from './types';

export type PackageGate =
  | { kind: 'missing' }
  | { kind: 'expired' }
  /** Past the PIN guessing limit: the 429 page. */
  | { kind: 'limited'; retryAfterSeconds: number }
  /** A bare PIN in the cookie proved right: the same address again, with the site's seal set. */
  | { kind: 'sealed'; cookies: string[] }
  /** The page: the package (`opened`, with the PIN it was read with), the PIN prompt, or the panel's outage. */
  | { kind: 'page'; cookies: string[]; opened: { pin: string | null } | null };

/**
 * Decides in the proxy, before the page renders, whether a package address answers 404 (unknown or
 * revoked: the very 404 of any unknown address), 410 (expired), 429 (too many PINs guessed) or the page.
 * The read is kept for the page (lib/packages/read.ts), so this costs no call more; the page itself
 * only ever uses a sealed PIN, so a PIN is tested, and counted, here alone.
 */
export async function checkPackageAddress(token: string, pinCookie: string | undefined, address: string): Promise<PackageGate> {
  if (!isPackageToken(token)) return { kind: 'missing' };
  const opening = await openPackage(token, pinCookie, address);
  if (opening.kind === 'limited') return opening;
  const { read, cookies, pin } = opening;
  if (read.kind === 'missing') return { kind: 'missing' };
  if (read.kind === 'expired') return { kind: 'expired' };
  if (read.kind === 'ok' && cookies.length > 0) return { kind: 'sealed', cookies };
  return { kind: 'page', cookies, opened: read.kind === 'ok' ? { pin } : null };
}
