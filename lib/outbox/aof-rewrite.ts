import type { Redis } from 'ioredis';
import { withTimeout } from '@/lib/shared-state/with-timeout';

// A removed item stays in Redis's append-only file until the file is rewritten: asked at most this often per
// instance, and again this soon when a rewrite (maybe started before the removal) was under way.
const AOF_REWRITE_EVERY_MS = 10 * 60_000;
const AOF_REWRITE_BUSY_MS = 1_000;
const COMMAND_TIMEOUT_MS = 3_000;

/**
 * After items holding visitors' data (fields, photos) were removed: Redis still has them in its
 * append-only file until that is rewritten (at 64 MB of growth by default), so this asks for a
 * rewrite (BGREWRITEAOF) when AOF is on, at most once per AOF_REWRITE_EVERY_MS; removals in between
 * wait for the next one, which `flush()` (a stopping instance) asks for at once.
 */
export class AofRewriter {
  private last = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;

  constructor(private readonly connection: Redis) {}

  /** Something with personal data was removed. */
  removed(wait = Math.max(0, this.last + AOF_REWRITE_EVERY_MS - Date.now())): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.rewrite(), wait);
    this.timer.unref();
  }

  /** Asks now for a rewrite that was waiting (an instance that stops). */
  async flush(): Promise<void> {
    this.stopping = true;
    if (this.timer) await this.rewrite();
  }

  private async rewrite(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.last = Date.now();
    try {
      const persistence = await withTimeout(this.connection.info('persistence'), COMMAND_TIMEOUT_MS);
      if (/^aof_enabled:1\s*$/m.test(persistence)) await withTimeout(this.connection.bgrewriteaof(), COMMAND_TIMEOUT_MS);
    } catch (error) {
      // Another instance's rewrite may have started before the removal: ask again once it is done.
      if (/in progress/i.test(String(error)) && !this.stopping) this.removed(AOF_REWRITE_BUSY_MS);
    }
  }
}
