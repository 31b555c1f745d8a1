import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { TEMPORARY_PATTERN } from './atomic-file';
import { isPastGiveUp, retryDelayMs } from './policy';
import { outboxKindOf, type DeliveryOutcome, type OutboxEntry, type OutboxKind, type OutboxRecord, type OutboxStats } from './types';

/** The state file of a spooled send (`<id>.json` beside its `<id>.entry`), as lib/outbox/spool.ts writes it. */
export type SpoolState = {
  id: string;
  kind: OutboxKind;
  submittedAt: string;
  acceptedAt: string;
  state: 'waiting' | 'failed';
  attempts: number;
  /** Epoch milliseconds. */
  nextAttemptAt: number;
  bytes: number;
  lastError?: string;
  failedAt?: string;
  /** When an operator last retried it: the give-up window counts from here instead of the send. */
  retriedAt?: string;
};

/** What an item's id may be: it names the item's two files. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A send as it enters the spool: waiting, due at once. */
export function newSpoolState(entry: Pick<OutboxEntry, 'id' | 'kind' | 'submittedAt'>, bytes: number, now = new Date()): SpoolState {
  const { id, kind, submittedAt } = entry;
  return { id, kind, submittedAt, acceptedAt: now.toISOString(), state: 'waiting', attempts: 0, nextAttemptAt: now.getTime(), bytes };
}

/**
 * The state after attempt number `attempt` did not deliver: failed for good when the panel refused the
 * send or it was retried past the give-up window, else waiting out its back-off.
 */
export function afterFailedAttempt(
  state: SpoolState,
  attempt: number,
  outcome: Exclude<DeliveryOutcome, { kind: 'delivered' }>,
  giveUpMs: number,
): { next: SpoolState; givenUp: boolean } {
  const givenUp = outcome.kind === 'refused' || isPastGiveUp(state.retriedAt ?? state.submittedAt, giveUpMs);
  const next: SpoolState = givenUp
    ? { ...state, attempts: attempt, state: 'failed', lastError: outcome.reason, failedAt: new Date().toISOString() }
    : {
        ...state,
        attempts: attempt,
        lastError: outcome.reason,
        nextAttemptAt: Date.now() + retryDelayMs(attempt, outcome.kind === 'retry' ? outcome.retryAfterMs : undefined),
      };
  return { next, givenUp };
}

/** What waits and what failed, for the metrics and `npm run outbox`. */
export function spoolStats(states: readonly SpoolState[]): OutboxStats {
  const waiting = states.filter((state) => state.state === 'waiting');
  const oldest = waiting.reduce<number | null>((min, state) => {
    const at = Date.parse(state.submittedAt);
    return min === null || at < min ? at : min;
  }, null);
  return {
    waiting: waiting.length,
    failed: states.length - waiting.length,
    bytes: states.reduce((sum, state) => sum + state.bytes, 0),
    oldestWaitingSeconds: oldest === null ? null : Math.max(0, (Date.now() - oldest) / 1000),
  };
}

// A file without its partner (a crash between the two writes), or a temporary one, older than this is debris.
const DEBRIS_AGE_MS = 60_000;

/**
 * Every readable state file of the spool folder (none when the folder does not exist yet). With
 * `sweepDebris`, an entry without its state file and a temporary file left by a crash are deleted
 * once older than DEBRIS_AGE_MS (a write under way is younger).
 */
export async function readSpoolStates(folder: string, sweepDebris: boolean): Promise<SpoolState[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const present = new Set(names);
  const states: SpoolState[] = [];
  for (const name of names) {
    if (name.endsWith('.json')) {
      const state = await readFile(path.join(folder, name), 'utf8').then(parseState, () => null);
      if (state) states.push(state);
    } else if (sweepDebris && (TEMPORARY_PATTERN.test(name) || (name.endsWith('.entry') && !present.has(name.replace(/\.entry$/, '.json'))))) {
      await removeIfOld(path.join(folder, name));
    }
  }
  return states;
}

async function removeIfOld(file: string): Promise<void> {
  const info = await stat(file).catch(() => null);
  if (info && Date.now() - info.mtimeMs > DEBRIS_AGE_MS) await rm(file, { force: true });
}

/** Waiting and due now; a failed item comes back with a fresh give-up window from now. */
export function dueNow(state: SpoolState): SpoolState {
  const { failedAt: _failedAt, ...rest } = state;
  return { ...rest, state: 'waiting', nextAttemptAt: Date.now(), retriedAt: new Date().toISOString() };
}

export function parseState(text: string): SpoolState | null {
  try {
    const value = JSON.parse(text) as Partial<SpoolState>;
    const kind = outboxKindOf(value.kind);
    if (typeof value.id !== 'string' || kind === null) return null;
    if (value.state !== 'waiting' && value.state !== 'failed') return null;
    return { ...value, kind } as SpoolState;
  } catch {
    return null;
  }
}

export function toRecord(state: SpoolState): OutboxRecord {
  return {
    id: state.id,
    kind: state.kind,
    state: state.state,
    submittedAt: state.submittedAt,
    attempts: state.attempts,
    bytes: state.bytes,
    ...(state.state === 'waiting' ? { nextAttemptAt: new Date(state.nextAttemptAt).toISOString() } : {}),
    ...(state.lastError === undefined ? {} : { lastError: state.lastError }),
    ...(state.failedAt === undefined ? {} : { failedAt: state.failedAt }),
  };
}
