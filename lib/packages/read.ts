import 'server-only';
import { fetchPackage } from '@/lib/api/packages';
import { env } from '@/lib/config/env';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';
import { sharedRedis } from '@/lib/shared-state/redis';
import { CACHE_MS, packageReadKey, sharedPackageReads, type SharedPackageReads } from './shared-reads';
import type { PackageRead } from './types';

export { CACHE_MS } from './shared-reads';

/**
 * The panel's answer for a package, kept CACHE_MS, keyed by token and PIN (lib/packages/shared-reads.ts):
 * the proxy's check and the page's render cost one panel call, and a client reloading costs none.
 *
 * - With REDIS_URL, kept on Redis for every instance, tagged `package:<token>`, `packages` and
 *   `content`: `POST /api/revalidate` drops it everywhere (revalidateSharedCache) before it answers,
 *   and each answer is stamped with the shared generation its read began in, so a read in flight on
 *   another instance during a revalidation is never served after it.
 * - Without, kept in this one process; `/api/revalidate` empties it here (resetPackageReads).
 * - Configured but not answering, not kept at all: a revoked link must not open on any instance.
 *
 * Only answers that say something lasting are kept (the package, its expiry, missing, a PIN to ask
 * for); a wrong PIN and a panel that could not answer are asked again.
 */
const MAX_ENTRIES = 2_000;
const LASTING = new Set<PackageRead['kind']>(['ok', 'missing', 'expired', 'pin_required']);

type Entry = { expires: number; token: string; value: PackageRead };
type Memory = {
  kept: Map<string, Entry>;
  pending: Map<string, Promise<PackageRead>>;
  shared: SharedPackageReads | null;
  /** Moves on at each revalidation: a read that started before one is not kept after it. */
  generation: number;
};

function memory(): Memory {
  return processGlobal<Memory>('agency.packages.reads', () => {
    const client = sharedRedis();
    return { kept: new Map(), pending: new Map(), shared: client ? sharedPackageReads(client) : null, generation: 0 };
  });
}

/** The read as of `now`: a package whose expiry passed while it was kept is expired. */
function asOf(read: PackageRead, now: number): PackageRead {
  if (read.kind !== 'ok' || read.pkg.expiresAt === null) return read;
  return Date.parse(read.pkg.expiresAt) <= now ? { kind: 'expired', expiresAt: read.pkg.expiresAt } : read;
}

function keepHere(kept: Map<string, Entry>, key: string, entry: Entry): void {
  kept.delete(key);
  if (kept.size >= MAX_ENTRIES) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  kept.set(key, entry);
}

async function load(key: string, token: string, pin: string | null, now: number): Promise<PackageRead> {
  const state = memory();
  const { kept, shared, generation } = state;
  if (shared) {
    const stored = await shared.get(key, token);
    if (stored) return stored;
  }
  // Read before the panel is asked: a revalidation on any instance while the read is in flight moves it on.
  const stamp = shared ? await shared.generation(token) : null;
  const read = await fetchPackage(token, pin).catch((): PackageRead => ({ kind: 'unavailable' }));
  if (LASTING.has(read.kind) && state.generation === generation) {
    if (shared) {
      if (stamp !== null) await shared.set(key, token, read, stamp, now);
    } else keepHere(kept, key, { expires: now + CACHE_MS, token, value: read });
  }
  return read;
}

export async function readPackage(token: string, pin: string | null, now = Date.now()): Promise<PackageRead> {
  const { kept, pending, shared } = memory();
  const key = packageReadKey(token, pin, env.REVALIDATE_SECRET);
  if (!shared) {
    const here = kept.get(key);
    if (here && here.expires > now) return asOf(here.value, now);
  }
  // Concurrent reads of one key (a burst of reloads, the proxy and the page) share one lookup.
  let value = pending.get(key);
  if (!value) {
    value = load(key, token, pin, now);
    pending.set(key, value);
    void value.finally(() => pending.delete(key)).catch(() => undefined);
  }
  return asOf(await value, now);
}

/**
 * Before a revalidation drops the shared reads: moves the packages' generation on Redis, so a read
 * another instance began before it is never served after it. Throws when Redis does not answer.
 */
export async function advanceSharedPackageReads(tags: readonly string[]): Promise<void> {
  const { shared } = memory();
  if (shared && tags.some((tag) => tag === 'packages' || tag === 'content' || tag.startsWith('package:'))) await shared.advance(tags);
}

/** Forgets what this process kept for these tags: `packages` or `content` everything, `package:<token>` that package. */
export function resetPackageReads(tags: readonly string[] = ['packages']): void {
  const state = memory();
  const { kept, pending } = state;
  state.generation += 1;
  pending.clear();
  if (tags.includes('packages') || tags.includes('content')) {
    kept.clear();
    return;
  }
  const tokens = new Set(tags.flatMap((tag) => (tag.startsWith('package:') ? [tag.slice('package:'.length)] : [])));
  for (const [key, entry] of kept) if (tokens.has(entry.token)) kept.delete(key);
}
