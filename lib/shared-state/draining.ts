import { subscribe } from 'node:diagnostics_channel';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

/** `listening`: the signal handlers are in place (once per process). */
const state = () => processGlobal('agency.shared-state.draining', () => ({ draining: false, listening: false }));

/** True once the process was asked to stop: it finishes what it has and takes nothing new. */
export function isDraining(): boolean {
  return state().draining;
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
  processGlobal('agency.shared-state.draining-hook', () => {
    subscribe('http.server.request.start', (message) => {
      if (!isDraining()) return;
      const { response } = message as { response: { headersSent: boolean; setHeader: (name: string, value: string) => void } };
      if (!response.headersSent) response.setHeader('Connection', 'close');
    });
    return true;
  });
}

/** Marks the process as draining on SIGTERM/SIGINT; `next start` itself closes the server and waits for open requests. */
export function markDrainingOnSignals(): void {
  closeConnectionsWhileDraining();
  const current = state();
  if (current.listening) return;
  current.listening = true;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      current.draining = true;
    });
  }
}
