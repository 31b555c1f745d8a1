import 'server-only';
import { env } from '@/lib/config/env';
import { addressBucket, PEER_HEADER, peerHookInstalled, resolveClientAddress, type TrustedProxies } from './client-address';

/**
 * The visitor's rate-limit bucket: the socket address, or the first untrusted hop of
 * `x-forwarded-for` when the socket is a trusted proxy (TRUSTED_PROXIES); IPv6 per /64.
 */
export function clientAddress(request: Request, trusted: TrustedProxies = env.TRUSTED_PROXIES): string {
  const forwarded = request.headers.get('x-forwarded-for');
  // Outside `next start` (no stamped peer) the nearest hop Next or a proxy recorded stands in for the socket.
  const peer = peerHookInstalled() ? request.headers.get(PEER_HEADER) : (forwarded?.split(',').at(-1)?.trim() ?? null);
  const address = resolveClientAddress(peer, forwarded, trusted);
  return address === null ? 'unknown' : addressBucket(address);
}
