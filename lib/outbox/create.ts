import type { Config } from '@/lib/config';
import path from 'node:path';
import { outboxFolder } from './folder';
import type { HeldStore } from './held';
import { RedisHeldStore } from './held-redis';
import { SpoolHeldStore } from './held-spool';
import { RedisOutbox } from './redis-queue';
import { SpoolOutbox } from './spool';
import type { Outbox, OutboxSettings } from './types';

const HOUR_MS = 60 * 60_000;

export function outboxSettings(config: Config): OutboxSettings {
  return {
    maxItems: config.OUTBOX_MAX_ITEMS,
    maxBytes: config.OUTBOX_MAX_MB * 1024 * 1024,
    giveUpMs: config.OUTBOX_GIVE_UP_HOURS * HOUR_MS,
    retentionMs: config.OUTBOX_RETENTION_DAYS * 24 * HOUR_MS,
  };
}

/** The store this configuration asks for: Redis (shared by every instance) when REDIS_URL is set, else the spool folder. */
export function createOutbox(config: Config): Outbox {
  const settings = outboxSettings(config);
  if (config.REDIS_URL) return new RedisOutbox(config.REDIS_URL, settings);
  return new SpoolOutbox(outboxFolder(config.OUTBOX_DIR, config.NEXT_DIST_DIR), settings);
}

/** Where sends wait for a person's confirmation: beside the outbox, in its store (lib/outbox/held.ts). */
export function createHeldStore(config: Config, box: Outbox): HeldStore {
  if (box instanceof RedisOutbox) return new RedisHeldStore(box.redis, config.OUTBOX_MAX_ITEMS, () => box.forgetRemoved());
  return new SpoolHeldStore(path.join(outboxFolder(config.OUTBOX_DIR, config.NEXT_DIST_DIR), 'held'), config.OUTBOX_MAX_ITEMS);
}
