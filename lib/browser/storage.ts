/**
 * The browser's web storage, for remembering small things across pages (favourites, the measurement
 * unit, a draft, where the visitor was on the roster). Storage may be missing (the server), refused on
 * mere access (some privacy modes), full or disabled: a read then finds nothing and a write reports
 * false, so a caller only decides what to do without it, never catches.
 */
export type StorageArea = 'local' | 'session';

function area(name: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return name === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored value, or null when there is none or storage cannot be read. */
export function readStorage(name: StorageArea, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`, or removes the key for null; false when storage refused it. */
export function writeStorage(name: StorageArea, key: string, value: string | null): boolean {
  const storage = area(name);
  if (!storage) return false;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a stored text holds as JSON, or undefined when nothing is stored or the text is not JSON
 * (edited by hand, cut short): the caller then checks the value's shape, never catches.
 */
export function parseStoredJson(raw: string | null | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
