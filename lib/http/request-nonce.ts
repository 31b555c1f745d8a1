import 'server-only';
import { headers } from 'next/headers';
import { NONCE_HEADER } from './nonce';

/**
 * The nonce of a page rendered per request (lib/http/nonce.ts), for an inline script the page writes
 * itself: `<ListScript nonce={await requestNonce()} />`. Undefined on any other page. It reads the
 * request, so a cached page never calls it.
 */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
