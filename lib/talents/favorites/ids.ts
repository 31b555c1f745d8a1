/** Most talents one share link or one zip may hold: a casting selection, not the whole roster. */
export const MAX_SELECTION = 50;

export type IdListResult = { ok: true; ids: number[] } | { ok: false; error: 'invalid' | 'too_many' };

/**
 * Strict reading of `ids=12,40,7` for the route handlers: positive integers, comma-separated,
 * at most `max` after removing repeats. Says whether a refused list was malformed or only too long.
 */
export function readIdList(value: string | null | undefined, max = MAX_SELECTION): IdListResult {
  if (!value) return { ok: false, error: 'invalid' };
  const parts = value.split(',').map((part) => part.trim());
  const ids = new Set<number>();
  for (const part of parts) {
    if (!/^[1-9]\d{0,9}$/.test(part)) return { ok: false, error: 'invalid' };
    const id = Number(part);
    if (!Number.isSafeInteger(id)) return { ok: false, error: 'invalid' };
    ids.add(id);
    // Stops reading a huge list as soon as it is known to be too long.
    if (ids.size > max) return { ok: false, error: 'too_many' };
  }
  return { ok: true, ids: [...ids] };
}

/** `readIdList` for callers that only need the ids: null when anything is off. */
export function parseIdList(value: string | null | undefined, max = MAX_SELECTION): number[] | null {
  const result = readIdList(value, max);
  return result.ok ? result.ids : null;
}

export type SharedSelection = {
  /** The ids the page shows: the first MAX_SELECTION usable ones. */
  ids: number[];
  /** How many more usable ids the link held beyond the cap (0 for every link this site makes). */
  omitted: number;
};

/**
 * Lenient reading for a shared link opened in a browser: a hand-edited or truncated link still shows
 * what it can, so bad parts are skipped; the list is cut at MAX_SELECTION and the cut is counted.
 */
export function readSharedSelection(value: string | null | undefined): SharedSelection {
  if (!value) return { ids: [], omitted: 0 };
  const ids = new Set<number>();
  for (const part of value.split(',')) {
    const trimmed = part.trim();
    if (!/^[1-9]\d{0,9}$/.test(trimmed)) continue;
    ids.add(Number(trimmed));
  }
  const all = [...ids];
  return { ids: all.slice(0, MAX_SELECTION), omitted: Math.max(0, all.length - MAX_SELECTION) };
}

export function readSharedIds(value: string | null | undefined): number[] {
  return readSharedSelection(value).ids;
}

export function formatIdList(ids: readonly number[]): string {
  return ids.join(',');
}

export type SelectionPart = {
  /** 1-based number of this part. */
  number: number;
  /** How many parts the selection has. */
  total: number;
  /** 1-based positions in the whole selection of this part's first and last talent. */
  first: number;
  last: number;
  ids: number[];
};

/**
 * A selection cut, in its own order, into parts of at most `size` talents: one share link and one
 * zip each. A selection within the cap is a single part.
 */
export function splitSelection(ids: readonly number[], size = MAX_SELECTION): SelectionPart[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('part size must be a positive integer');
  const unique = [...new Set(ids)];
  const total = Math.ceil(unique.length / size);
  return Array.from({ length: total }, (_, index) => {
    const start = index * size;
    const part = unique.slice(start, start + size);
    return { number: index + 1, total, first: start + 1, last: start + part.length, ids: part };
  });
}
