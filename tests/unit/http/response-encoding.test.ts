import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';
import compression from 'next/dist/compiled/compression';
import { generateETag } from 'next/dist/server/lib/etag';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { negotiatedCompression } from '@/lib/http/accept-encoding';
import { ENCODED_BODIES_LIMIT, encodedBody, encodeResponses, forgetEncodedBodies } from '@/lib/http/response-encoding';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

/** A raw request (fetch would decode the body and hide the encoding). */
function ask(origin: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

const decoded = (answer: Answer) =>
  (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.headers['content-encoding'] === 'deflate' ? inflateSync(answer.body) : answer.body).toString('utf8');

// A page of the size of the home's HTML, different on each run of the suite.
const PAGE = `<!DOCTYPE html><html><body>${'<p>Ana Souza, 1,78 m</p>'.repeat(1200)}<i>${Math.random()}</i></body></html>`;
const PAYLOAD = `0:{"a":"$@1"}\n${'1:["$","div",null,{"children":"Ana"}]\n'.repeat(200)}`;

describe('negotiatedCompression', () => {
  // The middleware itself on a 2 kB text answer: what it sends for each header is the reference.
  let reference: { server: Server; origin: string };
  beforeAll(async () => {
    const middleware = compression();
    reference = await listen((request, response) => {
      middleware(request, response, () => undefined);
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end('x'.repeat(2048));
    });
  });
  afterAll(() => new Promise<void>((resolve) => reference.server.close(() => resolve())));

  it("picks what Next.js's compression middleware picks, header by header", async () => {
    const headers = [
      undefined,
      '',
      'gzip',
      'gzip, deflate, br, zstd',
      'br',
      'deflate',
      'deflate, gzip',
      'deflate;q=1, gzip;q=0.5',
      'gzip;q=0',
      'gzip;q=0, deflate',
      'identity',
      'identity;q=1, gzip;q=0.5',
      'identity;q=0.4, gzip;q=0.5',
      '*',
      '*;q=0',
      '*, identity;q=0',
      'GZIP',
      'x-gzip, gzip;q=0.1',
      ' gzip ; q=0.8 , deflate ; q=0.9',
      'br;q=1.0, gzip;q=0.8, *;q=0.1',
      'compress, identity;q=0',
      'gzip;q=0.5, identity;q=0.5',
    ];
    for (const header of headers) {
      const answer = await ask(reference.origin, '/', header === undefined ? {} : { 'accept-encoding': header });
      const sent = answer.headers['content-encoding'] ?? null;
      expect(negotiatedCompression(header), `Accept-Encoding: ${header}`).toBe(sent);
    }
  });
});

describe('encodeResponses', () => {
  let site: { server: Server; origin: string };
  // What Next.js does for each kind of answer, with its own `compress` and `generateEtags` off.
  beforeAll(async () => {
    site = await listen((request, response) => {
      encodeResponses(request, response);
      const url = request.url ?? '/';
      if (url === '/page' || url === '/no-transform' || url === '/not-found') {
        response.statusCode = url === '/not-found' ? 404 : 200;
        response.setHeader('Cache-Control', url === '/no-transform' ? 'no-transform' : 's-maxage=300, stale-while-revalidate=31535700');
        response.setHeader('Vary', 'rsc, next-router-state-tree');
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Content-Length', Buffer.byteLength(PAGE));
        response.end(request.method === 'HEAD' ? null : PAGE);
      } else if (url === '/payload') {
        response.setHeader('Content-Type', 'text/x-component');
        response.setHeader('Content-Length', Buffer.byteLength(PAYLOAD));
        response.end(PAYLOAD);
      } else if (url === '/small') {
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end('<p>hi</p>');
      } else if (url === '/streamed') {
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.write(PAGE.slice(0, 5000));
        response.end(PAGE.slice(5000));
      } else if (url === '/route-handler') {
        // How Next.js sends a route handler's Response: each header appended as a list, then headers flushed, then the body piped.
        response.statusCode = 200;
        response.setHeader('vary', ['rsc, next-router-state-tree']);
        response.setHeader('content-type', ['text/html; charset=utf-8']);
        response.setHeader('cache-control', ['s-maxage=300, stale-while-revalidate=31535700']);
        response.flushHeaders();
        response.write(Buffer.from(PAGE.slice(0, 5000)));
        response.write(Buffer.from(PAGE.slice(5000)));
        response.end();
      } else if (url === '/json') {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ talents: PAGE }));
      } else {
        response.statusCode = 308;
        response.setHeader('Location', '/page');
        response.end('/page');
      }
    });
  });
  afterAll(() => new Promise<void>((resolve) => site.server.close(() => resolve())));
  beforeEach(() => forgetEncodedBodies());

  it("gives a whole page Next.js's ETag and its gzip, with the length of what is sent", async () => {
    const answer = await ask(site.origin, '/page', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toBe(generateETag(PAGE));
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(decoded(answer)).toBe(PAGE);
    // The second visitor gets the same bytes, from memory.
    const again = await ask(site.origin, '/page', { 'accept-encoding': 'gzip' });
    expect(again.body.equals(answer.body)).toBe(true);
    expect(encodedBody(PAGE, true).gzip?.equals(answer.body)).toBe(true);
  });

  it('answers 304 to a visitor whose copy is current, as Next.js does, and the page again after no-cache', async () => {
    const etag = generateETag(PAGE);
    const current = await ask(site.origin, '/page', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(current.status).toBe(304);
    expect(current.body.length).toBe(0);
    expect(current.headers.etag).toBe(etag);
    expect(current.headers['cache-control']).toBe('s-maxage=300, stale-while-revalidate=31535700');
    expect(current.headers['content-type']).toBeUndefined();
    expect(current.headers['content-encoding']).toBeUndefined();
    // Weak comparison, as `fresh` does.
    expect((await ask(site.origin, '/page', { 'if-none-match': `W/${etag}` })).status).toBe(304);
    expect((await ask(site.origin, '/page', { 'if-none-match': '"other"' })).status).toBe(200);
    const forced = await ask(site.origin, '/page', { 'if-none-match': etag, 'cache-control': 'no-cache' });
    expect(forced.status).toBe(200);
    expect(decoded(forced)).toBe(PAGE);
  });

  it('sends the page as it is to a visitor who takes no gzip, and deflate through the middleware, each with the ETag', async () => {
    const plain = await ask(site.origin, '/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(generateETag(PAGE));
    expect(plain.body.toString('utf8')).toBe(PAGE);
    const deflate = await ask(site.origin, '/page', { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(deflate.headers.etag).toBe(generateETag(PAGE));
    expect(decoded(deflate)).toBe(PAGE);
  });

  it('gives a React payload the same treatment, and a 404 page its ETag too', async () => {
    const payload = await ask(site.origin, '/payload', { 'accept-encoding': 'gzip' });
    expect(payload.headers.etag).toBe(generateETag(PAYLOAD));
    expect(payload.headers['content-encoding']).toBe('gzip');
    expect(decoded(payload)).toBe(PAYLOAD);
    const missing = await ask(site.origin, '/not-found', { 'accept-encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBe(generateETag(PAGE));
    expect(decoded(missing)).toBe(PAGE);
  });

  it('leaves Cache-Control: no-transform, small pages, HEAD and redirects to the middleware', async () => {
    const untouched = await ask(site.origin, '/no-transform', { 'accept-encoding': 'gzip' });
    expect(untouched.headers['content-encoding']).toBeUndefined();
    expect(untouched.body.toString('utf8')).toBe(PAGE);
    const small = await ask(site.origin, '/small', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString('utf8')).toBe('<p>hi</p>');
    const head = await ask(site.origin, '/page', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    const redirect = await ask(site.origin, '/elsewhere', { 'accept-encoding': 'gzip' });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.etag).toBeUndefined();
  });

  it('compresses streamed pages and other types through the middleware, without an ETag, as before', async () => {
    const streamed = await ask(site.origin, '/streamed', { 'accept-encoding': 'gzip' });
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(streamed.headers['transfer-encoding']).toBe('chunked');
    expect(streamed.headers.etag).toBeUndefined();
    expect(decoded(streamed)).toBe(PAGE);
    const json = await ask(site.origin, '/json', { 'accept-encoding': 'gzip' });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(json.headers.etag).toBeUndefined();
    expect(JSON.parse(decoded(json))).toEqual({ talents: PAGE });
  });

  it("compresses a route handler's answer, whose headers Next.js sets as one-item lists (a roster's next cards)", async () => {
    const answer = await ask(site.origin, '/route-handler', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(decoded(answer)).toBe(PAGE);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(PAGE) / 4);
    const plain = await ask(site.origin, '/route-handler');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(PAGE);
  });
});

describe('encodedBody', () => {
  beforeEach(() => forgetEncodedBodies());

  it('works a body out once, whatever string holds it, and gzips it only when asked', () => {
    const first = encodedBody(PAGE, false);
    expect(first.gzip).toBeNull();
    const copy = `${PAGE.slice(0, 10)}${PAGE.slice(10)}`;
    const second = encodedBody(copy, true);
    expect(second).toBe(first);
    expect(gunzipSync(second.gzip!).toString('utf8')).toBe(PAGE);
  });

  it('forgets the oldest bodies past its limit', () => {
    const oldest = encodedBody('<p>0</p>', false);
    for (let index = 1; index <= ENCODED_BODIES_LIMIT.entries; index += 1) encodedBody(`<p>${index}</p>`, false);
    expect(encodedBody('<p>0</p>', false)).not.toBe(oldest);
    expect(encodedBody(`<p>${ENCODED_BODIES_LIMIT.entries}</p>`, false).etag).toBe(generateETag(`<p>${ENCODED_BODIES_LIMIT.entries}</p>`));
  });
});
