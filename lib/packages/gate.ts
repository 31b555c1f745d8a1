import 'server-only';
import { pinFrom } from './access';
import { readPackage } from './read';
import { isPackageToken } from './types';

export type PackageVerdict = 'open' | 'missing' | 'expired';

/**
 * Decides in the proxy, before the page renders, whether a package address answers 404 (unknown or
 * revoked: the very 404 of any unknown address), 410 (expired) or the page (which asks for the PIN
 * when the panel does). The read is kept for the page (lib/packages/read.ts), so this costs no call more.
 */
export async function checkPackageAddress(token: string, pinCookie: string | undefined): Promise<PackageVerdict> {
  if (!isPackageToken(token)) return 'missing';
  const read = await readPackage(token, pinFrom(pinCookie));
  if (read.kind === 'missing') return 'missing';
  if (read.kind === 'expired') return 'expired';
  return 'open';
}
