import 'server-only';
import { createHash } from 'node:crypto';
import { fetchPackage } from '@/lib/api/packages';
import { processGlobal } from '@/lib/shared-state/process-global';
import type { PackageRead } from './types';

/**
 * The panel's answer for a package, kept in this process for CACHE_MS, keyed by token and PIN (a
 * digest, never the PIN itself): the proxy's check and the page's render cost one panel call, and a
 * client reloading costs none. Only answers that say something lasting are kept (the package, its
 * expiry, missing, a PIN to ask for); a wrong PIN and a panel that could not answer are asked again.
 * `POST /api/revalidate` with `package:<token>` or `packages` empties it (resetPackageReads).
 */
export const CACHE_MS = 30_000;
const MAX_ENTRIES = 2_000;

type Entry = { expires: number; token: string; value: Promise<PackageRead> };

function memory(): Map<string, Entry> {
  return processGlobal('agency.packages.reads', () => new Map<string, Entry>());
}

function keyOf(token: string, pin: string | null): string {
  return `${token}\u0000${pin ? createHash('sha256').update(`${token}:${pin}`).digest('base64url') : ''}`;
}

const LASTING = new Set<PackageRead['kind']>(['ok', 'missing', 'expired', 'pin_required']);

/** The read as of `now`: a package whose expiry passed while it was kept is expired. */
function asOf(read: PackageRead, now: number): PackageRead {
  if (read.kind !== 'ok' || read.pkg.expiresAt === null) return read;
  return Date.parse(read.pkg.expiresAt) <= now ? { kind: 'expired', expiresAt: read.pkg.expiresAt } : read;
}

export async function readPackage(token: string, pin: string | null, now = Date.now()): Promise<PackageRead> {
  const store = memory();
  const key = keyOf(token, pin);
  const kept = store.get(key);
  if (kept && kept.expires > now) return asOf(await kept.value, now);
  const value = fetchPackage(token, pin);
  store.delete(key);
  if (store.size >= MAX_ENTRIES) {
    const oldest = store.keys().next().value;
    if (oldest !== undefined) store.delete(oldest);
  }
  store.set(key, { expires: now + CACHE_MS, token, value });
  const read = await value.catch((): PackageRead => ({ kind: 'unavailable' }));
  if (!LASTING.has(read.kind)) store.delete(key);
  return asOf(read, now);
}

/** Forgets what was kept for these tags: `packages` or `content` everything, `package:<token>` that package. */
export function resetPackageReads(tags: readonly string[] = ['packages']): void {
  const store = memory();
  if (tags.includes('packages') || tags.includes('content')) {
    store.clear();
    return;
  }
  const tokens = new Set(tags.flatMap((tag) => (tag.startsWith('package:') ? [tag.slice('package:'.length)] : [])));
  for (const [key, entry] of store) if (tokens.has(entry.token)) store.delete(key);
}
