/**
 * The outbox: sends that passed every check wait here, durably, until the panel has them. One small
 * interface, two stores: a spool on local disk (one process, the default) and a BullMQ queue on Redis
 * (several instances; any of them delivers, and work held by one that died is taken over).
 */

/**
 * What a send is, one name each inside the code, the metrics and the logs: an `application` (the
 * contract's `getScouted` entry), a `contact` message (also a request about one's data), a client's
 * `package-picks` and `package-holds`, a `mail` the site sends itself over SMTP. Each kind registers
 * how it is delivered (lib/outbox/kinds.ts); the outbox knows no form.
 */
export const OUTBOX_KINDS = ['application', 'contact', 'package-picks', 'package-holds', 'mail'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

// Names an earlier version stored entries under, still read from a spool or queue it left.
const STORED_NAMES: Record<string, OutboxKind> = { getScouted: 'application', packagePicks: 'package-picks' };

/** The kind a stored name stands for (today's name or an earlier one), or null. */
export function outboxKindOf(value: unknown): OutboxKind | null {
  if (typeof value !== 'string') return null;
  if ((OUTBOX_KINDS as readonly string[]).includes(value)) return value as OutboxKind;
  return STORED_NAMES[value] ?? null;
}

export function isOutboxKind(value: unknown): value is OutboxKind {
  return typeof value === 'string' && (OUTBOX_KINDS as readonly string[]).includes(value);
}

export type OutboxFile = {
  field: string;
  name: string;
  /** The type the site found in the bytes (never the one the visitor's browser declared). */
  type: string;
  bytes: Uint8Array;
  /**
   * The photo as the applicant sent it, not yet drawn again: the application's kind redraws it without
   * metadata before it goes to the panel (lib/forms/application/send.ts). The application route no longer stores such
   * photos (it cleans them before they are kept); entries an earlier version queued may still hold one.
   */
  redraw?: true;
};

/** One send as the panel will receive it: its text fields in order, its files, and who and when. */
export type OutboxEntry = {
  /** The submission id (the browser's, else drawn by the site): the job's id and the `Idempotency-Key`. */
  id: string;
  kind: OutboxKind;
  /** When the visitor's send reached the site (ISO 8601): `X-Submitted-At`. */
  submittedAt: string;
  fields: [name: string, value: string][];
  files: OutboxFile[];
};

export type OutboxState = 'waiting' | 'failed';

/** What an operator sees of an item (`npm run outbox`): never its fields or files. */
export type OutboxRecord = {
  id: string;
  kind: OutboxKind;
  state: OutboxState;
  submittedAt: string;
  attempts: number;
  bytes: number;
  /** When the next attempt is due (waiting items). */
  nextAttemptAt?: string;
  /** Status and reason of the last failed attempt: `http_503`, `timeout`, `422 id_country,email`. */
  lastError?: string;
  /** When it was given up (failed items): retention counts from here. */
  failedAt?: string;
};

export type EnqueueResult = 'queued' | 'duplicate' | 'full';

export type OutboxStats = { waiting: number; failed: number; bytes: number; oldestWaitingSeconds: number | null };

/** What one delivery attempt came to; decided by lib/outbox/deliver.ts. */
export type DeliveryOutcome =
  | { kind: 'delivered'; status: number }
  /** Worth another try later: no answer, a timeout, 429 or 5xx. */
  | { kind: 'retry'; reason: string; retryAfterMs?: number }
  /**
   * The panel refused it for good (a 4xx other than 429): kept for an operator, never retried blindly.
   * `details`: the panel's field errors, for a visitor who waits on the send; never stored or logged.
   */
  | { kind: 'refused'; reason: string; status: number; details?: unknown };

export type Deliver = (entry: OutboxEntry, attempt: number) => Promise<DeliveryOutcome>;

export interface Outbox {
  readonly store: 'spool' | 'redis';
  /** Stores the entry durably (flushed before it resolves); 'full' past the bounds; 'duplicate' for an id already waiting. */
  enqueue(entry: OutboxEntry): Promise<EnqueueResult>;
  /** Starts delivering in the background (idempotent). */
  start(deliver: Deliver): void;
  /** Stops taking new work and waits for attempts under way. */
  stop(): Promise<void>;
  list(): Promise<OutboxRecord[]>;
  stats(): Promise<OutboxStats>;
  /** Makes one item (failed or waiting) due now; false when there is none with that id. */
  retry(id: string): Promise<boolean>;
  /** Makes every failed item due now; the number of items. */
  retryFailed(): Promise<number>;
  /** Deletes one item (its data is gone); false when there is none or it is being delivered right now. */
  purge(id: string): Promise<boolean>;
  /** Deletes failed items older than the retention; the number deleted. */
  purgeExpired(): Promise<number>;
}

/** The bounds and timings both stores follow (from the environment, lib/config/index.ts). */
export type OutboxSettings = {
  maxItems: number;
  maxBytes: number;
  giveUpMs: number;
  retentionMs: number;
};
