import 'server-only';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';
import { sharedRedis, withTimeout } from './redis';

/**
 * Marks that expire: "this was done for this key in the last `ttlMs`". Shared on Redis when REDIS_URL
 * is set (every instance sees a mark another set), else this process's bounded memory, which also
 * stands in while Redis does not answer. Keys carry no visitor data: callers pass digests.
 */

/** Most marks kept in memory; past it, expired ones go first, then the oldest. */
export const MAX_MARKS = 20_000;

function memory(): Map<string, number> {
  return processGlobal<Map<string, number>>('agency.shared-state.marks', () => new Map());
}

function name(key: string): string {
  return `agency:mark:${key}`;
}

function markHere(key: string, ttlMs: number, now: number): boolean {
  const store = memory();
  const expires = store.get(key);
  if (expires !== undefined && expires > now) return false;
  store.delete(key);
  if (store.size >= MAX_MARKS) {
    for (const [other, until] of store) if (until <= now) store.delete(other);
    for (const other of store.keys()) {
      if (store.size < MAX_MARKS) break;
      store.delete(other);
    }
  }
  store.set(key, now + ttlMs);
  return true;
}

/** Sets the mark unless it is there: true the first time within `ttlMs`, false while it lasts. */
export async function markOnce(key: string, ttlMs: number, now = Date.now()): Promise<boolean> {
  const client = sharedRedis();
  if (client !== null && client.isReady) {
    try {
      const set = await withTimeout(client.set(name(key), '1', { condition: 'NX', expiration: { type: 'PX', value: ttlMs } }));
      return set === 'OK';
    } catch {
      // Redis away: this process's memory stands in, as for the rate limits.
    }
  }
  return markHere(key, ttlMs, now);
}

/** Forgets every mark this process keeps (tests). */
export function resetMarks(): void {
  memory().clear();
}
