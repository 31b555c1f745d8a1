/** Most talents one share link or one zip may hold: a casting selection, not the whole roster. */
export const MAX_SELECTION = 50;

/**
 * Strict reading of `ids=12,40,7` for the route handlers: positive integers, comma-separated,
 * at most MAX_SELECTION after removing repeats; null when anything is off.
 */
export function parseIdList(value: string | null | undefined, max = MAX_SELECTION): number[] | null {
  if (!value) return null;
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length > max * 2) return null;
  const ids: number[] = [];
  for (const part of parts) {
    if (!/^[1-9]\d{0,9}$/.test(part)) return null;
    const id = Number(part);
    if (!Number.isSafeInteger(id)) return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids.length > 0 && ids.length <= max ? ids : null;
}

/**
 * Lenient reading for a shared link opened in a browser: a hand-edited or truncated link still shows
 * what it can, so bad parts are skipped and the list is cut at MAX_SELECTION.
 */
export function readSharedIds(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const trimmed = part.trim();
    if (!/^[1-9]\d{0,9}$/.test(trimmed)) continue;
    const id = Number(trimmed);
    if (!ids.includes(id)) ids.push(id);
    if (ids.length === MAX_SELECTION) break;
  }
  return ids;
}

export function formatIdList(ids: readonly number[]): string {
  return ids.join(',');
}
