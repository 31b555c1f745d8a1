import { redrawPhotos } from '@/lib/forms/application/send';
import { entryFormData } from '@/lib/outbox/entry-body';
import type { EnqueueResult, Outbox, OutboxEntry } from '@/lib/outbox/types';

/**
 * An outbox in memory for the route tests, installed as the process's outbox (lib/outbox/index.ts keeps
 * it on globalThis): `queue` keeps every send, `full` refuses as a full outbox does, `broken` throws
 * as an unreachable store does. `payload(i)` is what the worker would send the panel for the i-th send (photos drawn again).
 */
export function installFakeOutbox() {
  const queued: OutboxEntry[] = [];
  const state = { mode: 'queue' as 'queue' | 'full' | 'broken', hold: undefined as Promise<void> | undefined, held: 0 };
  const fake: Outbox = {
    store: 'spool',
    async enqueue(entry): Promise<EnqueueResult> {
      if (state.hold) {
        state.held += 1;
        await state.hold;
        state.held -= 1;
      }
      if (state.mode === 'broken') throw new Error('ENOSPC');
      if (state.mode === 'full') return 'full';
      if (queued.some((item) => item.id === entry.id)) return 'duplicate';
      queued.push(entry);
      return 'queued';
    },
    start: () => undefined,
    stop: async () => undefined,
    list: async () => [],
    stats: async () => ({ waiting: queued.length, failed: 0, bytes: 0, oldestWaitingSeconds: null }),
    retry: async () => false,
    retryFailed: async () => 0,
    purge: async () => false,
    purgeExpired: async () => 0,
  };
  (globalThis as Record<symbol, unknown>)[Symbol.for('agency.outbox')] = fake;
  return {
    queued,
    /** `queue` (the default), `full` or `broken` for the sends that follow. */
    setMode: (mode: 'queue' | 'full' | 'broken') => {
      state.mode = mode;
    },
    /** Holds every enqueue until the returned function is called (two sends at the same moment). */
    hold: () => {
      let release!: () => void;
      state.hold = new Promise((resolve) => (release = resolve));
      return () => {
        state.hold = undefined;
        release();
      };
    },
    /** How many enqueues wait on `hold()` right now. */
    held: () => state.held,
    payload: async (index: number): Promise<FormData> => {
      const entry = queued[index];
      if (!entry) throw new Error(`no send number ${index} in the outbox (it holds ${queued.length})`);
      const prepared = await redrawPhotos(entry);
      if (!prepared.ok) throw new Error(`the worker could not draw the photos again (${prepared.reason})`);
      return entryFormData(prepared.entry);
    },
  };
}

export type FakeOutbox = ReturnType<typeof installFakeOutbox>;
