import { createServer, request, type Server } from 'node:http';
import { Agent } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { closeConnectionsWhileDraining } from '@/lib/shared-state/draining';

const DRAINING = Symbol.for('agency.shared-state.draining');
let server: Server | undefined;
let agent: Agent | undefined;

afterEach(async () => {
  delete (globalThis as Record<symbol, unknown>)[DRAINING];
  agent?.destroy();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** Two requests through one kept-alive agent: the connection header of each answer and the sockets used. */
async function twoRequests(): Promise<{ connection: Array<string | undefined>; sockets: number }> {
  server = createServer((_, response) => response.end('ok'));
  const seen = new Set<unknown>();
  server.on('connection', (socket) => seen.add(socket));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const connection: Array<string | undefined> = [];
  for (let i = 0; i < 2; i += 1) {
    connection.push(
      await new Promise<string | undefined>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.headers.connection));
        });
        req.on('error', reject);
        req.end();
      }),
    );
  }
  return { connection, sockets: seen.size };
}

describe('closeConnectionsWhileDraining', () => {
  it('leaves connections alive while the process serves normally', async () => {
    closeConnectionsWhileDraining();
    const { connection, sockets } = await twoRequests();

    expect(connection).toEqual(['keep-alive', 'keep-alive']);
    expect(sockets).toBe(1);
  });

  it('closes each connection after its answer once the process drains, so a proxy sends the next request elsewhere', async () => {
    closeConnectionsWhileDraining();
    (globalThis as Record<symbol, unknown>)[DRAINING] = { draining: true, listening: false };
    const { connection, sockets } = await twoRequests();

    expect(connection).toEqual(['close', 'close']);
    expect(sockets).toBe(2);
  });
});
