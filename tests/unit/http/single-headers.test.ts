import { createServer, get, ServerResponse, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepSingleValuedHeadersSingle } from '@/lib/http/single-headers';

// A response class of its own, so the patch never leaks into other tests.
class Response extends ServerResponse<IncomingMessage> {}
keepSingleValuedHeadersSingle(Response.prototype);
keepSingleValuedHeadersSingle(Response.prototype);

// What Next.js does on the first answer of a cached redirect: the render sets Location, then the
// cache replay appends the same headers again.
const server = createServer({ ServerResponse: Response }, (request, response) => {
  response.statusCode = 308;
  response.setHeader('Location', '/modelos/12/ana-souza');
  response.setHeader('x-nextjs-stale-time', '300');
  response.appendHeader('location', '/modelos/12/ana-souza');
  response.appendHeader('x-nextjs-stale-time', '300');
  if (request.url === '/other') response.appendHeader('Location', '/somewhere-else');
  response.appendHeader('Set-Cookie', 'a=1');
  response.appendHeader('Set-Cookie', 'a=1');
  response.appendHeader('Vary', 'rsc');
  response.appendHeader('Vary', 'Accept-Encoding');
  response.end();
});

let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function rawHeaders(path: string): Promise<Array<[string, string]>> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, (response) => {
      response.resume();
      const pairs: Array<[string, string]> = [];
      for (let index = 0; index < response.rawHeaders.length; index += 2) {
        pairs.push([response.rawHeaders[index]!.toLowerCase(), response.rawHeaders[index + 1]!]);
      }
      resolve(pairs);
    }).on('error', reject);
  });
}

const valuesOf = (pairs: Array<[string, string]>, name: string) => pairs.filter(([key]) => key === name).map(([, value]) => value);

describe('keepSingleValuedHeadersSingle', () => {
  it('sends a redirect with one Location and one x-nextjs-stale-time when the same value is appended again', async () => {
    const pairs = await rawHeaders('/');
    expect(valuesOf(pairs, 'location')).toEqual(['/modelos/12/ana-souza']);
    expect(valuesOf(pairs, 'x-nextjs-stale-time')).toEqual(['300']);
    // fetch joins repeated headers; one value means a follower lands on the profile, not on "/a, /a".
    const response = await fetch(`${origin}/`, { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/modelos/12/ana-souza');
  });

  it('leaves a different value and multi-valued headers alone', async () => {
    const pairs = await rawHeaders('/other');
    expect(valuesOf(pairs, 'location')).toEqual(['/modelos/12/ana-souza', '/somewhere-else']);
    expect(valuesOf(pairs, 'set-cookie')).toEqual(['a=1', 'a=1']);
    expect(valuesOf(pairs, 'vary')).toEqual(['rsc', 'Accept-Encoding']);
  });
});
