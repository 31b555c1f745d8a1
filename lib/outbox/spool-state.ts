import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { TEMPORARY_PATTERN } from './atomic-file';
import { isOutboxKind, type OutboxKind, type OutboxRecord } from './types';

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
    if (typeof value.id !== 'string' || !isOutboxKind(value.kind)) return null;
    if (value.state !== 'waiting' && value.state !== 'failed') return null;
    return value as SpoolState;
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
