import { readStorage, writeStorage } from '@/lib/browser/storage';

/** The reopen marker of the roster filters (components/roster/roster-filters.tsx), kept for one page load in session storage. */
/**
 * The control a visitor just changed. The first filter takes the board to its filtered route, a
 * page of its own, so this form is mounted anew: it opens again with focus where it was, as if
 * nothing had been replaced.
 */
const REOPEN_KEY = 'roster-filters-reopen';

export function takeReopen(): { field: string; value: string } | null {
  const stored = readStorage('session', REOPEN_KEY);
  writeStorage('session', REOPEN_KEY, null);
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { field, value } = parsed as Record<string, unknown>;
    return typeof field === 'string' && typeof value === 'string' ? { field, value } : null;
  } catch {
    return null;
  }
}

export function remember(field: string, value: string): void {
  // Private modes may refuse storage: the panel then closes on the first filter, nothing worse.
  writeStorage('session', REOPEN_KEY, JSON.stringify({ field, value }));
}
