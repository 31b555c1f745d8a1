import 'server-only';
import { isApiError } from '@/lib/api/errors';
import { getPostPage, probePost } from '@/lib/api/posts';
import { getTalentProfile, getTalents, probeTalent } from '@/lib/api/talents';
import { errorFields, log } from '@/lib/observability/log';
import { sharedRedis, withTimeout } from '@/lib/shared-state/redis';
import type { Locale } from '@/lib/i18n/routing';
import { talentSlug } from '@/lib/talents/slug';
import { parseTalentId } from './boards';
import { ExpiringKeys } from './expiring-keys';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

/**
 * Decides, before any page renders, whether a profile or news address names something that
 * exists. A page rendered for a random id or slug would be written to the page cache (its 404
 * or redirect included), so a crawler could fill the disk: the proxy answers those itself.
 *
 * - An id the cached roster holds (or a slug on the cached first news page) opens at no cost.
 * - Any other id or slug costs one uncached panel call, and the answer is remembered for
 *   MEMORY_MS (at most MEMORY_KEYS of each kind): a talent added in the panel opens at once,
 *   a random id asked for again within the window costs nothing.
 * - When the panel cannot say (the roster cannot be read, a probe fails), the page decides, as it
 *   did before: its error screen is never cached.
 */
export type AddressVerdict =
  | { kind: 'open' }
  | { kind: 'missing' }
  | { kind: 'redirect'; id: number; name: string };

export const MEMORY_MS = 60_000;
export const MEMORY_KEYS = 10_000;
// Longer than any slug the panel makes; anything past it is not a post.
const MAX_SLUG_LENGTH = 200;

const OPEN: AddressVerdict = { kind: 'open' };
const MISSING: AddressVerdict = { kind: 'missing' };

type GateMemory = {
  missing: ExpiringKeys;
  present: ExpiringKeys;
  /**
   * The proxy's own copy of the reads it needs on every hit (the roster, the first news page, a
   * talent's canonical name), kept MEMORY_MS: outside a page render, a read through Next's data
   * cache still reached the panel on every call in `next start`.
   */
  reads: Map<string, { expires: number; value: Promise<unknown> }>;
  /** Probes under way, so a burst of hits on one new id makes one call. */
  probes: Map<string, Promise<boolean | null>>;
};

// On globalThis: the proxy and the pages may hold separate module instances in one process.

function memory(): GateMemory {
  return processGlobal<GateMemory>('agency.address-gate', () => ({
    missing: new ExpiringKeys(MEMORY_KEYS, MEMORY_MS),
    present: new ExpiringKeys(MEMORY_KEYS, MEMORY_MS),
    reads: new Map(),
    probes: new Map(),
  }));
}

export function resetAddressGate(): void {
  // What the instances share on Redis is dropped by moving on to a new generation of keys.
  const client = sharedRedis();
  if (client !== null && client.isReady) void withTimeout(client.incr(GENERATION_KEY)).catch(() => undefined);
  const { missing, present, reads, probes } = memory();
  missing.clear();
  present.clear();
  reads.clear();
  probes.clear();
}

export type Codec<T> = { encode: (value: T) => unknown; decode: (stored: unknown) => T };

const GENERATION_KEY = 'agency:address-gate:generation';

/**
 * With REDIS_URL, what one instance read is kept on Redis for MEMORY_MS too, so the other instances
 * need no panel call of their own for it (a page warmed through one instance costs the others none).
 * A Redis that does not answer only means the read goes to the panel, as without Redis.
 */
async function sharedAcrossInstances<T>(key: string, load: () => Promise<T>, codec: Codec<T>): Promise<T> {
  const client = sharedRedis();
  if (client === null || !client.isReady) return load();
  let name: string | null = null;
  try {
    const generation = (await withTimeout(client.get(GENERATION_KEY))) ?? '0';
    name = `agency:address-gate:${generation}:${key}`;
    const stored = await withTimeout(client.get(name));
    if (stored !== null) return codec.decode(JSON.parse(stored));
  } catch {
    // Unreadable or unreachable: read from the panel.
  }
  const value = await load();
  if (name !== null) {
    await withTimeout(client.set(name, JSON.stringify(codec.encode(value)), { expiration: { type: 'PX', value: MEMORY_MS } })).catch(() => undefined);
  }
  return value;
}

const rosterCodec: Codec<Map<number, string>> = {
  encode: (roster) => [...roster],
  decode: (stored) => new Map(stored as Array<[number, string]>),
};
const slugsCodec: Codec<Set<string>> = { encode: (slugs) => [...slugs], decode: (stored) => new Set(stored as string[]) };
const nameCodec: Codec<string | null> = { encode: (name) => name, decode: (stored) => (typeof stored === 'string' ? stored : null) };

/** `load()`, shared by concurrent callers (and by the instances, on Redis) and kept MEMORY_MS (a failure is not kept). */
export function remembered<T>(key: string, fromPanel: () => Promise<T>, codec: Codec<T>, now = Date.now()): Promise<T> {
  const load = () => sharedAcrossInstances(key, fromPanel, codec);
  const { reads } = memory();
  const held = reads.get(key);
  if (held && held.expires > now) return held.value as Promise<T>;
  reads.delete(key);
  if (reads.size >= MEMORY_KEYS) {
    // Oldest first (insertion order); expired ones are found on the way.
    for (const oldKey of reads.keys()) {
      if (reads.size < MEMORY_KEYS) break;
      reads.delete(oldKey);
    }
  }
  const value = load();
  reads.set(key, { expires: now + MEMORY_MS, value });
  value.catch(() => {
    if (reads.get(key)?.value === value) reads.delete(key);
  });
  return value;
}

/** true: it exists; false: the panel says 404; null: the panel could not say. */
async function exists(call: () => Promise<unknown>): Promise<boolean | null> {
  try {
    await call();
    return true;
  } catch (error) {
    if (isApiError(error) && error.code === 'not_found') return false;
    if (!isApiError(error)) log.error({ event: 'address-gate.probe-failed', ...errorFields(error) });
    return null;
  }
}

/** Whether `key` exists: remembered answers first, else one probe shared by concurrent callers. */
async function known(key: string, probe: () => Promise<unknown>): Promise<boolean | null> {
  const { missing, present, probes } = memory();
  if (present.has(key)) return true;
  if (missing.has(key)) return false;
  let pending = probes.get(key);
  if (!pending) {
    pending = exists(probe).then((found) => {
      if (found === true) present.add(key);
      if (found === false) missing.add(key);
      return found;
    });
    probes.set(key, pending);
    void pending.finally(() => probes.delete(key));
  }
  return pending;
}

/**
 * The talent's name in the cached roster, null when the roster does not hold it, undefined when
 * the roster cannot be read (nothing cached and the panel failing).
 */
async function rosterName(id: number, locale: Locale): Promise<string | null | undefined> {
  try {
    const roster = await remembered(
      `roster:${locale}`,
      async () => new Map((await getTalents(locale)).map((talent) => [talent.id, talent.name])),
      rosterCodec,
    );
    return roster.get(id) ?? null;
  } catch {
    return undefined;
  }
}

/**
 * `/modelos/<slug>/<name>` (`name` null for the bare `/modelos/<id>`): open when `name` is the
 * talent's canonical one, a redirect to it when not, missing when there is no such talent.
 */
export async function checkProfileAddress(locale: Locale, slug: string, name: string | null): Promise<AddressVerdict> {
  const id = parseTalentId(slug);
  if (id === null) return MISSING;
  const listed = await rosterName(id, locale);
  // The panel is failing: one more call would only add its timeout before the page's own error screen.
  if (listed === undefined) return OPEN;
  // The usual visit, and the roster's prefetched links: no read beyond the cached roster.
  if (listed !== null && name === talentSlug(listed)) return OPEN;
  if (listed === null) {
    const found = await known(`talent:${id}`, () => probeTalent(id, locale));
    if (found === false) return MISSING;
    if (found === null) return OPEN;
  }
  // The talent exists: the page's own cached read gives the canonical name, so both agree on it.
  let canonical: string | null;
  try {
    canonical = await remembered(
      `canonical:${id}:${locale}`,
      async () => {
        const profile = await getTalentProfile(id, locale);
        return profile ? talentSlug(profile.name) : null;
      },
      nameCodec,
    );
  } catch {
    return OPEN;
  }
  if (canonical === null) return MISSING;
  return name === canonical ? OPEN : { kind: 'redirect', id, name: canonical };
}

/** `/noticias/<slug>`: open when the post exists (or the panel cannot say), missing when not. */
export async function checkPostAddress(locale: Locale, slug: string): Promise<AddressVerdict> {
  if (slug === '' || slug.length > MAX_SLUG_LENGTH) return MISSING;
  try {
    const first = await remembered(`news:${locale}`, async () => new Set((await getPostPage('news', locale, 1)).posts.map((post) => post.slug)), slugsCodec);
    if (first.has(slug)) return OPEN;
  } catch {
    // The panel is failing: the page shows its error screen.
    return OPEN;
  }
  const found = await known(`post:${locale}:${slug}`, () => probePost('news', locale, slug));
  return found === false ? MISSING : OPEN;
}
