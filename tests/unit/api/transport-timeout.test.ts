import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let server: Server;
let fetchBackend: typeof import('@/lib/api/transport').fetchBackend;
/** Sends the rest of /zip: the test calls it once the client's timeout has passed. */
let sendZipParts: () => void = () => undefined;

beforeAll(async () => {
  // /zip: an archive whose headers come at once and whose three parts come when the test sends them.
  // /stall: headers and one byte, then nothing until the client goes away.
  server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/zip' });
    response.flushHeaders();
    if (request.url === '/stall') {
      response.write(Buffer.from([1]));
      return;
    }
    sendZipParts = () => {
      for (const part of [1, 2, 3]) response.write(Buffer.from([part]));
      response.end();
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('PANEL_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.resetModules();
  ({ fetchBackend } = await import('@/lib/api/transport'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('fetchBackend timeouts', () => {
  it('with timeoutUntilHeaders, a body slower than the timeout is read to its end', async () => {
    // The transport's timer on a clock the test moves: however long a loaded machine takes for the
    // headers, the timeout passes exactly between them and the body.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const response = await fetchBackend('panel', '/zip', { method: 'POST', timeoutMs: 200, timeoutUntilHeaders: true });
      vi.advanceTimersByTime(1_000);
      sendZipParts();
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    } finally {
      vi.useRealTimers();
    }
  });

  it('by default the timeout covers the body too, so a stalled read ends', async () => {
    // Whether the timeout strikes before the headers (a loaded machine) or during the body, the
    // read ends in an error; a timeout that stopped at the headers would leave it waiting forever.
    const read = fetchBackend('panel', '/stall', { method: 'POST', timeoutMs: 200 }).then((response) => response.arrayBuffer());
    await expect(read).rejects.toThrow();
  });
});
