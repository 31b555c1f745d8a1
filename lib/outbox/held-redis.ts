import type { Redis } from 'ioredis';
import { withTimeout } from '@/lib/shared-state/with-timeout';
import { decodeEntry, encodeEntry } from './codec';
import { DECISION_MEMORY_MS, HELD_PURPOSES, HOLD_ID_PATTERN, isExpired, parseDecision, parseMeta } from './held';
import type { DecideResult, HeldMeta, HeldPurpose, HeldStore, HeldView } from './held';
import type { OutboxEntry } from './types';

const PREFIX = 'agency:held';
// Deciding takes the send's data from Redis and hands it to the queue: a lock that outlives a crashed instance this long.
const LOCK_MS = 60_000;
const COMMAND_TIMEOUT_MS = 3_000;

const settle = <T>(work: Promise<T>): Promise<T> => withTimeout(work, COMMAND_TIMEOUT_MS);

/**
 * Held sends on Redis, shared by every instance, beside the outbox's queue: `agency:held:<id>:entry`
 * (the encoded entry), `:meta` (what the page may show), one sorted set per purpose by expiry, and
 * `:decision` (no data of the send) until it is forgotten. Every key with a visitor's data expires
 * with the link too, so nothing outlives it even if no instance sweeps; after deletions the
 * append-only file is rewritten (`removed`).
 */
export class RedisHeldStore implements HeldStore {
  constructor(
    private readonly redis: Redis,
    private readonly maxItems: number,
    private readonly removed: () => void,
  ) {}

  private key(id: string, part: 'entry' | 'meta' | 'decision' | 'lock'): string {
    return `${PREFIX}:${id}:${part}`;
  }

  private expiryKey(purpose: HeldPurpose): string {
    return `${PREFIX}:expiry:${purpose}`;
  }

  async hold(id: string, entry: OutboxEntry, meta: HeldMeta): Promise<'held' | 'full'> {
    if (!HOLD_ID_PATTERN.test(id)) throw new Error('hold ids are 22 to 64 letters, digits, - or _');
    const counts = await this.count();
    if (counts.guardian + counts.requester + 1 > this.maxItems) return 'full';
    const expiresAt = Date.parse(meta.expiresAt);
    await settle(
      this.redis
        .multi()
        .set(this.key(id, 'entry'), encodeEntry(entry), 'PXAT', expiresAt)
        .set(this.key(id, 'meta'), JSON.stringify(meta), 'PXAT', expiresAt)
        .zadd(this.expiryKey(meta.purpose), expiresAt, id)
        .exec(),
    );
    return 'held';
  }

  private async meta(id: string): Promise<HeldMeta | null> {
    const text = await settle(this.redis.get(this.key(id, 'meta')));
    return text ? parseMeta(text) : null;
  }

  async view(id: string): Promise<HeldView> {
    if (!HOLD_ID_PATTERN.test(id)) return { state: 'unknown' };
    const meta = await this.meta(id);
    if (meta && !isExpired(meta)) return { state: 'waiting', meta };
    // Past its expiry: the sweeper deletes it (and counts it) within a minute; the link already says so.
    if (meta) return { state: 'expired', at: meta.expiresAt, purpose: meta.purpose };
    const decided = parseDecision(await settle(this.redis.get(this.key(id, 'decision'))));
    return decided ? { state: decided.decision, at: decided.at, purpose: decided.purpose } : { state: 'unknown' };
  }

  private async forget(id: string, meta: HeldMeta, decision: 'confirmed' | 'refused' | 'expired'): Promise<string> {
    const at = new Date().toISOString();
    await settle(
      this.redis
        .multi()
        .set(this.key(id, 'decision'), JSON.stringify({ decision, at, purpose: meta.purpose }), 'PXAT', Date.parse(meta.expiresAt) + DECISION_MEMORY_MS)
        .del(this.key(id, 'entry'), this.key(id, 'meta'))
        .zrem(this.expiryKey(meta.purpose), id)
        .exec(),
    );
    this.removed();
    return at;
  }

  async decide(id: string, decision: 'confirmed' | 'refused', release: (entry: OutboxEntry) => Promise<boolean>): Promise<DecideResult> {
    if (!HOLD_ID_PATTERN.test(id)) return { kind: 'unknown' };
    const lock = this.key(id, 'lock');
    if ((await settle(this.redis.set(lock, '1', 'PX', LOCK_MS, 'NX'))) !== 'OK') return { kind: 'busy' };
    try {
      const view = await this.view(id);
      if (view.state === 'unknown') return { kind: 'unknown' };
      if (view.state !== 'waiting') return { kind: 'decided', decision: view.state, at: view.at };
      if (decision === 'confirmed') {
        const bytes = await settle(this.redis.getBuffer(this.key(id, 'entry')));
        if (!bytes || !(await release(decodeEntry(bytes)))) return { kind: 'failed' };
      }
      return { kind: 'done', decision, at: await this.forget(id, view.meta, decision) };
    } finally {
      await this.redis.del(lock).catch(() => undefined);
    }
  }

  async drop(id: string): Promise<void> {
    if (!HOLD_ID_PATTERN.test(id)) return;
    const meta = await this.meta(id);
    await settle(this.redis.del(this.key(id, 'entry'), this.key(id, 'meta')));
    if (meta) await settle(this.redis.zrem(this.expiryKey(meta.purpose), id));
    this.removed();
  }

  async expire(now = Date.now()): Promise<HeldPurpose[]> {
    const expired: HeldPurpose[] = [];
    for (const purpose of HELD_PURPOSES) {
      const ids = await settle(this.redis.zrangebyscore(this.expiryKey(purpose), 0, now, 'LIMIT', 0, 500));
      for (const id of ids) {
        // The instance whose ZREM removes it counts it; the others see 0 and leave it.
        if ((await settle(this.redis.zrem(this.expiryKey(purpose), id))) !== 1) continue;
        const expiresAt = now;
        await settle(
          this.redis
            .multi()
            .set(this.key(id, 'decision'), JSON.stringify({ decision: 'expired', at: new Date(now).toISOString(), purpose }), 'PXAT', expiresAt + DECISION_MEMORY_MS, 'NX')
            .del(this.key(id, 'entry'), this.key(id, 'meta'))
            .exec(),
        );
        expired.push(purpose);
      }
    }
    if (expired.length > 0) this.removed();
    return expired;
  }

  async count(): Promise<Record<HeldPurpose, number>> {
    const [guardian, requester] = await Promise.all(HELD_PURPOSES.map((purpose) => settle(this.redis.zcard(this.expiryKey(purpose)))));
    return { guardian: guardian ?? 0, requester: requester ?? 0 };
  }
}
