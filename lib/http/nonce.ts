/**
 * A strict script policy for the pages rendered per request (packages, filtered boards, the 429 and
 * 503 screens): `script-src 'nonce-…' 'strict-dynamic'`, a fresh nonce each time, no 'unsafe-inline'.
 *
 * The proxy puts the policy on the request it passes on (Next.js reads the nonce from it and stamps
 * its own scripts while it renders) and on the response, where it replaces the cached pages' policy
 * from `headers()` in next.config.ts. The page must render per request (`dynamic = 'force-dynamic'`):
 * a stored page would carry an old nonce. Server components read it with requestNonce().
 */
import { NextRequest, NextResponse } from 'next/server';
import { buildContentSecurityPolicy, securityOptionsFromEnv, type SecurityHeaderOptions } from './security-headers';

/** The request header a per-request page's server components read the nonce from. */
export const NONCE_HEADER = 'x-nonce';

let baseOptions: SecurityHeaderOptions | undefined;

/** 128 random bits, base64 (the characters Next.js accepts in a nonce). */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** The policy of one response: the cached pages' one with the nonce in place of 'unsafe-inline' for scripts. */
export function noncePolicy(nonce: string): string {
  baseOptions ??= securityOptionsFromEnv();
  return buildContentSecurityPolicy({ ...baseOptions, nonce });
}

function strictRequest(request: NextRequest): { headers: Headers; policy: string } {
  const nonce = newNonce();
  const policy = noncePolicy(nonce);
  // Whatever the visitor sent under these names is replaced, never trusted.
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  headers.set(NONCE_HEADER, nonce);
  return { headers, policy };
}

/** The proxy's rewrite to a page rendered per request, with its own nonce policy. */
export function rewriteWithNonce(request: NextRequest, url: Parameters<typeof NextResponse.rewrite>[0], init: ResponseInit = {}): NextResponse {
  const { headers, policy } = strictRequest(request);
  const response = NextResponse.rewrite(url, { ...init, request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * Another answer of the proxy (next-intl's middleware, say) for a page rendered per request:
 * `answer` gets the request carrying the policy and must pass its headers on, as next-intl does.
 */
export function answerWithNonce(request: NextRequest, answer: (request: NextRequest) => NextResponse): NextResponse {
  const { headers, policy } = strictRequest(request);
  // Only the address and headers: the proxy hands no body on (the render reads the original request's).
  const response = answer(new NextRequest(request.url, { headers }));
  response.headers.set('Content-Security-Policy', policy);
  return response;
}
