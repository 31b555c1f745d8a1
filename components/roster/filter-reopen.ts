/** The reopen marker of the roster filters (components/roster/roster-filters.tsx), kept for one page load in session storage. */
import { parseStoredJson, readStorage, writeStorage } from '@/lib/browser/storage';

/**
 * The control a visitor just changed. The first filter takes the board to its filtered route, a
 * page of its own, so this form is mounted anew: it opens again with focus where it was, as if
 * nothing had been replaced.
 */
const REOPEN_KEY = 'roster-filters-reopen';

export function takeReopen(): { field: string; value: string } | null {
  const parsed = parseStoredJson(readStorage('session', REOPEN_KEY));
  writeStorage('session', REOPEN_KEY, null);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { field, value } = parsed as Record<string, unknown>;
  return typeof field === 'string' && typeof value === 'string' ? { field, value } : null;
}

/** Whether a marker waits, without taking it: the island then loads the live form at once. */
export function hasReopen(): boolean {
  return readStorage('session', REOPEN_KEY) !== null;
}

export function remember(field: string, value: string): void {
  // Private modes may refuse storage: the panel then closes on the first filter, nothing worse.
  writeStorage('session', REOPEN_KEY, JSON.stringify({ field, value }));
}
