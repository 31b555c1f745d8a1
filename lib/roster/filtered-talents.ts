import 'server-only';
import { readTalents } from '@/lib/api/talents';
import type { Gender, TalentSummary } from '@/lib/api/types';
import type { BoardKey } from '@/lib/i18n/routing';
import { metrics } from '@/lib/observability/metrics';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';
import { filterBody, type RosterFilters } from './filters';

/**
 * Filtered rosters, kept in a bounded memory instead of Next's data cache. Every board is cached as a
 * page; a filtered board is one of thousands of combinations a visitor (or a crawler) can type, and
 * each one kept as a cache entry would grow the cache on disk without end, as random profile ids
 * would (lib/roster/address-gate.ts). So a combination's roster is kept here: at most MEMO_KEYS of
 * them, each for MEMO_MS, the least recently used going first; concurrent asks for one combination
 * make one call; and when the service fails, a combination read before is served as it was.
 * Per process: a revalidation from the panel empties it (app/api/revalidate), other instances follow
 * within MEMO_MS.
 */

export const MEMO_KEYS = 500;
export const MEMO_MS = 60_000;

type Entry = { value: TalentSummary[]; readAt: number };
type Memo = { entries: Map<string, Entry>; pending: Map<string, Promise<TalentSummary[]>> };

function memo(): Memo {
  return processGlobal<Memo>('agency.roster.filtered', () => ({ entries: new Map(), pending: new Map() }));
}

export function resetFilteredTalents(): void {
  const { entries, pending } = memo();
  entries.clear();
  pending.clear();
}

function keep(key: string, value: TalentSummary[]): void {
  const { entries } = memo();
  entries.delete(key);
  entries.set(key, { value, readAt: Date.now() });
  while (entries.size > MEMO_KEYS) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
}

export type FilteredBoard = { gender?: Gender; category?: BoardKey };

/** The board's talents that pass `filters`, as `POST /api/talents` answers them. */
export async function getFilteredTalents(locale: string, board: FilteredBoard, filters: RosterFilters): Promise<TalentSummary[]> {
  // A category board's own category wins over the filter's: the board is what the address names.
  const body = { ...filterBody(filters), ...(board.gender ? { gender: board.gender } : {}), ...(board.category ? { category: board.category } : {}) };
  const key = `${locale}\u0000${JSON.stringify(body)}`;
  const { entries, pending } = memo();
  const entry = entries.get(key);
  if (entry && Date.now() - entry.readAt < MEMO_MS) {
    // Used again: it moves to the end, last in line to be dropped.
    entries.delete(key);
    entries.set(key, entry);
    metrics().cache.inc({ layer: 'filtered-roster', result: 'hit' });
    return entry.value;
  }
  metrics().cache.inc({ layer: 'filtered-roster', result: 'miss' });
  let read = pending.get(key);
  if (!read) {
    read = readTalents(locale, body).finally(() => pending.delete(key));
    pending.set(key, read);
  }
  try {
    const value = await read;
    keep(key, value);
    return value;
  } catch (error) {
    // The service is away: the combination as it was last read is better than an error screen.
    if (entry) return entry.value;
    throw error;
  }
}
