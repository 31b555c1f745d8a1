import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { rewriteToLocale } from '@/lib/i18n/locale-rewrite';
import { buildLocalizedPath, parseLocalizedPath } from '@/lib/i18n/paths';
import { locales, routing, type AppPathname } from '@/lib/i18n/routing';

const intl = createMiddleware(routing);
const ORIGIN = 'http://localhost:3000';
const PARAMS: Record<string, string> = { slug: '12', name: 'ana-souza', token: 'Tk_3f9.a~b' };

function requestFor(address: string): NextRequest {
  return new NextRequest(`${ORIGIN}${address}`, { headers: { 'accept-language': 'en-US,en;q=0.9', 'x-request-id': 'abcdef0123456789', cookie: 'a=1' } });
}

const headersOf = (response: Response) => [...response.headers.entries()].sort(([a], [b]) => a.localeCompare(b));

describe('rewriteToLocale', () => {
  it("answers every canonical address in every locale exactly as next-intl's middleware does", () => {
    const addresses: string[] = [];
    for (const pathname of Object.keys(routing.pathnames) as AppPathname[]) {
      for (const locale of locales) addresses.push(buildLocalizedPath(pathname, PARAMS, locale));
    }
    addresses.push('/?utm_source=mail', '/modelos/feminino?', '/en/models/women?altura=170-180', '/modelos/12/ana-souza?foto=2');
    let answered = 0;
    for (const address of addresses) {
      const parsed = parseLocalizedPath(address.split('?')[0]!);
      expect(parsed, address).not.toBeNull();
      const ours = rewriteToLocale(requestFor(address), parsed!);
      expect(ours, address).not.toBeNull();
      const theirs = intl(requestFor(address));
      expect(ours!.status, address).toBe(theirs.status);
      expect(headersOf(ours!), address).toEqual(headersOf(theirs));
      answered += 1;
    }
    expect(answered).toBeGreaterThan(90);
  });

  it('leaves other spellings and parameters that encoding would change to next-intl', () => {
    for (const address of ['/en/modelos/feminino', '/modelos/12/ana%20souza', '/modelos/12/jo%C3%A3o', '/Sobre', '/sobre/']) {
      const parsed = parseLocalizedPath(address);
      if (parsed) expect(rewriteToLocale(requestFor(address), parsed), address).toBeNull();
    }
  });
});
