import type { Config } from '@/lib/config';
import { outboxFolder } from './folder';
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
