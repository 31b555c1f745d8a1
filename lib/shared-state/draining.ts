const DRAINING_KEY = Symbol.for('agency.shared-state.draining');

type Holder = typeof globalThis & { [DRAINING_KEY]?: boolean };

/** True once the process was asked to stop: it finishes what it has and takes nothing new. */
export function isDraining(): boolean {
  return (globalThis as Holder)[DRAINING_KEY] === true;
}

/** Marks the process as draining on SIGTERM/SIGINT; `next start` itself closes the server and waits for open requests. */
export function markDrainingOnSignals(): void {
  const holder = globalThis as Holder;
  if (holder[DRAINING_KEY] !== undefined) return;
  holder[DRAINING_KEY] = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      holder[DRAINING_KEY] = true;
    });
  }
}
