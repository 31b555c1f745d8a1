import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { withTimeout } from '@/lib/shared-state/with-timeout';
import { AofRewriter } from './aof-rewrite';
import { CorruptEntryError, decodeEntry, encodeEntry } from './codec';
import { isPastGiveUp, retryDelayMs } from './policy';
import { reportAttempt, reportCorrupt, timedAttempt } from './report';
import { outboxKindOf, type Deliver, type EnqueueResult, type Outbox, type OutboxEntry, type OutboxKind, type OutboxRecord, type OutboxSettings, type OutboxStats } from './types';

/**
 * The outbox on Redis for several instances, with BullMQ: a job per send (its id the submission id,
 * so a repeat is not queued twice), taken by whichever instance's worker is free. A worker holds a
 * lock on the job it delivers and renews it while the call runs; when its instance dies the lock
 * lapses within LOCK_MS and another instance's stalled-job check puts the job back (STALLED_CHECK_MS).
 *
 * BullMQ keeps the state machine (waiting, delayed, active, failed), the retries and their delays;
 * this file maps the delivery rules onto it: a retry throws an error that carries the panel's
 * Retry-After for the back-off strategy, a refusal throws UnrecoverableError (kept as failed).
 * Delivered jobs are removed at once; failed ones are kept for the retention, then cleaned; after a
 * removal the append-only file is rewritten, so removed jobs leave Redis's disk too (lib/outbox/aof-rewrite.ts).
 * Each job's size is kept in a hash beside the queue, for the bound in bytes.
 */

const QUEUE_NAME = 'agency-outbox';
const LOCK_MS = 10_000;
const STALLED_CHECK_MS = 5_000;
// A job put back this many times after its instance died is failed rather than tried forever.
const MAX_STALLED = 20;
// BullMQ wants a number of attempts; the give-up time (OUTBOX_GIVE_UP_HOURS) ends retries long before.
const ATTEMPTS = 1_000_000;
// Enqueuing waits this long for Redis; past it the route sends while the visitor waits instead.
const ENQUEUE_TIMEOUT_MS = 3_000;
const HOLDING_STATES = ['waiting', 'delayed', 'active', 'prioritized', 'failed'] as const;

type JobData = { kind: OutboxKind; submittedAt: string; bytes: number; payload: string; retriedAt?: string };

class RetryLater extends Error {
  override readonly name = 'RetryLater';
  constructor(
    reason: string,
    readonly retryAfterMs: number | undefined,
  ) {
    super(reason);
  }
}

export class RedisOutbox implements Outbox {
  readonly store = 'redis' as const;
  private readonly connection: Redis;
  private readonly queue: Queue<JobData>;
  private worker: Worker<JobData> | undefined;
  private readonly sizesKey: string;
  private retentionTimer: NodeJS.Timeout | undefined;
  private readonly aof: AofRewriter;

  constructor(
    url: string,
    private readonly settings: OutboxSettings,
    private readonly concurrency = 4,
  ) {
    // BullMQ's workers block on Redis and must never give a command up; the enqueue has its own timeout.
    this.connection = new Redis(url, { maxRetriesPerRequest: null, enableOfflineQueue: true, lazyConnect: false });
    this.connection.on('error', () => undefined);
    this.queue = new Queue<JobData>(QUEUE_NAME, { connection: this.connection });
    this.queue.on('error', () => undefined);
    this.sizesKey = `bull:${QUEUE_NAME}:agency-sizes`;
    this.aof = new AofRewriter(this.connection);
  }

  /** The Redis connection, for the held sends kept beside the queue (lib/outbox/held-redis.ts). */
  get redis(): Redis {
    return this.connection;
  }

  /** Something holding a visitor's data was removed from Redis (here or beside the queue). */
  forgetRemoved(): void {
    this.aof.removed();
  }

  async enqueue(entry: OutboxEntry): Promise<EnqueueResult> {
    return withTimeout(this.enqueueNow(entry), ENQUEUE_TIMEOUT_MS);
  }

  private async enqueueNow(entry: OutboxEntry): Promise<EnqueueResult> {
    if (await this.queue.getJob(entry.id)) return 'duplicate';
    const encoded = encodeEntry(entry);
    const [counts, sizes] = await Promise.all([this.queue.getJobCounts(...HOLDING_STATES), this.connection.hvals(this.sizesKey)]);
    const items = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const bytes = sizes.reduce((sum, size) => sum + Number(size), 0);
    if (items + 1 > this.settings.maxItems || bytes + encoded.byteLength > this.settings.maxBytes) return 'full';
    await this.connection.hset(this.sizesKey, entry.id, String(encoded.byteLength));
    const data: JobData = { kind: entry.kind, submittedAt: entry.submittedAt, bytes: encoded.byteLength, payload: encoded.toString('base64') };
    const job = await this.queue.add(entry.kind, data, {
      jobId: entry.id,
      attempts: ATTEMPTS,
      backoff: { type: 'agency' },
      removeOnComplete: true,
      removeOnFail: false,
    });
    // Redis answers only after it has the job; with appendonly (deploy/redis.conf) it is on disk too.
    return job.data.submittedAt === entry.submittedAt ? 'queued' : 'duplicate';
  }

  start(deliver: Deliver): void {
    if (this.worker) return;
    this.worker = new Worker<JobData>(QUEUE_NAME, (job) => this.process(job, deliver), {
      connection: this.connection,
      concurrency: this.concurrency,
      lockDuration: LOCK_MS,
      stalledInterval: STALLED_CHECK_MS,
      maxStalledCount: MAX_STALLED,
      settings: {
        backoffStrategy: (attemptsMade: number, _type?: string, error?: Error) =>
          retryDelayMs(attemptsMade, error instanceof RetryLater ? error.retryAfterMs : undefined),
      },
    });
    this.worker.on('error', () => undefined);
    // Emitted once the delivered job is removed (removeOnComplete).
    this.worker.on('completed', () => this.aof.removed());
    this.retentionTimer = setInterval(() => void this.purgeExpired().catch(() => undefined), 60 * 60_000);
    this.retentionTimer.unref();
    void this.purgeExpired().catch(() => undefined);
  }

  private async process(job: Job<JobData>, deliver: Deliver): Promise<void> {
    const { data } = job;
    let entry: OutboxEntry;
    try {
      entry = decodeEntry(Buffer.from(data.payload, 'base64'));
    } catch (error) {
      // Kept as failed for an operator (a key to add back, say), never retried blindly nor deleted.
      reportCorrupt(job.id ?? 'unknown', error instanceof CorruptEntryError ? error.message : 'unreadable');
      throw new UnrecoverableError('corrupt');
    }
    const { bytes, submittedAt } = data;
    const { outcome, report } = await timedAttempt(deliver, entry, { id: entry.id, kind: entry.kind, attempt: job.attemptsMade + 1, bytes, submittedAt });
    if (outcome.kind === 'delivered') {
      reportAttempt(report, outcome, true);
      await this.connection.hdel(this.sizesKey, entry.id);
      // The panel takes sends again: what waits out a back-off is due now (on every instance).
      await this.queue.promoteJobs().catch(() => undefined);
      return;
    }
    const givenUp = outcome.kind === 'refused' || isPastGiveUp(data.retriedAt ?? data.submittedAt, this.settings.giveUpMs);
    reportAttempt(report, outcome, givenUp);
    if (givenUp) throw new UnrecoverableError(outcome.reason);
    throw new RetryLater(outcome.reason, outcome.kind === 'retry' ? outcome.retryAfterMs : undefined);
  }

  async stop(): Promise<void> {
    if (this.retentionTimer) clearInterval(this.retentionTimer);
    await this.worker?.close();
    await this.aof.flush();
    await this.queue.close();
    this.connection.disconnect();
  }

  async list(): Promise<OutboxRecord[]> {
    const jobs = await this.queue.getJobs([...HOLDING_STATES]);
    const records = await Promise.all(jobs.filter(Boolean).map((job) => this.toRecord(job)));
    return records.sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
  }

  private async toRecord(job: Job<JobData>): Promise<OutboxRecord> {
    const state = await job.getState();
    const failed = state === 'failed';
    const dueAt = job.timestamp + (job.delay ?? 0);
    return {
      id: job.id ?? '',
      kind: outboxKindOf(job.data.kind) ?? job.data.kind,
      state: failed ? 'failed' : 'waiting',
      submittedAt: job.data.submittedAt,
      attempts: job.attemptsMade,
      bytes: job.data.bytes,
      ...(failed ? {} : { nextAttemptAt: new Date(Math.max(dueAt, Date.now())).toISOString() }),
      ...(job.failedReason ? { lastError: job.failedReason } : {}),
      ...(failed && job.finishedOn ? { failedAt: new Date(job.finishedOn).toISOString() } : {}),
    };
  }

  async stats(): Promise<OutboxStats> {
    const [counts, sizes, oldest] = await Promise.all([
      this.queue.getJobCounts(...HOLDING_STATES),
      this.connection.hvals(this.sizesKey),
      this.oldestWaiting(),
    ]);
    const failed = counts.failed ?? 0;
    const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
    return {
      waiting: all - failed,
      failed,
      bytes: sizes.reduce((sum, size) => sum + Number(size), 0),
      oldestWaitingSeconds: oldest === null ? null : Math.max(0, (Date.now() - oldest) / 1000),
    };
  }

  /** The earliest `timestamp` among jobs not failed (BullMQ keeps it from when the job was added). */
  private async oldestWaiting(): Promise<number | null> {
    const jobs = await this.queue.getJobs(['waiting', 'delayed', 'active', 'prioritized'], 0, 200, true);
    return jobs.reduce<number | null>((min, job) => (job && (min === null || job.timestamp < min) ? job.timestamp : min), null);
  }

  async retry(id: string): Promise<boolean> {
    const job = await this.queue.getJob(id);
    if (!job) return false;
    const state = await job.getState();
    if (state === 'failed') {
      await job.updateData({ ...job.data, retriedAt: new Date().toISOString() });
      await job.retry('failed');
    } else if (state === 'delayed') await job.promote();
    return true;
  }

  async retryFailed(): Promise<number> {
    const failed = await this.queue.getFailed();
    for (const job of failed) {
      await job.updateData({ ...job.data, retriedAt: new Date().toISOString() });
      await job.retry('failed');
    }
    return failed.length;
  }

  async purge(id: string): Promise<boolean> {
    const job = await this.queue.getJob(id);
    if (!job) return false;
    if ((await job.getState()) === 'active') return false;
    await job.remove();
    await this.connection.hdel(this.sizesKey, id);
    this.aof.removed();
    return true;
  }

  async purgeExpired(): Promise<number> {
    const removed = await this.queue.clean(this.settings.retentionMs, 10_000, 'failed');
    if (removed.length > 0) {
      await this.connection.hdel(this.sizesKey, ...removed);
      this.aof.removed();
    }
    return removed.length;
  }
}
