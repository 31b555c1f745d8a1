import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { log, requestLog } from '@/lib/observability/log';
import { chooseRequestId, installRequestIdHook } from '@/lib/observability/request-context';
import { captureLog } from '../setup/log-capture';

const NGINX_ID = '0123456789abcdef0123456789abcdef';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('chooseRequestId', () => {
  it("keeps a trusted proxy's well-formed id and draws a new one otherwise", () => {
    expect(chooseRequestId(NGINX_ID, true)).toBe(NGINX_ID);
    expect(chooseRequestId([NGINX_ID, 'other-id-value'], true)).toBe(NGINX_ID);
    expect(chooseRequestId(NGINX_ID, false)).toMatch(UUID);
    for (const forged of ['short', 'x'.repeat(129), 'id with spaces in it', '<script>alert(1)</script>', 'line\nbreak-injected']) {
      expect(chooseRequestId(forged, true)).toMatch(UUID);
    }
    expect(chooseRequestId(undefined, true)).toMatch(UUID);
  });
});

describe('requestLog', () => {
  it("binds every line to the request's id, as stamped in its X-Request-Id", () => {
    const logged = captureLog();
    const bound = requestLog(new Request('http://localhost/api/contact/pt', { headers: { 'x-request-id': NGINX_ID } }));
    bound.warn({ event: 'contact.refused', status: 422 });
    logged.restore();

    expect(bound.requestId).toBe(NGINX_ID);
    expect(logged.lines).toEqual([expect.objectContaining({ level: 'warn', event: 'contact.refused', status: 422, requestId: NGINX_ID })]);
    expect(typeof logged.lines[0]?.time).toBe('string');
  });

  it('draws an id for a request that carries none', () => {
    expect(requestLog(new Request('http://localhost/')).requestId).toMatch(UUID);
  });
});

describe('the request id hook', () => {
  let server: Server;
  let trusted = true;
  let seen: Array<{ header: string | undefined; bound: string }> = [];

  beforeAll(async () => {
    await installRequestIdHook(() => trusted);
    server = createServer((req, res) => {
      // A line logged later in the request, with no request at hand, still carries its id.
      setTimeout(() => {
        log.info({ event: 'test.handled' });
        seen.push({ header: req.headers['x-request-id'] as string | undefined, bound: requestLog({ headers: new Headers(req.headers as Record<string, string>) }).requestId });
        res.end('ok');
      }, 5);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(headers: Record<string, string> = {}): Promise<string | undefined> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['x-request-id'] as string | undefined));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it("uses the trusted proxy's id on the request, in the answer and on the request's log lines", async () => {
    const logged = captureLog();
    seen = [];
    trusted = true;
    const echoed = await get({ 'x-request-id': NGINX_ID });
    logged.restore();

    expect(echoed).toBe(NGINX_ID);
    expect(seen).toEqual([{ header: NGINX_ID, bound: NGINX_ID }]);
    expect(logged.lines).toEqual([expect.objectContaining({ event: 'test.handled', requestId: NGINX_ID })]);
  });

  it("replaces an untrusted peer's id, and gives concurrent requests ids of their own", async () => {
    const logged = captureLog();
    seen = [];
    trusted = false;
    const echoed = await Promise.all([get({ 'x-request-id': NGINX_ID }), get(), get()]);
    logged.restore();

    expect(echoed.every((id) => id !== undefined && UUID.test(id))).toBe(true);
    expect(new Set(echoed).size).toBe(3);
    expect(seen.map((entry) => entry.header).sort()).toEqual([...echoed].sort());
    expect(logged.lines.map((line) => line.requestId).sort()).toEqual([...echoed].sort());
  });
});
