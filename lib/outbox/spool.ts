import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileExists, syncFolder, writeFileAtomic } from './atomic-file';
import { CorruptEntryError, decodeEntry, encodeEntryParts, partsLength } from './codec';
import { reportAttempt, reportCorrupt, timedAttempt } from './report';
import { SpoolLedger } from './spool-ledger';
import { afterFailedAttempt, dueNow, ID_PATTERN, newSpoolState, parseState, readSpoolStates, spoolStats, toRecord, type SpoolState } from './spool-state';
import type { Deliver, EnqueueResult, Outbox, OutboxEntry, OutboxRecord, OutboxSettings, OutboxStats } from './types';

/**
 * The outbox on local disk, for one process (the demo, a single-machine install). Each item is two
 * files in the spool folder: `<id>.entry` (the entry, lib/outbox/codec.ts) and `<id>.json` (its state:
 * attempts, when the next is due, last error). Both are written atomically and flushed before the
 * visitor is answered; the item exists once its state file does. A restart finds every item again.
 *
 * `npm run outbox` changes the same files from another process (retry, purge); the worker reads the
 * folder again on every pass, at least every POLL_MS.
 */

const POLL_MS = 5_000;

export class SpoolOutbox implements Outbox {
  readonly store = 'spool' as const;
  private deliver: Deliver | undefined;
  private readonly inFlight = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private passing = false;
  private passAgain = false;
  private stopped = false;
  private lastRetentionSweep = 0;
  /** Set when a delivery went through: the panel is back, so what waits for a retry is due now. */
  private panelBack = false;
  private readonly ledger = new SpoolLedger(() => this.readStates());

  constructor(
    private readonly folder: string,
    private readonly settings: OutboxSettings,
    private readonly concurrency = 4,
  ) {}

  private readonly entryPath = (id: string) => path.join(this.folder, `${id}.entry`);
  private readonly statePath = (id: string) => path.join(this.folder, `${id}.json`);

  async enqueue(entry: OutboxEntry): Promise<EnqueueResult> {
    if (!ID_PATTERN.test(entry.id)) throw new Error('outbox ids are 16 to 64 letters, digits, - or _');
    const encoded = encodeEntryParts(entry);
    const size = partsLength(encoded);
    const place = await this.ledger.reserve(entry.id, size, this.settings);
    if (place !== 'reserved') return place;
    let written = false;
    try {
      await this.write(entry, encoded, size);
      written = true;
    } finally {
      this.ledger.release(entry.id, written);
    }
    this.kick();
    return 'queued';
  }

  /** The entry, then its state (the item exists once that is there), both flushed, then the folder once. */
  private async write(entry: OutboxEntry, encoded: readonly Uint8Array[], size: number): Promise<void> {
    // Each time: an operator may have deleted the folder to purge everything.
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    await writeFileAtomic(this.entryPath(entry.id), encoded, { syncFolder: false });
    await writeFileAtomic(this.statePath(entry.id), JSON.stringify(newSpoolState(entry, size)), { syncFolder: false });
    await syncFolder(this.folder);
  }

  start(deliver: Deliver): void {
    if (this.deliver) return;
    this.deliver = deliver;
    this.stopped = false;
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /** A pass soon (after the current one, if one is under way). */
  private kick(): void {
    if (!this.deliver || this.stopped) return;
    if (this.passing) {
      this.passAgain = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.pass(), 0);
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    if (this.stopped || !this.deliver) return;
    this.passing = true;
    let nextDue = Date.now() + POLL_MS;
    try {
      const states = await this.ledger.scan(() => this.readStates({ sweepDebris: true }));
      await this.sweepRetention(states);
      const now = Date.now();
      if (this.panelBack) {
        this.panelBack = false;
        for (const state of states) if (state.state === 'waiting') state.nextAttemptAt = Math.min(state.nextAttemptAt, now);
      }
      const due = states
        .filter((state) => state.state === 'waiting' && !this.inFlight.has(state.id))
        .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.acceptedAt.localeCompare(b.acceptedAt));
      for (const state of due) {
        if (state.nextAttemptAt > now) {
          nextDue = Math.min(nextDue, state.nextAttemptAt);
          continue;
        }
        if (this.inFlight.size >= this.concurrency) break;
        const attempt = this.attempt(state).finally(() => {
          this.inFlight.delete(state.id);
          this.kick();
        });
        this.inFlight.set(state.id, attempt);
      }
    } catch {
      // The folder could not be read (removed, full disk): the next pass tries again.
    } finally {
      this.passing = false;
    }
    if (this.stopped) return;
    if (this.passAgain) {
      this.passAgain = false;
      this.kick();
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.pass(), Math.max(0, nextDue - Date.now()));
    this.timer.unref();
  }

  private async attempt(state: SpoolState): Promise<void> {
    const deliver = this.deliver;
    if (!deliver) return;
    let entry: OutboxEntry;
    try {
      entry = decodeEntry(await readFile(this.entryPath(state.id)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return this.remove(state.id);
      reportCorrupt(state.id, error instanceof CorruptEntryError ? error.message : 'unreadable');
      await this.saveIfPresent({ ...state, state: 'failed', lastError: 'corrupt', failedAt: new Date().toISOString() });
      return;
    }
    const { id, kind, bytes, submittedAt } = state;
    const { outcome, report } = await timedAttempt(deliver, entry, { id, kind, attempt: state.attempts + 1, bytes, submittedAt });
    if (outcome.kind === 'delivered') {
      reportAttempt(report, outcome, true);
      await this.remove(state.id);
      // The others waited for the panel, which takes sends again: no need to sit out their back-off.
      this.panelBack = true;
      return;
    }
    const { next, givenUp } = afterFailedAttempt(state, report.attempt, outcome, this.settings.giveUpMs);
    reportAttempt(report, outcome, givenUp);
    await this.saveIfPresent(next);
  }

  /** Writes the state unless an operator purged the item meanwhile (then it stays gone). */
  private async saveIfPresent(state: SpoolState): Promise<void> {
    if (await fileExists(this.statePath(state.id))) await writeFileAtomic(this.statePath(state.id), JSON.stringify(state));
  }

  /** Deletes an item: the state first (then it no longer exists), then its data. */
  private async remove(id: string): Promise<void> {
    this.ledger.forget(id);
    await rm(this.statePath(id), { force: true });
    await rm(this.entryPath(id), { force: true });
    await syncFolder(this.folder).catch(() => undefined);
  }

  private readStates(options: { sweepDebris?: boolean } = {}): Promise<SpoolState[]> {
    return readSpoolStates(this.folder, options.sweepDebris ?? false);
  }

  private async sweepRetention(states: SpoolState[]): Promise<number> {
    if (Date.now() - this.lastRetentionSweep < 60_000) return 0;
    this.lastRetentionSweep = Date.now();
    return this.removeExpired(states);
  }

  private async removeExpired(states: SpoolState[]): Promise<number> {
    const cutoff = Date.now() - this.settings.retentionMs;
    const expired = states.filter((state) => state.state === 'failed' && Date.parse(state.failedAt ?? state.acceptedAt) < cutoff);
    for (const state of expired) await this.remove(state.id);
    return expired.length;
  }

  async list(): Promise<OutboxRecord[]> {
    const states = await this.readStates();
    return states.sort((a, b) => a.acceptedAt.localeCompare(b.acceptedAt)).map(toRecord);
  }

  async stats(): Promise<OutboxStats> {
    return spoolStats(await this.readStates());
  }

  async retry(id: string): Promise<boolean> {
    if (!ID_PATTERN.test(id)) return false;
    const state = await readFile(this.statePath(id), 'utf8').then(parseState, () => null);
    if (!state) return false;
    await writeFileAtomic(this.statePath(id), JSON.stringify(dueNow(state)));
    this.kick();
    return true;
  }

  async retryFailed(): Promise<number> {
    const failed = (await this.readStates()).filter((state) => state.state === 'failed');
    for (const state of failed) await writeFileAtomic(this.statePath(state.id), JSON.stringify(dueNow(state)));
    if (failed.length > 0) this.kick();
    return failed.length;
  }

  async purge(id: string): Promise<boolean> {
    if (!ID_PATTERN.test(id) || this.inFlight.has(id)) return false;
    const present = await fileExists(this.statePath(id));
    if (present) await this.remove(id);
    return present;
  }

  async purgeExpired(): Promise<number> {
    return this.removeExpired(await this.readStates());
  }
}
