import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { rewriteToLocale } from '@/lib/i18n/locale-rewrite';
import { parseLocalizedPath } from '@/lib/i18n/paths';
import { PLAIN_HEADER, plainAddresses, plainMark, plainRewrites } from '@/lib/i18n/plain-addresses';

const available = () => true;
const down = () => false;

describe('plainAddresses', () => {
  it("takes each address where the proxy's own answer would take it, and no other spelling", () => {
    const table = plainAddresses();
    expect(table.size).toBeGreaterThan(60);
    for (const [address, entry] of table) {
      const parsed = parseLocalizedPath(address);
      expect(parsed, address).toEqual({ locale: entry.locale, pathname: entry.pathname, params: {} });
      const answer = rewriteToLocale(new NextRequest(`http://localhost${address}`), parsed!);
      expect(answer, address).not.toBeNull();
      // The proxy's rewrite, or its plain pass when the address is its own internal path (`/en/panorama`).
      const rewrite = answer!.headers.get('x-middleware-rewrite');
      expect(rewrite === null ? address : new URL(rewrite).pathname, address).toBe(entry.internal);
    }
    for (const other of ['/pt', '/pt/sobre', '/en/modelos/feminino', '/Sobre', '/sobre/', '/modelos/12/ana-souza', '/noticias/um-post', '/pacote/abc', '/confirmar/abc', '/en/unavailable/http_503', '/ping.txt', '/api/health']) {
      expect(table.has(other), other).toBe(false);
    }
  });
});

describe('plainMark', () => {
  it('marks GET and HEAD of a canonical screen with its internal path', () => {
    expect(plainMark('GET', '/', available)).toBe('pt');
    expect(plainMark('GET', '/en', available)).toBe('en');
    expect(plainMark('HEAD', '/modelos/feminino', available)).toBe('pt/models/women');
    expect(plainMark('GET', '/es/modelos/mujeres', available)).toBe('es/models/women');
    expect(plainMark('GET', '/sobre?utm_source=mail', available)).toBe('pt/about');
    expect(plainMark('GET', '/en/panorama', available)).toBe('en/panorama');
  });

  it("leaves the proxy a board's filters, a home whose slides may not load, other methods and every other address", () => {
    expect(plainMark('GET', '/modelos/feminino?altura=170-180', available)).toBeNull();
    expect(plainMark('GET', '/modelos/feminino?', available)).toBeNull();
    expect(plainMark('GET', '/', down)).toBeNull();
    expect(plainMark('GET', '/en?x=1', down)).toBeNull();
    expect(plainMark('POST', '/contato', available)).toBeNull();
    expect(plainMark('OPTIONS', '/', available)).toBeNull();
    for (const other of ['/modelos/12/ana-souza', '/modelos/12', '/pt/sobre', '/sobre/', '/SOBRE', '/nao-existe', '/unavailable/http_503', '/%73obre']) {
      expect(plainMark('GET', other, available), other).toBeNull();
    }
    expect(plainMark(undefined, undefined, available)).toBeNull();
  });
});

describe('the rewrite and the matcher', () => {
  it("rewrites a marked request to the mark's path, one rule for every address", () => {
    expect(plainRewrites()).toEqual([{ source: '/:path*', has: [{ type: 'header', key: PLAIN_HEADER, value: '(?<internal>.+)' }], destination: '/:internal' }]);
  });

  it("keeps proxy.ts's matcher skipping the same header (Next.js reads the matcher without running the file)", () => {
    const proxy = readFileSync(path.join(import.meta.dirname, '../../../proxy.ts'), 'utf8');
    const matcher = /export const config = \{[\s\S]*?\n\};/.exec(proxy)?.[0] ?? '';
    expect(matcher).toContain(`missing: [{ type: 'header', key: '${PLAIN_HEADER}' }]`);
  });
});
