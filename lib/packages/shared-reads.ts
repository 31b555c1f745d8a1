import 'server-only';
import { createHmac } from 'node:crypto';
import { ALL_CONTENT_TAG, tags } from '@/lib/api/tags';
import { REDIS_COMMAND_TIMEOUT_MS, withTimeout, type SharedRedis } from '@/lib/shared-state/redis';
import { sharedCacheStore } from '@/lib/shared-state/shared-cache-tags';
import type { PackageRead } from './types';

/** How long the panel's answer for a package is kept: a reload costs no panel call, an edit shows within this. */
export const CACHE_MS = 30_000;

/**
 * The key of one answer: the token, and which PIN was sent as an HMAC under the server's secret (never
 * the PIN, nor a digest anyone could try PINs against). Another PIN, or none, is another key: a request
 * without the right PIN never reads the data kept for it.
 */
export function packageReadKey(token: string, pin: string | null, secret: string): string {
  const sent = pin ? createHmac('sha256', secret).update(`package-pin\u0000${token}\u0000${pin}`).digest('base64url') : 'no-pin';
  return `package:${token}:${sent}`;
}

/** The tags an answer carries: its package's, all packages', all content's (what the panel's webhook sends). */
export function packageReadTags(token: string): string[] {
  return [tags.package(token), tags.packages, ALL_CONTENT_TAG];
}

export type SharedPackageReads = {
  /** Where revalidations of this package stand, on every instance; null when Redis did not answer. */
  generation(token: string): Promise<string | null>;
  /** Moves every instance's generation on for these tags: a read begun before cannot be served after. */
  advance(tags: readonly string[]): Promise<void>;
  /** The kept answer, null when none, kept before a revalidation since, or Redis did not answer in time. */
  get(key: string, token: string): Promise<PackageRead | null>;
  /** Keeps an answer CACHE_MS, stamped with the generation its read began in; a Redis that does not answer only means it is not kept. */
  set(key: string, token: string, read: PackageRead, generation: string, now?: number): Promise<void>;
};

type Stored = { kind: 'PACKAGE_READ'; read: PackageRead; generation: string };

const ALL_GENERATION = 'agency:packages:generation';
const tokenGeneration = (token: string) => `agency:packages:generation:${token}`;
type Entry = Parameters<ReturnType<typeof sharedCacheStore>['set']>[1];

/**
 * Package answers in the Redis every instance shares, in the same store and format as Next's cache
 * handler (sharedCacheStore): so `/api/revalidate`'s revalidateSharedCache drops them by tag, on every
 * instance at once, like the site's pages and data.
 *
 * Not Next's own data cache (`unstable_cache`): the proxy reads a package before its page renders,
 * and outside a render that cache is not the shared one. Kept on the server only: nothing here is
 * ever sent to a browser but the page rendered for a request that had the right PIN.
 */
export function sharedPackageReads(client: SharedRedis): SharedPackageReads {
  const handler = sharedCacheStore(client, REDIS_COMMAND_TIMEOUT_MS);
  const generation = async (token: string): Promise<string | null> => {
    if (!client.isReady) return null;
    try {
      const [all, one] = await withTimeout(client.mGet([ALL_GENERATION, tokenGeneration(token)]));
      return `${all ?? 0}:${one ?? 0}`;
    } catch {
      return null;
    }
  };
  return {
    generation,
    async advance(dropped) {
      const names = dropped.some((tag) => tag === tags.packages || tag === ALL_CONTENT_TAG) ? [ALL_GENERATION] : [];
      for (const tag of dropped) if (tag.startsWith('package:')) names.push(tokenGeneration(tag.slice('package:'.length)));
      // Not caught: a revalidation that could not reach every instance must fail, and the panel send it again.
      await Promise.all(names.map((name) => withTimeout(client.incr(name))));
    },
    async get(key, token) {
      if (!client.isReady) return null;
      try {
        const [entry, current] = await Promise.all([withTimeout(handler.get(key, { implicitTags: [] })), generation(token)]);
        const value = entry?.value as unknown as Stored | null | undefined;
        return value?.kind === 'PACKAGE_READ' && current !== null && value.generation === current ? value.read : null;
      } catch {
        return null;
      }
    },
    async set(key, token, read, stamp, now = Date.now()) {
      if (!client.isReady) return;
      const value: Stored = { kind: 'PACKAGE_READ', read, generation: stamp };
      const expireAt = Math.ceil((now + CACHE_MS) / 1000);
      const entry = {
        value,
        tags: packageReadTags(token),
        lastModified: now,
        lifespan: { lastModifiedAt: Math.floor(now / 1000), staleAt: expireAt, expireAt, staleAge: CACHE_MS / 1000, expireAge: CACHE_MS / 1000, revalidate: CACHE_MS / 1000 },
      } as unknown as Entry;
      await withTimeout(handler.set(key, entry)).catch(() => undefined);
    },
  };
}
