import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { NONCE_HEADER, answerWithNonce, newNonce, noncePolicy, rewriteWithNonce } from '@/lib/http/nonce';

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ [NONCE_HEADER]: 'c2VlbiBvbiB0aGUgcmVxdWVzdA==' }),
}));

function scriptSrc(policy: string | null): string[] {
  return /(?:^|;\s*)script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? [];
}

/** What Next.js hands the render: the request headers the proxy's response overrides. */
function forwarded(response: NextResponse, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

const visitor = () =>
  new NextRequest('http://site.test/modelos/feminino?olhos=azul', {
    headers: { 'accept-language': 'pt-BR', 'x-nonce': 'chosen-by-the-visitor', 'content-security-policy': "script-src 'nonce-chosen'" },
  });

describe('the per-request script policy', () => {
  it('allows scripts by a fresh nonce and strict-dynamic only, never inline ones', () => {
    const nonce = newNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(nonce);
    const policy = noncePolicy(nonce);
    expect(scriptSrc(policy)).toEqual([`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`]);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('a rewrite answers with the policy and hands the render the same nonce, replacing any the visitor sent', () => {
    const response = rewriteWithNonce(visitor(), new URL('http://site.test/pt/models/women/filtered?olhos=azul'), { status: 429 });
    expect(response.status).toBe(429);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://site.test/pt/models/women/filtered?olhos=azul');
    const policy = response.headers.get('content-security-policy');
    const nonce = forwarded(response, NONCE_HEADER);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(scriptSrc(policy)).toEqual([`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`]);
    expect(forwarded(response, 'content-security-policy')).toBe(policy);
    expect(forwarded(response, 'accept-language')).toBe('pt-BR');
  });

  it('each answer gets its own nonce', () => {
    const first = rewriteWithNonce(visitor(), new URL('http://site.test/pt/too-many'));
    const second = rewriteWithNonce(visitor(), new URL('http://site.test/pt/too-many'));
    expect(forwarded(first, NONCE_HEADER)).not.toBe(forwarded(second, NONCE_HEADER));
    expect(first.headers.get('content-security-policy')).not.toBe(second.headers.get('content-security-policy'));
  });

  it('another answer (next-intl) gets the request carrying the policy and passes it on', () => {
    let seen: Headers | undefined;
    const response = answerWithNonce(visitor(), (request) => {
      seen = request.headers;
      return NextResponse.rewrite(new URL('http://site.test/pt/package/abc'), { request: { headers: new Headers(request.headers) } });
    });
    const nonce = seen?.get(NONCE_HEADER);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(seen?.get('content-security-policy')).toBe(response.headers.get('content-security-policy'));
    expect(scriptSrc(response.headers.get('content-security-policy'))).toContain(`'nonce-${nonce}'`);
    expect(forwarded(response, NONCE_HEADER)).toBe(nonce);
    expect(seen?.get('accept-language')).toBe('pt-BR');
  });

  it('a server component reads the nonce of its request', async () => {
    const { requestNonce } = await import('@/lib/http/request-nonce');
    expect(await requestNonce()).toBe('c2VlbiBvbiB0aGUgcmVxdWVzdA==');
  });
});
