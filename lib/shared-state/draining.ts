import { subscribe } from 'node:diagnostics_channel';

const DRAINING_KEY = Symbol.for('agency.shared-state.draining');
const HOOK_KEY = Symbol.for('agency.shared-state.draining-hook');

type Holder = typeof globalThis & { [DRAINING_KEY]?: boolean; [HOOK_KEY]?: boolean };

/** True once the process was asked to stop: it finishes what it has and takes nothing new. */
export function isDraining(): boolean {
  return (globalThis as Holder)[DRAINING_KEY] === true;
}

/**
 * While draining, every answer closes its connection behind it.
 *
 * `next start` closes the listener on SIGTERM and waits for its connections to end, but Node's
 * `server.close()` only drops the connections idle at that moment. A proxy's kept-alive connection
 * that is busy then stays open, and a proxy under load keeps sending new requests down it, so the
 * instance never finishes draining and is killed mid-answer once its grace period is over (the
 * visitor's download is cut). `Connection: close` makes the proxy open its next request elsewhere.
 */
export function closeConnectionsWhileDraining(): void {
  const holder = globalThis as Holder;
  if (holder[HOOK_KEY]) return;
  holder[HOOK_KEY] = true;
  subscribe('http.server.request.start', (message) => {
    if (!isDraining()) return;
    const { response } = message as { response: { headersSent: boolean; setHeader: (name: string, value: string) => void } };
    if (!response.headersSent) response.setHeader('Connection', 'close');
  });
}

/** Marks the process as draining on SIGTERM/SIGINT; `next start` itself closes the server and waits for open requests. */
export function markDrainingOnSignals(): void {
  const holder = globalThis as Holder;
  closeConnectionsWhileDraining();
  if (holder[DRAINING_KEY] !== undefined) return;
  holder[DRAINING_KEY] = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      holder[DRAINING_KEY] = true;
    });
  }
}
